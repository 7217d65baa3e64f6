-- Back-office work on enquiries (issue 12): test rides gain the outcomes a hub records and the hub person who
-- takes the ride; notify requests gain a status so the team knows who was called. Contact requests already
-- have open/closed. The timeline of each record is in record_events (subjects test_ride, notify_request,
-- contact_message).

ALTER TABLE test_rides DROP CONSTRAINT IF EXISTS test_rides_status_check;
ALTER TABLE test_rides ADD CONSTRAINT test_rides_status_check
  CHECK (status IN ('requested', 'confirmed', 'completed', 'no_show', 'cancelled'));
-- The hub person who takes the ride: a name and a mobile typed by the hub (staff rarely have accounts).
ALTER TABLE test_rides ADD COLUMN assignee_name text;
ALTER TABLE test_rides ADD COLUMN assignee_mobile text;
-- The back-office list's common filters: a hub's rides by day, and every ride of a model or a city.
CREATE INDEX test_rides_dealer_created_idx ON test_rides (dealer_id, created_at DESC, id DESC);
CREATE INDEX test_rides_date_idx ON test_rides (preferred_date, id);
CREATE INDEX test_rides_model_idx ON test_rides (model_id, created_at DESC);
CREATE INDEX test_rides_city_idx ON test_rides (city_id, created_at DESC);

ALTER TABLE notify_requests ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted'));
ALTER TABLE notify_requests ADD COLUMN updated_at timestamptz;
UPDATE notify_requests SET updated_at = created_at;
ALTER TABLE notify_requests ALTER COLUMN updated_at SET NOT NULL;
ALTER TABLE notify_requests ALTER COLUMN updated_at SET DEFAULT now();
CREATE INDEX notify_requests_status_idx ON notify_requests (status, created_at DESC);

CREATE INDEX contact_messages_topic_idx ON contact_messages (topic, created_at DESC);
