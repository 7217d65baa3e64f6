// Order endpoints (contract/orders.ts), shared by the portal and the upgrade screens: the customer's bookings and purchases, their timeline, edit, cancel,
// pay, purchase from the cart and the guest look-up. Loaded on demand by the thunks (axios stays out of the
// first load). Reads of a guest's order carry the tab's booking key or the look-up session in headers.
import type { PaymentOrderResponse } from '@contract/bookings';
import type {
  LookupRequest,
  LookupVerifyRequest,
  LookupVerifyResponse,
  OrderCancelRequest,
  OrderEditRequest,
  OrderListResponse,
  OrderResponse,
  PurchaseRequest,
  PurchaseResponse,
} from '@contract/orders';
import type { MessageResponse } from '@contract/common';
import type { OrderKind } from '@contract/order-lifecycle';
import { api } from '@/lib/api/client';

/** How a browser without an account proves it may see one order: the booking key of the tab that booked, or a look-up session. */
export type OrderAccess = { key?: string; lookup?: string };

const withAccess = (access: OrderAccess = {}) => {
  const headers: Record<string, string> = {};
  if (access.key) headers['x-booking-key'] = access.key;
  if (access.lookup) headers['x-order-lookup'] = access.lookup;
  return { headers };
};

export async function listMyOrders(kind?: OrderKind): Promise<OrderListResponse> {
  return (await api.get<OrderListResponse>('/api/v1/orders', { params: kind ? { kind } : {} })).data;
}

export async function getOrder(id: number, access?: OrderAccess): Promise<OrderResponse> {
  return (await api.get<OrderResponse>(`/api/v1/orders/${id}`, withAccess(access))).data;
}

export async function payOrder(id: number, access?: OrderAccess): Promise<PaymentOrderResponse> {
  return (await api.post<PaymentOrderResponse>(`/api/v1/orders/${id}/payments`, {}, withAccess(access))).data;
}

export async function editOrder(id: number, body: OrderEditRequest, access?: OrderAccess): Promise<OrderResponse> {
  return (await api.patch<OrderResponse>(`/api/v1/orders/${id}`, body, withAccess(access))).data;
}

export async function cancelOrder(id: number, body: OrderCancelRequest, access?: OrderAccess): Promise<OrderResponse> {
  return (await api.post<OrderResponse>(`/api/v1/orders/${id}/cancel`, body, withAccess(access))).data;
}

export async function createPurchase(body: PurchaseRequest): Promise<PurchaseResponse> {
  return (await api.post<PurchaseResponse>('/api/v1/orders', body)).data;
}

export async function requestLookup(body: LookupRequest): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/api/v1/orders/lookup', body)).data;
}

export async function verifyLookup(body: LookupVerifyRequest): Promise<LookupVerifyResponse> {
  return (await api.post<LookupVerifyResponse>('/api/v1/orders/lookup/verify', body)).data;
}
