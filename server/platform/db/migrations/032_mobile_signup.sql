-- Sign-up with a mobile and a code, then a name (issue: mobile sign-up). E-mail, place and password are asked
-- when first needed, so a new account has none of them yet. Existing accounts keep theirs.
ALTER TABLE users ALTER COLUMN email DROP NOT NULL;
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE users ALTER COLUMN state_id DROP NOT NULL;
ALTER TABLE users ALTER COLUMN city_id DROP NOT NULL;
ALTER TABLE users ALTER COLUMN area_id DROP NOT NULL;
ALTER TABLE users ALTER COLUMN pincode DROP NOT NULL;

-- A place is kept whole or not at all: state, city, area and pincode together.
ALTER TABLE users ADD CONSTRAINT users_place_whole_check CHECK (
  (state_id IS NULL) = (city_id IS NULL) AND (city_id IS NULL) = (area_id IS NULL) AND (area_id IS NULL) = (pincode IS NULL)
);
