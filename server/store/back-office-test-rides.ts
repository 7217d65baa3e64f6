// Back-office test rides, scoped to the caller's hubs: the list and its export, one ride with its timeline, and the
// moves (confirm, reschedule, done, no-show, cancel, assign, note). Shared list pieces: enquiry-lists.ts.
import type { TestRideAction, TestRideFilters } from '@contract/back-office-enquiries.js';
import type { CsvColumn } from '../back-office/csv-export.js';
import { scopeCondition, type HubScope } from '../back-office/hub-scope.js';
import type { RecordActor } from '../back-office/record-events.js';
import type { Db, Queryable } from '../db/index.js';
import { ENQUIRY_PREFIXES, slotStart, testRideDateWindow } from '@contract/enquiry-rules.js';
import type { TestRideSlot, TestRideStatus } from '@contract/enquiries.js';
import { isUniqueViolation } from '../errors.js';
import { sendFeedbackLink } from '../modules/feedback/links.js';
import {
  Conditions,
  type Filter,
  addSearch,
  addCreated,
  exportSelect,
  PLACE_SELECT,
  named,
  iso,
  type EnquiryRow,
  type PlaceRow,
  listPage,
  exportQuery,
  withEvents,
  type ActionOutcome,
  actInTransaction,
  enquiryHead,
  enquiryPlace,
  enquiryTail,
  CSV_HEAD,
  CSV_PLACE,
  CSV_TAIL,
} from './enquiry-lists.js';

export function testRideFilter(f: TestRideFilters, scope: HubScope): Filter {
  const c = new Conditions();
  c.raw(scopeCondition(scope, 'e.dealer_id', c.params));
  addSearch(c, f.q, ENQUIRY_PREFIXES.ride);
  c.add(f.status, (p) => `e.status = ${p}`);
  c.add(f.model, (p) => `e.model_id = ${p}`);
  c.add(f.state, (p) => `e.state_id = ${p}`);
  c.add(f.city, (p) => `e.city_id = ${p}`);
  c.add(f.hub, (p) => `e.dealer_id = ${p}::int`);
  c.add(f.source, (p) => `e.source = ${p}`);
  c.add(f.dateFrom, (p) => `e.preferred_date >= ${p}::date`);
  c.add(f.dateTo, (p) => `e.preferred_date <= ${p}::date`);
  addCreated(c, f.createdFrom, f.createdTo);
  return { where: c.where, params: c.params };
}

const TEST_RIDE_FROM = `
  FROM test_rides e
  JOIN products p ON p.id = e.model_id
  JOIN states st ON st.id = e.state_id
  JOIN cities ci ON ci.id = e.city_id
  JOIN service_centres s ON s.id = e.dealer_id`;

const TEST_RIDE_COLUMNS = `e.id, e.name, e.mobile, e.email, e.model_id, p.name AS model_name, e.state_id, st.name AS state_name,
  e.city_id, ci.name AS city_name, e.dealer_id AS hub_id, s.name AS hub_name, to_char(e.preferred_date, 'YYYY-MM-DD') AS date,
  e.time_slot AS slot, e.status, e.source, e.assignee_name, e.created_at`;

const TEST_RIDE_SORT = { created: 'e.created_at', date: 'e.preferred_date', name: 'lower(e.name)', status: 'e.status' } as const;
const TEST_RIDE_LIST = { from: TEST_RIDE_FROM, columns: TEST_RIDE_COLUMNS, sort: TEST_RIDE_SORT };

type TestRideRow = EnquiryRow<TestRideStatus> &
  PlaceRow & {
    hub_id: number;
    hub_name: string;
    date: string;
    slot: TestRideSlot;
    assignee_name: string | null;
  };

function testRideItem(row: TestRideRow) {
  return {
    ...enquiryHead(row, ENQUIRY_PREFIXES.ride),
    ...enquiryPlace(row),
    hub: { id: row.hub_id, name: row.hub_name },
    date: row.date,
    slot: row.slot,
    assignee_name: row.assignee_name,
    ...enquiryTail(row),
  };
}
export type TestRideItem = ReturnType<typeof testRideItem>;

export async function listTestRides(db: Queryable, f: TestRideFilters, scope: HubScope): Promise<{ rows: TestRideItem[]; total: number }> {
  return listPage(db, TEST_RIDE_LIST, testRideFilter(f, scope), f, testRideItem);
}

export const TEST_RIDE_CSV_COLUMNS: CsvColumn[] = [
  ...CSV_HEAD,
  ...CSV_PLACE,
  { key: 'hub', header: 'Hub' },
  { key: 'date', header: 'Ride date' },
  { key: 'slot', header: 'Slot' },
  ...CSV_TAIL,
  { key: 'assignee', header: 'Assigned to' },
];

export function testRideExport(f: TestRideFilters, scope: HubScope): Filter & { sql: string } {
  const select = exportSelect(
    ENQUIRY_PREFIXES.ride,
    `${PLACE_SELECT}, s.name AS hub, to_char(e.preferred_date, 'YYYY-MM-DD') AS date, e.time_slot AS slot`,
    ', e.assignee_name AS assignee',
  );
  return exportQuery(TEST_RIDE_LIST, testRideFilter(f, scope), f.sort, select);
}

