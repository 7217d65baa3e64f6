// /servicevisitlist: the service visits of the caller's hubs (every hub for an admin; the server scopes the list),
// open ones soonest first. The status, state, city and hub filters and the page live in the URL.
import { useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { SERVICE_TYPE_LABELS, SERVICE_VISIT_STATES, SERVICE_VISIT_STATE_LABELS, slotLabel, type ServiceVisitState } from '@contract/service-visit-rules';
import type { BackOfficeServiceVisitRow } from '@contract/service-visits';
import { Alert } from '@/components/alert';
import { SelectField } from '@/components/field';
import { Pager } from '@/components/pager';
import { Seo } from '@/components/seo';
import { Table, type Column } from '@/components/table';
import { usePlaceFilterOptions } from '@/lib/back-office-hubs';
import { formatDate } from '@/lib/format';
import { isAdmin, selectUserInfo } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectBoServiceVisits } from './service-visits-slice';
import { fetchServiceVisits } from './service-visits-thunks';
import './service-visits.css';

const COLUMNS: Column<BackOfficeServiceVisitRow>[] = [
  { id: 'reference', header: 'Reference', rowHeader: true, cell: (v) => <Link to={paths.serviceVisitDetail.getHref(v.id)}>{v.reference}</Link> },
  { id: 'when', header: 'Slot', cell: (v) => `${formatDate(v.date)}, ${slotLabel(v.slot)}` },
  { id: 'state', header: 'Status', cell: (v) => SERVICE_VISIT_STATE_LABELS[v.state] },
  { id: 'type', header: 'Service', cell: (v) => SERVICE_TYPE_LABELS[v.service_type] },
  { id: 'customer', header: 'Customer', cell: (v) => <>{v.customer.name}<br />{v.customer.mobile}</> },
  { id: 'bike', header: 'Bike', cell: (v) => `${v.model_name}${v.chassis ? ` (${v.chassis})` : ''}` },
  { id: 'hub', header: 'Hub', cell: (v) => v.hub.name },
];

const isState = (v: string | null): v is ServiceVisitState => (SERVICE_VISIT_STATES as readonly string[]).includes(v ?? '');
/** A place filter follows the ones before it: a new state clears the city and hub, a new city the hub. */
const CLEARS: Record<string, string[]> = { stateId: ['cityId', 'hub'], cityId: ['hub'] };

function useListQuery() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('state');
  const query = {
    state: isState(raw) ? raw : undefined,
    stateId: search.get('stateId') ?? '',
    cityId: search.get('cityId') ?? '',
    hub: search.get('hub') ?? '',
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    for (const key of [name, ...(CLEARS[name] ?? []), 'page']) next.delete(key);
    if (value) next.set(name, value);
    setSearch(next);
  };
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(p));
    return `${paths.serviceVisitList.getHref()}?${next}`;
  };
  return { query, setFilter, hrefFor, filtered: Boolean(query.state || query.stateId || query.cityId || query.hub) };
}

export function ServiceVisitListScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectBoServiceVisits);
  // A dealer is offered only the places of the hubs they run (the server scopes the rows either way).
  const scope = isAdmin(useAppSelector(selectUserInfo)) ? 'admin' : 'dealer';
  const { query, setFilter, hrefFor, filtered } = useListQuery();
  const { state, stateId, cityId, hub, page } = query;
  const places = usePlaceFilterOptions(scope, stateId, cityId);
  const load = useCallback(
    () => void dispatch(fetchServiceVisits({ state, page, stateId: stateId || undefined, cityId: cityId || undefined, hub: hub || undefined })),
    [dispatch, state, page, stateId, cityId, hub],
  );
  useEffect(load, [load]);
  return (
    <div className="page container service-visits">
      <Seo title="Service visits" description="Service visits booked at your hubs." path={paths.serviceVisitList.path} noindex />
      <h1>Service visits</h1>
      <p>Visits booked by owners at your hubs: confirm them, move them to another free slot, record the work done, or cancel.</p>
      <div className="service-filters">
        <SelectField
          label="Status"
          placeholder="All statuses"
          value={state ?? ''}
          options={SERVICE_VISIT_STATES.map((s) => ({ value: s, label: SERVICE_VISIT_STATE_LABELS[s] }))}
          onChange={(e) => setFilter('state', e.target.value)}
        />
        <SelectField label="State" placeholder={scope === 'dealer' ? 'All your states' : 'All states'} value={stateId} options={places.states} onChange={(e) => setFilter('stateId', e.target.value)} />
        <SelectField label="City" placeholder="All cities" value={cityId} options={places.cities} onChange={(e) => setFilter('cityId', e.target.value)} />
        <SelectField label="Hub" placeholder={scope === 'dealer' ? 'All your hubs' : 'All hubs'} value={hub} options={places.hubs} onChange={(e) => setFilter('hub', e.target.value)} />
      </div>
      {list.status === 'failed' ? (
        <Alert title="We could not load the service visits." onRetry={load}>
          {list.error}
        </Alert>
      ) : null}
      <Table
        caption="Service visits"
        columns={COLUMNS}
        rows={list.data?.data ?? []}
        rowKey={(v) => v.id}
        loading={list.status === 'loading' || list.status === 'idle'}
        empty={filtered ? 'No service visits match these filters.' : 'No service visits have been booked at your hubs yet.'}
      />
      {list.data ? <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} hrefFor={hrefFor} noun={{ one: 'visit', other: 'visits' }} /> : null}
    </div>
  );
}

export default ServiceVisitListScreen;
