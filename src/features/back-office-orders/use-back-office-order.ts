// One order for a back-office screen, from the route's :id: loads it and says whether it failed, is missing (404:
// no such order, or another hub's for a dealer) or is on screen.
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { BackOfficeOrder } from '@contract/back-office-orders';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { orderIdOf } from '@/lib/use-order-details';
import { selectBoOrder, type BackOfficeOrdersSlice } from './back-office-orders-slice';
import { fetchBackOfficeOrder } from './back-office-orders-thunks';

export function useBackOfficeOrder() {
  const { id: raw } = useParams();
  const id = orderIdOf(raw);
  const dispatch = useAppDispatch();
  const state = useAppSelector((s: BackOfficeOrdersSlice) => selectBoOrder(s));
  const [notFound, setNotFound] = useState(false);

  const reload = useCallback(async () => {
    if (id === null) return;
    const outcome = await dispatch(fetchBackOfficeOrder(id));
    setNotFound(!outcome.ok && outcome.status === 404);
  }, [dispatch, id]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const order: BackOfficeOrder | null = state.data?.id === id ? state.data : null;
  return { id, order, state, notFound: id === null || notFound, reload };
}
