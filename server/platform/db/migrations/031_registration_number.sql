-- The registration number of a delivered bike (its number plate), recorded by the hub or an admin in the back office
-- once the RTO has issued it (contract/registration-rules.ts): stored normalised, "KA 01 AB 1234" or a BH-series
-- "22 BH 1234 AA". One plate is never on two orders.
ALTER TABLE bookings ADD COLUMN registration_number text UNIQUE
  CHECK (registration_number ~ '^([A-Z]{2} [0-9]{2} [A-Z]{1,3} [0-9]{4}|[0-9]{2} BH [0-9]{4} [A-HJ-NP-Z]{1,2})$');
