-- Reviews of a model by its verified owners (the legacy `reviews` of 002 stay for POST /api/products/:id/reviews) (contract/review-rules.ts): one per delivered order, written by its customer and
-- edited by them; every review waits for an admin (pending) before it is published, and an edit sends it back. The
-- checks before publishing (profanity, personal data) leave their findings in flags for the admin to read. An admin
-- may hide one with a reason and answer it publicly. owner_review_votes holds one "helpful" per signed-in user and review.
CREATE TABLE owner_reviews (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  model_id text NOT NULL REFERENCES products (id),
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL,
  body text NOT NULL,
  -- The name shown (first name and the initial of the last), fixed when it is written.
  author_name text NOT NULL,
  delivered_on date NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'published', 'hidden')),
  flags text[] NOT NULL DEFAULT '{}',
  hidden_reason text,
  reply text,
  replied_at timestamptz,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX owner_reviews_model_published_idx ON owner_reviews (model_id, published_at DESC, id DESC) WHERE state = 'published';
CREATE INDEX owner_reviews_state_idx ON owner_reviews (state, updated_at DESC, id DESC);
CREATE INDEX owner_reviews_customer_idx ON owner_reviews (customer_id);

CREATE TABLE owner_review_votes (
  review_id integer NOT NULL REFERENCES owner_reviews (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);
CREATE INDEX owner_review_votes_user_idx ON owner_review_votes (user_id);
