import { describe, expect, it } from 'vitest';
import { cartActions, cartInitialState, cartReducer } from './cart';
import { sessionEnded } from './family';

const rv400 = { product: 'rv400', name: 'RV400', color: 'Red', price: 134990 };

describe('cart', () => {
  it('defaults the payment method to PayPal', () => {
    expect(cartReducer(undefined, { type: '@@init' }).paymentMethod).toBe('PayPal');
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
    const address = { name: 'A', mobile: '9876543210', address: '1 MG Road', city: 'Pune', state: 'MH', pincode: '411001' };
    s = cartReducer(s, cartActions.shippingAddressSaved(address));
    s = cartReducer(s, cartActions.paymentMethodSaved('UPI'));
    expect(s).toMatchObject({ shippingAddress: address, paymentMethod: 'UPI' });
    s = cartReducer(cartReducer(s, cartActions.itemAdded(rv400)), cartActions.emptied());
    expect(s.cartItems).toEqual([]);
    expect(cartReducer(s, sessionEnded())).toEqual(cartInitialState);
  });
});
