import { Link, useMatch } from 'react-router-dom';
import type { BackOfficeTestRide, TestRideSort } from '@contract/back-office-enquiries';
import { paths } from '@contract/paths';
import { slotLabel } from '@contract/enquiry-rules';
import type { FilterControl } from '@/components/filter-bar';
import type { Column } from '@/components/table';
import { formatDate } from '@/lib/format';
import { selectBoTestRideList } from './back-office-enquiries-slice';
import { fetchTestRides } from './back-office-enquiries-thunks';
import { StatusBadge } from './enquiry-detail';
import { EnquiryList, useEnquiryList } from './enquiry-list';
import { SOURCE_LABELS, TEST_RIDE_STATUS_LABELS, optionsOf, sourceLabel } from './labels';
import { usePlaceFilterOptions } from '@/lib/back-office-hubs';
import { MODEL_OPTIONS } from './model-options';

const FILTERS = { q: '', status: '', model: '', state: '', city: '', hub: '', source: '', dateFrom: '', dateTo: '', createdFrom: '', createdTo: '' };
const SORTS = ['created', 'date', 'name', 'status'] as const satisfies readonly TestRideSort[];
const ALLOWED = { status: Object.keys(TEST_RIDE_STATUS_LABELS), source: Object.keys(SOURCE_LABELS) };
const OPTIONS = { filters: FILTERS, sorts: SORTS, defaultSort: '-created', allowed: ALLOWED } as const;
const NOUN = { one: 'test ride', other: 'test rides' };

function columns(detailHref: (id: number) => string): Column<BackOfficeTestRide>[] {
  return [
    { id: 'reference', header: 'Reference', rowHeader: true, cell: (r) => <Link to={detailHref(r.id)}>{r.reference}</Link> },
    { id: 'name', header: 'Rider', sortKey: 'name', cell: (r) => <>{r.name}<br />{r.mobile}</> },
    { id: 'model', header: 'Model', cell: (r) => r.model.name },
    { id: 'date', header: 'Ride', sortKey: 'date', cell: (r) => `${formatDate(r.date)}, ${slotLabel(r.slot)}` },
    { id: 'hub', header: 'Hub', cell: (r) => `${r.hub.name}, ${r.city.name}` },
    { id: 'status', header: 'Status', sortKey: 'status', cell: (r) => <StatusBadge status={r.status} label={TEST_RIDE_STATUS_LABELS[r.status]} /> },
    { id: 'assignee', header: 'Assigned to', cell: (r) => r.assignee_name ?? '—' },
    { id: 'source', header: 'Source', cell: (r) => sourceLabel(r.source) },
    { id: 'created', header: 'Received', sortKey: 'created', cell: (r) => formatDate(r.created_at) },
  ];
}

/** /testridelist (admin: every hub) and /testridelist/dealer (a dealer: their own hubs, scoped by the server). */
export function TestRideListScreen() {
  const dealer = useMatch(paths.dealerTestRideList.path) !== null;
  const { list, params, load } = useEnquiryList(OPTIONS, selectBoTestRideList, fetchTestRides);
  const places = usePlaceFilterOptions(dealer ? 'dealer' : 'admin', params.filters.state, params.filters.city);
  const controls: FilterControl[] = [
    { kind: 'search', name: 'q', label: 'Search by name, mobile, e-mail or reference' },
    { kind: 'select', name: 'status', label: 'Status', placeholder: 'All statuses', options: optionsOf(TEST_RIDE_STATUS_LABELS) },
    { kind: 'select', name: 'model', label: 'Model', placeholder: 'All models', options: MODEL_OPTIONS },
    { kind: 'select', name: 'state', label: 'State', placeholder: dealer ? 'All your states' : 'All states', options: places.states },
    { kind: 'select', name: 'city', label: 'City', placeholder: 'All cities', options: places.cities },
    { kind: 'select', name: 'hub', label: 'Hub', placeholder: 'All hubs', options: places.hubs },
    { kind: 'select', name: 'source', label: 'Source', placeholder: 'All sources', options: optionsOf(SOURCE_LABELS) },
    { kind: 'date-range', label: 'Ride date', from: 'dateFrom', to: 'dateTo' },
    { kind: 'date-range', label: 'Received', from: 'createdFrom', to: 'createdTo' },
  ];
  const detailHref = dealer ? paths.dealerTestRideDetail.getHref : paths.testRideDetail.getHref;
  return (
    <EnquiryList
      title={dealer ? 'Test rides at your hubs' : 'Test rides'}
      description="Test rides booked on the site: confirm, reschedule, assign and record how they went."
      path={dealer ? paths.dealerTestRideList.path : paths.testRideList.path}
      controls={controls}
      kind="testRides"
      list={list}
      params={params}
      load={load}
      columns={columns(detailHref)}
      noun={NOUN}
      empty={{ filtered: 'No test rides match these filters.', none: 'No test rides have been booked yet.' }}
    />
  );
}

export default TestRideListScreen;
