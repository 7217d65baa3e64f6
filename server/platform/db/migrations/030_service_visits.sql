-- Service visits (owners of delivered bikes book a service at a hub; contract/service-visit-rules.ts). A hub takes
-- service_capacity visits in each slot of a day (its dealer or an admin sets it, like test_ride_capacity of 029); a
-- visit requested or confirmed holds a place, counted under the hub-day lock of server/store/hub-slots.ts. One bike
-- has at most one open visit. Every change is a row of service_visit_events, written in the change's transaction.
ALTER TABLE service_centres ADD COLUMN service_capacity integer NOT NULL DEFAULT 2 CHECK (service_capacity BETWEEN 0 AND 20);

CREATE TABLE service_visits (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hub_id integer NOT NULL REFERENCES service_centres (id),
  service_type text NOT NULL CHECK (service_type IN ('periodic', 'repair', 'battery_check')),
  visit_date date NOT NULL,
  slot text NOT NULL,
  state text NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'confirmed', 'completed', 'cancelled')),
  note text,
  odometer_km integer CHECK (odometer_km >= 0),
  work_notes text,
  -- [{ name, quantity }] of the parts used, set when the visit is completed.
  parts jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_visits_hub_day_idx ON service_visits (hub_id, visit_date, slot) WHERE state IN ('requested', 'confirmed');
CREATE INDEX service_visits_customer_idx ON service_visits (customer_id, order_id);
CREATE INDEX service_visits_list_idx ON service_visits (hub_id, visit_date DESC, id DESC);
CREATE UNIQUE INDEX service_visits_one_open_idx ON service_visits (order_id) WHERE state IN ('requested', 'confirmed');

CREATE TABLE service_visit_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  visit_id integer NOT NULL REFERENCES service_visits (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('state', 'reschedule')),
  from_state text,
  to_state text,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  actor_role text NOT NULL CHECK (actor_role IN ('customer', 'dealer', 'admin', 'system')),
  note text,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_visit_events_visit_idx ON service_visit_events (visit_id, created_at, id);
