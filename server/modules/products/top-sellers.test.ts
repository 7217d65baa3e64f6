// @vitest-environment node
// Top sellers (issue 27): the sold orders (SOLD_STATES) of the last 90 days ranked per model, for a state or India,
// shown only from TOP_SELLERS_MIN_ORDERS orders, cached per scope for TOP_SELLERS_TTL_MS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATES, SOLD_STATES, type OrderState } from '@contract/order-lifecycle.js';
import { TOP_SELLERS_MIN_ORDERS, TOP_SELLERS_WINDOW_DAYS } from '@contract/product-rules.js';
import type { TopSellersResponse } from '@contract/products.js';
import { TOP_SELLERS_TTL_MS, topSellersSql } from './store.js';
import { body, createTestContext, planWithoutSeqScan, type TestContext } from '../../test-helpers.js';

const DAY = 86_400_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PLACES = {
  MH: { state: 'MH', city: 'MH-PUN', area: 'MH-PUN-01', pincode: '411005', hub: 3 },
  KA: { state: 'KA', city: 'KA-MYS', area: 'KA-MYS-01', pincode: '570017', hub: 11 },
} as const;

let seq = 0;
/** A row of the orders table as the order flows leave it (a fixture: the flows themselves are tested elsewhere). */
async function order(place: keyof typeof PLACES, model: string, state: OrderState, daysAgo: number): Promise<void> {
  seq += 1;
  const p = PLACES[place];
  await ctx.db.query(
    `INSERT INTO bookings (name, mobile, email, state_id, city_id, area_id, pincode, model_id, colour, price, amount, dealer_id,
                           access_key_hash, state, created_at)
     VALUES ('Top Seller', $1, 'top@example.com', $2, $3, $4, $5, $6, 'Black', 100000, 499, $7, 'x', $8, $9)`,
    [`97000${String(seq).padStart(5, '0')}`, p.state, p.city, p.area, p.pincode, model, p.hub, state, new Date(ctx.clock.now().getTime() - daysAgo * DAY)],
  );
}

async function topSellers(query = '') {
  const res = await ctx.app.inject({ url: `/api/v1/products/top-sellers${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return body<TopSellersResponse>(res).data;
}
const ranking = (data: { models: { id: string; rank: number }[] }) => data.models.map((m) => `${m.rank}:${m.id}`);

describe('GET /api/v1/products/top-sellers', () => {
  it('counts confirmed up to delivered orders only (SOLD_STATES), no reservation and no cancellation', () => {
    expect(SOLD_STATES).toEqual(['confirmed', 'allotted', 'ready_for_delivery', 'delivered']);
    expect(ORDER_STATES.filter((s) => !SOLD_STATES.includes(s))).toEqual(['reserved', 'cancelled', 'refund_initiated', 'refunded']);
  });

  it('shows nothing while India has fewer than the minimum of sold orders (the demo seed of the tests has 5)', async () => {
    expect(TOP_SELLERS_MIN_ORDERS).toBe(10);
    expect(await topSellers()).toEqual({ state: null, place: 'India', window_days: TOP_SELLERS_WINDOW_DAYS, models: [] });
    expect(await topSellers('?state=MH')).toEqual({ state: null, place: 'India', window_days: 90, models: [] });
  });

  it("ranks a state's models from its sold orders of the window once it has 10, and falls back to India for a state with fewer", async () => {
    // The demo seed: Maharashtra has 3 sold RV400s (the demo customer's two, an upgrade), Karnataka 2 (an RV400 BRZ, an RV400).
    for (const state of ['confirmed', 'allotted', 'ready_for_delivery', 'delivered', 'confirmed'] as const) await order('MH', 'rv1', state, 10);
    await order('MH', 'rv400-brz', 'delivered', 30);
    await order('MH', 'rv400-brz', 'confirmed', TOP_SELLERS_WINDOW_DAYS - 1);
    // None of these counts: were they counted, the RV BlazeX would lead everywhere.
    for (const state of ['reserved', 'cancelled', 'refund_initiated', 'refunded'] as const) await order('MH', 'rv-blazex', state, 5);
    for (let i = 0; i < 4; i += 1) await order('MH', 'rv-blazex', 'delivered', TOP_SELLERS_WINDOW_DAYS + 1);

    // Cached: the answer of a minute ago stands until its time is up.
    expect((await topSellers('?state=MH')).models).toEqual([]);
    ctx.clock.advance(TOP_SELLERS_TTL_MS);

    const mh = await topSellers('?state=mh');
    expect(mh).toMatchObject({ state: 'MH', place: 'Maharashtra', window_days: 90 });
    expect(ranking(mh)).toEqual(['1:rv1', '2:rv400', '3:rv400-brz']);
    expect(mh.models[0]?.name).toBe('RV1');

    // Karnataka has 2: India's ranking (MH 10 + KA 2) instead, its place named.
    const ka = await topSellers('?state=KA');
    expect(ka).toMatchObject({ state: null, place: 'India' });
    expect(ranking(ka)).toEqual(['1:rv1', '2:rv400', '3:rv400-brz']);
    expect(await topSellers()).toEqual(ka);
    // A well-formed id of no state is India's too.
    expect(await topSellers('?state=ZZ')).toEqual(ka);
  });

  it('each state has its own ranking, and orders leave it as they age out of the 90 days', async () => {
    for (let i = 0; i < 8; i += 1) await order('KA', 'rv1-plus', 'delivered', TOP_SELLERS_WINDOW_DAYS - 2);
    ctx.clock.advance(TOP_SELLERS_TTL_MS);
    const ka = await topSellers('?state=KA');
    expect(ka).toMatchObject({ state: 'KA', place: 'Karnataka' });
    expect(ranking(ka)).toEqual(['1:rv1-plus', '2:rv400', '3:rv400-brz']);
    expect(ranking(await topSellers())).toEqual(['1:rv1-plus', '2:rv1', '3:rv400']);

    // Three days on, the eight RV1+ orders are 91 days old: Karnataka is back under the minimum.
    ctx.clock.advance(3 * DAY);
    const later = await topSellers('?state=KA');
    expect(later.state).toBeNull();
    expect(ranking(later)[0]).toBe('1:rv1');
  });

  it('refuses a state that is not a two-letter id, and needs nobody signed in', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/products/top-sellers?state=Maharashtra' });
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toContain('Use a state id, e.g. MH.');
  });

  it('reads the orders through an index, for a state and for India', async () => {
    const literal = (sql: string) =>
      sql.replace('$1::text[]', `ARRAY['confirmed','delivered']::text[]`).replace('$2', `'2026-01-01'::timestamptz`).replaceAll('$3', `'MH'`);
    expect(await planWithoutSeqScan(ctx.db, literal(topSellersSql(true)))).toMatch(/Index.*on bookings/);
    expect(await planWithoutSeqScan(ctx.db, literal(topSellersSql(false)))).toMatch(/Index.*on bookings/);
  });
});
