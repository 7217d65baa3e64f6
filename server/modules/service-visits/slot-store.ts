// Places in a hub's slots (migrations 029 and 030): for test rides and for service visits, the hub's capacity per
// slot of that kind, less the records of that kind that hold a place there. A booking or a move counts and writes
// under a lock of that hub's day, so two visitors can never both take its last place.
import { TEST_RIDE_SLOTS } from '@contract/enquiry-rules.js';
import type { TestRideSlot } from '@contract/enquiries.js';
import type { Queryable } from '../../platform/db/index.js';

export type SlotPlaces = { date: string; slot: TestRideSlot; left: number };
export type SlotKind = 'test-ride' | 'service';

// Only constants reach the SQL: the kind picks one of these, never a request's input.
const KINDS: Record<SlotKind, { capacity: string; taken: string }> = {
  'test-ride': {
    capacity: 'test_ride_capacity',
    taken: `SELECT id, dealer_id AS hub_id, preferred_date AS day, time_slot AS slot FROM test_rides WHERE status IN ('requested', 'confirmed')`,
  },
  service: {
    capacity: 'service_capacity',
    taken: `SELECT id, hub_id, visit_date AS day, slot FROM service_visits WHERE state IN ('requested', 'confirmed')`,
  },
};

/** Serialises bookings of one hub's day (transaction-scoped); test rides and service visits of a hub share it. */
export async function lockHubDay(tx: Queryable, hubId: number, date: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [hubId, Number(date.replaceAll('-', ''))]);
}

/**
 * Every slot of the hub's days from `from` to `to` (YYYY-MM-DD, both included) with its places left for `kind`;
 * [] for an unknown hub. `except` is a record being moved: its own place does not count.
 */
export async function hubSlotPlaces(db: Queryable, kind: SlotKind, hubId: number, from: string, to: string, except: number | null = null): Promise<SlotPlaces[]> {
  const { capacity, taken: takenSql } = KINDS[kind];
  const { rows } = await db.query<{ capacity: number; date: string | null; slot: TestRideSlot | null; taken: number }>(
    `SELECT s.${capacity} AS capacity, to_char(t.day, 'YYYY-MM-DD') AS date, t.slot, count(t.id)::int AS taken
       FROM service_centres s
       LEFT JOIN (${takenSql}) t ON t.hub_id = s.id AND t.day BETWEEN $2::date AND $3::date AND t.id IS DISTINCT FROM $4
      WHERE s.id = $1
      GROUP BY s.${capacity}, t.day, t.slot`,
    [hubId, from, to, except],
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

/**
 * Whether the slot has a place (the caller holds the hub-day lock), and if not, up to `offered` next slots that
 * have one, from that slot on up to `lastDay`.
 */
export async function slotOrNextFree(
  db: Queryable,
  kind: SlotKind,
  hubId: number,
  at: { date: string; slot: string },
  lastDay: string,
  except: number | null = null,
  offered = 3,
): Promise<{ free: true } | { free: false; next: SlotPlaces[] }> {
  const day = await hubSlotPlaces(db, kind, hubId, at.date, at.date, except);
  if ((day.find((p) => p.slot === at.slot)?.left ?? 0) > 0) return { free: true };
  const ahead = await hubSlotPlaces(db, kind, hubId, at.date, lastDay, except);
  return { free: false, next: ahead.filter((p) => p.left > 0 && (p.date > at.date || p.slot > at.slot)).slice(0, offered) };
}

/** Sets how many records of `kind` a hub takes per slot; false for an unknown hub. */
export async function setHubCapacity(db: Queryable, kind: SlotKind, hubId: number, capacity: number): Promise<boolean> {
  const { rows } = await db.query(`UPDATE service_centres SET ${KINDS[kind].capacity} = $2 WHERE id = $1 RETURNING id`, [hubId, capacity]);
  return rows.length > 0;
}
