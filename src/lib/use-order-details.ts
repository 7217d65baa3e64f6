// One order (or a list of orders) for a customer's screen, whatever the feature's family: loaded in the browser,
// with failure and "not found" told apart. The bookings and the upgrades each pass their selector and thunk.
import { useCallback, useEffect, useState } from 'react';
import type { Order } from '@contract/orders';
import type { OfflineCopy } from './offline-copy';
import type { AppThunk, FamilyState } from './store/family';
import { useAppDispatch, useAppSelector } from './store/hooks';
import { useIsClient } from './use-is-client';

/** A route's :id when it is an order number, else null (the screen answers not found). */
export function orderIdOf(id: string | undefined): number | null {
  return id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/**
 * The thunk that loads one order: says whether it failed because the order is not this visitor's (not found), and,
 * when it failed without an answer, may hand the copy kept for offline reading (lib/offline-copy.ts).
 */
type LoadOrder<C> = (id: number) => AppThunk<Promise<{ ok: boolean; notFound?: boolean; copy?: OfflineCopy<C> | null }>, never>;

/** A family of one order, with the orders it read last by id when it keeps them (lib/order-store.ts). */
type OrderFamilyState = FamilyState<Order> & { byId?: Record<number, Order> };

/**
 * `select` and `load` are module-level (stable): the order is read again only when `id` changes. An order the family
 * kept from an earlier visit is on screen at once while it is read again.
 */
export function useOrderDetails<S, C = never>(id: number | null, select: (state: S) => OrderFamilyState, load: LoadOrder<C>) {
  const dispatch = useAppDispatch();
  const details = useAppSelector(select);
  const isClient = useIsClient();
  const [notFound, setNotFound] = useState(false);
  const [copy, setCopy] = useState<OfflineCopy<C> | null>(null);

  const reload = useCallback(async () => {
    if (id === null) return;
    // The proofs live in this tab's storage, so the order is read only in the browser.
    const outcome = await dispatch(load(id));
    setNotFound(!outcome.ok && Boolean(outcome.notFound));
    setCopy(outcome.ok ? null : (outcome.copy ?? null));
  }, [dispatch, id, load]);

  useEffect(() => {
    if (isClient) void reload();
  }, [isClient, reload]);

  const order: Order | null = id === null ? null : details.data?.id === id ? details.data : (details.byId?.[id] ?? null);
  return { order, details, notFound, reload, copy };
}

export type OrderDetailsState = ReturnType<typeof useOrderDetails>;

/** A list the screen fetches on arrival (the signed-in customer's orders); `select` and `load` are module-level. */
export function useFetchedList<S, T>(select: (state: S) => FamilyState<T>, load: () => AppThunk<Promise<unknown>>) {
  const dispatch = useAppDispatch();
  const list = useAppSelector(select);
  const reload = useCallback(() => void dispatch(load()), [dispatch, load]);
  useEffect(reload, [reload]);
  return { list, reload };
}
