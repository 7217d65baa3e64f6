-- Support tickets and the outside helpdesk (issue 15 remainders): the helpdesk's id of each ticket, so its replies and
-- status changes come back (server/helpdesk/sync.ts); the helpdesk's id of each message brought back, so a reply
-- seen twice is stored once; and when the first delivery began, so a retry looks the ticket up before creating it.

-- helpdesk_id: the ticket's id in the helpdesk once created; helpdesk_status: the helpdesk's status last applied
-- here (a change there is applied once, and a change made in /support is not undone by the next poll);
-- helpdesk_tried_at: the first attempt to create it there (its answer may have been lost).
ALTER TABLE support_tickets ADD COLUMN helpdesk_id text;
ALTER TABLE support_tickets ADD COLUMN helpdesk_status text;
ALTER TABLE support_tickets ADD COLUMN helpdesk_tried_at timestamptz;
CREATE UNIQUE INDEX support_tickets_helpdesk_idx ON support_tickets (helpdesk_id);

-- Tickets created before this migration: their id is the outbox row's result.
UPDATE support_tickets t SET helpdesk_id = o.result->>'remoteId', helpdesk_tried_at = o.created_at
  FROM outbox o
 WHERE o.topic = 'helpdesk.ticket' AND o.sent_at IS NOT NULL AND (o.payload->>'ticketId')::int = t.id AND o.result->>'remoteId' IS NOT NULL;

-- NULL for messages written here; the helpdesk's conversation id for one brought back.
ALTER TABLE support_messages ADD COLUMN helpdesk_id text;
CREATE UNIQUE INDEX support_messages_helpdesk_idx ON support_messages (ticket_id, helpdesk_id);

-- Where the last poll of the helpdesk's changed tickets got to, in the helpdesk's own clock (its updated_at).
CREATE TABLE helpdesk_sync (
  provider text PRIMARY KEY,
  updated_since timestamptz NOT NULL
);
