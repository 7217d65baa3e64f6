// One upgrade order, or my upgrade orders, for a screen: loaded in the browser, with failure and "not found" told apart.
import { useCallback, useEffect, useState } from 'react';
import type { Order } from '@contract/orders';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { readBookingAccess, rememberBooking } from '@/lib/booking-access';
import { takeLinkKey } from '@/lib/link-key';
import { useIsClient } from '@/lib/use-is-client';
import { selectMyUpgrades, selectUpgradeDetails, type UpgradeSlice } from './upgrade-slice';
import { fetchMyUpgrades, fetchUpgrade } from './upgrade-thunks';

/** A route's :id when it is an order number, else null (the screen answers not found). */
export function upgradeIdOf(id: string | undefined): number | null {
  return id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

export function useUpgradeOrder(id: number | null) {
  const dispatch = useAppDispatch();
  const details = useAppSelector((s: UpgradeSlice) => selectUpgradeDetails(s));
  const isClient = useIsClient();
  const [notFound, setNotFound] = useState(false);

  const reload = useCallback(async () => {
    if (id === null) return;
    // An owner who booked through the call centre opens the SMS link: its key reads this one order, account or not.
    const linked = takeLinkKey();
    if (linked) rememberBooking(id, { key: linked });
    const outcome = await dispatch(fetchUpgrade(id, readBookingAccess(id)?.key));
    setNotFound(!outcome.ok && Boolean(outcome.notFound));
  }, [dispatch, id]);

  useEffect(() => {
    if (isClient) void reload();
  }, [isClient, reload]);

  const order: Order | null = details.data?.id === id ? details.data : null;
  return { order, details, notFound, reload };
}

export type UpgradeOrderState = ReturnType<typeof useUpgradeOrder>;

/** The signed-in customer's upgrade orders, fetched on arrival. */
export function useMyUpgrades() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: UpgradeSlice) => selectMyUpgrades(s));
  const reload = useCallback(() => void dispatch(fetchMyUpgrades()), [dispatch]);
  useEffect(reload, [reload]);
  return { list, reload };
}
