import { Link } from 'react-router-dom';
import type { BackOfficeNotifyRequest, NotifySort } from '@contract/back-office-enquiries';
import { paths } from '@contract/paths';
import type { FilterControl } from '@/components/filter-bar';
import type { Column } from '@/components/table';
import { formatDate } from '@/lib/format';
import { selectBoNotifyList } from './back-office-enquiries-slice';
import { fetchNotifyRequests } from './back-office-enquiries-thunks';
import { StatusBadge } from './enquiry-detail';
import { EnquiryList, useEnquiryList } from './enquiry-list';
import { NOTIFY_STATUS_LABELS, SOURCE_LABELS, optionsOf, sourceLabel } from './labels';
import { usePlaceFilterOptions } from '@/lib/back-office-hubs';
import { MODEL_OPTIONS } from './model-options';

const FILTERS = { q: '', status: '', model: '', state: '', city: '', source: '', createdFrom: '', createdTo: '' };
const SORTS = ['created', 'name', 'status'] as const satisfies readonly NotifySort[];
const ALLOWED = { status: Object.keys(NOTIFY_STATUS_LABELS), source: Object.keys(SOURCE_LABELS) };
const OPTIONS = { filters: FILTERS, sorts: SORTS, defaultSort: '-created', allowed: ALLOWED } as const;
const NOUN = { one: 'notify request', other: 'notify requests' };

const COLUMNS: Column<BackOfficeNotifyRequest>[] = [
  { id: 'reference', header: 'Reference', rowHeader: true, cell: (r) => <Link to={paths.notifyDetail.getHref(r.id)}>{r.reference}</Link> },
  { id: 'name', header: 'Name', sortKey: 'name', cell: (r) => <>{r.name}<br />{r.mobile}</> },
  { id: 'model', header: 'Model', cell: (r) => r.model.name },
  { id: 'city', header: 'City', cell: (r) => `${r.city.name}, ${r.state.name}` },
  { id: 'status', header: 'Status', sortKey: 'status', cell: (r) => <StatusBadge status={r.status} label={NOTIFY_STATUS_LABELS[r.status]} /> },
  { id: 'source', header: 'Source', cell: (r) => sourceLabel(r.source) },
  { id: 'created', header: 'Received', sortKey: 'created', cell: (r) => formatDate(r.created_at) },
];

/** /notifylist (admin): people waiting for a model in their city. */
export function NotifyListScreen() {
  const { list, params, load } = useEnquiryList(OPTIONS, selectBoNotifyList, fetchNotifyRequests);
  const places = usePlaceFilterOptions('admin', params.filters.state, params.filters.city);
  const controls: FilterControl[] = [
    { kind: 'search', name: 'q', label: 'Search by name, mobile, e-mail or reference' },
    { kind: 'select', name: 'status', label: 'Status', placeholder: 'All statuses', options: optionsOf(NOTIFY_STATUS_LABELS) },
    { kind: 'select', name: 'model', label: 'Model', placeholder: 'All models', options: MODEL_OPTIONS },
    { kind: 'select', name: 'state', label: 'State', placeholder: 'All states', options: places.states },
    { kind: 'select', name: 'city', label: 'City', placeholder: 'All cities', options: places.cities },
    { kind: 'select', name: 'source', label: 'Source', placeholder: 'All sources', options: optionsOf(SOURCE_LABELS) },
    { kind: 'date-range', label: 'Received', from: 'createdFrom', to: 'createdTo' },
  ];
  return (
    <EnquiryList
      title="Notify requests"
      description="People who asked to be told when a model reaches their city."
      path={paths.notifyList.path}
      controls={controls}
      kind="notify"
      list={list}
      params={params}
      load={load}
      columns={COLUMNS}
      noun={NOUN}
      empty={{ filtered: 'No notify requests match these filters.', none: 'No one has asked to be notified yet.' }}
    />
  );
}

export default NotifyListScreen;
