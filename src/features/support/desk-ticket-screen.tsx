import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { Timeline } from '@/components/timeline';
import { SUPPORT_TOPIC_LABELS } from '@contract/support-rules';
import { paths } from '@contract/paths';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { STAFF_STATUS } from './support-labels';
import { ReplyBox, TicketPhotos } from './support-parts';
import { selectTicketDetail, type SupportSlice } from './support-slice';
import { changeTicket, fetchTicket } from './support-thunks';
import { TicketConversation } from './ticket-conversation';
import { TicketControls, TicketFacts, timelineOf } from './ticket-detail-parts';
import './support.css';

/** /support/ticket/:id (admin): the conversation and a reply, internal notes, status and assignee, and every change. */
export function DeskTicketScreen() {
  const id = Number(useParams().id);
  const dispatch = useAppDispatch();
  const state = useAppSelector((s: SupportSlice) => selectTicketDetail(s));
  const load = useCallback(() => void dispatch(fetchTicket(id)), [dispatch, id]);
  useEffect(load, [load]);
  const ticket = state.data?.id === id ? state.data : null;

  return (
    <div className="page container support support--wide">
      <Seo title="Support ticket" description="A customer support ticket." path={paths.supportTicket.getHref(id)} noindex />
      <p>
        <Link to={paths.support.getHref()}>All tickets</Link>
      </p>
      {state.status === 'failed' && !ticket ? (
        <Alert title="We could not open this ticket." onRetry={load}>
          {state.error}
        </Alert>
      ) : !ticket ? (
        <Spinner label="Loading the ticket" />
      ) : (
        <>
          <h1>
            {ticket.reference}: {SUPPORT_TOPIC_LABELS[ticket.topic]}
          </h1>
          <p className="support__status">{STAFF_STATUS[ticket.status]}</p>
          <div className="support__columns">
            <div>
              <TicketFacts ticket={ticket} />
              <TicketPhotos ticketId={ticket.id} photoIds={ticket.photo_ids} admin />
              <TicketConversation
                ticket={ticket}
                customerName={ticket.name}
                reply={{
                  label: 'Reply to the customer (they get an SMS)',
                  submitLabel: 'Send reply',
                  onSend: (message) => dispatch(changeTicket(id, { kind: 'reply', message })),
                }}
              />
            </div>
            <div className="support__actions">
              <h2>Handling</h2>
              <TicketControls ticket={ticket} onSave={(body) => dispatch(changeTicket(id, { kind: 'update', body }))} />
              <ReplyBox
                label="Internal note (never shown to the customer)"
                submitLabel="Add note"
                invalid="Write a note of 1 to 2000 characters."
                onSend={(note) => dispatch(changeTicket(id, { kind: 'note', note }))}
              />
              <h2>Timeline</h2>
              <Timeline items={timelineOf(ticket)} label="Ticket timeline" empty="No changes yet." />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

export default DeskTicketScreen;
