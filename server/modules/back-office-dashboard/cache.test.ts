// @vitest-environment node
// The dashboard's cached enquiry figures (lead response time and test-ride conversion, service.ts and store.ts,
// migration 020): after every kind of change of the enquiries the endpoint answers at once with the figures it had,
// marked as refreshing and with their time, and once the computation it started has ended, with figures equal to the
// direct query; between changes the figures are computed once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@contract/back-office-dashboard.js';
import { ALL_HUBS, type HubScope } from '../../platform/auth/hub-scope.js';
import { enquiryFigures, enquiryFiguresDirect, settledEnquiryFigures, type DashboardFilter } from './service.js';
import { DEMO, bearer, body, createTestContext, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let admin: string;
let bengaluru: string;

const FROM = '2025-04-01';
const TO = '2025-04-30';
const at = (local: string) => `2025-${local}+05:30`;
const BENGALURU_HUBS: HubScope = { kind: 'hubs', hubIds: [9, 10] };
const place = { 1: ['MH', 'MH-MUM', 'MH-MUM-01'], 9: ['KA', 'KA-BLR', 'KA-BLR-01'] } as const;

async function insertRide(mobile: string, hub: 1 | 9, created: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO test_rides (name, mobile, email, state_id, city_id, area_id, pincode, model_id, preferred_date, time_slot, dealer_id, created_at, updated_at)
     VALUES ('Cache Rider', $1, 'rider@example.com', $2, $3, $4, '400001', 'rv400', '2025-05-01', '10:00-12:00', $5, $6, $6) RETURNING id`,
    [mobile, ...place[hub], hub, created],
  );
  return rows[0]?.id ?? 0;
}

async function insertNotify(mobile: string, hub: 1 | 9, created: string): Promise<number> {
  const [state, city] = place[hub];
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO notify_requests (name, mobile, email, state_id, city_id, model_id, created_at) VALUES ('Cache Asker', $1, 'ask@example.com', $2, $3, 'rv400', $4) RETURNING id`,
    [mobile, state, city, created],
  );
  return rows[0]?.id ?? 0;
}

async function act(subject: string, id: number, created: string): Promise<void> {
  await ctx.db.query(`INSERT INTO record_events (subject, subject_id, kind, actor_role, created_at) VALUES ($1, $2, 'note', 'admin', $3)`, [subject, id, created]);
}

async function version(): Promise<number> {
  const { rows } = await ctx.db.query<{ version: string }>('SELECT version::text AS version FROM dashboard_enquiry_version');
  return Number(rows[0]?.version);
}

const filterOf = (scope: HubScope): DashboardFilter => ({ from: FROM, to: TO, scope });

