-- The upgrade programme (issue 13): an owner trades in a delivered Revolt bike, named by its chassis number, against
-- a current model. The upgrade is the one order entity (bookings) with kind 'upgrade' and the bike traded in on it.

-- Earlier sales made before the order lifecycle existed (the dealers' register): a bike delivered on sold_on to the
-- owner's mobile. Only demo data fills it here; an import from the dealer system would write the same rows.
CREATE TABLE bike_register (
  chassis text PRIMARY KEY CHECK (chassis ~ '^[A-HJ-NPR-Z0-9]{17}$'),
  -- A trade-in model id of contract/upgrade-rules.ts TRADE_IN_MODELS.
  model text NOT NULL CHECK (model IN ('rv300', 'rv400', 'rv400-brz', 'rv1', 'rv1-plus', 'rv-blazex')),
  sold_on date NOT NULL,
  mobile text NOT NULL,
  name text NOT NULL,
  hub_id integer REFERENCES service_centres (id) ON DELETE SET NULL
);
CREATE INDEX bike_register_mobile_idx ON bike_register (mobile);

-- The bike traded in, its estimate when the upgrade was booked and the hub's inspection. Set together on an upgrade
-- and never on another kind.
ALTER TABLE bookings ADD COLUMN trade_in_chassis text CHECK (trade_in_chassis ~ '^[A-HJ-NPR-Z0-9]{17}$');
ALTER TABLE bookings ADD COLUMN trade_in_model text;
ALTER TABLE bookings ADD COLUMN trade_in_sold_on date;
ALTER TABLE bookings ADD COLUMN valuation integer CHECK (valuation >= 0);
ALTER TABLE bookings ADD COLUMN final_valuation integer CHECK (final_valuation BETWEEN 0 AND 300000);
ALTER TABLE bookings ADD COLUMN inspection_note text;
ALTER TABLE bookings ADD COLUMN inspected_at timestamptz;
ALTER TABLE bookings ADD CONSTRAINT bookings_upgrade_fields_check CHECK (
  (kind = 'upgrade') = (trade_in_chassis IS NOT NULL AND trade_in_model IS NOT NULL AND trade_in_sold_on IS NOT NULL AND valuation IS NOT NULL)
  AND (final_valuation IS NULL OR kind = 'upgrade')
  AND ((final_valuation IS NULL) = (inspected_at IS NULL))
);

-- One bike, one upgrade at a time: a cancelled or refunded upgrade frees the chassis; a delivered one keeps it (the
-- old bike was handed in). The eligibility check reads this index too.
CREATE UNIQUE INDEX bookings_trade_in_open_uidx ON bookings (trade_in_chassis)
  WHERE trade_in_chassis IS NOT NULL AND state NOT IN ('cancelled', 'refund_initiated', 'refunded');

-- The upgrade lists: a dealer's hubs by kind, newest first (the admin's list by kind has bookings_kind_created_idx),
-- and the customer's own upgrades.
CREATE INDEX bookings_dealer_kind_created_idx ON bookings (dealer_id, kind, created_at DESC, id DESC);
CREATE INDEX bookings_customer_kind_created_idx ON bookings (customer_id, kind, created_at DESC, id DESC);
