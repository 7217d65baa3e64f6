-- Notifications the customer chose (issue 30, decision 047): one notice fanned out to SMS, WhatsApp and web push.
-- A customer's choice per channel and kind; no row = the default (SMS on for the transactional kinds, everything
-- else off until the customer opts in).
CREATE TABLE notification_preferences (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp', 'push')),
  kind text NOT NULL CHECK (kind IN ('orders', 'test-rides', 'service', 'support', 'offers')),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, channel, kind)
);

-- One web push subscription per device (browser profile): a 404 or 410 from its push service deletes it.
CREATE TABLE push_subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  label text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- A WhatsApp number as the Cloud API's webhooks tell us about it: its last inbound message (the 24-hour service
-- window) and a "STOP" (opted out of WhatsApp until the customer opts in again in the profile).
CREATE TABLE whatsapp_contacts (
  mobile text PRIMARY KEY,
  last_inbound_at timestamptz,
  opted_out_at timestamptz
);

-- Each WhatsApp message we sent, by the Cloud API's message id (wamid), with the latest status its webhook reported.
CREATE TABLE whatsapp_messages (
  wamid text PRIMARY KEY,
  mobile text NOT NULL,
  template text NOT NULL,
  status text NOT NULL CHECK (status IN ('accepted', 'sent', 'delivered', 'read', 'failed')),
  error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- What a notice (an outbox row) already reached, per channel and address, so a retry after one channel failed
-- never sends twice on the channels that succeeded.
CREATE TABLE notification_deliveries (
  outbox_id integer NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
  channel text NOT NULL,
  target text NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (outbox_id, channel, target)
);

-- Opting in to WhatsApp is a consent of its own; a "STOP" sent on WhatsApp withdraws it.
ALTER TABLE consents DROP CONSTRAINT consents_purpose_check;
ALTER TABLE consents ADD CONSTRAINT consents_purpose_check CHECK (purpose IN ('service', 'marketing', 'whatsapp'));
ALTER TABLE consents DROP CONSTRAINT consents_source_check;
ALTER TABLE consents ADD CONSTRAINT consents_source_check CHECK (source IN ('register', 'booking', 'test-ride', 'profile', 'whatsapp'));
