// The signed-in customer's orders for a screen; one order is lib/order-store.ts useOrder (shared with the booking's
// thank-you page), re-exported for the portal's screens.
import { useCallback, useEffect, useState } from 'react';
import type { OrderSummary } from '@contract/orders';
import type { OfflineCopy } from '@/lib/offline-copy';
import type { FamilyState } from '@/lib/store/family';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useFetchedList } from '@/lib/use-order-details';
import { loadMyOrders } from './order-copy';
import { selectMyOrders } from './orders-slice';
import { fetchMyOrders } from './orders-thunks';

export { useOrder } from '@/lib/order-store';

/** The signed-in customer's orders, fetched on arrival. */
export function useMyOrders() {
  return useFetchedList(selectMyOrders, fetchMyOrders);
}

/**
 * The same list for the screens that open offline (dashboard, "My bookings"): when the server could not be reached,
 * the list last read on this device, with `savedAt` the time it was read.
 */
export function useMyOrdersOrCopy(): { list: FamilyState<OrderSummary[]>; reload: () => void; savedAt: string | null } {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectMyOrders);
  const [copy, setCopy] = useState<OfflineCopy<OrderSummary[]> | null>(null);
  const reload = useCallback(() => {
    void dispatch(loadMyOrders()).then((outcome) => setCopy(outcome.ok ? null : (outcome.copy ?? null)));
  }, [dispatch]);
  useEffect(reload, [reload]);
  if (!copy) return { list, reload, savedAt: null };
  return { list: { status: 'succeeded', loading: false, data: copy.data, error: null }, reload, savedAt: copy.savedAt };
}
