-- Test rides with real slots (issue 25): a hub takes this many rides in each slot of a day (its dealer or an admin
-- sets it); a ride requested or confirmed holds a place. The index serves the count of a hub's day.
ALTER TABLE service_centres ADD COLUMN test_ride_capacity integer NOT NULL DEFAULT 3 CHECK (test_ride_capacity BETWEEN 0 AND 20);
CREATE INDEX test_rides_hub_day_idx ON test_rides (dealer_id, preferred_date, time_slot) WHERE status IN ('requested', 'confirmed');
