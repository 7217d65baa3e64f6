// Sign-up and its code in the site's language (issue 29): the new account takes the language of the site it is made
// on (its SMS, WhatsApp and e-mail follow it), and every call names that site's language, so the code's SMS is in it.
import { afterEach, describe, expect, it } from 'vitest';
import { accountsEndpoints } from '@contract/accounts-endpoints';
import { makeStore } from '@/app/store';
import { LANG } from '@/lib/i18n/language';
import { server } from '../../../tests/mocks/server';
import { register, requestOtp, requestRegisterOtp } from './account-thunks';

type Seen = { path: string; language: string | null; body: Record<string, unknown> | null };

function watch(): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const entry: Seen = { path: new URL(request.url).pathname, language: request.headers.get('accept-language'), body: null };
    seen.push(entry);
    void request.clone().json().then((body: Record<string, unknown>) => {
      entry.body = body;
    });
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe('sign-up in the site’s language', () => {
  it('asks for the code and makes the account in the language of this site', async () => {
    const seen = watch();
    const store = makeStore();
    expect((await store.dispatch(requestRegisterOtp('9876543210'))).ok).toBe(true);
    const outcome = await store.dispatch(register({ mobile: '9876543210', otp: '123456', name: 'Ravi Kumar' }));
    expect(outcome.ok && outcome.data.language).toBe(LANG);
    expect(seen.map((s) => [s.path, s.language])).toEqual([
      [accountsEndpoints.registerOtp.path, LANG],
      [accountsEndpoints.register.path, LANG],
    ]);
    expect(seen[1]?.body).toMatchObject({ mobile: '9876543210', name: 'Ravi Kumar', language: LANG });
  });

  it("names the site's language when asking for a sign-in code too", async () => {
    const seen = watch();
    expect((await makeStore().dispatch(requestOtp('9000000003'))).ok).toBe(true);
    expect(seen.map((s) => [s.path, s.language])).toEqual([[accountsEndpoints.signinOtp.path, LANG]]);
  });
});
