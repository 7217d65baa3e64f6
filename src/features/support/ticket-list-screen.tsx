import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FilterBar, type FilterControl } from '@/components/filter-bar';
import { PagedTable } from '@/components/paged-table';
import { Seo } from '@/components/seo';
import { SUPPORT_SLA_HOURS, SUPPORT_STATUSES, SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS } from '@contract/rules';
import { paths } from '@contract/paths';
import { STAFF_STATUS } from './support-labels';
import { ticketColumns } from './ticket-columns';
import { useTicketList } from './use-ticket-list';
import './support.css';

const NOUN = { one: 'ticket', other: 'tickets' };

/** /support (admin): the ticket inbox, filtered, sorted and paged through the URL, with the CSV of the same set. */
export function TicketListScreen() {
  const { list, params, load, hubs, download, exporting, exportError } = useTicketList();
  const data = list.data;
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
    <div className="page container support support--wide">
      <Seo title="Support tickets" description="Customer support tickets." path={paths.support.path} noindex />
      <h1>Support tickets</h1>
      <p className="muted">SLA: Revolt's first reply within {SUPPORT_SLA_HOURS} hours of a ticket being raised. A ticket still waiting for it after that, or answered later, is breached.</p>
      <FilterBar
        label="Filter tickets"
        controls={controls}
        values={params.filters}
        onChange={params.setFilters}
        onClear={params.clearFilters}
        resultText={data && !list.loading ? `${data.total} ${data.total === 1 ? NOUN.one : NOUN.other}` : null}
      />
      <p>
        <Button variant="secondary" busy={exporting} onClick={() => void download()}>
          Export CSV
        </Button>
      </p>
      {exportError ? <Alert title="The export failed.">{exportError}</Alert> : null}
      {list.status === 'failed' ? (
        <Alert title="We could not load the tickets." onRetry={load}>
          {list.error}
        </Alert>
      ) : (
        <PagedTable
          caption="Support tickets"
          columns={ticketColumns}
          page={data}
          loading={list.loading}
          rowKey={(t) => t.id}
          noun={NOUN}
          empty={{ filtered: 'No tickets match these filters.', none: 'There are no support tickets yet.' }}
          filtered={params.filtered}
          sort={params.sort}
          onSortChange={params.setSort}
          hrefFor={params.hrefForPage}
        />
      )}
    </div>
  );
}

export default TicketListScreen;
