-- Careers: job openings and the applications sent to them (types.ts "Careers").
-- A job is never deleted while it has applications (ON DELETE RESTRICT); closing it sets status and closed_at.
CREATE TABLE jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  department text NOT NULL,
  location text NOT NULL,
  type text NOT NULL,
  experience text NOT NULL,
  summary text NOT NULL,
  description text NOT NULL,
  responsibilities jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(responsibilities) = 'array'),
  requirements jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(requirements) = 'array'),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  posted_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_status_posted_idx ON jobs (status, posted_at DESC, id DESC);

-- The CV itself is kept in cv_data; cv_type is the MIME type detected from its bytes, never the client's.
CREATE TABLE job_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE RESTRICT,
  name text NOT NULL,
  email text NOT NULL,
  mobile text NOT NULL,
  city text NOT NULL,
  experience_years integer NOT NULL CHECK (experience_years BETWEEN 0 AND 50),
  current_company text NOT NULL DEFAULT '',
  linkedin text NOT NULL DEFAULT '',
  cover_note text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'shortlisted', 'interview', 'rejected', 'hired')),
  cv_name text NOT NULL,
  cv_type text NOT NULL,
  cv_size integer NOT NULL CHECK (cv_size > 0),
  cv_data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One application per e-mail address per job (any case).
CREATE UNIQUE INDEX job_applications_job_email_uidx ON job_applications (job_id, lower(email));
CREATE INDEX job_applications_created_idx ON job_applications (created_at DESC, id DESC);
CREATE INDEX job_applications_job_created_idx ON job_applications (job_id, created_at DESC, id DESC);
CREATE INDEX job_applications_status_created_idx ON job_applications (status, created_at DESC, id DESC);
CREATE INDEX job_applications_mobile_idx ON job_applications (mobile);
