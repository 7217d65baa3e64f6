import { Link } from 'react-router-dom';
import type { BackOfficeContactRequest, ContactSort } from '@contract/back-office-enquiries';
import { paths } from '@contract/paths';
import { CONTACT_TOPICS } from '@contract/enquiry-rules';
import type { FilterControl } from '@/components/filter-bar';
import type { Column } from '@/components/table';
import { formatDate } from '@/lib/format';
import { selectBoContactList } from './back-office-enquiries-slice';
import { fetchContactRequests } from './back-office-enquiries-thunks';
import { StatusBadge } from './enquiry-detail';
import { EnquiryList, useEnquiryList } from './enquiry-list';
import { CONTACT_STATUS_LABELS, optionsOf } from './labels';

const FILTERS = { q: '', status: '', topic: '', createdFrom: '', createdTo: '' };
const SORTS = ['created', 'name', 'topic', 'status'] as const satisfies readonly ContactSort[];
const ALLOWED = { status: Object.keys(CONTACT_STATUS_LABELS), topic: CONTACT_TOPICS };
const OPTIONS = { filters: FILTERS, sorts: SORTS, defaultSort: '-created', allowed: ALLOWED } as const;
const NOUN = { one: 'contact request', other: 'contact requests' };
const TOPIC_OPTIONS = CONTACT_TOPICS.map((t) => ({ value: t, label: t }));

const COLUMNS: Column<BackOfficeContactRequest>[] = [
  { id: 'reference', header: 'Reference', rowHeader: true, cell: (r) => <Link to={paths.contactDetail.getHref(r.id)}>{r.reference}</Link> },
  { id: 'name', header: 'Name', sortKey: 'name', cell: (r) => <>{r.name}<br />{r.mobile}</> },
  { id: 'topic', header: 'Topic', sortKey: 'topic', cell: (r) => r.topic },
  { id: 'status', header: 'Status', sortKey: 'status', cell: (r) => <StatusBadge status={r.status} label={CONTACT_STATUS_LABELS[r.status]} /> },
  { id: 'created', header: 'Received', sortKey: 'created', cell: (r) => formatDate(r.created_at) },
];

const CONTROLS: FilterControl[] = [
  { kind: 'search', name: 'q', label: 'Search by name, mobile, e-mail or reference' },
  { kind: 'select', name: 'topic', label: 'Topic', placeholder: 'All topics', options: TOPIC_OPTIONS },
  { kind: 'select', name: 'status', label: 'Status', placeholder: 'All statuses', options: optionsOf(CONTACT_STATUS_LABELS) },
  { kind: 'date-range', label: 'Received', from: 'createdFrom', to: 'createdTo' },
];

/** /requestlist (admin): messages sent through the contact form. */
export function ContactListScreen() {
  const { list, params, load } = useEnquiryList(OPTIONS, selectBoContactList, fetchContactRequests);
  return (
    <EnquiryList
      title="Contact requests"
      description="Messages sent to customer care through the contact form."
      path={paths.contactList.path}
      controls={CONTROLS}
      kind="contact"
      list={list}
      params={params}
      load={load}
      columns={COLUMNS}
      noun={NOUN}
      empty={{ filtered: 'No contact requests match these filters.', none: 'No one has written to customer care yet.' }}
    />
  );
}

export default ContactListScreen;
