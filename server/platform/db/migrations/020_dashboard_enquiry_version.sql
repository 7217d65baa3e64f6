-- The dashboard's enquiry figures (lead response time and test-ride conversion, server/store/dashboard.ts) are a
-- percentile and a distinct count over every enquiry of the range: ~300,000 rows for a year at scale, too many for
-- 300 ms and not summable from daily rollups. They are cached per range and scope, valid while this version is
-- unchanged. Statement triggers add 1 to it in the same transaction as every change of test rides, notify and
-- contact requests (first_action_at and ordered_at are written by the triggers of migration 013, so back-office
-- actions and later orders count too); the new version is visible exactly when the change is, so a cached figure
-- is never older than the enquiries it was read after. One row: the writes that bump it wait for each other's commit.
CREATE TABLE dashboard_enquiry_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO dashboard_enquiry_version (id, version) VALUES (true, 0);

CREATE FUNCTION dashboard_enquiry_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that changed no row (an UPDATE ... FROM that matched nothing) leaves the version alone.
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT FROM new_rows) THEN
    RETURN NULL;
  END IF;
  UPDATE dashboard_enquiry_version SET version = version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER dashboard_enquiry_test_rides_insert AFTER INSERT ON test_rides REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_enquiry_bump();
CREATE TRIGGER dashboard_enquiry_test_rides_update AFTER UPDATE ON test_rides REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_enquiry_bump();
CREATE TRIGGER dashboard_enquiry_test_rides_delete AFTER DELETE ON test_rides REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_enquiry_bump();
CREATE TRIGGER dashboard_enquiry_notify_insert AFTER INSERT ON notify_requests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_enquiry_bump();
CREATE TRIGGER dashboard_enquiry_notify_update AFTER UPDATE ON notify_requests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_enquiry_bump();
CREATE TRIGGER dashboard_enquiry_notify_delete AFTER DELETE ON notify_requests REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_enquiry_bump();
CREATE TRIGGER dashboard_enquiry_contact_insert AFTER INSERT ON contact_messages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_enquiry_bump();
CREATE TRIGGER dashboard_enquiry_contact_update AFTER UPDATE ON contact_messages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_enquiry_bump();
CREATE TRIGGER dashboard_enquiry_contact_delete AFTER DELETE ON contact_messages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_enquiry_bump();
