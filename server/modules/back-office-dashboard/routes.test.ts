// @vitest-environment node
// The dashboard's figures on a small dataset written straight into the tables (March 2025, far from the demo
// orders of today), so every count, sum, funnel step and percentile below is worked out by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@contract/back-office-dashboard.js';
import type { ApiError } from '@contract/common.js';
import { settledEnquiryFigures } from './service.js';
import { DEMO, bearer, body, createTestContext, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let admin: string;
let bengaluru: string;
let customer: string;

const RANGE = 'from=2025-03-01&to=2025-03-10';
const at = (local: string) => `2025-${local}+05:30`;

type Order = { mobile: string; hub: number; place: [string, string, string]; model: string; created: string; paid?: string; state: string };
const MUMBAI: Order['place'] = ['MH', 'MH-MUM', 'MH-MUM-01'];
const BENGALURU: Order['place'] = ['KA', 'KA-BLR', 'KA-BLR-01'];

const ORDERS: Order[] = [
  { mobile: '9811100001', hub: 1, place: MUMBAI, model: 'rv400', created: at('03-01 10:00'), paid: at('03-01 10:05'), state: 'delivered' },
  // Created late on 2 March and paid just after midnight: an order of the 2nd, revenue of the 3rd (India time).
  { mobile: '9811100002', hub: 1, place: MUMBAI, model: 'rv1', created: at('03-02 23:30'), paid: at('03-03 00:10'), state: 'confirmed' },
  { mobile: '9811100003', hub: 9, place: BENGALURU, model: 'rv400', created: at('03-02 09:00'), state: 'cancelled' },
  { mobile: '9811100004', hub: 9, place: BENGALURU, model: 'rv400', created: at('03-03 12:00'), paid: at('03-03 12:30'), state: 'refunded' },
  // Created before the range, paid inside it: revenue only.
  { mobile: '9811100005', hub: 1, place: MUMBAI, model: 'rv400', created: at('02-27 12:00'), paid: at('03-01 11:00'), state: 'confirmed' },
  { mobile: '9811100006', hub: 1, place: MUMBAI, model: 'rv400', created: at('03-11 08:00'), paid: at('03-11 08:10'), state: 'confirmed' },
];

async function insertOrder(order: Order): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO bookings (name, mobile, email, state_id, city_id, area_id, pincode, model_id, colour, price, amount, dealer_id,
                           access_key_hash, state, created_at, updated_at, paid_at)
     VALUES ('Test Buyer', $1, 'buyer@example.com', $2, $3, $4, '400001', $5, 'Black', 120000, 499, $6, 'x', $7, $8, $8, $9)
     RETURNING id`,
    [order.mobile, ...order.place, order.model, order.hub, order.state, order.created, order.paid ?? null],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no booking');
  return id;
}

async function insertRide(mobile: string, hub: number, place: Order['place'], created: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO test_rides (name, mobile, email, state_id, city_id, area_id, pincode, model_id, preferred_date, time_slot, dealer_id, created_at, updated_at)
     VALUES ('Test Rider', $1, 'rider@example.com', $2, $3, $4, '400001', 'rv400', '2025-04-01', '10:00-12:00', $5, $6, $6) RETURNING id`,
    [mobile, ...place, hub, created],
  );
  return rows[0]?.id ?? 0;
}

async function insertNotify(mobile: string, state: string, city: string, created: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO notify_requests (name, mobile, email, state_id, city_id, model_id, created_at)
     VALUES ('Test Asker', $1, 'ask@example.com', $2, $3, 'rv400', $4) RETURNING id`,
    [mobile, state, city, created],
  );
  return rows[0]?.id ?? 0;
}

async function insertContact(mobile: string, city: string | null, created: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO contact_messages (name, mobile, email, topic, message, state_id, city_id, created_at, updated_at)
     VALUES ('Test Writer', $1, 'write@example.com', 'sales', 'Please call me back.', $2, $3, $4, $4) RETURNING id`,
    [mobile, city ? city.slice(0, 2) : null, city, created],
  );
  return rows[0]?.id ?? 0;
}

