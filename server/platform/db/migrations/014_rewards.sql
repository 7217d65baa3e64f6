-- Rev Club (issue 14): referral codes, the rewards ledger, the voucher catalogue and the spin wheel. The rule book
-- is the published /rev-club-refer-terms page (src/content/pages/rev-club-refer-terms.md); keep the two in step.

-- A customer's referral code: made on first need (server/store/rewards.ts), 8 characters without look-alikes.
ALTER TABLE users ADD COLUMN referral_code text UNIQUE CHECK (referral_code ~ '^[A-HJ-KMNP-Z2-9]{8}$');

-- The code entered at booking and the referrer it belonged to then. One referral per mobile, ever: the partial
-- unique index makes a second one impossible even when two bookings race.
ALTER TABLE bookings ADD COLUMN referral_code text;
ALTER TABLE bookings ADD COLUMN referrer_id integer REFERENCES users (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX bookings_one_referral_per_mobile_uidx ON bookings (mobile) WHERE referral_code IS NOT NULL;
CREATE INDEX bookings_referrer_idx ON bookings (referrer_id, created_at DESC, id DESC) WHERE referrer_id IS NOT NULL;

-- The ledger: one row per reward earned. Points are never a stored balance: what is left of an entry is its
-- points minus its draws (below), and the balance is the sum of what is left of the unlocked entries that have
-- not expired. An entry stays locked until its order is delivered (server/orders/lifecycle.ts moveOrder), and is
-- forfeited when that order is cancelled or the yearly referral limit is reached.
CREATE TABLE reward_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('referral', 'spin')),
  order_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  points integer NOT NULL CHECK (points > 0),
  state text NOT NULL DEFAULT 'locked' CHECK (state IN ('locked', 'unlocked', 'forfeited')),
  text text NOT NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  unlocked_at timestamptz,
  expires_at timestamptz,
  CHECK ((state = 'unlocked') = (unlocked_at IS NOT NULL AND expires_at IS NOT NULL))
);
-- One referral reward per referred order.
CREATE UNIQUE INDEX reward_entries_referral_uidx ON reward_entries (order_id) WHERE kind = 'referral';
CREATE INDEX reward_entries_user_idx ON reward_entries (user_id, created_at DESC, id DESC);

-- The voucher catalogue.
CREATE TABLE reward_items (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  category text NOT NULL CHECK (category IN ('service', 'accessory')),
  points integer NOT NULL CHECK (points > 0),
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);
INSERT INTO reward_items (id, name, description, category, points, sort) VALUES
  ('service-500', '₹500 service credit', 'Off the labour and parts of any service at your hub.', 'service', 500, 1),
  ('service-1000', '₹1,000 service credit', 'Off the labour and parts of any service at your hub.', 'service', 1000, 2),
  ('gloves', 'Revolt riding gloves', 'Mesh summer gloves with knuckle guards, any size, collected at your hub.', 'accessory', 1200, 3),
  ('helmet', 'Revolt full-face helmet', 'ISI-certified full-face helmet, any size, collected at your hub.', 'accessory', 2500, 4);

-- A redemption spends points on one catalogue item and gives a voucher code to show at the hub.
CREATE TABLE reward_redemptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES reward_items (id),
  points integer NOT NULL CHECK (points > 0),
  voucher_code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reward_redemptions_user_idx ON reward_redemptions (user_id, created_at DESC, id DESC);

-- Which entries a redemption took its points from (the ones expiring first), so an entry that expires loses only
-- what was left of it.
CREATE TABLE reward_draws (
  redemption_id integer NOT NULL REFERENCES reward_redemptions (id) ON DELETE CASCADE,
  entry_id integer NOT NULL REFERENCES reward_entries (id) ON DELETE CASCADE,
  points integer NOT NULL CHECK (points > 0),
  PRIMARY KEY (redemption_id, entry_id)
);
CREATE INDEX reward_draws_entry_idx ON reward_draws (entry_id);

-- The wheel's prizes: odds are weights among the prizes in stock (stock NULL = unlimited). Admins edit the stock.
CREATE TABLE spin_prizes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  label text NOT NULL,
  points integer NOT NULL CHECK (points > 0),
  weight integer NOT NULL CHECK (weight > 0),
  stock integer CHECK (stock >= 0),
  sort integer NOT NULL DEFAULT 0
);
INSERT INTO spin_prizes (label, points, weight, stock, sort) VALUES
  ('50 points', 50, 45, NULL, 1),
  ('100 points', 100, 30, NULL, 2),
  ('250 points', 250, 15, 200, 3),
  ('500 points', 500, 8, 50, 4),
  ('1,000 points', 1000, 2, 10, 5);

-- One spin per order, ever.
CREATE TABLE spins (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  prize_id integer NOT NULL REFERENCES spin_prizes (id),
  entry_id integer NOT NULL REFERENCES reward_entries (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX spins_created_idx ON spins (created_at DESC, id DESC);
