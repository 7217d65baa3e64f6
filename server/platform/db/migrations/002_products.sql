-- The bike catalogue (SPEC §3, §7). id is the model slug ('rv400'); price = ex_price + charger.
-- Products are never deleted: DELETE /api/products/:id sets active = false.
CREATE TABLE products (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL,
  category text NOT NULL,
  description text NOT NULL,
  ex_price integer NOT NULL CHECK (ex_price >= 0),
  charger integer NOT NULL DEFAULT 0 CHECK (charger >= 0),
  colours jsonb NOT NULL DEFAULT '[]',
  specs jsonb NOT NULL DEFAULT '{}',
  rating numeric(2, 1) NOT NULL DEFAULT 0,
  num_reviews integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One review per user per product; rating and num_reviews of products are recomputed in the same transaction.
CREATE TABLE reviews (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id text NOT NULL REFERENCES products (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, user_id)
);
CREATE INDEX reviews_user_idx ON reviews (user_id);
