// The back-office order list: filters, sort and page from the URL, the request they make, and the CSV export of
// exactly those filters. Admins and dealers share it; the server limits a dealer to their hubs. The upgrade lists fix
// the kind to 'upgrade' (not a filter there: a kind in their URL is ignored), in the request and the export alike.
import { useCallback, useEffect, useMemo } from 'react';
import type { BackOfficeOrderListQuery } from '@contract/back-office-orders';
import {
  BACK_OFFICE_ORDER_SORTS,
  ORDER_KINDS,
  ORDER_PAYMENT_FILTERS,
  ORDER_STATES,
  type OrderKind,
  type OrderPaymentFilter,
  type OrderState,
} from '@contract/order-lifecycle';
import { useListParams } from '@/lib/use-list-params';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectBoOrderExport, selectBoOrderList, type BackOfficeOrdersSlice } from './back-office-orders-slice';
import { exportBackOfficeOrders, fetchBackOfficeOrders } from './back-office-orders-thunks';

export const ORDER_FILTERS = { from: '', to: '', state: '', model: '', stateId: '', cityId: '', hubId: '', payment: '', kind: '', q: '' };
const ALLOWED = { state: ORDER_STATES, payment: ORDER_PAYMENT_FILTERS, kind: ORDER_KINDS };
export type OrderFilterValues = typeof ORDER_FILTERS;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const isOne = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** The API's filters from the URL's: a malformed value (a hand-edited link) is left out rather than sent. */
export function apiFilters(f: OrderFilterValues): BackOfficeOrderListQuery {
  const hubId = /^\d{1,9}$/.test(f.hubId) ? Number(f.hubId) : undefined;
  return {
    from: DATE_RE.test(f.from) ? f.from : undefined,
    to: DATE_RE.test(f.to) ? f.to : undefined,
    state: isOne<OrderState>(ORDER_STATES, f.state) ? f.state : undefined,
    model: f.model || undefined,
    stateId: f.stateId || undefined,
    cityId: f.cityId || undefined,
    hubId: hubId && hubId > 0 ? hubId : undefined,
    payment: isOne<OrderPaymentFilter>(ORDER_PAYMENT_FILTERS, f.payment) ? f.payment : undefined,
    kind: isOne<OrderKind>(ORDER_KINDS, f.kind) ? f.kind : undefined,
    q: f.q || undefined,
  };
}

/** Drops the keys left undefined, so requests and links carry only the filters that are set. */
function compact(query: BackOfficeOrderListQuery): BackOfficeOrderListQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as BackOfficeOrderListQuery;
}

export function useOrderList(fixedKind?: OrderKind) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: BackOfficeOrdersSlice) => selectBoOrderList(s));
  const exporting = useAppSelector((s: BackOfficeOrdersSlice) => selectBoOrderExport(s));
  const params = useListParams({ filters: ORDER_FILTERS, sorts: BACK_OFFICE_ORDER_SORTS, defaultSort: '-created', allowed: ALLOWED });
  const { filters, sort, page } = params;

  const filterQuery = useMemo(() => compact({ ...apiFilters(filters), ...(fixedKind ? { kind: fixedKind } : {}) }), [filters, fixedKind]);
  const load = useCallback(() => void dispatch(fetchBackOfficeOrders({ ...filterQuery, sort, page })), [dispatch, filterQuery, sort, page]);
  useEffect(load, [load]);

  /** The filters and sort of the list on screen, never its page. */
  const exportQuery = useMemo(() => ({ ...filterQuery, sort }), [filterQuery, sort]);
  const exportCsv = useCallback(() => void dispatch(exportBackOfficeOrders(exportQuery)), [dispatch, exportQuery]);

  return { list, params, load, exportQuery, exportCsv, exporting };
}
