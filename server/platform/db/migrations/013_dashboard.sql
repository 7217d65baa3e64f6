-- The back-office dashboard (server/store/dashboard.ts). With a million orders, aggregating a year of bookings on
-- every view is too slow, so the order figures are kept per India day, hub, model and state in dashboard_daily,
-- maintained in the same transaction as every change by statement triggers (one set-based upsert per statement,
-- so a bulk insert costs one pass). The dashboard sums at most days x hubs x models rows.
--   orders, paid, delivered: orders created that day (paid and delivered: of those, paid at any time / delivered now)
--   revenue: booking amounts paid that day
--   cancelled, cancelled_amount: orders cancelled that day (their order_events row) and their booking amounts
--   refunds, refunded_amount: order refunds created that day and not failed
CREATE TABLE dashboard_daily (
  day date NOT NULL,
  hub_id integer NOT NULL,
  model_id text NOT NULL,
  state_id text NOT NULL,
  orders integer NOT NULL DEFAULT 0,
  paid integer NOT NULL DEFAULT 0,
  delivered integer NOT NULL DEFAULT 0,
  revenue bigint NOT NULL DEFAULT 0,
  cancelled integer NOT NULL DEFAULT 0,
  cancelled_amount bigint NOT NULL DEFAULT 0,
  refunds integer NOT NULL DEFAULT 0,
  refunded_amount bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, hub_id, model_id, state_id)
);
CREATE INDEX dashboard_daily_hub_idx ON dashboard_daily (hub_id, day);

