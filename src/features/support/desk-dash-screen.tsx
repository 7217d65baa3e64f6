import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Seo } from '@/components/seo';
import { Table, type Column } from '@/components/table';
import type { HubLoad } from '@contract/support';
import { SERVICE_DASH_SORTS } from '@contract/support-rules';
import { paths } from '@contract/paths';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useListParams } from '@/lib/use-list-params';
import { formatMinutes, formatNps } from './desk-hub-format';
import { selectServiceDash, type ServiceDashSlice } from './desk-dash-slice';
import { fetchServiceDash } from './desk-dash-thunks';
import './desk-dash.css';

const NO_FILTERS = {};

const COLUMNS: Column<HubLoad>[] = [
  {
    id: 'name',
    header: 'Service centre',
    sortKey: 'name',
    rowHeader: true,
    cell: (h) => (
      <>
        <Link to={paths.serviceDashHub.getHref(h.id)}>{h.name}</Link>
        <span className="muted service-dash__city">{h.city}</span>
      </>
    ),
  },
  { id: 'test_rides', header: 'Open test rides', sortKey: 'test_rides', cell: (h) => h.open_test_rides },
  { id: 'deliveries', header: 'Deliveries due', sortKey: 'deliveries', cell: (h) => h.deliveries_due },
  { id: 'tickets', header: 'Open tickets', sortKey: 'tickets', cell: (h) => h.open_tickets },
  { id: 'response', header: 'Lead response', sortKey: 'response', cell: (h) => formatMinutes(h.lead_response_minutes) },
  { id: 'nps', header: 'NPS', sortKey: 'nps', cell: (h) => formatNps(h.nps) },
];

/** /service-dash (admin): every service centre's load and speed, sortable through the URL; a hub opens its open items. */
export function DeskDashScreen() {
  const dispatch = useAppDispatch();
  const dash = useAppSelector((s: ServiceDashSlice) => selectServiceDash(s));
  const params = useListParams({ filters: NO_FILTERS, sorts: SERVICE_DASH_SORTS, defaultSort: 'name' });
  const { sort } = params;
  const load = useCallback(() => void dispatch(fetchServiceDash(sort)), [dispatch, sort]);
  useEffect(load, [load]);

  return (
    <div className="page container service-dash">
      <Seo title="Service dashboard" description="Every service centre's load and speed." path={paths.serviceDash.path} noindex />
      <h1>Service dashboard</h1>
      <p className="muted">
        Lead response: mean time from a test-ride request to the hub's or Revolt's first action on it, over the last 90 days.
        {dash.data && dash.data.data.every((hub) => hub.nps === null) ? ' NPS shows once customer feedback is collected.' : ''}
      </p>
      {dash.status === 'failed' ? (
        <Alert title="We could not load the dashboard." onRetry={load}>
          {dash.error}
        </Alert>
      ) : (
        <Table
          caption="Service centres"
          columns={COLUMNS}
          rows={dash.data?.data ?? []}
          rowKey={(h) => h.id}
          loading={dash.loading}
          loadingLabel="Loading the service centres"
          empty="There are no service centres."
          sort={sort}
          onSortChange={params.setSort}
        />
      )}
    </div>
  );
}

export default DeskDashScreen;
