-- Consent per purpose (issue 24, DPDP Act 2023 s. 6): every grant and withdrawal is a row of its own, never an
-- update, so what the customer agreed to, in which words, when and where, can be shown later. The latest row of a
-- mobile (or account) and purpose is the consent in force. A guest's consent hangs on the mobile they gave.
CREATE TABLE consents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  mobile text,
  purpose text NOT NULL CHECK (purpose IN ('service', 'marketing')),
  granted boolean NOT NULL,
  text_shown text NOT NULL,
  source text NOT NULL CHECK (source IN ('register', 'booking', 'test-ride', 'profile')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR mobile IS NOT NULL)
);
CREATE INDEX consents_mobile_idx ON consents (mobile, purpose, created_at DESC, id DESC);
CREATE INDEX consents_user_idx ON consents (user_id, purpose, created_at DESC, id DESC);