-- The upsert adding the changes of one statement: `source` yields (day, hub_id, model_id, state_id, and the eight
-- figures). Returned as text and run by the trigger function itself: only there are its transition tables visible.
CREATE FUNCTION dashboard_daily_upsert(source text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN format(
    $sql$INSERT INTO dashboard_daily AS d (day, hub_id, model_id, state_id, orders, paid, delivered, revenue, cancelled, cancelled_amount, refunds, refunded_amount)
         SELECT day, hub_id, model_id, state_id, sum(orders), sum(paid), sum(delivered), sum(revenue), sum(cancelled), sum(cancelled_amount), sum(refunds), sum(refunded_amount)
           FROM (%s) c (day, hub_id, model_id, state_id, orders, paid, delivered, revenue, cancelled, cancelled_amount, refunds, refunded_amount)
          WHERE day IS NOT NULL
          GROUP BY day, hub_id, model_id, state_id
         HAVING sum(orders) <> 0 OR sum(paid) <> 0 OR sum(delivered) <> 0 OR sum(revenue) <> 0 OR sum(cancelled) <> 0
             OR sum(cancelled_amount) <> 0 OR sum(refunds) <> 0 OR sum(refunded_amount) <> 0
         ON CONFLICT (day, hub_id, model_id, state_id) DO UPDATE SET
           orders = d.orders + EXCLUDED.orders, paid = d.paid + EXCLUDED.paid, delivered = d.delivered + EXCLUDED.delivered,
           revenue = d.revenue + EXCLUDED.revenue, cancelled = d.cancelled + EXCLUDED.cancelled,
           cancelled_amount = d.cancelled_amount + EXCLUDED.cancelled_amount, refunds = d.refunds + EXCLUDED.refunds,
           refunded_amount = d.refunded_amount + EXCLUDED.refunded_amount$sql$,
    source);
END $$;

-- An order counts +1 on the day it was created and its amount on the day it was paid; an update takes the old row
-- out and puts the new one in (unrelated updates net to zero and write nothing).
CREATE FUNCTION dashboard_daily_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_sql text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS s, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, * FROM old_rows'
    ELSE 'SELECT 1 AS s, * FROM new_rows UNION ALL SELECT -1 AS s, * FROM old_rows' END;
BEGIN
  EXECUTE dashboard_daily_upsert(format(
    $sql$SELECT x.day, r.dealer_id, r.model_id, r.state_id, x.orders, x.paid, x.delivered, x.revenue, 0, 0::bigint, 0, 0::bigint
           FROM (%s) r
           CROSS JOIN LATERAL (VALUES
             ((r.created_at AT TIME ZONE 'Asia/Kolkata')::date, r.s, r.s * (r.paid_at IS NOT NULL)::int, r.s * (r.state = 'delivered')::int, 0::bigint),
             ((r.paid_at AT TIME ZONE 'Asia/Kolkata')::date, 0, 0, 0, r.s * r.amount::bigint)
           ) x (day, orders, paid, delivered, revenue)$sql$,
    rows_sql));
  RETURN NULL;
END $$;
CREATE TRIGGER dashboard_daily_bookings_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_daily_bookings();
CREATE TRIGGER dashboard_daily_bookings_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_daily_bookings();
CREATE TRIGGER dashboard_daily_bookings_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_daily_bookings();

-- A cancellation counts on the day of its event (the lifecycle writes one per cancelled order).
CREATE FUNCTION dashboard_daily_cancellations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE dashboard_daily_upsert(
    $sql$SELECT (e.created_at AT TIME ZONE 'Asia/Kolkata')::date, b.dealer_id, b.model_id, b.state_id, 0, 0, 0, 0::bigint, 1, b.amount::bigint, 0, 0::bigint
           FROM new_rows e JOIN bookings b ON b.id = e.order_id WHERE e.to_state = 'cancelled'$sql$);
  RETURN NULL;
END $$;
CREATE TRIGGER dashboard_daily_order_events AFTER INSERT ON order_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_daily_cancellations();

-- A refund of an order counts on the day it was created, unless it failed.
CREATE FUNCTION dashboard_daily_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_sql text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS s, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, * FROM old_rows'
    ELSE 'SELECT 1 AS s, * FROM new_rows UNION ALL SELECT -1 AS s, * FROM old_rows' END;
BEGIN
  EXECUTE dashboard_daily_upsert(format(
    $sql$SELECT (r.created_at AT TIME ZONE 'Asia/Kolkata')::date, b.dealer_id, b.model_id, b.state_id, 0, 0, 0, 0::bigint, 0, 0::bigint, r.s, r.s * r.amount::bigint
           FROM (%s) r JOIN bookings b ON b.id = r.order_id WHERE r.status <> 'failed'$sql$,
    rows_sql));
  RETURN NULL;
END $$;
CREATE TRIGGER dashboard_daily_refunds_insert AFTER INSERT ON payment_refunds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_daily_refunds();
CREATE TRIGGER dashboard_daily_refunds_update AFTER UPDATE ON payment_refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_daily_refunds();
CREATE TRIGGER dashboard_daily_refunds_delete AFTER DELETE ON payment_refunds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_daily_refunds();

-- The rows already stored.
DO $do$ BEGIN EXECUTE dashboard_daily_upsert($sql$
  SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, dealer_id, model_id, state_id, 1, (paid_at IS NOT NULL)::int, (state = 'delivered')::int, 0::bigint, 0, 0::bigint, 0, 0::bigint FROM bookings
  UNION ALL SELECT (paid_at AT TIME ZONE 'Asia/Kolkata')::date, dealer_id, model_id, state_id, 0, 0, 0, amount::bigint, 0, 0::bigint, 0, 0::bigint FROM bookings WHERE paid_at IS NOT NULL
  UNION ALL SELECT (e.created_at AT TIME ZONE 'Asia/Kolkata')::date, b.dealer_id, b.model_id, b.state_id, 0, 0, 0, 0::bigint, 1, b.amount::bigint, 0, 0::bigint
    FROM order_events e JOIN bookings b ON b.id = e.order_id WHERE e.to_state = 'cancelled'
  UNION ALL SELECT (r.created_at AT TIME ZONE 'Asia/Kolkata')::date, b.dealer_id, b.model_id, b.state_id, 0, 0, 0, 0::bigint, 0, 0::bigint, 1, r.amount::bigint
    FROM payment_refunds r JOIN bookings b ON b.id = r.order_id WHERE r.status <> 'failed'
$sql$); END $do$;

-- Lead response time: when an enquiry got its first back-office action (an admin's or a dealer's record_events
-- row), kept on the enquiry by a statement trigger, so the dashboard reads a range of enquiries and no events.
ALTER TABLE test_rides ADD COLUMN first_action_at timestamptz;
ALTER TABLE notify_requests ADD COLUMN first_action_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN first_action_at timestamptz;

CREATE FUNCTION enquiry_first_actions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE test_rides t SET first_action_at = f.at
    FROM (SELECT subject_id, min(created_at) AS at FROM new_rows WHERE subject = 'test_ride' AND actor_role IN ('admin', 'dealer') GROUP BY subject_id) f
   WHERE t.id = f.subject_id AND (t.first_action_at IS NULL OR t.first_action_at > f.at);
  UPDATE notify_requests t SET first_action_at = f.at
    FROM (SELECT subject_id, min(created_at) AS at FROM new_rows WHERE subject = 'notify_request' AND actor_role IN ('admin', 'dealer') GROUP BY subject_id) f
   WHERE t.id = f.subject_id AND (t.first_action_at IS NULL OR t.first_action_at > f.at);
  UPDATE contact_messages t SET first_action_at = f.at
    FROM (SELECT subject_id, min(created_at) AS at FROM new_rows WHERE subject = 'contact_message' AND actor_role IN ('admin', 'dealer') GROUP BY subject_id) f
   WHERE t.id = f.subject_id AND (t.first_action_at IS NULL OR t.first_action_at > f.at);
  RETURN NULL;
END $$;
CREATE TRIGGER record_events_first_action AFTER INSERT ON record_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enquiry_first_actions();

UPDATE test_rides t SET first_action_at = f.at
  FROM (SELECT subject_id, min(created_at) AS at FROM record_events WHERE subject = 'test_ride' AND actor_role IN ('admin', 'dealer') GROUP BY subject_id) f
 WHERE t.id = f.subject_id;
UPDATE notify_requests t SET first_action_at = f.at
  FROM (SELECT subject_id, min(created_at) AS at FROM record_events WHERE subject = 'notify_request' AND actor_role IN ('admin', 'dealer') GROUP BY subject_id) f
 WHERE t.id = f.subject_id;
UPDATE contact_messages t SET first_action_at = f.at
  FROM (SELECT subject_id, min(created_at) AS at FROM record_events WHERE subject = 'contact_message' AND actor_role IN ('admin', 'dealer') GROUP BY subject_id) f
 WHERE t.id = f.subject_id;

-- Test-ride conversion: when the rider (by mobile) first ordered after the ride, at any hub. Set when the ride is
-- stored (orders already there, as when data is loaded in bulk) and when a later order is stored.
ALTER TABLE test_rides ADD COLUMN ordered_at timestamptz;

CREATE FUNCTION test_ride_ordered_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ordered_at := (SELECT min(b.created_at) FROM bookings b WHERE b.mobile = NEW.mobile AND b.created_at >= NEW.created_at);
  RETURN NEW;
END $$;
CREATE TRIGGER test_rides_ordered_at BEFORE INSERT ON test_rides FOR EACH ROW EXECUTE FUNCTION test_ride_ordered_at();

CREATE FUNCTION test_rides_ordered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE test_rides t SET ordered_at = n.created_at
    FROM (SELECT mobile, min(created_at) AS created_at FROM new_rows GROUP BY mobile) n
   WHERE t.mobile = n.mobile AND t.created_at <= n.created_at AND (t.ordered_at IS NULL OR t.ordered_at > n.created_at);
  RETURN NULL;
END $$;
CREATE TRIGGER bookings_test_rides_ordered AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION test_rides_ordered();

UPDATE test_rides t SET ordered_at = (SELECT min(b.created_at) FROM bookings b WHERE b.mobile = t.mobile AND b.created_at >= t.created_at);

-- Enquiries by creation, covering what the dashboard reads (a dealer's test rides lead with the hub).
CREATE INDEX test_rides_dashboard_idx ON test_rides (created_at) INCLUDE (dealer_id, mobile, first_action_at, ordered_at);
CREATE INDEX test_rides_dashboard_hub_idx ON test_rides (dealer_id, created_at) INCLUDE (mobile, first_action_at, ordered_at);
CREATE INDEX notify_requests_dashboard_idx ON notify_requests (created_at) INCLUDE (city_id, first_action_at);
CREATE INDEX contact_messages_dashboard_idx ON contact_messages (created_at) INCLUDE (city_id, first_action_at);
