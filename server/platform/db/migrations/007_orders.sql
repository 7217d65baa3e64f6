-- Orders (issue "Customer portal and the booking lifecycle"): the bookings table becomes the one order entity
-- for a ₹499 reservation ('booking'), a full purchase ('purchase', paid online or at the hub) and, later, an
-- upgrade. The table keeps its name so payments.booking_id and every reader stay as they are. state follows
-- contract/order-lifecycle.ts (the server is the only writer, through server/orders/lifecycle.ts); status is
-- now derived from it, so the two can never disagree. The reference is derived: 'BK-' or 'OD-' + id.

ALTER TABLE bookings ADD COLUMN kind text NOT NULL DEFAULT 'booking' CHECK (kind IN ('booking', 'purchase', 'upgrade'));
ALTER TABLE bookings ADD COLUMN state text NOT NULL DEFAULT 'reserved'
  CHECK (state IN ('reserved', 'confirmed', 'allotted', 'ready_for_delivery', 'delivered', 'cancelled', 'refund_initiated', 'refunded'));
ALTER TABLE bookings ADD COLUMN payment_method text NOT NULL DEFAULT 'online' CHECK (payment_method IN ('online', 'hub'));
-- The chassis (VIN) the hub allots; one bike is never allotted to two orders.
ALTER TABLE bookings ADD COLUMN chassis text UNIQUE CHECK (chassis ~ '^[A-HJ-NPR-Z0-9]{17}$');
-- A purchase's delivery and registration address: { line1, line2, landmark, pincode, state, city }.
ALTER TABLE bookings ADD COLUMN shipping jsonb;
ALTER TABLE bookings ADD COLUMN cancel_reason text;
ALTER TABLE bookings ADD COLUMN cancel_note text;

UPDATE bookings b SET state = CASE
  WHEN b.status = 'cancelled' THEN 'cancelled'
  WHEN b.paid_at IS NOT NULL OR EXISTS (SELECT 1 FROM payments x WHERE x.booking_id = b.id AND x.status = 'success') THEN 'confirmed'
  ELSE 'reserved'
END;

ALTER TABLE bookings DROP COLUMN status;
ALTER TABLE bookings ADD COLUMN status text NOT NULL
  GENERATED ALWAYS AS (CASE WHEN state IN ('cancelled', 'refund_initiated', 'refunded') THEN 'cancelled' ELSE 'active' END) STORED;

-- A pay-at-hub purchase has nothing to pay online now.
ALTER TABLE bookings DROP CONSTRAINT bookings_amount_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_amount_check CHECK (amount >= 0);

-- The customer's list (newest first) and the look-up by mobile.
DROP INDEX bookings_customer_idx;
DROP INDEX bookings_mobile_idx;
CREATE INDEX bookings_customer_idx ON bookings (customer_id, created_at DESC, id DESC);
CREATE INDEX bookings_mobile_idx ON bookings (mobile, created_at DESC, id DESC);
CREATE INDEX bookings_state_idx ON bookings (state);

-- The order's timeline and audit trail: one row per state move (from/to), payment, edit, refund or note, written
-- in the transaction that made the change. text is the customer's words for it; actor_id is null for the
-- system (gateway reports, timers) and for guests.
CREATE TABLE order_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('state', 'payment', 'edit', 'refund', 'note')),
  from_state text,
  to_state text,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  actor_role text NOT NULL CHECK (actor_role IN ('customer', 'guest', 'admin', 'dealer', 'callcentre', 'system')),
  note text,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events (order_id, created_at, id);

INSERT INTO order_events (order_id, kind, from_state, to_state, actor_role, text, created_at)
SELECT id, 'state', NULL, 'reserved', 'system', 'Booking reserved', created_at FROM bookings;
INSERT INTO order_events (order_id, kind, from_state, to_state, actor_role, text, created_at)
SELECT b.id, 'payment', 'reserved', 'confirmed', 'system', 'Payment of ₹' || to_char(b.amount, 'FM99,99,999') || ' received', COALESCE(b.paid_at, b.updated_at)
FROM bookings b WHERE b.state = 'confirmed';

-- Refunds stay in payment_refunds (migration 006, where both gateways' refunds land); an order's refund carries
-- its order, the date the customer is promised and when it completed. Its reference is 'RF-' + id. A refund
-- row whose gateway call has not answered yet does not exist: the order stays 'cancelled' and the sweep retries.
ALTER TABLE payment_refunds ADD COLUMN order_id integer REFERENCES bookings (id) ON DELETE SET NULL;
ALTER TABLE payment_refunds ADD COLUMN expected_by date;
ALTER TABLE payment_refunds ADD COLUMN processed_at timestamptz;
UPDATE payment_refunds SET processed_at = updated_at WHERE status = 'processed';
CREATE INDEX payment_refunds_order_idx ON payment_refunds (order_id) WHERE order_id IS NOT NULL;

-- Guest look-up: an OTP to the order's mobile (one live code per order, attempts counted), then a short session
-- for that one order. Only hashes are stored.
CREATE TABLE order_lookup_otps (
  order_id integer PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE TABLE order_lookup_sessions (
  token_hash text PRIMARY KEY,
  order_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX order_lookup_sessions_order_idx ON order_lookup_sessions (order_id);
