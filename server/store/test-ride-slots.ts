// Places in a hub's test-ride slots (migration 029): the hub's capacity per slot, less the rides requested or
// confirmed there. A booking or a move counts and writes under a lock of that hub's day, so two visitors can never
// both take its last place.
import { TEST_RIDE_SLOTS } from '@contract/enquiry-rules.js';
import type { TestRideSlot } from '@contract/enquiries.js';
import type { Queryable } from '../db/index.js';

export type SlotPlaces = { date: string; slot: TestRideSlot; left: number };

/** Serialises bookings of one hub's day (transaction-scoped). */
export async function lockHubDay(tx: Queryable, hubId: number, date: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [hubId, Number(date.replaceAll('-', ''))]);
}

/** Every slot of the hub's days from `from` to `to` (YYYY-MM-DD, both included) with its places left; [] for an unknown hub. */
export async function slotPlaces(db: Queryable, hubId: number, from: string, to: string, exceptRide: number | null = null): Promise<SlotPlaces[]> {
  const { rows } = await db.query<{ capacity: number; date: string | null; slot: TestRideSlot | null; taken: number }>(
    `SELECT s.test_ride_capacity AS capacity, to_char(t.preferred_date, 'YYYY-MM-DD') AS date, t.time_slot AS slot, count(t.id)::int AS taken
       FROM service_centres s
       LEFT JOIN test_rides t ON t.dealer_id = s.id AND t.status IN ('requested', 'confirmed')
                             AND t.preferred_date BETWEEN $2::date AND $3::date AND t.id IS DISTINCT FROM $4
      WHERE s.id = $1
      GROUP BY s.test_ride_capacity, t.preferred_date, t.time_slot`,
    [hubId, from, to, exceptRide],
  );
  const first = rows[0];
  if (!first) return [];
  const taken = new Map(rows.filter((r) => r.date && r.slot).map((r) => [`${r.date} ${r.slot}`, r.taken]));
  const places: SlotPlaces[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day = new Date(day.getTime() + 86_400_000)) {
    const date = day.toISOString().slice(0, 10);
    for (const slot of TEST_RIDE_SLOTS) places.push({ date, slot, left: Math.max(0, first.capacity - (taken.get(`${date} ${slot}`) ?? 0)) });
  }
  return places;
}

/** Sets how many rides a hub takes per slot. */
export async function setTestRideCapacity(db: Queryable, hubId: number, capacity: number): Promise<boolean> {
  const { rows } = await db.query('UPDATE service_centres SET test_ride_capacity = $2 WHERE id = $1 RETURNING id', [hubId, capacity]);
  return rows.length > 0;
}
