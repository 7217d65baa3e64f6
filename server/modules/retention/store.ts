// The retention purge (contract/retention-rules.ts): deletes what has outlived its period. Each statement is one
// DELETE with the cut-off computed from the job's clock, so a run is idempotent and every instance agrees.
import {
  DEALER_APPLICATION_RETENTION_MONTHS,
  ENQUIRY_RETENTION_MONTHS,
  EXPIRED_GRACE_DAYS,
  JOB_APPLICATION_RETENTION_MONTHS,
  SERVICE_VISIT_NOTES_RETENTION_MONTHS,
} from '@contract/retention-rules.js';
import type { Queryable } from '../../platform/db/index.js';

/** Tables whose rows end at expires_at, purged EXPIRED_GRACE_DAYS after it. */
const EXPIRING = ['otps', 'mobile_otps', 'order_lookup_otps', 'sessions', 'order_lookup_sessions', 'rate_limits', 'app_link_nonces'] as const;

/** Enquiry tables with the record_events subject of their rows. */
const ENQUIRIES = [
  { table: 'test_rides', subject: 'test_ride' },
  { table: 'notify_requests', subject: 'notify_request' },
  { table: 'contact_messages', subject: 'contact_message' },
] as const;

export type Purged = Record<(typeof EXPIRING)[number] | (typeof ENQUIRIES)[number]['table'] | 'dealer_applications' | 'job_applications' | 'service_visit_notes', number>;

/** Deletes the rows past their period at `now`; answers how many went from each table. */
export async function purgeExpired(db: Queryable, now: Date): Promise<Purged> {
  const purged = {} as Purged;
  const expiredBefore = new Date(now.getTime() - EXPIRED_GRACE_DAYS * 86_400_000);
  for (const table of EXPIRING) {
    const { rows } = await db.query<{ n: number }>(
      `WITH gone AS (DELETE FROM ${table} WHERE expires_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [expiredBefore],
    );
    purged[table] = rows[0]?.n ?? 0;
  }
  // An enquiry whose mobile has an order stays: it is part of that order's history.
  for (const { table, subject } of ENQUIRIES) {
    const { rows } = await db.query<{ n: number }>(
      `WITH gone AS (
         DELETE FROM ${table} e
          WHERE e.updated_at < $1::timestamptz - make_interval(months => $2)
            AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.mobile = e.mobile)
          RETURNING e.id
       ), events AS (
         DELETE FROM record_events r USING gone WHERE r.subject = $3 AND r.subject_id = gone.id
       )
       SELECT count(*)::int AS n FROM gone`,
      [now, ENQUIRY_RETENTION_MONTHS, subject],
    );
    purged[table] = rows[0]?.n ?? 0;
  }
  // Applications: a dealership application once decided and left (an onboarded dealer's stays with the dealership),
  // a job application and its CV a year after it came (a hire's stays with the employee's records).
  const dealers = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM dealer_applications a
        WHERE a.status <> 'onboarded' AND a.updated_at < $1::timestamptz - make_interval(months => $2)
        RETURNING a.id
     ), events AS (
       DELETE FROM record_events r USING gone WHERE r.subject = 'dealer_application' AND r.subject_id = gone.id
     )
     SELECT count(*)::int AS n FROM gone`,
    [now, DEALER_APPLICATION_RETENTION_MONTHS],
  );
  purged.dealer_applications = dealers.rows[0]?.n ?? 0;
  const jobs = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM job_applications WHERE status <> 'hired' AND created_at < $1::timestamptz - make_interval(months => $2) RETURNING 1
     )
     SELECT count(*)::int AS n FROM gone`,
    [now, JOB_APPLICATION_RETENTION_MONTHS],
  );
  purged.job_applications = jobs.rows[0]?.n ?? 0;
  // A finished service visit keeps its facts and the hub's work notes with its order (the bike's warranty history)
  // but loses the notes written to or by the owner: theirs and the timeline's. Counted per visit cleared.
  const visits = await db.query<{ n: number }>(
    `WITH cleared AS (
       UPDATE service_visits v SET note = NULL
        WHERE v.state IN ('completed', 'cancelled') AND v.updated_at < $1::timestamptz - make_interval(months => $2)
          AND (v.note IS NOT NULL
               OR EXISTS (SELECT 1 FROM service_visit_events e WHERE e.visit_id = v.id AND e.note IS NOT NULL))
        RETURNING v.id
     ), events AS (
       UPDATE service_visit_events e SET note = NULL FROM cleared WHERE e.visit_id = cleared.id AND e.note IS NOT NULL
     )
     SELECT count(*)::int AS n FROM cleared`,
    [now, SERVICE_VISIT_NOTES_RETENTION_MONTHS],
  );
  purged.service_visit_notes = visits.rows[0]?.n ?? 0;
  return purged;
}