async function event(subject: string, id: number, role: string, created: string): Promise<void> {
  await ctx.db.query(`INSERT INTO record_events (subject, subject_id, kind, actor_role, created_at) VALUES ($1, $2, 'note', $3, $4)`, [
    subject,
    id,
    role,
    created,
  ]);
}

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, bengaluru, customer] = await Promise.all([
    signIn(ctx.app, DEMO.admin),
    signIn(ctx.app, DEMO.dealer),
    signIn(ctx.app, DEMO.customer),
  ]);
  const ids: number[] = [];
  for (const order of ORDERS) ids.push(await insertOrder(order));
  const [, , cancelled, refunded] = ids;
  await ctx.db.query(
    `INSERT INTO order_events (order_id, kind, from_state, to_state, actor_role, text, created_at)
     VALUES ($1, 'state', 'reserved', 'cancelled', 'customer', 'Cancelled', $3), ($2, 'state', 'confirmed', 'cancelled', 'customer', 'Cancelled', $4)`,
    [cancelled, refunded, at('03-04 12:00'), at('03-05 12:00')],
  );
  await ctx.db.query(
    `INSERT INTO payment_refunds (provider, refund_id, gateway_payment_id, amount, status, order_id, created_at, updated_at)
     VALUES ('sandbox', 'rf_1', 'pay_1', 499, 'processed', $1, $2, $2), ('sandbox', 'rf_2', 'pay_2', 499, 'failed', $1, $2, $2)`,
    [refunded, at('03-06 09:00')],
  );

  // Test rides: the first rider orders the next day (ORDERS[1]); the third had ordered before riding.
  const t1 = await insertRide('9811100002', 1, MUMBAI, at('03-01 09:00'));
  const t2 = await insertRide('9811100099', 9, BENGALURU, at('03-02 10:00'));
  const t3 = await insertRide('9811100003', 9, BENGALURU, at('03-05 10:00'));
  await insertRide('9811100098', 1, MUMBAI, at('03-12 10:00'));
  await event('test_ride', t1, 'system', at('03-01 09:00'));
  await event('test_ride', t1, 'dealer', at('03-01 09:30'));
  await event('test_ride', t1, 'admin', at('03-01 10:00'));
  await event('test_ride', t2, 'dealer', at('03-02 11:00'));
  await event('test_ride', t3, 'customer', at('03-05 10:05'));
  await event('test_ride', t3, 'dealer', at('03-05 13:00'));

  const n1 = await insertNotify('9811100101', 'MH', 'MH-MUM', at('03-02 10:00'));
  await insertNotify('9811100102', 'KA', 'KA-BLR', at('03-03 10:00'));
  const n3 = await insertNotify('9811100103', 'DL', 'DL-NDL', at('03-04 10:00'));
  const c1 = await insertContact('9811100104', 'MH-MUM', at('03-05 10:00'));
  const c2 = await insertContact('9811100105', null, at('03-06 10:00'));
  await event('notify_request', n1, 'admin', at('03-02 10:10'));
  await event('notify_request', n3, 'admin', at('03-04 10:20'));
  await event('contact_message', c1, 'admin', at('03-05 10:40'));
  await event('contact_message', c2, 'customer', at('03-06 10:01'));
});
afterAll(() => ctx.close());

