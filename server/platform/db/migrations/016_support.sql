-- Support tickets (issue 15): raised by a signed-in customer or by a visitor whose mobile an OTP proved, answered
-- in the back office (/support), and created in the outside helpdesk through the outbox (topic helpdesk.ticket).

-- A visitor proves the mobile of a ticket with a code of its own purpose.
ALTER TABLE mobile_otps DROP CONSTRAINT mobile_otps_purpose_check;
ALTER TABLE mobile_otps ADD CONSTRAINT mobile_otps_purpose_check CHECK (purpose IN ('register', 'reset', 'support'));

-- hub_id is the service centre of the chosen order (its dealer_id); null when no order is named.
-- first_response_at: the first staff reply, for the SLA (server/store/support.ts SUPPORT_SLA_HOURS).
CREATE TABLE support_tickets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  mobile text NOT NULL,
  topic text NOT NULL CHECK (topic IN ('service', 'booking', 'delivery', 'payment', 'app', 'other')),
  order_id integer REFERENCES bookings (id) ON DELETE SET NULL,
  hub_id integer REFERENCES service_centres (id) ON DELETE SET NULL,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'pending', 'resolved', 'closed')),
  assignee_id integer REFERENCES users (id) ON DELETE SET NULL,
  first_response_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_tickets_created_idx ON support_tickets (created_at DESC, id DESC);
CREATE INDEX support_tickets_status_idx ON support_tickets (status, created_at DESC);
CREATE INDEX support_tickets_customer_idx ON support_tickets (customer_id, created_at DESC);
CREATE INDEX support_tickets_mobile_idx ON support_tickets (mobile, created_at DESC);
CREATE INDEX support_tickets_hub_idx ON support_tickets (hub_id);

-- The conversation the customer sees: their message's follow-ups and the staff replies. Internal notes are never
-- here: they are record_events of kind 'note' (subject 'support_ticket'), which the customer's calls never read.
CREATE TABLE support_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('customer', 'staff')),
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_messages_ticket_idx ON support_messages (ticket_id, created_at, id);

-- Up to three photos per ticket, re-encoded by sharp (no metadata survives), checked by content on the way in.
CREATE TABLE support_photos (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  width integer NOT NULL,
  height integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_photos_ticket_idx ON support_photos (ticket_id, id);
