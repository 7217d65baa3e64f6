-- Assisted sales (issue 13): the call-centre role, and the agent who booked an order on a caller's behalf.

-- A call-centre agent has none of the older flags (is_admin, is_seller, is_dealer): user_type alone says so.
ALTER TABLE users DROP CONSTRAINT users_user_type_check;
ALTER TABLE users ADD CONSTRAINT users_user_type_check CHECK (user_type IN ('customer', 'dealer', 'admin', 'callcentre'));

-- The agent's user id; null for every order the customer placed themselves ("assisted" is booked_by IS NOT NULL).
-- An agent's account removed later leaves the order assisted by nobody in particular, so the column keeps the
-- fact only while the account exists: the order's events keep the actor role 'callcentre' either way.
ALTER TABLE bookings ADD COLUMN booked_by integer REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX bookings_booked_by_idx ON bookings (booked_by) WHERE booked_by IS NOT NULL;

-- The owner's consent to an upgrade booked by an agent: a code to their mobile, bound to the chassis number.
ALTER TABLE mobile_otps DROP CONSTRAINT mobile_otps_purpose_check;
ALTER TABLE mobile_otps ADD CONSTRAINT mobile_otps_purpose_check CHECK (purpose IN ('register', 'reset', 'support', 'upgrade-consent'));
