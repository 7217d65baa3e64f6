-- Booking coupons (issue 27): what each gives, when and where it applies and how often; each use is one order's row,
-- written in the order's transaction while the coupon's row is locked, so the last allowed use goes to one customer.
-- The order keeps the code, the rupees off and the benefit's text as they were when it was made.
CREATE TABLE coupons (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{4,20}$'),
  kind text NOT NULL CHECK (kind IN ('booking_amount', 'price', 'accessory')),
  value integer NOT NULL CHECK (value >= 0),
  accessory text,
  valid_from date NOT NULL,
  valid_until date NOT NULL CHECK (valid_until >= valid_from),
  models text[] NOT NULL DEFAULT '{}',
  states text[] NOT NULL DEFAULT '{}',
  hubs integer[] NOT NULL DEFAULT '{}',
  max_uses integer CHECK (max_uses > 0),
  max_uses_per_mobile integer CHECK (max_uses_per_mobile > 0),
  combines_with_referral boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE coupon_uses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coupon_id integer NOT NULL REFERENCES coupons (id),
  order_id integer NOT NULL UNIQUE REFERENCES bookings (id),
  mobile text NOT NULL,
  value integer NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX coupon_uses_coupon_mobile ON coupon_uses (coupon_id, mobile);

ALTER TABLE bookings ADD COLUMN coupon_code text, ADD COLUMN coupon_value integer, ADD COLUMN coupon_text text;
