// One order in the store, for every customer screen that shows it (the booking's thank-you page, the booking detail,
// edit and cancel pages, the purchase screens): one family, read and paid through the order client with this tab's
// proof (lib/order-access.ts), and the guest look-up that opens it on any device. Loaded with the screen that needs
// it, not in the first load of every page. The last orders read are kept by id, so going back to one shows it at once
// while it is read again.
import type { PaymentOrder } from '@contract/bookings';
import type { LookupRequest, LookupVerifyRequest, LookupVerifyResponse, Order } from '@contract/orders';
import type { OfflineCopy } from './offline-copy';
import { orderAccess, rememberLookup } from './order-access';
import { createFamily, type AppThunk, type FamilyState, type StateOf } from './store/family';
import { apiRequest, type RequestOutcome } from './store/request';
import { registerReducers } from './store/slices';
import { useOrderDetails } from './use-order-details';

/** How many orders the store keeps by id (a customer rarely goes back and forth between more). */
export const CACHED_ORDERS = 10;

/** The order on screen (`data`) and the last ones read, newest last; a sign-out empties both like every family. */
export type OrderDetailsState = FamilyState<Order> & { byId: Record<number, Order> };

function remember(byId: Record<number, Order>, order: Order): Record<number, Order> {
  const kept = Object.values(byId).filter((o) => o.id !== order.id);
  return Object.fromEntries([...kept.slice(-(CACHED_ORDERS - 1)), order].map((o) => [o.id, o]));
}

export const orderDetailsFamily = createFamily<Order, OrderDetailsState>('orderDetails', {
  initialState: { byId: {} },
  onSuccess: (state, order) => ({ ...state, data: order, byId: remember(state.byId, order) }),
});
export const orderPayFamily = createFamily<PaymentOrder>('orderPay');

export const orderStoreReducers = { orderDetails: orderDetailsFamily.reducer, orderPay: orderPayFamily.reducer };
registerReducers(orderStoreReducers);
export type OrderStoreSlice = StateOf<typeof orderStoreReducers>;

export const selectOrderDetails = (s: OrderStoreSlice) => s.orderDetails;
export const selectOrderPay = (s: OrderStoreSlice) => s.orderPay;

const ordersApi = () => import('./api/orders');

/** A 404 (missing, or neither this account's nor this tab's) is told apart so the screen can offer the look-up. */
export function fetchOrder(id: number): AppThunk<Promise<RequestOutcome<Order> & { notFound?: boolean }>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(ordersApi, orderDetailsFamily, async (api) => (await api.getOrder(id, orderAccess(id))).data));
    return outcome.ok ? outcome : { ...outcome, notFound: outcome.status === 404 };
  };
}

/** A fresh payment order for an unpaid order. */
export function payForOrder(id: number): AppThunk<Promise<RequestOutcome<PaymentOrder>>> {
  return apiRequest(ordersApi, orderPayFamily, async (api) => (await api.payOrder(id, orderAccess(id))).data);
}

/** Step one of the guest look-up: the server answers the same message whether or not the booking exists. */
export function startLookup(body: LookupRequest): AppThunk<Promise<RequestOutcome<string>>> {
  return apiRequest(ordersApi, null, async (api) => (await api.requestLookup(body)).message);
}

/** Step two: the OTP opens a short session on that one order (read, pay, change, cancel), kept in this tab. */
export function verifyLookup(body: LookupVerifyRequest): AppThunk<Promise<RequestOutcome<LookupVerifyResponse['data']>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(ordersApi, null, async (api) => (await api.verifyLookup(body)).data));
    if (outcome.ok) rememberLookup(outcome.data.order_id, { token: outcome.data.lookup_token, expires_at: outcome.data.expires_at });
    return outcome;
  };
}

/** A screen's own way to load its order: it may read any slice (the session: `never` state), and hand a copy kept offline. */
type OrderLoad<C> = (id: number) => AppThunk<Promise<RequestOutcome<Order> & { notFound?: boolean; copy?: OfflineCopy<C> | null }>, never>;

/**
 * One order for a screen with this tab's proof, shown at once from the store when it was read before (and read again);
 * `load` is a module-level thunk when the screen needs more (a payment link's key).
 */
export function useOrder<C = never>(id: number | null, load: OrderLoad<C> = fetchOrder) {
  return useOrderDetails<OrderStoreSlice, C>(id, selectOrderDetails, load);
}
