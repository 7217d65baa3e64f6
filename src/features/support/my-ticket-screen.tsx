import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { formatDate } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import * as t from './messages';
import { TicketPhotos } from './support-parts';
import { selectMyTicket, type SupportSlice } from './support-slice';
import { fetchMyTicket, replyToMyTicket } from './support-thunks';
import { TicketConversation } from './ticket-conversation';
import './support.css';

/** /usersupport/:id: one of my tickets, its conversation with Revolt, and my answer. */
export function MyTicketScreen() {
  const id = Number(useParams().id);
  const dispatch = useAppDispatch();
  const state = useAppSelector((s: SupportSlice) => selectMyTicket(s));
  const load = useCallback(() => void dispatch(fetchMyTicket(id)), [dispatch, id]);
  useEffect(load, [load]);
  const ticket = state.data?.id === id ? state.data : null;

  return (
    <div className="page container support">
      <Seo title={t.ticketSeoTitle} description={t.ticketSeoDescription} path={paths.userSupportTicket.getHref(id)} noindex />
      <p>
        <Link to={paths.userSupport.getHref()}>{t.allMyTickets}</Link>
      </p>
      {state.status === 'failed' && !ticket ? (
        <Alert title={t.ticketFailed} onRetry={load}>
          {state.error}
        </Alert>
      ) : !ticket ? (
        <Spinner label={t.ticketLoading} />
      ) : (
        <>
          <h1>{t.ticketTitle({ reference: ticket.reference, topic: t.topicLabels[ticket.topic] })}</h1>
          <p className="support__status">{t.customerStatus[ticket.status]}</p>
          <dl className="support__facts">
            <dt>{t.raisedFact}</dt>
            <dd>{formatDate(ticket.created_at)}</dd>
            {ticket.order_reference ? (
              <>
                <dt>{t.orderFact}</dt>
                <dd>{ticket.order_reference}</dd>
              </>
            ) : null}
            {ticket.hub_name ? (
              <>
                <dt>{t.hubFact}</dt>
                <dd>{ticket.hub_name}</dd>
              </>
            ) : null}
          </dl>
          <TicketPhotos ticketId={ticket.id} photoIds={ticket.photo_ids} admin={false} />
          <TicketConversation
            ticket={ticket}
            customerName={t.you}
            reply={{ label: t.yourAnswer, submitLabel: t.send, onSend: (text) => dispatch(replyToMyTicket(ticket.id, text)) }}
          />
        </>
      )}
    </div>
  );
}

export default MyTicketScreen;