const dashboard = async (token: string, query = RANGE) => {
  const res = await ctx.app.inject({ url: `/api/v1/back-office/dashboard?${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ data: Dashboard }>(res).data;
};

const dayRow = (data: Dashboard, day: string) => data.daily.find((row) => row.day === day);

describe('GET /api/v1/back-office/dashboard as an admin', () => {
  it('counts orders per day and the booking amounts paid per day, India time, with every day of the range', async () => {
    const data = await dashboard(admin);
    expect(data.daily).toHaveLength(10);
    expect(data.daily[0]).toEqual({ day: '2025-03-01', orders: 1, revenue: 998 });
    expect(dayRow(data, '2025-03-02')).toEqual({ day: '2025-03-02', orders: 2, revenue: 0 });
    expect(dayRow(data, '2025-03-03')).toEqual({ day: '2025-03-03', orders: 1, revenue: 998 });
    expect(data.daily.at(-1)).toEqual({ day: '2025-03-10', orders: 0, revenue: 0 });
  });

  it('counts orders by model and by state, biggest first, with their names', async () => {
    const data = await dashboard(admin);
    expect(data.byModel.map(({ id, orders }) => [id, orders])).toEqual([
      ['rv400', 3],
      ['rv1', 1],
    ]);
    expect(data.byModel[0]?.name).toMatch(/RV400/i);
    expect(data.byState.map(({ id, orders }) => [id, orders]).sort()).toEqual([
      ['KA', 2],
      ['MH', 2],
    ]);
    expect(data.byState.find((s) => s.id === 'KA')?.name).toBe('Karnataka');
  });

  it('gives the funnel, the test-ride conversion, cancellations and refunds', async () => {
    const data = await dashboard(admin);
    expect(data.funnel).toEqual([
      { step: 'enquiry', count: 8 },
      { step: 'test_ride', count: 3 },
      { step: 'order', count: 4 },
      { step: 'paid', count: 3 },
      { step: 'delivered', count: 1 },
    ]);
    expect(data.testRideConversion).toEqual({ riders: 3, ordered: 1 });
    expect(data.cancellations).toEqual({ count: 2, amount: 998 });
    expect(data.refunds).toEqual({ count: 1, amount: 499 });
  });

  it('times the first back-office action per hub: median and 90th percentile in minutes', async () => {
    const data = await dashboard(admin);
    expect(data.responseTimes).toEqual([
      { hubId: 1, hubName: 'Revolt Service Hub Andheri', enquiries: 1, answered: 1, medianMinutes: 30, p90Minutes: 30 },
      { hubId: 9, hubName: 'Revolt Service Hub Koramangala', enquiries: 2, answered: 2, medianMinutes: 120, p90Minutes: 168 },
      { hubId: null, hubName: null, enquiries: 5, answered: 3, medianMinutes: 20, p90Minutes: 36 },
    ]);
  });

  it('narrows to one hub, and lists every hub to choose from', async () => {
    const data = await dashboard(admin, `${RANGE}&hubId=1`);
    expect(data.hubId).toBe(1);
    expect(data.hubs.length).toBeGreaterThan(20);
    expect(data.funnel.find((s) => s.step === 'order')?.count).toBe(2);
    expect(data.byState).toEqual([{ id: 'MH', name: 'Maharashtra', orders: 2 }]);
  });
});

describe('GET /api/v1/back-office/dashboard: the daily figures follow every change', () => {
  it('counts an order moved along, a payment and a refund that failed afterwards, then undone again', async () => {
    const { rows } = await ctx.db.query<{ id: number }>("SELECT id FROM bookings WHERE mobile = '9811100002'");
    const id = rows[0]?.id;
    await ctx.db.query("UPDATE bookings SET state = 'delivered' WHERE id = $1", [id]);
    await ctx.db.query("UPDATE payment_refunds SET status = 'failed' WHERE refund_id = 'rf_1'");
    const changed = await dashboard(admin);
    expect(changed.funnel.find((s) => s.step === 'delivered')?.count).toBe(2);
    expect(changed.refunds).toEqual({ count: 0, amount: 0 });

    await ctx.db.query("UPDATE bookings SET state = 'confirmed' WHERE id = $1", [id]);
    await ctx.db.query("UPDATE payment_refunds SET status = 'processed' WHERE refund_id = 'rf_1'");
    const back = await dashboard(admin);
    expect(back.funnel.find((s) => s.step === 'delivered')?.count).toBe(1);
    expect(back.refunds).toEqual({ count: 1, amount: 499 });
    expect(back.daily.slice(0, 3)).toEqual(changed.daily.slice(0, 3));
  });

  it('counts a rider as converted once they order after the range, at any hub', async () => {
    expect((await dashboard(admin)).testRideConversion).toEqual({ riders: 3, ordered: 1 });
    await insertOrder({ mobile: '9811100099', hub: 10, place: BENGALURU, model: 'rv1', created: at('03-20 10:00'), state: 'reserved' });
    // At once: the figures read before the order, marked as being refreshed; once that has run, the new ones.
    expect(await dashboard(admin)).toMatchObject({ testRideConversion: { riders: 3, ordered: 1 }, enquiriesRefreshing: true });
    await settledEnquiryFigures();
    expect(await dashboard(admin)).toMatchObject({ testRideConversion: { riders: 3, ordered: 2 }, enquiriesRefreshing: false });
  });
});

describe('GET /api/v1/back-office/dashboard as a dealer', () => {
  it("shows only the dealer's hubs: their orders, rides, the enquiries of their city and their response times", async () => {
    const data = await dashboard(bengaluru);
    expect(data.hubs.map((h) => h.id)).toEqual([9, 10]);
    expect(data.funnel).toEqual([
      { step: 'enquiry', count: 3 },
      { step: 'test_ride', count: 2 },
      { step: 'order', count: 2 },
      { step: 'paid', count: 1 },
      { step: 'delivered', count: 0 },
    ]);
    expect(data.byModel.map(({ id, orders }) => [id, orders])).toEqual([['rv400', 2]]);
    expect(data.byState.map(({ id }) => id)).toEqual(['KA']);
    expect(dayRow(data, '2025-03-01')).toEqual({ day: '2025-03-01', orders: 0, revenue: 0 });
    expect(dayRow(data, '2025-03-03')).toEqual({ day: '2025-03-03', orders: 1, revenue: 499 });
    expect(data.testRideConversion).toEqual({ riders: 2, ordered: 1 });
    expect(data.cancellations).toEqual({ count: 2, amount: 998 });
    expect(data.refunds).toEqual({ count: 1, amount: 499 });
    expect(data.responseTimes).toEqual([
      { hubId: 9, hubName: 'Revolt Service Hub Koramangala', enquiries: 2, answered: 2, medianMinutes: 120, p90Minutes: 168 },
      { hubId: null, hubName: null, enquiries: 1, answered: 0, medianMinutes: null, p90Minutes: null },
    ]);
  });

  it("answers 404 for another dealer's hub, as for a hub that does not exist", async () => {
    for (const hubId of [1, 999]) {
      const res = await ctx.app.inject({ url: `/api/v1/back-office/dashboard?${RANGE}&hubId=${hubId}`, headers: bearer(bengaluru) });
      expect(res.statusCode).toBe(404);
      expect(body<ApiError>(res).message).toBe('Hub not found.');
    }
    const own = await dashboard(bengaluru, `${RANGE}&hubId=10`);
    expect(own.funnel.find((s) => s.step === 'order')?.count).toBe(0);
  });
});

describe('GET /api/v1/back-office/dashboard: access and input', () => {
  it('refuses guests and customers', async () => {
    expect((await ctx.app.inject({ url: `/api/v1/back-office/dashboard?${RANGE}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/v1/back-office/dashboard?${RANGE}`, headers: bearer(customer) })).statusCode).toBe(403);
  });

  it.each([
    ['from=2025-03-10&to=2025-03-01', 'The end date must not be before the start date.'],
    ['from=2025-02-30&to=2025-03-01', 'Use a date as YYYY-MM-DD.'],
    ['from=2020-01-01&to=2025-03-01', 'Choose at most 731 days.'],
    ['from=2025-03-01', 'Use a date as YYYY-MM-DD.'],
    [`${RANGE}&hubId=abc`, 'Use a numeric hub id.'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await ctx.app.inject({ url: `/api/v1/back-office/dashboard?${query}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(body<ApiError>(res))).toContain(message);
  });
});
