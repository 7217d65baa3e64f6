-- Issue 14, remainders: the register of vendor links an admin issued (the link itself is signed and not stored:
-- only its nonce, so the list can show each link's state and an admin can revoke one), and the hidden
-- special-customer booking page's access codes (hashed), the short-lived passes a right code gives, and the
-- invitation a booking was made with.

CREATE TABLE vendor_links (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  vendor text NOT NULL,
  nonce text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  issued_by integer REFERENCES users (id) ON DELETE SET NULL,
  issued_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_by integer REFERENCES users (id) ON DELETE SET NULL,
  used_at timestamptz,
  decision text CHECK (decision IN ('approve', 'reject')),
  CHECK ((used_at IS NULL) = (decision IS NULL)),
  CHECK (revoked_at IS NULL OR used_at IS NULL)
);
CREATE INDEX vendor_links_issued_idx ON vendor_links (issued_at DESC, id DESC);
CREATE INDEX vendor_links_order_idx ON vendor_links (order_id);

CREATE TABLE special_access_codes (
  id serial PRIMARY KEY,
  label text NOT NULL,
  code_hash text NOT NULL UNIQUE,
  max_uses integer NOT NULL CHECK (max_uses BETWEEN 1 AND 500),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0 AND uses <= max_uses),
  expires_at timestamptz NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX special_access_codes_created_idx ON special_access_codes (created_at DESC, id DESC);

CREATE TABLE special_access_passes (
  token_hash text PRIMARY KEY,
  code_id integer NOT NULL REFERENCES special_access_codes (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);

ALTER TABLE bookings ADD COLUMN special_code_id integer REFERENCES special_access_codes (id) ON DELETE SET NULL;
