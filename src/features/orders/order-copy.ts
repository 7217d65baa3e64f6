// The copies the customer's order screens keep for offline reading (issue 30, lib/offline-copy.ts): the list of their
// bookings (dashboard and "My bookings") and each booking's detail with its timeline. A copy is written when the
// server answers and read only when a request got no answer at all (offline, server unreachable); a refusal (401,
// 403, 404) never falls back to a copy. A guest's booking is kept under "guest" and read back only in a tab that
// still holds the booking's key or look-up session.
import type { Order, OrderSummary } from '@contract/orders';
import { readOfflineCopy, writeOfflineCopy, type OfflineCopy } from '@/lib/offline-copy';
import { orderAccess } from '@/lib/order-access';
import { fetchOrder } from '@/lib/order-store';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import type { AppThunk } from '@/lib/store/family';
import type { RequestOutcome } from '@/lib/store/request';
import { fetchMyOrders } from './orders-thunks';

/** What the booking's page does not show is not kept: where it was booked from, the pincode, the address, the payments. */
const UNSHOWN = ['place', 'pincode', 'shipping', 'payments'] as const;
export type OrderCopy = Omit<Order, (typeof UNSHOWN)[number]>;

const LIST_KEY = 'my-orders';
const orderKey = (id: number) => `order-${id}`;

const isOrderList = (data: unknown): data is OrderSummary[] => Array.isArray(data);
const isOrderCopy =
  (id: number) =>
  (data: unknown): data is OrderCopy =>
    (data as OrderCopy | null)?.id === id && Array.isArray((data as OrderCopy).events);

function shownOf(order: Order): OrderCopy {
  return Object.fromEntries(Object.entries(order).filter(([field]) => !(UNSHOWN as readonly string[]).includes(field))) as OrderCopy;
}

const userIdOf = (state: SessionSlice) => selectUserInfo(state)?.id ?? null;
/** The server gave no answer at all: the device is offline or the server cannot be reached. */
const unanswered = (outcome: RequestOutcome<unknown>) => !outcome.ok && outcome.status === undefined;

export type WithCopy<T, C> = RequestOutcome<T> & { copy?: OfflineCopy<C> | null };

/** The signed-in customer's orders; offline, the list last read on this device with its time. */
export function loadMyOrders(): AppThunk<Promise<WithCopy<OrderSummary[], OrderSummary[]>>, SessionSlice> {
  return async (dispatch, getState) => {
    const userId = userIdOf(getState());
    const outcome = await dispatch(fetchMyOrders());
    if (userId === null) return outcome;
    if (outcome.ok) writeOfflineCopy(userId, LIST_KEY, outcome.data);
    return unanswered(outcome) ? { ...outcome, copy: readOfflineCopy(userId, LIST_KEY, isOrderList) } : outcome;
  };
}

/** One order for its detail page; offline, the copy last read on this device (a guest's only in the tab that opened it). */
export function loadOrderOrCopy(id: number): AppThunk<Promise<Awaited<ReturnType<ReturnType<typeof fetchOrder>>> & { copy?: OfflineCopy<OrderCopy> | null }>, SessionSlice> {
  return async (dispatch, getState) => {
    const userId = userIdOf(getState());
    const outcome = await dispatch(fetchOrder(id));
    if (outcome.ok) writeOfflineCopy(userId, orderKey(id), shownOf(outcome.data));
    if (!unanswered(outcome)) return outcome;
    const mayRead = userId !== null || Object.keys(orderAccess(id)).length > 0;
    return { ...outcome, copy: mayRead ? readOfflineCopy(userId, orderKey(id), isOrderCopy(id)) : null };
  };
}
