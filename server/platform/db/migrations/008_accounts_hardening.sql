-- Accounts hardening (issue 11, abuse and authentication).

-- Each counter row knows when its window ends, so expired rows of every key can be purged in one statement.
ALTER TABLE rate_limits ADD COLUMN expires_at timestamptz;
UPDATE rate_limits SET expires_at = window_start + interval '1 day' WHERE expires_at IS NULL;
ALTER TABLE rate_limits ALTER COLUMN expires_at SET NOT NULL;
CREATE INDEX rate_limits_expires_idx ON rate_limits (expires_at);

-- Sessions also end after idle time (SESSION_IDLE_MINUTES when the session began, kept with it):
-- last_seen_at moves forward at most once a minute.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
UPDATE sessions SET last_seen_at = created_at WHERE last_seen_at IS NULL;
ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL;
ALTER TABLE sessions ALTER COLUMN last_seen_at SET DEFAULT now();
ALTER TABLE sessions ADD COLUMN idle_minutes integer NOT NULL DEFAULT 1440 CHECK (idle_minutes > 0);

-- Codes sent to a mobile before there is a user to hang them on (registration) or for a purpose other than
-- sign-in (password reset). One live code per purpose and mobile; only the hash is kept.
CREATE TABLE mobile_otps (
  purpose text NOT NULL CHECK (purpose IN ('register', 'reset')),
  mobile text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (purpose, mobile)
);
CREATE INDEX mobile_otps_expires_idx ON mobile_otps (expires_at);

-- Companion-app links are single use: the nonce a link carries is kept until the link would have expired.
CREATE TABLE app_link_nonces (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX app_link_nonces_expires_idx ON app_link_nonces (expires_at);
