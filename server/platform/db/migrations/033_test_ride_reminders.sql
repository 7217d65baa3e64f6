-- The test ride's reminder SMS the day before (contract/enquiry-rules.ts TEST_RIDE_REMINDER_HOURS): when it was
-- queued in the outbox, so each ride is reminded once whatever the number of instances or sweeps.
ALTER TABLE test_rides ADD COLUMN reminder_queued_at timestamptz;
CREATE INDEX test_rides_reminder_due_idx ON test_rides (preferred_date)
  WHERE reminder_queued_at IS NULL AND status IN ('requested', 'confirmed');
