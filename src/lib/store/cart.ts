// The cart (SPEC §3 cart actions): one bike at a time in practice, but kept as a list like the original.
// Persisted in localStorage (SPEC §4 keys) and emptied by the full sign-out.
import type { UnknownAction } from 'redux';
import type { Address } from '@contract/orders';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, type PaymentMethod } from '@contract/payment-rules';
import { keys, local, readJson, remove, writeJson } from '../storage';
import { SESSION_ENDED, type StateOf } from './family';

export type CartItem = { product: string; name: string; color: string; price: number; image?: string };
/** The delivery and registration address, plus the hub in that city where the bike is handed over. */
export type ShippingAddress = Address & { dealer_id: number };
export type { PaymentMethod };

export type CartState = {
  cartItems: CartItem[];
  shippingAddress: ShippingAddress | null;
  paymentMethod: PaymentMethod;
  error: string | null;
};

export { DEFAULT_PAYMENT_METHOD };

export const cartInitialState: CartState = {
  cartItems: [],
  shippingAddress: null,
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  error: null,
};

export const cartActions = {
  itemAdded: (item: CartItem) => ({ type: 'cart/itemAdded', payload: item }) as const,
  itemAddFailed: (error: string) => ({ type: 'cart/itemAddFailed', payload: error }) as const,
  itemRemoved: (product: string) => ({ type: 'cart/itemRemoved', payload: product }) as const,
  shippingAddressSaved: (address: ShippingAddress) => ({ type: 'cart/shippingAddressSaved', payload: address }) as const,
  paymentMethodSaved: (method: PaymentMethod) => ({ type: 'cart/paymentMethodSaved', payload: method }) as const,
  emptied: () => ({ type: 'cart/emptied' }) as const,
};

type CartAction = ReturnType<(typeof cartActions)[keyof typeof cartActions]>;

export function cartReducer(state: CartState = cartInitialState, incoming: UnknownAction): CartState {
  if (incoming.type === SESSION_ENDED) return cartInitialState;
  const action = incoming as CartAction;
  switch (action.type) {
    case 'cart/itemAdded': {
      const exists = state.cartItems.some((i) => i.product === action.payload.product);
      return {
        ...state,
        error: null,
        cartItems: exists
          ? state.cartItems.map((i) => (i.product === action.payload.product ? action.payload : i))
          : [...state.cartItems, action.payload],
      };
    }
    case 'cart/itemAddFailed':
      return { ...state, error: action.payload };
    case 'cart/itemRemoved':
      return { ...state, cartItems: state.cartItems.filter((i) => i.product !== action.payload) };
    case 'cart/shippingAddressSaved':
      return { ...state, shippingAddress: action.payload };
    case 'cart/paymentMethodSaved':
      return { ...state, paymentMethod: action.payload };
    case 'cart/emptied':
      return { ...state, cartItems: [] };
    default:
      return state;
  }
}

export const cartReducers = { cart: cartReducer };
export type CartSlice = StateOf<typeof cartReducers>;
export const selectCart = (s: CartSlice) => s.cart;

const isItem = (v: unknown): v is CartItem =>
  typeof v === 'object' && v !== null && typeof (v as CartItem).product === 'string' && typeof (v as CartItem).price === 'number';

/** The cart kept by an earlier visit; anything malformed (an older version's shape) is dropped. */
export function loadStoredCart(storage: Storage | undefined = local()): CartState {
  const items = readJson<unknown>(storage, keys.cartItems);
  const address = readJson<ShippingAddress>(storage, keys.shippingAddress);
  const method = readJson<unknown>(storage, keys.paymentMethod);
  return {
    ...cartInitialState,
    cartItems: Array.isArray(items) ? items.filter(isItem) : [],
    shippingAddress: address && typeof address.line1 === 'string' && typeof address.dealer_id === 'number' ? address : null,
    paymentMethod: PAYMENT_METHODS.find((m) => m === method) ?? DEFAULT_PAYMENT_METHOD,
  };
}

/** Writes the cart on every change; an empty part removes its key, so a signed-out browser keeps nothing. */
export function persistCart(store: { getState: () => CartSlice; subscribe: (listener: () => void) => unknown }, storage: Storage | undefined = local()) {
  let last: CartState | undefined;
  const write = () => {
    const cart = store.getState().cart;
    if (cart === last) return;
    if (cart.cartItems !== last?.cartItems) {
      if (cart.cartItems.length) writeJson(storage, keys.cartItems, cart.cartItems);
      else remove(storage, keys.cartItems);
    }
    if (cart.shippingAddress !== last?.shippingAddress) {
      if (cart.shippingAddress) writeJson(storage, keys.shippingAddress, cart.shippingAddress);
      else remove(storage, keys.shippingAddress);
    }
    if (cart.paymentMethod !== last?.paymentMethod) {
      if (cart.paymentMethod !== DEFAULT_PAYMENT_METHOD) writeJson(storage, keys.paymentMethod, cart.paymentMethod);
      else remove(storage, keys.paymentMethod);
    }
    last = cart;
  };
  store.subscribe(write);
}
