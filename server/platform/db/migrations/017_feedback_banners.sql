-- Feedback and NPS after a test ride or a delivery, and the home page's banners (issue 15).

-- One feedback request per test ride or order: the SMS link points at this row (signed with FEEDBACK_LINK_SECRET,
-- server/feedback/links.ts). hub_id is the record's hub (its dealer_id), kept so the dashboards filter by hub
-- without joining both subjects.
CREATE TABLE feedback_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subject text NOT NULL CHECK (subject IN ('test_ride', 'order')),
  subject_id integer NOT NULL,
  hub_id integer NOT NULL REFERENCES service_centres (id),
  mobile text NOT NULL,
  customer_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  UNIQUE (subject, subject_id)
);

-- The answer: one per request (the UNIQUE makes a reused link, or two tabs, fail the second time).
CREATE TABLE feedback (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id integer NOT NULL UNIQUE REFERENCES feedback_requests (id) ON DELETE CASCADE,
  subject text NOT NULL,
  hub_id integer NOT NULL REFERENCES service_centres (id),
  nps smallint NOT NULL CHECK (nps BETWEEN 0 AND 10),
  hub_rating smallint NOT NULL CHECK (hub_rating BETWEEN 1 AND 5),
  bike_rating smallint NOT NULL CHECK (bike_rating BETWEEN 1 AND 5),
  process_rating smallint NOT NULL CHECK (process_rating BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX feedback_created_idx ON feedback (created_at DESC, id DESC);
CREATE INDEX feedback_hub_idx ON feedback (hub_id, created_at DESC);

-- Home page banners: shown while active and inside their schedule, in position order. The image is re-encoded
-- to WebP at fixed widths (banner_images), so nothing of the upload itself is ever served.
CREATE TABLE banners (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  headline text NOT NULL,
  alt text NOT NULL,
  link text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX banners_live_idx ON banners (position, id) WHERE active;

CREATE TABLE banner_images (
  banner_id integer NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
  width integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (banner_id, width)
);
