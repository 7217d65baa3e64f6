// The Hindi site (VITE_SITE_LANG=hi): a new account is in Hindi, and the code's SMS is asked for in Hindi.
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { LANG } from '@/lib/i18n/language';
import { server } from '../../../tests/mocks/server';
import { register, requestRegisterOtp } from './account-thunks';

afterEach(() => server.events.removeAllListeners());

describe('sign-up on the Hindi site', () => {
  it('makes the account in Hindi and names Hindi on each call', async () => {
    expect(LANG).toBe('hi');
    const languages: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => languages.push(request.headers.get('accept-language')));
    const store = makeStore();
    expect((await store.dispatch(requestRegisterOtp('9876543210'))).ok).toBe(true);
    const outcome = await store.dispatch(register({ mobile: '9876543210', otp: '123456', name: 'Ravi Kumar' }));
    expect(outcome.ok && outcome.data.language).toBe('hi');
    expect(languages).toEqual(['hi', 'hi']);
  });
});
