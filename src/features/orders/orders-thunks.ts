// Order thunks of the customer portal (place a purchase, my orders, one order, pay, edit, cancel, guest look-up), apart from
// the families so the store in every page's first load stays small.
import type { PaymentOrder } from '@contract/bookings';
import type {
  LookupRequest,
  LookupVerifyRequest,
  LookupVerifyResponse,
  Order,
  OrderCancelRequest,
  OrderEditRequest,
  OrderSummary,
  PurchaseRequest,
  PurchaseResponse,
} from '@contract/orders';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { orderAccess, rememberLookup } from './order-access';
import { orderCreateFamily, orderDeleteFamily, orderDetailsFamily, orderListMyFamily, orderPayFamily, orderUpdateFamily } from './orders-slice';

const ordersApi = () => import('@/lib/api/orders');

/** A purchase from the cart (Buy now): the order, and a payment order when paid online. */
export function placeOrder(body: PurchaseRequest): AppThunk<Promise<RequestOutcome<PurchaseResponse['data']>>> {
  return apiRequest(ordersApi, orderCreateFamily, async (api) => (await api.createPurchase(body)).data);
}

/** The signed-in customer's orders, newest first (as the server sends them). */
export function fetchMyOrders(): AppThunk<Promise<RequestOutcome<OrderSummary[]>>> {
  return apiRequest(ordersApi, orderListMyFamily, async (api) => (await api.listMyOrders()).data);
}

/** A 404 (missing, or neither this account's nor this tab's) is told apart so the screen can say how to get in. */
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

/** Saves the changed details; the order on screen is the server's answer. */
export function saveOrderEdit(id: number, body: OrderEditRequest): AppThunk<Promise<RequestOutcome<Order>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(ordersApi, orderUpdateFamily, async (api) => (await api.editOrder(id, body, orderAccess(id))).data));
    if (outcome.ok) dispatch(orderDetailsFamily.actions.success(outcome.data));
    return outcome;
  };
}

export function cancelMyOrder(id: number, body: OrderCancelRequest): AppThunk<Promise<RequestOutcome<Order>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(ordersApi, orderDeleteFamily, async (api) => (await api.cancelOrder(id, body, orderAccess(id))).data));
    if (outcome.ok) dispatch(orderDetailsFamily.actions.success(outcome.data));
    return outcome;
  };
}

/** Step one of the guest look-up: the server answers the same message whether or not the booking exists. */
export function startLookup(body: LookupRequest): AppThunk<Promise<RequestOutcome<string>>> {
  return apiRequest(ordersApi, null, async (api) => (await api.requestLookup(body)).message);
}

/** Step two: the OTP opens a short read session on that one order, kept in this tab. */
export function verifyLookup(body: LookupVerifyRequest): AppThunk<Promise<RequestOutcome<LookupVerifyResponse['data']>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(ordersApi, null, async (api) => (await api.verifyLookup(body)).data));
    if (outcome.ok) rememberLookup(outcome.data.order_id, { token: outcome.data.lookup_token, expires_at: outcome.data.expires_at });
    return outcome;
  };
}
