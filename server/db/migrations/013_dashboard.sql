-- The back-office dashboard (server/store/dashboard.ts) aggregates a date range of orders, enquiries and their
-- events. Covering indexes, so each aggregate is an index-only scan of the range: one led by the date for admins
-- (every hub), one led by the hub for dealers and the single-hub view.
CREATE INDEX bookings_dashboard_created_idx ON bookings (created_at) INCLUDE (dealer_id, model_id, state_id, state, paid_at);
CREATE INDEX bookings_dashboard_hub_idx ON bookings (dealer_id, created_at) INCLUDE (model_id, state_id, state, paid_at);
-- Revenue is counted on the day the booking amount was paid.
CREATE INDEX bookings_dashboard_paid_idx ON bookings (paid_at) INCLUDE (dealer_id, amount) WHERE paid_at IS NOT NULL;
-- Cancellations are counted on the day of their event.
CREATE INDEX order_events_cancelled_idx ON order_events (created_at) INCLUDE (order_id) WHERE to_state = 'cancelled';
CREATE INDEX payment_refunds_created_idx ON payment_refunds (created_at) WHERE order_id IS NOT NULL;
-- A dealer's test rides by creation (test_rides_dealer_date_idx is by the ride's date).
CREATE INDEX test_rides_dealer_created_idx ON test_rides (dealer_id, created_at);
