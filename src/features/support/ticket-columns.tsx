import { Link } from 'react-router-dom';
import type { Column } from '@/components/table';
import type { TicketRow } from '@contract/support';
import { SUPPORT_TOPIC_LABELS } from '@contract/support-rules';
import { paths } from '@contract/paths';
import { STAFF_STATUS } from './support-labels';

/** "5 h", "3 d 2 h": how long ago the ticket was raised. */
export function formatAge(hours: number): string {
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ''}`;
}

export const ticketColumns: Column<TicketRow>[] = [
  { id: 'reference', header: 'Ticket', rowHeader: true, cell: (t) => <Link to={paths.supportTicket.getHref(t.id)}>{t.reference}</Link> },
  { id: 'status', header: 'Status', sortKey: 'status', cell: (t) => STAFF_STATUS[t.status] },
  { id: 'topic', header: 'Topic', sortKey: 'topic', cell: (t) => SUPPORT_TOPIC_LABELS[t.topic] },
  { id: 'customer', header: 'Customer', cell: (t) => t.name },
  { id: 'hub', header: 'Hub', cell: (t) => t.hub_name ?? '—' },
  { id: 'created', header: 'Age', sortKey: 'created', cell: (t) => formatAge(t.age_hours) },
  {
    id: 'sla',
    header: 'SLA',
    cell: (t) => (t.sla_breached ? <span className="support__breach">Breached</span> : 'On time'),
  },
  { id: 'assignee', header: 'Assignee', cell: (t) => t.assignee_name ?? 'Nobody' },
];
