// Order thunks of the customer portal (place a purchase, my orders, edit, cancel), apart from the families so the
// store in every page's first load stays small. Reading one order, paying it and the guest look-up are shared with
// the booking's thank-you page (lib/order-store.ts); edit and cancel send the same proof as the read (the account,
// the booking key of the tab that booked, or the look-up session).
import { orderDocumentFileName, type OrderDocument } from '@contract/order-document-rules';
import type { Order, OrderCancelRequest, OrderEditRequest, OrderSummary, PurchaseRequest, PurchaseResponse } from '@contract/orders';
import type { CouponCheckRequest } from '@contract/coupons';
import type { CouponCheckOutcome } from '@/lib/api/coupons';
import { orderAccess } from '@/lib/order-access';
import { orderDetailsFamily } from '@/lib/order-store';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { orderCreateFamily, orderDeleteFamily, orderListMyFamily, orderUpdateFamily } from './orders-slice';

const ordersApi = () => import('@/lib/api/orders');

/** A purchase from the cart (Buy now): the order, and a payment order when paid online. */
/** What a coupon gives on the order as filled in so far (a preview the screen holds; placing the order checks it again). */
export function checkOrderCoupon(body: CouponCheckRequest): AppThunk<Promise<CouponCheckOutcome>> {
  return async () => (await import('@/lib/api/coupons')).checkCoupon(body);
}

export function placeOrder(body: PurchaseRequest): AppThunk<Promise<RequestOutcome<PurchaseResponse['data']>>> {
  return apiRequest(ordersApi, orderCreateFamily, async (api) => (await api.createPurchase(body)).data);
}

/** The signed-in customer's orders, newest first (as the server sends them). */
export function fetchMyOrders(): AppThunk<Promise<RequestOutcome<OrderSummary[]>>> {
  return apiRequest(ordersApi, orderListMyFamily, async (api) => (await api.listMyOrders()).data);
}

/** Saves the changed details; the order on screen is the server's answer. */
export function saveOrderEdit(id: number, body: OrderEditRequest): AppThunk<Promise<RequestOutcome<Order>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(ordersApi, orderUpdateFamily, async (api) => (await api.editOrder(id, body, orderAccess(id))).data));
    if (outcome.ok) dispatch(orderDetailsFamily.actions.success(outcome.data));
    return outcome;
  };
}

/** Saves one of the order's PDF documents under the server's file name. */
export function downloadOrderDocument(order: Pick<OrderSummary, 'id' | 'reference'>, document: OrderDocument): AppThunk<Promise<RequestOutcome<void>>> {
  return apiRequest(ordersApi, null, async (api) => {
    const [{ blob, disposition }, { saveDownload }] = await Promise.all([api.downloadOrderDocument(order.id, document, orderAccess(order.id)), import('@/lib/download')]);
    saveDownload(blob, disposition, orderDocumentFileName(document, order.reference));
  });
}

export function cancelMyOrder(id: number, body: OrderCancelRequest): AppThunk<Promise<RequestOutcome<Order>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(ordersApi, orderDeleteFamily, async (api) => (await api.cancelOrder(id, body, orderAccess(id))).data));
    if (outcome.ok) dispatch(orderDetailsFamily.actions.success(outcome.data));
    return outcome;
  };
}
