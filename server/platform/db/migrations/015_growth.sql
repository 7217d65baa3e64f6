-- Growth (issue 14): dealership applications, campaign booking leads for the CRM, partner (corporate) offers
-- with work-e-mail verification, and the vendors' single-use booking links.

-- /become-dealer. The reference is 'DA-' + id zero-padded to 6 (not stored). budget is one of the SPEC §3
-- options, kept as its text; status moves new → contacted → shortlisted → onboarded (or rejected), and every
-- change and note is a record_events row (subject 'dealer_application').
CREATE TABLE dealer_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  mobile text NOT NULL,
  email text NOT NULL,
  state_id text NOT NULL REFERENCES states (id),
  city_id text NOT NULL REFERENCES cities (id),
  current_business text NOT NULL,
  showroom_sqft integer NOT NULL CHECK (showroom_sqft > 0),
  budget text NOT NULL CHECK (budget IN ('Min 24 Lacs', '25-30 Lacs', '30–40 Lacs')),
  message text,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'shortlisted', 'rejected', 'onboarded')),
  customer_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dealer_applications_created_idx ON dealer_applications (created_at DESC, id DESC);
CREATE INDEX dealer_applications_status_idx ON dealer_applications (status, created_at DESC);

-- Campaign booking leads (SPEC §3 lead record, sent by /NewPlaceOrderScreen to POST /common/lsq_booking_lead).
-- The record is kept as sent (payload) with the columns the back office and the update need; crm_status is
-- what the lead last told the CRM: 'booked', then 'paid' or 'cancelled' (lsq_booking_lead_update, read from the
-- order itself, never from the caller). Delivery to the CRM goes through the outbox when a CRM is configured.
CREATE TABLE booking_leads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id integer REFERENCES bookings (id) ON DELETE SET NULL,
  mobile text NOT NULL,
  email text NOT NULL,
  referral_code text,
  source text NOT NULL,
  payload jsonb NOT NULL,
  crm_status text NOT NULL DEFAULT 'booked' CHECK (crm_status IN ('booked', 'paid', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_leads_booking_idx ON booking_leads (booking_id);
CREATE INDEX booking_leads_created_idx ON booking_leads (created_at DESC, id DESC);

-- Partner (corporate) offers: /book/{slug} for a partner company's employees, who prove employment by a code sent
-- to their work e-mail (a domain of the partner). The benefit and discount are configured here per partner; the
-- server records them on the order only with a verified work e-mail (partner_verifications' single-use token).
CREATE TABLE partners (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]{2,60}$'),
  name text NOT NULL,
  email_domain text NOT NULL CHECK (email_domain ~ '^[a-z0-9.-]+\.[a-z]{2,}$'),
  benefit text NOT NULL,
  discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0),
  active boolean NOT NULL DEFAULT true
);
INSERT INTO partners (slug, name, email_domain, benefit, discount)
VALUES ('persistent-systems', 'Persistent Systems', 'persistent.com', '₹2,000 off the bike price, deducted at the hub when you pay the balance', 2000);

CREATE TABLE partner_verifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  email text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  token_hash text UNIQUE,
  token_expires_at timestamptz,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX partner_verifications_email_idx ON partner_verifications (partner_id, email, created_at DESC);

ALTER TABLE bookings ADD COLUMN partner_id integer REFERENCES partners (id);
ALTER TABLE bookings ADD COLUMN partner_email text;
ALTER TABLE bookings ADD COLUMN partner_benefit text;
ALTER TABLE bookings ADD COLUMN partner_discount integer CHECK (partner_discount >= 0);

-- The nonces of used vendor links (/vendor-booking-action): a link is single use. Kept until the link would have
-- expired anyway.
CREATE TABLE vendor_link_uses (
  nonce text PRIMARY KEY,
  order_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  vendor text NOT NULL,
  decision text NOT NULL CHECK (decision IN ('approve', 'reject')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz NOT NULL
);
