-- Periodic jobs run once across instances (several API processes on one PostgreSQL): a job runs only while its
-- instance holds the job's lease, taken for one interval at a time (server/store/job-leases.ts).
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  locked_until timestamptz NOT NULL
);