async function dashboard(token: string): Promise<Dashboard> {
  const res = await ctx.app.inject({ url: `/api/v1/back-office/dashboard?from=${FROM}&to=${TO}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ data: Dashboard }>(res).data;
}

/**
 * What the endpoint answers once its refresh has ended. An answer marked refreshing (the first after a change) holds
 * the figures of an earlier read, no newer than the current ones.
 */
async function refreshed(token: string): Promise<Dashboard> {
  const first = await dashboard(token);
  if (!first.enquiriesRefreshing) return first;
  // Two roles read side by side (expectExact): on a PostgreSQL pool the other role's read may start its own refresh
  // between this one's settle and its next read, so a refresh may take a second settle; never more than three.
  let next = first;
  for (let tries = 0; tries < 3 && next.enquiriesRefreshing; tries += 1) {
    await settledEnquiryFigures();
    next = await dashboard(token);
  }
  expect(next.enquiriesRefreshing).toBe(false);
  expect(Date.parse(next.enquiriesAsOf)).toBeGreaterThanOrEqual(Date.parse(first.enquiriesAsOf));
  return next;
}

/** The endpoint's enquiry figures once refreshed, for the admin and the Bengaluru dealer, equal the direct query's. */
async function expectExact(): Promise<Dashboard> {
  const [all, dealer] = await Promise.all([refreshed(admin), refreshed(bengaluru)]);
  for (const [data, scope] of [
    [all, ALL_HUBS],
    [dealer, BENGALURU_HUBS],
  ] as const) {
    const direct = await enquiryFiguresDirect(ctx.db, filterOf(scope));
    expect(data.responseTimes).toEqual(direct.response);
    expect(data.testRideConversion).toEqual(direct.riders);
    expect(data.funnel[0]).toEqual({ step: 'enquiry', count: direct.response.reduce((sum, row) => sum + row.enquiries, 0) });
  }
  return all;
}

/** The response-time row of a hub (null: notify and contact requests). */
const hubRow = (rows: Dashboard['responseTimes'], hubId: number | null) => rows.find((row) => row.hubId === hubId);

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, bengaluru] = await Promise.all([signIn(ctx.app, DEMO.admin), signIn(ctx.app, DEMO.dealer)]);
  const first = await insertRide('9822200001', 1, at('04-02 10:00'));
  await insertRide('9822200002', 9, at('04-03 10:00'));
  await act('test_ride', first, at('04-02 10:30'));
  await insertNotify('9822200003', 9, at('04-04 10:00'));
});
afterAll(() => ctx.close());

describe('the cached enquiry figures of the dashboard', () => {
  it('equal the direct query after every kind of change: a new enquiry, a first action, a later order, an edit, a deletion', async () => {
    const start = await expectExact();
    expect(hubRow(start.responseTimes, 1)).toMatchObject({ enquiries: 1, answered: 1, medianMinutes: 30 });

    const ride = await insertRide('9822200004', 9, at('04-05 09:00'));
    expect(hubRow((await expectExact()).responseTimes, 9)).toMatchObject({ enquiries: 2, answered: 0 });

    await act('test_ride', ride, at('04-05 10:00'));
    expect(hubRow((await expectExact()).responseTimes, 9)).toMatchObject({ enquiries: 2, answered: 1, medianMinutes: 60 });

    // The rider orders later: conversion follows (test_rides.ordered_at, set by the trigger of migration 013).
    await ctx.db.query(
      `INSERT INTO bookings (name, mobile, email, state_id, city_id, area_id, pincode, model_id, colour, price, amount, dealer_id, access_key_hash, state, created_at, updated_at)
       VALUES ('Cache Buyer', '9822200004', 'buyer@example.com', 'KA', 'KA-BLR', 'KA-BLR-01', '560001', 'rv400', 'Black', 120000, 499, 9, 'x', 'reserved', $1, $1)`,
      [at('05-10 10:00')],
    );
    expect((await expectExact()).testRideConversion).toEqual({ riders: 3, ordered: 1 });

    // A ride moved to another hub, and a notify request deleted by its owner.
    await ctx.db.query('UPDATE test_rides SET dealer_id = 1, state_id = $2, city_id = $3, area_id = $4 WHERE id = $1', [ride, ...place[1]]);
    expect(hubRow((await expectExact()).responseTimes, 1)).toMatchObject({ enquiries: 2, answered: 2, medianMinutes: 45 });
    await ctx.db.query("DELETE FROM notify_requests WHERE mobile = '9822200003'");
    expect(hubRow((await expectExact()).responseTimes, null)).toBeUndefined();
  });

  it('computes them once between changes, shares one computation between callers, and keeps each scope apart', async () => {
    const filter = filterOf(ALL_HUBS);
    const before = await version();
    const [a, b] = await Promise.all([enquiryFigures(ctx.db, filter), enquiryFigures(ctx.db, filter)]);
    expect(a.refreshing).toBe(false);
    expect(b.figures).toBe(a.figures);
    expect((await enquiryFigures(ctx.db, filter)).figures).toBe(a.figures);
    expect((await enquiryFigures(ctx.db, filterOf(BENGALURU_HUBS))).figures).not.toBe(a.figures);

    // A statement that changes no enquiry leaves the version, and the cached figures, as they were.
    await ctx.db.query("UPDATE test_rides SET comments = 'x' WHERE mobile = 'nobody'");
    await act('order', 1, at('04-06 10:00'));
    expect(await version()).toBe(before);
    expect(await enquiryFigures(ctx.db, filter)).toEqual(a);

    // A change: the figures read before are served at once, marked, while the new ones are computed.
    await insertNotify('9822200005', 1, at('04-07 10:00'));
    expect(await version()).toBe(before + 1);
    const stale = await enquiryFigures(ctx.db, filter);
    expect(stale).toEqual({ ...a, refreshing: true });
    expect(stale.figures).toBe(a.figures);
    await settledEnquiryFigures();
    const after = await enquiryFigures(ctx.db, filter);
    expect(after.refreshing).toBe(false);
    expect(after.figures).not.toBe(a.figures);
    expect(after.figures).toEqual(await enquiryFiguresDirect(ctx.db, filter));
    expect(hubRow(after.figures.response, null)?.enquiries).toBe((hubRow(a.figures.response, null)?.enquiries ?? 0) + 1);
  });

  it('refreshes an entry older than a minute even without a change (a renamed hub shows then), and makes nobody wait for it', async () => {
    // Hub 1 alone: an entry of its own, computed at `now`.
    const filter = { ...filterOf(ALL_HUBS), hubId: 1 };
    const now = Date.now();
    const first = await enquiryFigures(ctx.db, filter, now);
    expect(first).toMatchObject({ refreshing: false, asOf: new Date(now).toISOString() });
    expect(await enquiryFigures(ctx.db, filter, now + 59_000)).toEqual(first);
    expect(await enquiryFigures(ctx.db, filter, now + 61_000)).toEqual({ ...first, refreshing: true });
    await settledEnquiryFigures();
    const later = await enquiryFigures(ctx.db, filter, now + 62_000);
    expect(later).toMatchObject({ refreshing: false, asOf: new Date(now + 61_000).toISOString() });
    expect(later.figures).not.toBe(first.figures);
    expect(later.figures).toEqual(first.figures);
  });

  it('computes figures older than 15 minutes before answering, rather than show them', async () => {
    const filter = { ...filterOf(ALL_HUBS), hubId: 9 };
    const now = Date.now();
    const first = await enquiryFigures(ctx.db, filter, now);
    await insertRide('9822200006', 9, at('04-08 10:00'));
    const late = await enquiryFigures(ctx.db, filter, now + 15 * 60_000 + 1);
    expect(late).toMatchObject({ refreshing: false, asOf: new Date(now + 15 * 60_000 + 1).toISOString() });
    expect(hubRow(late.figures.response, 9)?.enquiries).toBe((hubRow(first.figures.response, 9)?.enquiries ?? 0) + 1);
  });
});