type TestRideDetailRow = TestRideRow & {
  area_id: string;
  area_name: string;
  pincode: string;
  comments: string | null;
  hub_address: string;
  hub_phone: string;
  assignee_mobile: string | null;
  updated_at: Date | string;
};

async function findTestRideRow(db: Queryable, id: number, scope: HubScope, lock = false): Promise<TestRideDetailRow | null> {
  const params: unknown[] = [id];
  const scoped = scopeCondition(scope, 'e.dealer_id', params);
  const { rows } = await db.query<TestRideDetailRow>(
    `SELECT ${TEST_RIDE_COLUMNS}, e.area_id, h.name AS area_name, e.pincode, e.comments, s.address AS hub_address, s.phone AS hub_phone,
            e.assignee_mobile, e.updated_at
     ${TEST_RIDE_FROM} JOIN hubs h ON h.id = e.area_id
     WHERE e.id = $1 AND ${scoped}${lock ? ' FOR UPDATE OF e' : ''}`,
    params,
  );
  return rows[0] ?? null;
}

/** What may be done to a ride in its state: done and no-show only once its slot has begun. */
export function testRideActions(ride: { status: TestRideStatus; date: string; slot: string }, now: Date): TestRideAction[] {
  const begun = slotStart(ride.date, ride.slot).getTime() <= now.getTime();
  switch (ride.status) {
    case 'requested':
      return ['confirm', 'reschedule', 'assign', 'cancel', 'note'];
    case 'confirmed':
      return [...(begun ? (['complete', 'no_show'] as const) : []), 'reschedule', 'assign', 'cancel', 'note'];
    default:
      return ['note'];
  }
}

export async function findTestRide(db: Queryable, id: number, scope: HubScope, now: Date) {
  const row = await findTestRideRow(db, id, scope);
  if (!row) return null;
  return withEvents(db, 'test_ride', id, {
    ...testRideItem(row),
    area: named(row.area_id, row.area_name),
    pincode: row.pincode,
    comments: row.comments,
    hub: { id: row.hub_id, name: row.hub_name, address: row.hub_address, phone: row.hub_phone },
    assignee_mobile: row.assignee_mobile,
    updated_at: iso(row.updated_at),
    actions: testRideActions(row, now),
  });
}

export type TestRideMove =
  | { action: 'confirm' | 'complete' | 'no_show' | 'cancel' | 'note'; note?: string | undefined }
  | { action: 'reschedule'; date: string; slot: TestRideSlot; note?: string | undefined }
  | { action: 'assign'; name: string; mobile: string; note?: string | undefined };

const NEXT_STATUS = { confirm: 'confirmed', complete: 'completed', no_show: 'no_show', cancel: 'cancelled' } as const;

/** Applies one back-office move to a ride the caller may see, with its event, in one transaction. */
export async function actOnTestRide(db: Db, id: number, scope: HubScope, actor: RecordActor, move: TestRideMove, now: Date): Promise<ActionOutcome> {
  try {
    const target = { subject: 'test_ride' as const, id, actor, now };
    const find = (tx: Queryable) => findTestRideRow(tx, id, scope, true);
    return await actInTransaction(db, target, find, (ride) => testRideActions(ride, now), move, async ({ tx, row: ride, note, record }) => {
      switch (move.action) {
        case 'note':
          await record({ kind: 'note', note });
          break;
        case 'assign':
          await tx.query('UPDATE test_rides SET assignee_name = $2, assignee_mobile = $3, updated_at = $4 WHERE id = $1', [id, move.name, move.mobile, now]);
          await record({ kind: 'assign', from: ride.assignee_name, to: `${move.name} (${move.mobile})`, note });
          break;
        case 'reschedule': {
          const bookable = testRideDateWindow(now);
          if (move.date < bookable.min || move.date > bookable.max) return { ok: false, reason: 'date' };
          if (move.date === ride.date && move.slot === ride.slot) return { ok: false, reason: 'same_slot' };
          // The status stays: a confirmed ride moved by the hub is agreed with the rider.
          await tx.query('UPDATE test_rides SET preferred_date = $2::date, time_slot = $3, updated_at = $4 WHERE id = $1', [id, move.date, move.slot, now]);
          await record({ kind: 'edit', from: `${ride.date} ${ride.slot}`, to: `${move.date} ${move.slot}`, note });
          break;
        }
        default: {
          const to = NEXT_STATUS[move.action];
          await tx.query('UPDATE test_rides SET status = $2, updated_at = $3 WHERE id = $1', [id, to, now]);
          await record({ kind: 'state', from: ride.status, to, note });
          // A ride done: the rider gets the feedback link by SMS (queued in this transaction).
          if (to === 'completed') await sendFeedbackLink(tx, { subject: 'test_ride', id }, now);
        }
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'slot_taken' };
    throw error;
  }
}
