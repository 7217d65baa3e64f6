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
