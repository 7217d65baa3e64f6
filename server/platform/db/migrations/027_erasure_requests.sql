-- The customer's right to erasure (issue 24, DPDP Act 2023): a code of its own purpose proves the account's mobile,
-- and each request is recorded with when it was asked and when it was carried out. No personal data is kept here:
-- user_id points at the anonymised account row, never at a name or a mobile.
ALTER TABLE mobile_otps DROP CONSTRAINT mobile_otps_purpose_check;
ALTER TABLE mobile_otps ADD CONSTRAINT mobile_otps_purpose_check CHECK (purpose IN ('register', 'reset', 'support', 'upgrade-consent', 'erase'));

CREATE TABLE erasure_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL,
  completed_at timestamptz,
  orders_anonymised integer NOT NULL DEFAULT 0,
  records_deleted integer NOT NULL DEFAULT 0
);
CREATE INDEX erasure_requests_requested_idx ON erasure_requests (requested_at DESC, id DESC);
