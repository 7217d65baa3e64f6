// Leases of periodic jobs (migration 026): an instance runs a job only when it takes the job's lease, so a sweep
// that every instance schedules runs once per interval across all of them. A lease lapses by itself, so an
// instance that dies mid-run holds nobody up for longer than one interval.
import { randomBytes } from 'node:crypto';
import type { Queryable } from './index.js';

/** This process's name as a lease holder. */
export const INSTANCE_ID = `${process.pid}-${randomBytes(6).toString('hex')}`;

/** Takes (or renews) the job's lease for `seconds` from `now`; false while another holder's lease runs. */
export async function takeLease(db: Queryable, job: string, holder: string, now: Date, seconds: number): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO job_leases (name, holder, locked_until) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, locked_until = EXCLUDED.locked_until
     WHERE job_leases.locked_until <= $4 OR job_leases.holder = EXCLUDED.holder
     RETURNING name`,
    [job, holder, new Date(now.getTime() + seconds * 1000), now],
  );
  return rows.length > 0;
}
