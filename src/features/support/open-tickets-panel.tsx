import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { useFetchedList } from '@/lib/use-order-details';
import * as t from './messages';
import { selectMyTickets } from './support-slice';
import { fetchMyTickets } from './support-thunks';

/** The dashboard's panel: support tickets still open or waiting for the customer (nothing while there are none). */
export function OpenTicketsPanel() {
  const { list, reload: load } = useFetchedList(selectMyTickets, fetchMyTickets);
  if (list.status === 'failed' && !list.data) {
    return (
      <section aria-labelledby="open-tickets">
        <h2 id="open-tickets">{t.panelHeading}</h2>
        <Alert title={t.listFailed} onRetry={load}>
          {list.error}
        </Alert>
      </section>
    );
  }
  const open = (list.data ?? []).filter((ticket) => ticket.status === 'open' || ticket.status === 'pending');
  if (open.length === 0) return null;
  // Waiting for the customer first: those need them.
  const ordered = [...open].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
  return (
    <section aria-labelledby="open-tickets">
      <h2 id="open-tickets">{t.panelHeading}</h2>
      <ul className="portal-list" aria-label={t.panelList}>
        {ordered.map((ticket) => (
          <li key={ticket.id} className="card">
            <Link to={paths.userSupportTicket.getHref(ticket.id)}>{t.ticketTitle({ reference: ticket.reference, topic: t.topicLabels[ticket.topic] })}</Link>
            <span> {t.customerStatus[ticket.status]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default OpenTicketsPanel;
