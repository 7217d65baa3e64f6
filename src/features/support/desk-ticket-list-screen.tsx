import { BackOfficeList } from '@/components/back-office-list';
import type { FilterControl } from '@/components/filter-bar';
import { SUPPORT_SLA_HOURS, SUPPORT_STATUSES, SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS } from '@contract/support-rules';
import { paths } from '@contract/paths';
import { STAFF_STATUS } from './support-labels';
import { ticketColumns } from './ticket-columns';
import { useTicketList } from './use-ticket-list';
import './support.css';

const NOUN = { one: 'ticket', other: 'tickets' };

/** /support (admin): the ticket inbox, filtered, sorted and paged through the URL, with the CSV of the same set. */
export function DeskTicketListScreen() {
  const { list, params, load, hubs, download, exporting, exportError } = useTicketList();
  const controls: FilterControl[] = [
    { kind: 'search', name: 'q', label: 'Search by name, mobile or message' },
    { kind: 'select', name: 'status', label: 'Status', placeholder: 'Any status', options: SUPPORT_STATUSES.map((s) => ({ value: s, label: STAFF_STATUS[s] })) },
    { kind: 'select', name: 'topic', label: 'Topic', placeholder: 'Any topic', options: SUPPORT_TOPICS.map((t) => ({ value: t, label: SUPPORT_TOPIC_LABELS[t] })) },
    { kind: 'select', name: 'hub', label: 'Hub', placeholder: 'Any hub', options: hubs.map((h) => ({ value: String(h.id), label: h.name })) },
    {
      kind: 'select',
      name: 'breach',
      label: 'SLA',
      placeholder: 'Any',
      options: [
        { value: 'yes', label: 'Breached' },
        { value: 'no', label: 'On time' },
      ],
    },
  ];

  return (
    <BackOfficeList
      className="page container support support--wide"
      seo={{ title: 'Support tickets', description: 'Customer support tickets.', path: paths.support.path }}
      intro={<p className="muted">SLA: Revolt's first reply within {SUPPORT_SLA_HOURS} hours of a ticket being raised. A ticket still waiting for it after that, or answered later, is breached.</p>}
      filter={{ label: 'Filter tickets', controls }}
      params={params}
      list={list}
      onRetry={load}
      loadErrorTitle="We could not load the tickets."
      csv={{ busy: exporting, error: exportError, download, label: 'Export CSV', errorTitle: 'The export failed.' }}
      table={{
        caption: 'Support tickets',
        columns: ticketColumns,
        rowKey: (t) => t.id,
        noun: NOUN,
        empty: { filtered: 'No tickets match these filters.', none: 'There are no support tickets yet.' },
      }}
    />
  );
}

export default DeskTicketListScreen;
