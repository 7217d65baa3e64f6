-- The back-office order list at a million orders (issue 12, "Scale"). The list now counts at most 10,001 matching
-- orders and reads a page's ids from bookings alone before joining (server/store/back-office-orders.ts); both are
-- fast only when an index holds the filters in list order and, for the count, every column the filters read, so the
-- table itself is not visited (index-only scans). What migration 010 lacked for that:
-- - the payment filter and the state sort were expressions over state (and paid_at), which no index could serve;
--   they are functions here, used by the list, its export and the indexes below alike;
-- - a dealer's list is `dealer_id = ANY(their hubs)`, which no index returns in list order: the list reads each hub
--   in its own (dealer_id, <sort>) order and merges them, so every sort needs an index that leads with dealer_id;
-- - combinations (model + state of India, city + payment, five filters over 90 days) were checked row by row in the
--   table; the indexes that lead with one filter now carry the others (INCLUDE) and check them in the index.

-- The order's payment group, as the list's payment filter and the export's Payment column say it: paid, unpaid
-- (nothing paid, or cancelled before paying) or refunded (a refund initiated or done, or owed after a paid order was
-- cancelled). contract/order-lifecycle.ts ORDER_PAYMENT_FILTERS.
CREATE FUNCTION order_payment(state text, paid_at timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN state IN ('confirmed', 'allotted', 'ready_for_delivery', 'delivered') THEN 'paid'
              WHEN state = 'reserved' OR (state = 'cancelled' AND paid_at IS NULL) THEN 'unpaid'
              ELSE 'refunded' END;

-- The state's place in the lifecycle (reserved 1 … refunded 8): the list's state sort, not the alphabet. The order
-- of contract/order-lifecycle.ts ORDER_STATES (a test compares them).
CREATE FUNCTION order_state_rank(state text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_position(ARRAY['reserved', 'confirmed', 'allotted', 'ready_for_delivery', 'delivered', 'cancelled', 'refund_initiated', 'refunded']::text[], state);

-- A hub, newest first, with every other filter's column: a dealer's list and count, and any filter within one hub.
DROP INDEX IF EXISTS bookings_dealer_idx;
CREATE INDEX bookings_dealer_created_idx ON bookings (dealer_id, created_at DESC, id DESC) INCLUDE (state, paid_at, model_id, state_id, city_id, kind);
-- A hub sorted by amount or by state, and a hub's payment group by date or by state.
CREATE INDEX bookings_dealer_amount_idx ON bookings (dealer_id, amount, id) INCLUDE (kind, state, paid_at);
CREATE INDEX bookings_dealer_state_rank_idx ON bookings (dealer_id, order_state_rank(state), id) INCLUDE (state, paid_at);
CREATE INDEX bookings_dealer_payment_created_idx ON bookings (dealer_id, order_payment(state, paid_at), created_at DESC, id DESC) INCLUDE (state, paid_at);
CREATE INDEX bookings_dealer_payment_rank_idx ON bookings (dealer_id, order_payment(state, paid_at), order_state_rank(state), id) INCLUDE (state, paid_at);

-- Every hub: a payment group by date or by state, and the whole list by amount or by state.
CREATE INDEX bookings_payment_created_idx ON bookings (order_payment(state, paid_at), created_at DESC, id DESC) INCLUDE (state, paid_at);
CREATE INDEX bookings_payment_rank_idx ON bookings (order_payment(state, paid_at), order_state_rank(state), id) INCLUDE (state, paid_at);
CREATE INDEX bookings_amount_idx ON bookings (amount, id);
CREATE INDEX bookings_state_rank_idx ON bookings (order_state_rank(state), id) INCLUDE (state);

-- A model in a state of India (with the filters that go with it), a city with the others, and a state of India
-- alone in list order (the city is found by the city's index).
CREATE INDEX bookings_model_place_created_idx ON bookings (model_id, state_id, created_at DESC, id DESC) INCLUDE (state, paid_at, kind, city_id, dealer_id);
DROP INDEX IF EXISTS bookings_city_created_idx;
CREATE INDEX bookings_city_created_idx ON bookings (city_id, created_at DESC, id DESC) INCLUDE (state, paid_at, model_id, kind, dealer_id);
DROP INDEX IF EXISTS bookings_place_created_idx;
CREATE INDEX bookings_place_created_idx ON bookings (state_id, created_at DESC, id DESC);

-- The expression indexes' statistics (what share of orders is refunded…), so the planner can choose among them now.
ANALYZE bookings;
