import { describe, expect, it } from 'vitest';
import { combineReducers, legacy_createStore as createStore } from 'redux';
import { keys } from '../storage';
import { cartActions, cartInitialState, cartReducer, cartReducers, loadStoredCart, persistCart } from './cart';
import { sessionEnded } from './family';

const rv400 = { product: 'rv400', name: 'RV400', color: 'Red', price: 134990 };

describe('cart', () => {
  it('defaults the payment method to online payment through the gateway (PayPal takes no INR payments in India)', () => {
    expect(cartReducer(undefined, { type: '@@init' }).paymentMethod).toBe('online');
  });

  it('adding a product already present replaces it', () => {
    let s = cartReducer(cartInitialState, cartActions.itemAdded(rv400));
    s = cartReducer(s, cartActions.itemAdded({ ...rv400, color: 'Black' }));
    expect(s.cartItems).toEqual([{ ...rv400, color: 'Black' }]);
    s = cartReducer(s, cartActions.itemAdded({ ...rv400, product: 'rv1', name: 'RV1' }));
    expect(s.cartItems).toHaveLength(2);
  });

  it('removes, saves address and method, records add failures, empties', () => {
    let s = cartReducer(cartInitialState, cartActions.itemAdded(rv400));
    s = cartReducer(s, cartActions.itemAddFailed('Out of stock'));
    expect(s.error).toBe('Out of stock');
    s = cartReducer(s, cartActions.itemRemoved('rv400'));
    expect(s.cartItems).toEqual([]);
    const address = { line1: '1 MG Road', line2: '', landmark: '', city: 'MH-PUN', state: 'MH', pincode: '411001', dealer_id: 7 };
    s = cartReducer(s, cartActions.shippingAddressSaved(address));
    s = cartReducer(s, cartActions.paymentMethodSaved('hub'));
    expect(s).toMatchObject({ shippingAddress: address, paymentMethod: 'hub' });
    s = cartReducer(cartReducer(s, cartActions.itemAdded(rv400)), cartActions.emptied());
    expect(s.cartItems).toEqual([]);
    expect(cartReducer(s, sessionEnded())).toEqual(cartInitialState);
  });

  it('persists to localStorage, reloads, and leaves nothing behind once emptied by the sign-out', () => {
    localStorage.clear();
    const store = createStore(combineReducers(cartReducers));
    persistCart(store, localStorage);
    store.dispatch(cartActions.itemAdded(rv400));
    store.dispatch(cartActions.paymentMethodSaved('hub'));
    expect(JSON.parse(localStorage.getItem(keys.cartItems) ?? '[]')).toEqual([rv400]);
    expect(loadStoredCart(localStorage)).toMatchObject({ cartItems: [rv400], paymentMethod: 'hub', shippingAddress: null });
    store.dispatch(sessionEnded());
    expect(localStorage.getItem(keys.cartItems)).toBeNull();
    expect(localStorage.getItem(keys.paymentMethod)).toBeNull();
  });

  it('drops a stored cart of an older shape', () => {
    localStorage.setItem(keys.cartItems, JSON.stringify([{ nope: 1 }]));
    localStorage.setItem(keys.paymentMethod, JSON.stringify('PayPal'));
    localStorage.setItem(keys.shippingAddress, JSON.stringify({ address: '1 MG Road' }));
    expect(loadStoredCart(localStorage)).toEqual(cartInitialState);
    localStorage.clear();
  });
});
