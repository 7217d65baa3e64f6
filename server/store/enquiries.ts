// Enquiries from the public site: test rides, notify me, contact us (migration 004).
import type { Queryable } from '../db/index.js';
import type { PersonAndPlace } from '@contract/common.js';
import type { ContactRequest, NotifyRequest, TestRideRequest, TestRideSlot } from '@contract/enquiries.js';

/** Where a record came from; the only source so far is the website. */
const SOURCE = 'web';

export type NewTestRide = PersonAndPlace & Pick<TestRideRequest, 'model'> & {
  preferredDate: TestRideRequest['preferred_date'];
  timeSlot: TestRideSlot;
  dealerId: TestRideRequest['dealer_id'];
  comments: string | null;
  customerId: number | null;
};

/** The new booking's id, or null when this mobile already holds the slot (same day, slot and hub, not cancelled). */
export async function insertTestRide(db: Queryable, ride: NewTestRide, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO test_rides (name, mobile, email, state_id, city_id, area_id, pincode, model_id, preferred_date, time_slot,
                             dealer_id, comments, customer_id, source, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $11, $12, $13, $14, $15, $15)
     ON CONFLICT (mobile, preferred_date, time_slot, dealer_id) WHERE status <> 'cancelled' DO NOTHING
     RETURNING id`,
    [
      ride.name, ride.mobile, ride.email, ride.state, ride.city, ride.area, ride.pincode, ride.model, ride.preferredDate,
      ride.timeSlot, ride.dealerId, ride.comments, ride.customerId, SOURCE, now,
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
