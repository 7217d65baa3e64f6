import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { SUPPORT_TOPIC_LABELS } from '@contract/support-rules';
import { Alert } from '@/components/alert';
import { useFetchedList } from '@/lib/use-order-details';
import { CUSTOMER_STATUS } from './support-labels';
import { selectMyTickets } from './support-slice';
import { fetchMyTickets } from './support-thunks';

/** The dashboard's panel: support tickets still open or waiting for the customer (nothing while there are none). */
export function OpenTicketsPanel() {
  const { list, reload: load } = useFetchedList(selectMyTickets, fetchMyTickets);
  if (list.status === 'failed' && !list.data) {
    return (
      <section aria-labelledby="open-tickets">
        <h2 id="open-tickets">Your support tickets</h2>
        <Alert title="We could not load your tickets." onRetry={load}>
          {list.error}
        </Alert>
      </section>
    );
  }
  const open = (list.data ?? []).filter((t) => t.status === 'open' || t.status === 'pending');
  if (open.length === 0) return null;
  // Waiting for the customer first: those need them.
  const ordered = [...open].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
  return (
    <section aria-labelledby="open-tickets">
      <h2 id="open-tickets">Your support tickets</h2>
      <ul className="portal-list" aria-label="Open support tickets">
        {ordered.map((t) => (
          <li key={t.id} className="card">
            <Link to={paths.userSupportTicket.getHref(t.id)}>
              {t.reference}: {SUPPORT_TOPIC_LABELS[t.topic]}
            </Link>
            <span> {CUSTOMER_STATUS[t.status]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default OpenTicketsPanel;
