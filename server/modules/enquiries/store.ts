// The enquiry module's store (SQL only, no side effects): so far the test-ride reminders; the rest of the enquiry
// SQL is in server/store/enquiries.ts and its back-office lists until it moves here.
import type { Queryable } from '../../db/index.js';

/**
 * Marks the rides of `day` still to be reminded (requested or confirmed, not yet reminded) as reminded at `now` and
 * gives their ids; rows another instance is marking are skipped, not waited for.
 */
export async function markRemindersDue(tx: Queryable, day: string, now: Date, limit = 500): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `WITH due AS (
       SELECT id FROM test_rides
       WHERE preferred_date = $1::date AND reminder_queued_at IS NULL AND status IN ('requested', 'confirmed')
       ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED
     )
     UPDATE test_rides t SET reminder_queued_at = $2 FROM due WHERE t.id = due.id RETURNING t.id`,
    [day, now, limit],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export type ReminderRide = { id: number; mobile: string; status: string; date: string; slot: string; model_name: string; hub_name: string; hub_phone: string };

/** What a ride's reminder says, or null when the ride is gone. */
export async function reminderRide(db: Queryable, id: number): Promise<ReminderRide | null> {
  const { rows } = await db.query<ReminderRide>(
    `SELECT e.id, e.mobile, e.status, to_char(e.preferred_date, 'YYYY-MM-DD') AS date, e.time_slot AS slot,
            p.name AS model_name, s.name AS hub_name, s.phone AS hub_phone
     FROM test_rides e JOIN products p ON p.id = e.model_id JOIN service_centres s ON s.id = e.dealer_id
     WHERE e.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
