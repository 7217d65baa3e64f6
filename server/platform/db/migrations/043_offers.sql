-- News and offers sent by an admin (issue 30, decision 047): each send, recorded in the transaction that queues one
-- outbox notice (topic 'offer-notice') per customer who opted in to offers on WhatsApp or push with the marketing
-- consent in force; the notices read the send's words from here when they go out. The admin who sent it is kept
-- while their account exists.
CREATE TABLE offer_sends (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 80),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 500),
  link text CHECK (link LIKE '/%' AND link NOT LIKE '//%'),
  sent_by integer REFERENCES users (id) ON DELETE SET NULL,
  recipients integer NOT NULL CHECK (recipients >= 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX offer_sends_created_idx ON offer_sends (created_at DESC, id DESC);

-- Who opted in to offers on a channel: read by each send.
CREATE INDEX notification_preferences_offers_idx ON notification_preferences (user_id) WHERE kind = 'offers' AND enabled;
