// The cart (SPEC §3/§4): one booking at a time in practice, but kept as a list like the original.
import type { UnknownAction } from 'redux';
import { SESSION_ENDED, type StateOf } from './family';

export type CartItem = { product: string; name: string; color: string; price: number; image?: string };
export type ShippingAddress = {
  name: string;
  mobile: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
};
export type PaymentMethod = 'PayPal' | 'Razorpay' | 'UPI' | 'Card' | 'NetBanking';

export type CartState = {
  cartItems: CartItem[];
  shippingAddress: ShippingAddress | null;
  paymentMethod: PaymentMethod;
  error: string | null;
};

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'PayPal';

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
