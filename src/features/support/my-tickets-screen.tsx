import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { SUPPORT_TOPIC_LABELS } from '@contract/support-rules';
import { paths } from '@contract/paths';
import { formatDate } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { CUSTOMER_STATUS } from './support-labels';
import { selectMyTickets, type SupportSlice } from './support-slice';
import { fetchMyTickets } from './support-thunks';
import './support.css';

/** /usersupport: my support tickets, the latest activity first, each opening its conversation. */
export function MyTicketsScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: SupportSlice) => selectMyTickets(s));
  const load = useCallback(() => void dispatch(fetchMyTickets()), [dispatch]);
  useEffect(load, [load]);

  return (
    <div className="page container support">
      <Seo title="My support tickets" description="Your support tickets and Revolt's replies." path={paths.userSupport.path} noindex />
      <h1>My support tickets</h1>
      <p>
        <Link to={paths.supportRaise.getHref()}>Raise a new ticket</Link>
      </p>
      {list.status === 'failed' && !list.data ? (
        <Alert title="We could not load your tickets." onRetry={load}>
          {list.error}
        </Alert>
      ) : !list.data ? (
        <Spinner label="Loading your tickets" />
      ) : list.data.length === 0 ? (
        <p className="card">You have no support tickets. Something wrong with your bike, a booking or the app? Raise a ticket and we reply within 24 hours.</p>
      ) : (
        <ul className="support__list" aria-label="Support tickets">
          {list.data.map((t) => (
            <li key={t.id} className="card support__item">
              <h2>
                <Link to={paths.userSupportTicket.getHref(t.id)}>
                  {t.reference}: {SUPPORT_TOPIC_LABELS[t.topic]}
                </Link>
              </h2>
              <p className="support__status">{CUSTOMER_STATUS[t.status]}</p>
              <p className="support__excerpt">{t.last_message.length > 140 ? `${t.last_message.slice(0, 140)}…` : t.last_message}</p>
              <p className="muted">
                Raised on {formatDate(t.created_at)}
                {t.order_reference ? ` · order ${t.order_reference}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default MyTicketsScreen;
