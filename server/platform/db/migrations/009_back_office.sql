-- Back office foundations (issue 12), shared by every back-office list and by the outside-service adapters.

-- A dealer account runs one or more hubs (service centres). Every dealer endpoint filters by these rows in SQL;
-- admins are not listed here and see every hub.
CREATE TABLE dealer_hubs (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hub_id integer NOT NULL REFERENCES service_centres (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, hub_id)
);
CREATE INDEX dealer_hubs_hub_idx ON dealer_hubs (hub_id);

-- The timeline and audit trail of every back-office record that is not an order (orders keep order_events):
-- test rides, notify requests, contact requests, dealer applications, support tickets... subject names the
-- table (server/back-office/record-events.ts lists them), subject_id its row. Written in the transaction
-- that made the change: who (actor_id, actor_role), when, from, to, note.
CREATE TABLE record_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subject text NOT NULL,
  subject_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('created', 'state', 'note', 'assign', 'reply', 'edit')),
  from_status text,
  to_status text,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  actor_role text NOT NULL CHECK (actor_role IN ('customer', 'guest', 'admin', 'dealer', 'callcentre', 'system')),
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX record_events_subject_idx ON record_events (subject, subject_id, created_at, id);

-- Messages to outside services (CRM leads, helpdesk tickets, e-mail...) written in the same transaction as the
-- record they belong to, then delivered by server/back-office/outbox.ts with retries and backoff, so an outage
-- loses nothing. topic picks the handler; sent_at is set once delivered.
CREATE TABLE outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  topic text NOT NULL,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, id) WHERE sent_at IS NULL;
