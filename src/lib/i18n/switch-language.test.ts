// The language switch records the new language on a signed-in customer's account before the page changes (their SMS,
// WhatsApp and e-mail follow it), and never lets that hold the switch up: a failure or a slow server changes the page
// all the same.
import { waitFor } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsEndpoints } from '@contract/accounts-endpoints';
import { setAuthTokenGetter } from '@/lib/api/events';
import { loadStoredUser, storeUser } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { server } from '../../../tests/mocks/server';
import { LANGUAGE_COOKIE, RECORD_LANGUAGE_TIMEOUT_MS, switchLanguage } from './switch-language';

/** A window whose location records where the switch sends it (jsdom's own cannot be replaced). */
function fakeWindow() {
  const assign = vi.fn();
  return { win: { document, location: { assign } } as unknown as Window, assign };
}

/** The languages the account was asked to take, in order. */
function recorded(): string[] {
  const bodies: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'PUT' || !request.url.endsWith(accountsEndpoints.setLanguage.path)) return;
    void request.clone().json().then((body: { language: string }) => bodies.push(body.language));
  });
  return bodies;
}

beforeEach(() => setAuthTokenGetter(() => loadStoredUser()?.token ?? null));
afterEach(() => {
  server.events.removeAllListeners();
  setAuthTokenGetter(() => null);
});

describe('switchLanguage', () => {
  it("records the language on a signed-in customer's account, keeps it in their stored copy, then loads the page", async () => {
    storeUser(makeUser());
    const asked = recorded();
    const { win, assign } = fakeWindow();
    await switchLanguage('hi', '/', '?from=menu', win);
    expect(asked).toEqual(['hi']);
    expect(loadStoredUser()?.language).toBe('hi');
    expect(assign).toHaveBeenCalledWith('/hi?from=menu');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=hi`);
  });

  it('asks nothing of the server for a visitor who is not signed in, or staff, or an account already in that language', async () => {
    const asked = recorded();
    const { win, assign } = fakeWindow();
    await switchLanguage('hi', '/', '', win);
    storeUser(makeUser({ user_type: 'dealer', isDealer: true, isSeller: true, token: 'token-dealer' }));
    await switchLanguage('hi', '/', '', win);
    storeUser(makeUser({ language: 'hi' }));
    await switchLanguage('hi', '/', '', win);
    expect(asked).toEqual([]);
    expect(assign).toHaveBeenCalledTimes(3);
  });

  it('changes the page all the same when the server refuses', async () => {
    storeUser(makeUser());
    server.use(http.put(accountsEndpoints.setLanguage.path, () => HttpResponse.json({ message: 'The server is busy.' }, { status: 503 })));
    const { win, assign } = fakeWindow();
    await switchLanguage('hi', '/', '', win);
    expect(assign).toHaveBeenCalledWith('/hi');
    expect(loadStoredUser()?.language).toBe('en');
  });

  it('waits for a slow server only so long, then changes the page', async () => {
    storeUser(makeUser());
    server.use(
      http.put(accountsEndpoints.setLanguage.path, async () => {
        await delay(RECORD_LANGUAGE_TIMEOUT_MS + 500);
        return HttpResponse.json({ message: 'saved', data: { language: 'hi' } });
      }),
    );
    const { win, assign } = fakeWindow();
    const started = Date.now();
    await switchLanguage('hi', '/', '', win);
    expect(assign).toHaveBeenCalledWith('/hi');
    expect(Date.now() - started).toBeLessThan(RECORD_LANGUAGE_TIMEOUT_MS + 500);
    // In a browser the next page ends the request; here its late answer lands before the test's storage is cleared.
    await waitFor(() => expect(loadStoredUser()?.language).toBe('hi'));
  }, 15_000);
});
