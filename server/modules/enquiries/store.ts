// The enquiry module's store (SQL only: no rules, no notices): the public site's test rides, notify-me and contact
// requests (migration 004), the signed-in customer's own enquiries, and the test-ride reminders' marks. The back
// office's lists are in list-store.ts, test-ride-store.ts and request-store.ts.
import type { Queryable } from '../../platform/db/index.js';
import type { PersonAndPlace } from '@contract/common.js';
import type { Language } from '@contract/languages.js';
import type { ContactRequest, NotifyRequest, TestRideRequest, TestRideSlot, TestRideStatus } from '@contract/enquiries.js';

/** Where a record came from; the only source so far is the website. */
const SOURCE = 'web';

export type NewTestRide = PersonAndPlace & Pick<TestRideRequest, 'model'> & {
  preferredDate: TestRideRequest['preferred_date'];
  timeSlot: TestRideSlot;
  dealerId: TestRideRequest['dealer_id'];
  comments: string | null;
  customerId: number | null;
  /** The language of the site it was asked on (a guest's reminder uses it), when the request named one. */
  language: Language | null;
};

/** The new booking's id, or null when this mobile already holds the slot (same day, slot and hub, not cancelled). */
export async function insertTestRide(db: Queryable, ride: NewTestRide, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO test_rides (name, mobile, email, state_id, city_id, area_id, pincode, model_id, preferred_date, time_slot,
                             dealer_id, comments, customer_id, source, language, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $11, $12, $13, $14, $15, $16, $16)
     ON CONFLICT (mobile, preferred_date, time_slot, dealer_id) WHERE status <> 'cancelled' DO NOTHING
     RETURNING id`,
    [
      ride.name, ride.mobile, ride.email, ride.state, ride.city, ride.area, ride.pincode, ride.model, ride.preferredDate,
      ride.timeSlot, ride.dealerId, ride.comments, ride.customerId, SOURCE, ride.language, now,
    ],
  );
  return rows[0]?.id ?? null;
}

export type NewNotifyRequest = NotifyRequest & { customerId: number | null };

/**
 * Adds the request unless this mobile already asked for the model in the city; either way gives the
 * request's id and whether it is new. Two statements, so call it inside a transaction.
 */
export async function upsertNotifyRequest(
  tx: Queryable,
  request: NewNotifyRequest,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO notify_requests (name, mobile, email, state_id, city_id, model_id, customer_id, source, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (mobile, model_id, city_id) DO NOTHING
     RETURNING id`,
    [request.name, request.mobile, request.email, request.state, request.city, request.model, request.customerId, SOURCE, now],
  );
  const id = inserted.rows[0]?.id;
  if (id !== undefined) return { id, created: true };
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM notify_requests WHERE mobile = $1 AND model_id = $2 AND city_id = $3',
    [request.mobile, request.model, request.city],
  );
  const existing = rows[0]?.id;
  if (existing === undefined) throw new Error('notify request neither inserted nor found');
  return { id: existing, created: false };
}

export type NewContactMessage = Omit<ContactRequest, 'state' | 'city'> & {
  state: string | null;
  city: string | null;
  customerId: number | null;
};

