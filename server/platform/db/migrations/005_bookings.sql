-- Bookings: a bike reserved in a colour at a hub, with the booking amount paid online through a payment
-- gateway (server/payments/). The reference ('BK-' + id zero-padded to 6) is derived, not stored. price is the
-- product's ex_price + charger when booked; amount is the booking amount. The browser that booked reads the
-- booking with a random access key, of which only the sha256 hash is stored; customer_id is the signed-in
-- user who booked, if any. status is for the cancel flow; the payment status is derived from payments.

CREATE TABLE bookings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  mobile text NOT NULL,
  email text NOT NULL,
  state_id text NOT NULL REFERENCES states (id),
  city_id text NOT NULL REFERENCES cities (id),
  area_id text NOT NULL REFERENCES hubs (id),
  pincode text NOT NULL,
  model_id text NOT NULL REFERENCES products (id),
  colour text NOT NULL,
  price integer NOT NULL CHECK (price >= 0),
  amount integer NOT NULL CHECK (amount > 0),
  dealer_id integer NOT NULL REFERENCES service_centres (id),
  customer_id integer REFERENCES users (id) ON DELETE SET NULL,
  access_key_hash text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled')),
  source text NOT NULL DEFAULT 'web',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX bookings_created_idx ON bookings (created_at DESC, id DESC);
CREATE INDEX bookings_mobile_idx ON bookings (mobile);
CREATE INDEX bookings_customer_idx ON bookings (customer_id);
CREATE INDEX bookings_dealer_idx ON bookings (dealer_id, created_at DESC);

-- Every attempt to pay a booking: one gateway order each. A new attempt fails the pending ones before it, so a
-- booking has at most one pending order; completed_at is set exactly when the gateway has reported.
CREATE TABLE payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  provider text NOT NULL,
  order_id text NOT NULL UNIQUE,
  gateway_payment_id text UNIQUE,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL DEFAULT 'INR' CHECK (currency = 'INR'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CHECK ((status = 'pending') = (completed_at IS NULL))
);
-- A booking is paid once: a second success (a replayed or raced gateway report) is refused by the database.
CREATE UNIQUE INDEX payments_one_success_uidx ON payments (booking_id) WHERE status = 'success';
CREATE INDEX payments_booking_idx ON payments (booking_id, id DESC);
