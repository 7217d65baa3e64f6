// Back-office test rides, scoped to the caller's hubs (SQL only): the list and its export query, one ride's row and
// detail, and the writes of the moves (the moves' rules and the feedback link are in back-office-service.ts). Shared list
// pieces: list-store.ts.
import type { TestRideFilters } from '@contract/back-office-enquiries.js';
import { scopeCondition, type HubScope } from '../../platform/auth/hub-scope.js';
import type { Queryable } from '../../platform/db/index.js';
import { ENQUIRY_PREFIXES } from '@contract/enquiry-rules.js';
import type { TestRideSlot, TestRideStatus } from '@contract/enquiries.js';
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
  enquiryHead,
  enquiryPlace,
  enquiryTail,
} from './list-store.js';

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

export function testRideExport(f: TestRideFilters, scope: HubScope): Filter & { sql: string } {
  const select = exportSelect(
    ENQUIRY_PREFIXES.ride,
    `${PLACE_SELECT}, s.name AS hub, to_char(e.preferred_date, 'YYYY-MM-DD') AS date, e.time_slot AS slot`,
    ', e.assignee_name AS assignee',
  );
  return exportQuery(TEST_RIDE_LIST, testRideFilter(f, scope), f.sort, select);
}

export type TestRideDetailRow = TestRideRow & {
  area_id: string;
  area_name: string;
  pincode: string;
  comments: string | null;
  hub_address: string;
  hub_phone: string;
  assignee_mobile: string | null;
  updated_at: Date | string;
};

/** The ride if the scope reaches it (locked for a move when `lock`), else null. */
export async function findTestRideRow(db: Queryable, id: number, scope: HubScope, lock = false): Promise<TestRideDetailRow | null> {
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

/** A ride's detail without its actions and timeline (the service adds them). */
export function testRideDetailOf(row: TestRideDetailRow) {
  return {
    ...testRideItem(row),
    area: named(row.area_id, row.area_name),
    pincode: row.pincode,
    comments: row.comments,
    hub: { id: row.hub_id, name: row.hub_name, address: row.hub_address, phone: row.hub_phone },
    assignee_mobile: row.assignee_mobile,
    updated_at: iso(row.updated_at),
  };
}

export async function setTestRideAssignee(tx: Queryable, id: number, name: string, mobile: string, now: Date): Promise<void> {
  await tx.query('UPDATE test_rides SET assignee_name = $2, assignee_mobile = $3, updated_at = $4 WHERE id = $1', [id, name, mobile, now]);
}

/** Moves the ride; its status stays (a unique violation means the rider already holds that slot). */
export async function moveTestRide(tx: Queryable, id: number, date: string, slot: TestRideSlot, now: Date): Promise<void> {
  await tx.query('UPDATE test_rides SET preferred_date = $2::date, time_slot = $3, updated_at = $4 WHERE id = $1', [id, date, slot, now]);
}

export async function setTestRideStatus(tx: Queryable, id: number, status: TestRideStatus, now: Date): Promise<void> {
  await tx.query('UPDATE test_rides SET status = $2, updated_at = $3 WHERE id = $1', [id, status, now]);
}
