CREATE TABLE states (
  id text PRIMARY KEY,
  name text NOT NULL,
  region text NOT NULL,
  upgrade_offered boolean NOT NULL DEFAULT false
);

CREATE TABLE cities (
  id text PRIMARY KEY,
  state_id text NOT NULL REFERENCES states (id),
  name text NOT NULL
);
CREATE INDEX cities_state_idx ON cities (state_id);

CREATE TABLE hubs (
  id text PRIMARY KEY,
  city_id text NOT NULL REFERENCES cities (id),
  name text NOT NULL,
  pincode text NOT NULL
);
CREATE INDEX hubs_city_idx ON hubs (city_id);

CREATE TABLE service_centres (
  id integer PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL,
  state_id text NOT NULL REFERENCES states (id),
  city_id text NOT NULL REFERENCES cities (id),
  pincode text NOT NULL,
  phone text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL
);

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  mobile text NOT NULL UNIQUE,
  email text NOT NULL,
  password_hash text NOT NULL,
  user_type text NOT NULL CHECK (user_type IN ('customer', 'dealer', 'admin')),
  is_admin boolean NOT NULL DEFAULT false,
  is_seller boolean NOT NULL DEFAULT false,
  is_dealer boolean NOT NULL DEFAULT false,
  state_id text NOT NULL REFERENCES states (id),
  city_id text NOT NULL REFERENCES cities (id),
  area_id text NOT NULL REFERENCES hubs (id),
  pincode text NOT NULL,
  incentive integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email));
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);

-- Only the SHA-256 of a token is stored, so a leaked table grants no sessions.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- One live code per user: requesting a new one replaces the old.
CREATE TABLE otps (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- Fixed-window counters shared by every instance.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);

CREATE TABLE chat_users (
  mobile text PRIMARY KEY,
  is_logged_in boolean NOT NULL,
  first_seen timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now()
);
