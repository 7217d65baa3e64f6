import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { productSummaries } from '../../tests/mocks/handlers/products';
import { addToCart, cartAddMessages } from './cart-add';
import { cartInitialState, type CartItem } from './store/cart';

const rv400: CartItem = { product: 'rv400', name: 'RV400', color: 'Mist Grey', price: 1 };
const priceOf = (id: string) => productSummaries.find((p) => p.id === id)!.price;

describe('addToCart (SPEC §4 add item / add item fail)', () => {
  it('refuses a model we do not sell and a colour the model does not come in, with the reason, leaving the cart as it was', async () => {
    const store = makeStore({ cart: { ...cartInitialState, cartItems: [rv400] } });
    expect(await store.dispatch(addToCart('rv9', 'Black'))).toEqual({ ok: false, reason: cartAddMessages.unknownModel('rv9') });
    expect(store.getState().cart).toMatchObject({ cartItems: [rv400], error: cartAddMessages.unknownModel('rv9') });
    expect(await store.dispatch(addToCart('rv400', 'Purple'))).toEqual({ ok: false, reason: cartAddMessages.unknownColour('RV400', 'Purple') });
    expect(store.getState().cart.cartItems).toEqual([rv400]);
  });

  it('adds at the current price; the same model replaces its line, another model sits beside it unless it replaces the cart', async () => {
    const store = makeStore();
    await store.dispatch(addToCart('rv400', 'mist grey'));
    expect(store.getState().cart).toMatchObject({ cartItems: [{ product: 'rv400', name: 'RV400', color: 'Mist Grey', price: priceOf('rv400') }], error: null });
    await store.dispatch(addToCart('rv1', 'Black'));
    expect(store.getState().cart.cartItems.map((i) => i.product)).toEqual(['rv400', 'rv1']);
    await store.dispatch(addToCart('rv-blazex', 'Black', { replace: true }));
    expect(store.getState().cart.cartItems.map((i) => `${i.product} ${i.color}`)).toEqual(['rv-blazex Black']);
  });
});
