-- Enquiries from the public site (test rides, notify me, contact us). References are derived from the id
-- ('TR-' / 'NM-' / 'CU-' + id zero-padded to 6), so they are not stored. status and source are for the
-- back-office lists; customer_id is the signed-in user who sent the enquiry, if any.

CREATE TABLE test_rides (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  mobile text NOT NULL,
  email text NOT NULL,
  state_id text NOT NULL REFERENCES states (id),
  city_id text NOT NULL REFERENCES cities (id),
  area_id text NOT NULL REFERENCES hubs (id),
  pincode text NOT NULL,
  model_id text NOT NULL REFERENCES products (id),
  preferred_date date NOT NULL,
  time_slot text NOT NULL,
  dealer_id integer NOT NULL REFERENCES service_centres (id),
  comments text,
  customer_id integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'confirmed', 'completed', 'cancelled')),
  source text NOT NULL DEFAULT 'web',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One live booking per mobile, day, slot and hub; a cancelled one frees the slot again.
CREATE UNIQUE INDEX test_rides_slot_uidx ON test_rides (mobile, preferred_date, time_slot, dealer_id)
  WHERE status <> 'cancelled';
CREATE INDEX test_rides_created_idx ON test_rides (created_at DESC, id DESC);
CREATE INDEX test_rides_status_idx ON test_rides (status, created_at DESC);
CREATE INDEX test_rides_mobile_idx ON test_rides (mobile);
CREATE INDEX test_rides_dealer_date_idx ON test_rides (dealer_id, preferred_date);
CREATE INDEX test_rides_customer_idx ON test_rides (customer_id);

CREATE TABLE notify_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  mobile text NOT NULL,
  email text NOT NULL,
  state_id text NOT NULL REFERENCES states (id),
  city_id text NOT NULL REFERENCES cities (id),
  model_id text NOT NULL REFERENCES products (id),
  customer_id integer REFERENCES users (id) ON DELETE SET NULL,
  source text NOT NULL DEFAULT 'web',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Asking again for the same model in the same city is the same request (the API answers 200 with it).
CREATE UNIQUE INDEX notify_requests_uidx ON notify_requests (mobile, model_id, city_id);
CREATE INDEX notify_requests_created_idx ON notify_requests (created_at DESC, id DESC);
CREATE INDEX notify_requests_model_city_idx ON notify_requests (model_id, city_id);
CREATE INDEX notify_requests_customer_idx ON notify_requests (customer_id);

CREATE TABLE contact_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  mobile text NOT NULL,
  email text NOT NULL,
  topic text NOT NULL,
  message text NOT NULL,
  state_id text REFERENCES states (id),
  city_id text REFERENCES cities (id),
  customer_id integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  source text NOT NULL DEFAULT 'web',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC, id DESC);
CREATE INDEX contact_messages_status_idx ON contact_messages (status, created_at DESC);
CREATE INDEX contact_messages_mobile_idx ON contact_messages (mobile);
CREATE INDEX contact_messages_customer_idx ON contact_messages (customer_id);
