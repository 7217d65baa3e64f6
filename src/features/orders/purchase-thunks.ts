// Purchase thunks (cart → order → payment), apart from the families so the store stays small.
import type { PaymentOrder } from '@contract/bookings';
import type { Order, OrderSummary, PurchaseRequest, PurchaseResponse } from '@contract/orders';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { orderCreateFamily, orderDetailsFamily, orderListMyFamily, orderPayFamily } from './orders-slice';

const ordersApi = () => import('./orders-api');

export function placeOrder(body: PurchaseRequest): AppThunk<Promise<RequestOutcome<PurchaseResponse['data']>>> {
  return apiRequest(ordersApi, orderCreateFamily, async (api) => (await api.createPurchase(body)).data);
}

export function fetchPurchase(id: number): AppThunk<Promise<RequestOutcome<Order>>> {
  return apiRequest(ordersApi, orderDetailsFamily, async (api) => (await api.getOrder(id)).data);
}

/** A fresh payment order for an unpaid online purchase. */
export function payPurchase(id: number): AppThunk<Promise<RequestOutcome<PaymentOrder>>> {
  return apiRequest(ordersApi, orderPayFamily, async (api) => (await api.payOrder(id)).data);
}

export function fetchOrderHistory(): AppThunk<Promise<RequestOutcome<OrderSummary[]>>> {
  return apiRequest(ordersApi, orderListMyFamily, async (api) => (await api.listMyOrders()).data);
}
