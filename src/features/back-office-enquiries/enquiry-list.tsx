// The one list screen of the back-office enquiries: filters in the URL (useListParams), the filter bar with the
// result count, the CSV export of exactly the filtered set, the paged table (cards under 640 px), and the empty
// and error states. Each list declares its filters, columns and thunk; this file does the rest.
import { useCallback, useEffect, type ReactNode } from 'react';
import type { ListPage } from '@contract/common';
import { Alert } from '@/components/alert';
import { BackOfficeList } from '@/components/back-office-list';
import { Button } from '@/components/button';
import type { FilterControl } from '@/components/filter-bar';
import type { Column } from '@/components/table';
import type { AppThunk, FamilyState } from '@/lib/store/family';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import type { RequestOutcome } from '@/lib/store/request';
import { useDownload } from '@/lib/use-download';
import { useListParams, type ListParams, type ListParamsOptions } from '@/lib/use-list-params';
import type { ListKind } from './back-office-enquiries-api';
import type { BackOfficeEnquiriesSlice } from './back-office-enquiries-slice';
import { exportList } from './back-office-enquiries-thunks';
import './back-office-enquiries.css';

type Filters = Record<string, string>;

/** A new state clears the city and hub chosen in the old one; a new city clears the hub. */
function narrowed(patch: Filters): Filters {
  if ('state' in patch) return { ...patch, city: '', hub: '' };
  if ('city' in patch) return { ...patch, hub: '' };
  return patch;
}

/** The list's URL state and its request: reloads whenever the filters, sort or page in the URL change. */
export function useEnquiryList<F extends Filters, S extends string, R>(
  options: ListParamsOptions<F, S>,
  select: (s: BackOfficeEnquiriesSlice) => FamilyState<R>,
  fetch: (query: ListParams<F, S>['query']) => AppThunk<Promise<RequestOutcome<R>>>,
) {
  const dispatch = useAppDispatch();
  const list = useAppSelector(select);
  const params = useListParams(options);
  const { query } = params;
  const load = useCallback(() => void dispatch(fetch(query)), [dispatch, fetch, query]);
  useEffect(load, [load]);
  return { list, params, load };
}

function ExportButton({ kind, query, noun }: { kind: ListKind; query: Record<string, string | number | undefined>; noun: string }) {
  const dispatch = useAppDispatch();
  const file = useDownload();
  const busy = file.busy !== null;
  const { error } = file;
  // The API function saves the CSV under the server's name.
  const run = () => file.download(true, () => dispatch(exportList(kind, query)), `${kind}.csv`);
  return (
    <div className="bo-export">
      <Button variant="secondary" busy={busy} onClick={() => void run()}>
        Export CSV
        <span className="visually-hidden"> of the filtered {noun}</span>
      </Button>
      {error ? <Alert title="The export did not download.">{error}</Alert> : null}
    </div>
  );
}

type EnquiryListProps<T, F extends Filters, S extends string> = {
  title: string;
  description: string;
  path: string;
  intro?: ReactNode;
  controls: FilterControl[];
  kind: ListKind;
  list: FamilyState<ListPage<T>>;
  params: ListParams<F, S>;
  load: () => void;
  columns: Column<T>[];
  noun: { one: string; other: string };
  empty: { filtered: string; none: string };
};

export function EnquiryList<T extends { id: number }, F extends Filters, S extends string>({
  title,
  description,
  path,
  intro,
  controls,
  kind,
  list,
  params,
  load,
  columns,
  noun,
  empty,
}: EnquiryListProps<T, F, S>) {
  return (
    <BackOfficeList
      className="page container bo-enquiries"
      seo={{ title, description, path }}
      head={{ className: 'bo-enquiries__head', actions: <ExportButton kind={kind} query={params.query} noun={noun.other} /> }}
      intro={intro}
      filter={{ label: `Filter ${noun.other}`, controls }}
      params={{ ...params, setFilters: (patch: Filters) => params.setFilters(narrowed(patch) as Partial<F>) }}
      list={list}
      onRetry={load}
      loadErrorTitle={`We could not load the ${noun.other}.`}
      table={{ caption: title, columns, rowKey: (row) => row.id, noun, empty }}
    />
  );
}
