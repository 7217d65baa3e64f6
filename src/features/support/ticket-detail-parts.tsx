// Parts of the back office's ticket: the facts, the status and assignee controls, and the timeline's wording.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/field';
import type { TimelineItem } from '@/components/timeline';
import type { AdminTicket, TicketEvent, TicketUpdateRequest } from '@contract/support';
import { SUPPORT_STATUSES } from '@contract/support-rules';
import { formatDateTime, phoneText, telHref } from '@/lib/format';
import type { RequestOutcome } from '@/lib/store/request';
import { STAFF_STATUS } from './support-labels';
import { useAction } from '@/lib/use-action';

const isStatus = (value: string): value is AdminTicket['status'] => (SUPPORT_STATUSES as readonly string[]).includes(value);

export function TicketFacts({ ticket }: { ticket: AdminTicket }) {
  const helpdesk = ticket.helpdesk;
  return (
    <dl className="support__facts">
      <dt>Customer</dt>
      <dd>{ticket.name}</dd>
      <dt>Mobile</dt>
      <dd>
        <a href={telHref(ticket.mobile)}>{phoneText(ticket.mobile)}</a>
      </dd>
      {ticket.email ? (
        <>
          <dt>E-mail</dt>
          <dd>{ticket.email}</dd>
        </>
      ) : null}
      <dt>Order</dt>
      <dd>{ticket.order_reference ?? '—'}</dd>
      <dt>Hub</dt>
      <dd>{ticket.hub_name ?? '—'}</dd>
      <dt>Raised</dt>
      <dd>{formatDateTime(ticket.created_at)}</dd>
      <dt>First reply</dt>
      <dd>
        {ticket.first_response_at ? formatDateTime(ticket.first_response_at) : 'Not yet'}
        {ticket.sla_breached ? <span className="support__breach"> · SLA breached</span> : null}
      </dd>
      <dt>Helpdesk</dt>
      <dd>
        {!helpdesk
          ? 'Not queued'
          : helpdesk.state === 'sent'
            ? helpdesk.remote_id
              ? `Created, #${helpdesk.remote_id}`
              : 'Stored here only'
            : `Queued (${helpdesk.attempts} tries${helpdesk.last_error ? `, last: ${helpdesk.last_error}` : ''})`}
      </dd>
    </dl>
  );
}

type ControlsProps = { ticket: AdminTicket; onSave: (body: TicketUpdateRequest) => Promise<RequestOutcome<unknown>> };

/** Status and assignee, saved together. */
export function TicketControls({ ticket, onSave }: ControlsProps) {
  const [status, setStatus] = useState<string>(ticket.status);
  const [assignee, setAssignee] = useState(ticket.assignee_id ? String(ticket.assignee_id) : '');
  const { run, busy } = useAction();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    setStatus(ticket.status);
    setAssignee(ticket.assignee_id ? String(ticket.assignee_id) : '');
  }, [ticket.status, ticket.assignee_id]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: TicketUpdateRequest = {};
    if (isStatus(status) && status !== ticket.status) body.status = status;
    const assigneeId = assignee ? Number(assignee) : null;
    if (assigneeId !== ticket.assignee_id) body.assignee_id = assigneeId;
    if (body.status === undefined && body.assignee_id === undefined) {
      setNotice({ tone: 'error', text: 'Nothing changed.' });
      return;
    }
    const outcome = await run(() => onSave(body));
    setNotice(outcome.ok ? { tone: 'success', text: 'Saved.' } : { tone: 'error', text: outcome.error });
  };

  return (
    <form className="support__form" noValidate onSubmit={(e) => void submit(e)} aria-label="Status and assignee">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <SelectField
        label="Status"
        options={SUPPORT_STATUSES.map((s) => ({ value: s, label: STAFF_STATUS[s] }))}
        placeholder="Choose a status"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      />
      <SelectField
        label="Assignee"
        options={ticket.staff.map((s) => ({ value: String(s.id), label: s.name }))}
        placeholder="Nobody"
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
      />
      <Button type="submit" variant="secondary" busy={busy}>
        Save
      </Button>
    </form>
  );
}

const ROLE: Record<string, string> = { customer: 'customer', guest: 'visitor', admin: 'admin', dealer: 'dealer', callcentre: 'call centre', system: 'system' };

function eventText(e: TicketEvent, staff: AdminTicket['staff']): string {
  const nameOf = (id: string | null) => (id ? (staff.find((s) => String(s.id) === id)?.name ?? `user ${id}`) : 'nobody');
  switch (e.kind) {
    case 'created':
      return 'Ticket raised';
    case 'reply':
      if (e.actorRole === 'customer' || e.actorRole === 'guest') return 'Customer answered';
      // Replies brought back from the helpdesk are the system's: the agent has no account here.
      return e.actorRole === 'system' ? 'Replied in the helpdesk' : 'Replied to the customer';
    case 'note':
      return 'Internal note';
    case 'assign':
      return `Assigned to ${nameOf(e.to)}`;
    case 'state':
      return `Status: ${isStatus(e.from ?? '') ? STAFF_STATUS[e.from as AdminTicket['status']] : e.from ?? '—'} → ${isStatus(e.to ?? '') ? STAFF_STATUS[e.to as AdminTicket['status']] : e.to ?? '—'}`;
    case 'edit':
      return 'Edited';
  }
}

export function timelineOf(ticket: Pick<AdminTicket, 'events' | 'staff'>): TimelineItem[] {
  return ticket.events.map((e) => ({
    id: e.id,
    at: e.at,
    text: eventText(e, ticket.staff),
    note: e.kind === 'note' || e.kind === 'reply' ? e.note : null,
    actor: e.actorName ? `${e.actorName} (${ROLE[e.actorRole] ?? e.actorRole})` : ROLE[e.actorRole] ?? e.actorRole,
    tone: e.kind === 'state' ? 'done' : e.kind === 'note' ? 'info' : 'plain',
  }));
}
