-- Back-office order list (issue 12): indexes that fit its filters, so a filtered page stays fast at a million
-- orders. Every list is ordered by (created_at, id) unless sorted otherwise, and a dealer's list is always limited
-- to their hubs (dealer_id, covered by bookings_dealer_idx of migration 005). Each filter gets an index that
-- leads with it and ends in the list order, so Postgres reads the newest matching rows and stops at the page.
CREATE INDEX bookings_state_created_idx ON bookings (state, created_at DESC, id DESC);
CREATE INDEX bookings_model_created_idx ON bookings (model_id, created_at DESC, id DESC);
CREATE INDEX bookings_kind_created_idx ON bookings (kind, created_at DESC, id DESC);
CREATE INDEX bookings_place_created_idx ON bookings (state_id, city_id, created_at DESC, id DESC);
CREATE INDEX bookings_city_created_idx ON bookings (city_id, created_at DESC, id DESC);
-- A hub's list in a date range and in one state (the dealer's working views).
CREATE INDEX bookings_dealer_state_created_idx ON bookings (dealer_id, state, created_at DESC, id DESC);
-- Search by the first digits of a mobile (LIKE 'prefix%' needs the pattern operator class outside the C locale).
CREATE INDEX bookings_mobile_prefix_idx ON bookings (mobile text_pattern_ops);
-- The timeline's actor names and the back-office detail read events by order (order_events_order_idx exists).
-- bookings_state_idx (migration 007) is covered by bookings_state_created_idx.
DROP INDEX IF EXISTS bookings_state_idx;
