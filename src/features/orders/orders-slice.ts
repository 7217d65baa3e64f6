// Order families (SPEC §3–§4 "order create/list/mine/delete/summary"): the thunks live in orders-thunks.ts. The
// order on screen and its payment are the shared families of lib/order-store.ts. 'orderDelete' is the customer's
// cancellation (an order is never deleted: it moves to cancelled and keeps its timeline).
import type { Order, OrderSummary, PurchaseResponse } from '@contract/orders';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const orderCreateFamily = createFamily<PurchaseResponse['data']>('orderCreate');
export const orderListMyFamily = createFamily<OrderSummary[]>('orderListMy');
export const orderDeleteFamily = createFamily<Order>('orderDelete');
export const orderUpdateFamily = createFamily<Order>('orderUpdate');

export const ordersReducers = {
  orderCreate: orderCreateFamily.reducer,
  orderListMy: orderListMyFamily.reducer,
  orderDelete: orderDeleteFamily.reducer,
  orderUpdate: orderUpdateFamily.reducer,
};
registerReducers(ordersReducers);
export type OrdersSlice = StateOf<typeof ordersReducers>;

export const selectMyOrders = (s: OrdersSlice) => s.orderListMy;
