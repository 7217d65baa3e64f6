import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { SUPPORT_SLA_HOURS } from '@contract/support-rules';
import { paths } from '@contract/paths';
import { formatDate } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import * as t from './messages';
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
      <Seo title={t.listSeoTitle} description={t.listSeoDescription} path={paths.userSupport.path} noindex />
      <h1>{t.listHeading}</h1>
      <p>
        <Link to={paths.supportRaise.getHref()}>{t.raiseNew}</Link>
      </p>
      {list.status === 'failed' && !list.data ? (
        <Alert title={t.listFailed} onRetry={load}>
          {list.error}
        </Alert>
      ) : !list.data ? (
        <Spinner label={t.listLoading} />
      ) : list.data.length === 0 ? (
        <p className="card">{t.noTickets({ hours: SUPPORT_SLA_HOURS })}</p>
      ) : (
        <ul className="support__list" aria-label={t.listLabel}>
          {list.data.map((ticket) => (
            <li key={ticket.id} className="card support__item">
              <h2>
                <Link to={paths.userSupportTicket.getHref(ticket.id)}>{t.ticketTitle({ reference: ticket.reference, topic: t.topicLabels[ticket.topic] })}</Link>
              </h2>
              <p className="support__status">{t.customerStatus[ticket.status]}</p>
              <p className="support__excerpt">{ticket.last_message.length > 140 ? `${ticket.last_message.slice(0, 140)}…` : ticket.last_message}</p>
              <p className="muted">
                {ticket.order_reference
                  ? t.raisedOnForOrder({ date: formatDate(ticket.created_at), order: ticket.order_reference })
                  : t.raisedOn({ date: formatDate(ticket.created_at) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default MyTicketsScreen;
