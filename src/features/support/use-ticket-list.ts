// The ticket inbox: filters, sort and page from the URL, the request they make, the hubs for the hub filter and
// the CSV export of the same filters.
import { useCallback, useEffect, useMemo } from 'react';
import { SUPPORT_SORTS, SUPPORT_STATUSES, SUPPORT_TOPICS } from '@contract/support-rules';
import type { TicketListQuery } from '@contract/support';
import { loadServiceCentres, selectServiceCentres, type ReferenceSlice } from '@/lib/reference-data';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useDownload } from '@/lib/use-download';
import { useListParams } from '@/lib/use-list-params';
import { selectTicketList, type SupportSlice } from './support-slice';
import { exportTickets, fetchTickets } from './support-thunks';

const FILTERS = { q: '', status: '', topic: '', hub: '', breach: '' };
const ALLOWED = { status: SUPPORT_STATUSES, topic: SUPPORT_TOPICS, breach: ['yes', 'no'] };

const pick = <T extends string>(value: string, allowed: readonly T[]): T | undefined => (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** The API query of the URL's filters: values outside the allow-lists are dropped. */
export function toQuery(filters: typeof FILTERS, sort: TicketListQuery['sort']): TicketListQuery {
  return {
    q: filters.q || undefined,
    status: pick(filters.status, SUPPORT_STATUSES),
    topic: pick(filters.topic, SUPPORT_TOPICS),
    hub: /^\d+$/.test(filters.hub) ? Number(filters.hub) : undefined,
    breach: pick(filters.breach, ['yes', 'no'] as const),
    sort,
  };
}

export function useTicketList() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: SupportSlice) => selectTicketList(s));
  const hubs = useAppSelector((s: ReferenceSlice) => selectServiceCentres(s)).data ?? [];
  const params = useListParams({ filters: FILTERS, sorts: SUPPORT_SORTS, defaultSort: '-created', allowed: ALLOWED });
  const { q, status, topic, hub, breach } = params.filters;
  const { sort, page } = params;
  const csv = useDownload();

  const query = useMemo(() => toQuery({ q, status, topic, hub, breach }, sort), [q, status, topic, hub, breach, sort]);

  const load = useCallback(() => void dispatch(fetchTickets({ ...query, page })), [dispatch, query, page]);
  useEffect(load, [load]);
  useEffect(() => void dispatch(loadServiceCentres()), [dispatch]);

  const download = () => csv.download(true, () => dispatch(exportTickets(query)), 'support-tickets.csv');

  return { list, params, load, hubs, download, exporting: csv.busy !== null, exportError: csv.error };
}