export async function insertContactMessage(db: Queryable, contact: NewContactMessage, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO contact_messages (name, mobile, email, topic, message, state_id, city_id, customer_id, source, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     RETURNING id`,
    [contact.name, contact.mobile, contact.email, contact.topic, contact.message, contact.state, contact.city, contact.customerId, SOURCE, now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('contact message not inserted');
  return id;
}

// ---- The signed-in customer's own enquiries. A record is the customer's when it was made signed in, or
// made before signing up with the account's mobile (the mobile is unique per account).
const MINE = '(e.customer_id = $1 OR e.mobile = (SELECT u.mobile FROM users u WHERE u.id = $1))';

export type MyTestRideRow = {
  id: number;
  model: string;
  model_name: string;
  date: string;
  slot: TestRideSlot;
  status: TestRideStatus;
  created_at: Date;
  hub_id: number;
  hub_name: string;
  hub_address: string;
  hub_phone: string;
  hub_lat: number;
  hub_lng: number;
};

const TEST_RIDE_SELECT = `
  SELECT e.id, e.model_id AS model, p.name AS model_name, to_char(e.preferred_date, 'YYYY-MM-DD') AS date, e.time_slot AS slot,
         e.status, e.created_at, s.id AS hub_id, s.name AS hub_name, s.address AS hub_address, s.phone AS hub_phone,
         s.lat AS hub_lat, s.lng AS hub_lng
  FROM test_rides e
  JOIN products p ON p.id = e.model_id
  JOIN service_centres s ON s.id = e.dealer_id`;

/** Newest ride first (by its date, then slot). */
export async function listMyTestRides(db: Queryable, userId: number): Promise<MyTestRideRow[]> {
  const { rows } = await db.query<MyTestRideRow>(
    `${TEST_RIDE_SELECT} WHERE ${MINE} ORDER BY e.preferred_date DESC, e.time_slot DESC, e.id DESC`,
    [userId],
  );
  return rows;
}

/** The customer's ride, or null when it is missing or someone else's (the caller answers 404 either way). */
export async function findMyTestRide(db: Queryable, userId: number, id: number): Promise<MyTestRideRow | null> {
  const { rows } = await db.query<MyTestRideRow>(`${TEST_RIDE_SELECT} WHERE e.id = $2 AND ${MINE}`, [userId, id]);
  return rows[0] ?? null;
}

/** Moves a ride to another day and slot (a unique violation means the mobile already holds that slot). */
export async function rescheduleTestRide(db: Queryable, id: number, date: string, slot: TestRideSlot, now: Date): Promise<void> {
  await db.query(
    `UPDATE test_rides SET preferred_date = $2::date, time_slot = $3, status = 'requested', updated_at = $4 WHERE id = $1`,
    [id, date, slot, now],
  );
}

export async function cancelTestRide(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query(`UPDATE test_rides SET status = 'cancelled', updated_at = $2 WHERE id = $1`, [id, now]);
}

export type MyNotifyRow = { id: number; model: string; model_name: string; city: string; city_name: string; created_at: Date };

export async function listMyNotifyRequests(db: Queryable, userId: number): Promise<MyNotifyRow[]> {
  const { rows } = await db.query<MyNotifyRow>(
    `SELECT e.id, e.model_id AS model, p.name AS model_name, e.city_id AS city, c.name AS city_name, e.created_at
     FROM notify_requests e JOIN products p ON p.id = e.model_id JOIN cities c ON c.id = e.city_id
     WHERE ${MINE} ORDER BY e.created_at DESC, e.id DESC`,
    [userId],
  );
  return rows;
}

/** Whether a request of this customer was removed (false: missing or someone else's). */
export async function deleteMyNotifyRequest(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(`DELETE FROM notify_requests e WHERE e.id = $2 AND ${MINE} RETURNING e.id`, [userId, id]);
  return rows.length > 0;
}

export type MyContactRow = { id: number; topic: string; message: string; status: 'open' | 'closed'; created_at: Date; updated_at: Date };

export async function listMyContactMessages(db: Queryable, userId: number): Promise<MyContactRow[]> {
  const { rows } = await db.query<MyContactRow>(
    `SELECT e.id, e.topic, e.message, e.status, e.created_at, e.updated_at
     FROM contact_messages e WHERE ${MINE} ORDER BY e.created_at DESC, e.id DESC`,
    [userId],
  );
  return rows;
}

// ---- The test-ride reminders (jobs.ts).
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

export type ReminderRide = {
  id: number; mobile: string; status: string; date: string; slot: string; model_name: string; hub_name: string; hub_phone: string; language: Language | null;
};

/** What a ride's reminder says, or null when the ride is gone. */
export async function reminderRide(db: Queryable, id: number): Promise<ReminderRide | null> {
  const { rows } = await db.query<ReminderRide>(
    `SELECT e.id, e.mobile, e.status, to_char(e.preferred_date, 'YYYY-MM-DD') AS date, e.time_slot AS slot,
            p.name AS model_name, s.name AS hub_name, s.phone AS hub_phone, e.language
     FROM test_rides e JOIN products p ON p.id = e.model_id JOIN service_centres s ON s.id = e.dealer_id
     WHERE e.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
