// One order for a screen: loads it with this tab's proof (account, booking key or look-up session), and says
// whether it failed, is missing (404: not this visitor's), or is on screen.
import { useCallback, useEffect, useState } from 'react';
import type { Order } from '@contract/orders';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useIsClient } from '@/lib/use-is-client';
import { selectOrderDetails, selectMyOrders, type OrdersSlice } from './orders-slice';
import { fetchMyOrders, fetchOrder } from './orders-thunks';

/** A route's :id when it is an order number, else null (the screen answers not found). */
export function orderIdOf(id: string | undefined): number | null {
  return id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

export function useOrder(id: number | null) {
  const dispatch = useAppDispatch();
  const details = useAppSelector((s: OrdersSlice) => selectOrderDetails(s));
  const isClient = useIsClient();
  const [notFound, setNotFound] = useState(false);

  const reload = useCallback(async () => {
    if (id === null) return;
    // The proofs live in this tab's session storage, so the order is read only in the browser.
    const outcome = await dispatch(fetchOrder(id));
    setNotFound(!outcome.ok && Boolean(outcome.notFound));
  }, [dispatch, id]);

  useEffect(() => {
    if (isClient) void reload();
  }, [isClient, reload]);

  const order: Order | null = details.data?.id === id ? details.data : null;
  return { order, details, notFound, reload };
}

/** The signed-in customer's orders, fetched on arrival. */
export function useMyOrders() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: OrdersSlice) => selectMyOrders(s));
  const reload = useCallback(() => void dispatch(fetchMyOrders()), [dispatch]);
  useEffect(reload, [reload]);
  return { list, reload };
}
