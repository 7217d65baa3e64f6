// The conversation of a ticket as both sides see it: the customer's opening message, every reply after it (staff
// replies from /support or from the helpdesk), and the box to answer in.
import type { TicketMessage } from '@contract/support';
import { formatDateTime } from '@/lib/format';
import type { RequestOutcome } from '@/lib/store/request';
import * as t from './messages';
import { ReplyBox } from './support-parts';

type TicketConversationProps = {
  ticket: { message: string; created_at: string; messages: TicketMessage[] };
  /** Who "customer" messages are from, as staff see them ("Priya") or as the customer sees them ("You"). */
  customerName: string;
  reply: { label: string; submitLabel: string; onSend: (text: string) => Promise<RequestOutcome<unknown>> };
};

export function TicketConversation({ ticket, customerName, reply }: TicketConversationProps) {
  const items: TicketMessage[] = [{ id: 0, author: 'customer', author_name: null, body: ticket.message, created_at: ticket.created_at }, ...ticket.messages];
  return (
    <>
      <h2>{t.conversation}</h2>
      <ol className="support__conversation" aria-label={t.conversation}>
        {items.map((m) => (
          <li key={m.id} className={`support__message support__message--${m.author}`}>
            <p className="support__meta">
              {m.author === 'staff' ? t.staffAuthor({ name: m.author_name ?? 'Revolt' }) : customerName} ·{' '}
              <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
            </p>
            <p>{m.body}</p>
          </li>
        ))}
      </ol>
      <ReplyBox label={reply.label} submitLabel={reply.submitLabel} onSend={reply.onSend} />
    </>
  );
}
