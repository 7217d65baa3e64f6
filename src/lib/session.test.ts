import { describe, expect, it } from 'vitest';
import { makeUser } from '../../tests/mocks/data';
import { PASSWORD_INCORRECT } from '@contract/messages';
import { acceptSignin, clearStoredSession, isAdmin, isDealer, loadStoredUser, storeUser } from './session';
import { ensureStorageMarker, keys } from './storage';

describe('session', () => {
  it('accepts a sign-in result only with a non-empty token', () => {
    expect(acceptSignin(makeUser()).token).toBe('token-customer');
    expect(() => acceptSignin({ ...makeUser(), token: '' })).toThrow(PASSWORD_INCORRECT);
    expect(() => acceptSignin(null)).toThrow(PASSWORD_INCORRECT);
  });

  it('knows the roles', () => {
    expect(isAdmin(makeUser({ isAdmin: true }))).toBe(true);
    expect(isDealer(makeUser({ isSeller: true }))).toBe(true);
    expect(isDealer(makeUser({ isDealer: true }))).toBe(true);
    expect(isDealer(makeUser())).toBe(false);
  });

  it('full sign-out clears user, address, order, cart and session storage', () => {
    storeUser(makeUser());
    for (const k of [keys.shippingAddress, keys.orderDetails, keys.cartItems]) localStorage.setItem(k, '{}');
    localStorage.setItem('updated_date', 'x');
    sessionStorage.setItem(keys.sessionToken, 't');
    sessionStorage.setItem('other', '1');
    expect(loadStoredUser()?.id).toBe(3);
    clearStoredSession();
    expect(loadStoredUser()).toBeNull();
    expect(localStorage.getItem(keys.cartItems)).toBeNull();
    expect(localStorage.getItem('updated_date')).toBe('x');
    expect(sessionStorage.length).toBe(0);
  });

  it('clears all local storage on the first load without the updated_date marker, only once', () => {
    localStorage.setItem('stale', '1');
    expect(ensureStorageMarker(localStorage, 'updated_date', '2026-11-22')).toBe(true);
    expect(localStorage.getItem('stale')).toBeNull();
    localStorage.setItem('kept', '1');
    expect(ensureStorageMarker(localStorage, 'updated_date', '2026-11-22')).toBe(false);
    expect(localStorage.getItem('kept')).toBe('1');
  });
});

describe('sessionUserFilled', () => {
  it('fills only what the signed-in user lacks, in the store and in the browser', async () => {
    const { makeStore } = await import('@/app/store');
    const { signinFamily, sessionUserFilled } = await import('./session');
    const store = makeStore({ userSignin: { ...signinFamily.initialState, status: 'succeeded', data: makeUser({ email: null, state: 'KA', city: 'KA-BLR', pincode: '560034' }) } });
    store.dispatch(sessionUserFilled({ email: 'ravi@example.com', state: 'MH', city: 'MH-PUN', pincode: '411045' }));
    expect(store.getState().userSignin.data).toMatchObject({ email: 'ravi@example.com', state: 'KA', city: 'KA-BLR', pincode: '560034' });
    expect(loadStoredUser()).toMatchObject({ email: 'ravi@example.com', state: 'KA' });
  });
});
