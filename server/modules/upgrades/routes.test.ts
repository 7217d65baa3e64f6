// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackOfficeOrder, BackOfficeOrderListResponse } from '@contract/back-office-orders.js';
import type { ApiError } from '@contract/common.js';
import { orderMessages } from '@contract/order-lifecycle.js';
import type { Order, OrderBookingCreateResponse, OrderListResponse } from '@contract/orders.js';
import { todayInIndia } from '@contract/rules.js';
import type { UpgradeCheckResponse, UpgradeCreateRequest, UpgradeCreateResponse } from '@contract/upgrade.js';
import { UPGRADE_BOOKING_AMOUNT, tradeInValue, upgradeBalance, upgradeMessages } from '@contract/upgrade-rules.js';
import { DEMO_TRADE_IN_CHASSIS } from '../../seed/upgrades.js';
import { insertRegisterBike } from './store.js';
import { DEMO, bearer, body, createTestContext, freshMobile, siblingApp, signIn, type TestContext } from '../../test-helpers.js';

const MUMBAI_DEALER = { mobile: '9000000004', password: 'Dealer@12345' } as const;
/** The demo customer's bike delivered through the order lifecycle (seed/demo.ts), 31 days before the seed ran. */
const DELIVERED_CHASSIS = 'MD9RV400X25A01234';
/** A register bike of another owner, with no upgrade. */
const FOREIGN_CHASSIS = 'MD9RV400X22C00999';
const UNKNOWN_CHASSIS = 'MD9RV400X22C00998';

let ctx: TestContext;
let admin: Record<string, string>;
let bengaluru: Record<string, string>;
let mumbai: Record<string, string>;
let customer: Record<string, string>;

const mumbaiHub = { state: 'MH', city: 'MH-MUM', dealer_id: 1 };
const upgradeBody = (overrides: Partial<UpgradeCreateRequest> = {}): UpgradeCreateRequest => ({
  chassis: DEMO_TRADE_IN_CHASSIS,
  model: 'rv400-brz',
  colour: 'Rebel Red',
  name: 'Rohan Deshmukh',
  email: 'rohan.deshmukh@example.com',
  pincode: '400069',
  ...mumbaiHub,
  ...overrides,
});

const post = (url: string, payload: unknown, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ url: `/api/v1${url}`, headers });
const check = (chassis: string, headers = customer) => post('/upgrades/check', { chassis }, headers);
const pay = (checkoutUrl: string) =>
  ctx.app.inject({ method: 'POST', url: checkoutUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });

async function createUpgrade(overrides: Partial<UpgradeCreateRequest> = {}): Promise<UpgradeCreateResponse['data']> {
  const res = await post('/upgrades', upgradeBody(overrides), customer);
  expect(res.statusCode, res.body).toBe(201);
  return body<UpgradeCreateResponse>(res).data;
}

async function backOffice(id: number, headers = admin): Promise<BackOfficeOrder> {
  const res = await get(`/back-office/orders/${id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ data: BackOfficeOrder }>(res).data;
}

async function act(id: number, action: string, payload: unknown, headers = admin) {
  return post(`/back-office/orders/${id}/${action}`, payload, headers);
}

const cancelAndRefund = async (id: number) => {
  expect((await post(`/orders/${id}/cancel`, { reason: 'Bought another bike' }, customer)).statusCode).toBe(200);
  const refunded = await post(`/admin/orders/${id}/refund`, {}, admin);
  expect(refunded.statusCode, refunded.body).toBe(200);
  return body<{ data: Order }>(refunded).data;
};

beforeAll(async () => {
  ctx = await createTestContext();
  const [a, b, m, c] = await Promise.all([signIn(ctx.app, DEMO.admin), signIn(ctx.app, DEMO.dealer), signIn(ctx.app, MUMBAI_DEALER), signIn(ctx.app, DEMO.customer)]);
  [admin, bengaluru, mumbai, customer] = [bearer(a), bearer(b), bearer(m), bearer(c)];
  await insertRegisterBike(ctx.db, { chassis: FOREIGN_CHASSIS, model: 'rv400', soldOn: '2022-03-01', mobile: '9811111111', name: 'Someone Else', hubId: 1 });
}, 60_000);
afterAll(() => ctx.close());

describe('POST /upgrades/check', () => {
  it('refuses a malformed chassis number with the chassis message, and needs a signed-in customer', async () => {
    for (const chassis of ['MD9RV400X23F0077', 'MD9RV400X23F007770', 'MD9RV400X23F0O777', 'MD9RV400X23I00777', 'MD9RV400X23Q00777']) {
      const res = await check(chassis);
      expect(res.statusCode, chassis).toBe(400);
      expect(body<ApiError>(res).errors?.[0]).toMatchObject({ field: 'chassis', message: orderMessages.chassis });
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/upgrades/check', payload: { chassis: DEMO_TRADE_IN_CHASSIS } })).statusCode).toBe(401);
  });

  it("values the owner's register bike by the rule and lists every model on sale with its balance", async () => {
    const res = await check(DEMO_TRADE_IN_CHASSIS.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const { data } = body<UpgradeCheckResponse>(res);
    const today = todayInIndia(ctx.clock.now());
    const valuation = tradeInValue('rv400', '2023-06-15', today);
    expect(data.trade_in).toMatchObject({ chassis: DEMO_TRADE_IN_CHASSIS, model: 'rv400', model_name: 'RV400', sold_on: '2023-06-15', valuation });
    expect(data.trade_in.rule).toContain('RV400 reference price');
    expect(data.booking_amount).toBe(UPGRADE_BOOKING_AMOUNT);
    expect(data.targets.map((t) => t.model).sort()).toEqual(['rv-blazex', 'rv1', 'rv1-plus', 'rv400', 'rv400-brz']);
    for (const target of data.targets) {
      expect(target.colours.length).toBeGreaterThan(0);
      expect(target.balance).toBe(upgradeBalance(target.price, valuation ?? 0, UPGRADE_BOOKING_AMOUNT));
    }
  });

  it('takes an order-delivered bike as sold on its delivery date', async () => {
    const res = await check(DELIVERED_CHASSIS);
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await ctx.db.query<{ at: Date | string }>(
      `SELECT e.created_at AS at FROM order_events e JOIN bookings b ON b.id = e.order_id WHERE b.chassis = $1 AND e.to_state = 'delivered'`,
      [DELIVERED_CHASSIS],
    );
    const deliveredOn = todayInIndia(new Date(rows[0]?.at ?? 0));
    expect(body<UpgradeCheckResponse>(res).data.trade_in).toMatchObject({ model: 'rv400', sold_on: deliveredOn, age_years: 0 });
  });

  it("gives an unknown chassis and another owner's the very same answer", async () => {
    const unknown = await check(UNKNOWN_CHASSIS);
    const foreign = await check(FOREIGN_CHASSIS);
    expect(unknown.statusCode).toBe(422);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body).toBe(unknown.body);
    expect(body<ApiError>(foreign).message).toBe(upgradeMessages.notEligible);
    // The other owner is refused at creation the same way.
    const create = await post('/upgrades', upgradeBody({ chassis: FOREIGN_CHASSIS }), customer);
    expect(create.statusCode).toBe(422);
    expect(create.body).toBe(unknown.body);
  });

  it('says a bike allotted but not delivered cannot be traded in yet', async () => {
    const chassis = 'MD9RV1AAX26A00555';
    const booked = await post('/bookings', {
      name: 'Rohan Deshmukh', mobile: '9000000003', email: 'rohan.deshmukh@example.com', model: 'rv1', colour: 'Titan Red', accept_terms: true,
      state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01', pincode: '400069', dealer_id: 1,
    }, customer);
    expect(booked.statusCode, booked.body).toBe(201);
    const { booking, payment } = body<OrderBookingCreateResponse>(booked).data;
    await pay(payment.checkout_url);
    expect((await act(booking.id, 'allot', { chassis })).statusCode).toBe(200);
    const res = await check(chassis);
    expect(res.statusCode).toBe(422);
    expect(body<ApiError>(res).message).toBe(upgradeMessages.notDelivered);
  });

  it('counts refused checks against the mobile and answers 429 when they are used up', async () => {
    const limited = await siblingApp(ctx, { rateLimits: { ...ctx.config.rateLimits, lookupPerMobile: { limit: 2, windowSeconds: 3600 } } });
    try {
      const mobile = freshMobile('97');
      const sent = await limited.inject({ method: 'POST', url: '/api/v1/customer/register/otp', payload: { mobile } });
      expect(sent.statusCode).toBe(200);
      const registered = await limited.inject({
        method: 'POST', url: '/api/v1/customer/register',
        payload: { otp: ctx.sms.lastCode(mobile), name: 'Guess Work', mobile },
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const headers = bearer(body<{ user: { token: string } }>(registered).user.token);
      const attempt = () => limited.inject({ method: 'POST', url: '/api/v1/upgrades/check', payload: { chassis: UNKNOWN_CHASSIS }, headers });
      expect((await attempt()).statusCode).toBe(422);
      expect((await attempt()).statusCode).toBe(422);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('POST /upgrades and the order calls', () => {
  it('refuses a model, colour or hub that does not fit', async () => {
    const cases: [Partial<UpgradeCreateRequest>, string, string][] = [
      [{ model: 'rv9000' }, 'model', upgradeMessages.model],
      [{ colour: 'Chrome' }, 'colour', 'Choose a colour.'],
      // Punjab does not take upgrades.
      [{ state: 'PB', city: 'PB-LDH', dealer_id: 1 }, 'dealer_id', upgradeMessages.hub],
      // A Bengaluru hub is not in Mumbai.
      [{ dealer_id: 9 }, 'dealer_id', upgradeMessages.hub],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post('/upgrades', upgradeBody(overrides), customer);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(body<ApiError>(res).errors?.[0], JSON.stringify(overrides)).toMatchObject({ field, message });
    }
  });

  it('creates the order, pays it through the sandbox back to /upgradeorder/:id, lists it, and refuses a second open upgrade', async () => {
    const { order, payment } = await createUpgrade();
    const today = todayInIndia(ctx.clock.now());
    const valuation = tradeInValue('rv400', '2023-06-15', today) ?? 0;
    expect(order).toMatchObject({
      kind: 'upgrade', state: 'reserved', model: 'rv400-brz', colour: 'Rebel Red', amount: UPGRADE_BOOKING_AMOUNT, mobile: '9000000003',
      reference: `UG-${String(order.id).padStart(6, '0')}`, can_pay: true, hub: { id: 1 },
      upgrade: {
        trade_in_chassis: DEMO_TRADE_IN_CHASSIS, trade_in_model: 'rv400', trade_in_model_name: 'RV400', trade_in_sold_on: '2023-06-15',
        valuation, final_valuation: null, inspection_note: null, inspected_at: null, balance: upgradeBalance(order.price, valuation, 0),
      },
    });
    expect(order.events[0]).toMatchObject({ kind: 'state', to: 'reserved', actor_role: 'customer' });
    expect(order.events[0]?.text).toContain(DEMO_TRADE_IN_CHASSIS);
    expect(payment.amount).toBe(UPGRADE_BOOKING_AMOUNT);

    const again = await post('/upgrades', upgradeBody(), customer);
    expect(again.statusCode).toBe(409);
    expect(body<ApiError>(again).message).toBe(upgradeMessages.openUpgrade);
    const checked = await check(DEMO_TRADE_IN_CHASSIS);
    expect(checked.statusCode).toBe(409);
    expect(body<ApiError>(checked).message).toBe(upgradeMessages.openUpgrade);

    // Payment retry opens a new payment order for the upgrade amount.
    const retry = await post(`/orders/${order.id}/payments`, {}, customer);
    expect(retry.statusCode, retry.body).toBe(201);
    const paid = await pay(body<{ data: { checkout_url: string; amount: number } }>(retry).data.checkout_url);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/upgradeorder/${order.id}`);

    const detail = body<{ data: Order }>(await get(`/orders/${order.id}`, customer)).data;
    expect(detail).toMatchObject({ state: 'confirmed', amount_paid: UPGRADE_BOOKING_AMOUNT });
    expect(detail.upgrade?.balance).toBe(upgradeBalance(order.price, valuation, UPGRADE_BOOKING_AMOUNT));

    const mine = body<OrderListResponse>(await get('/orders?kind=upgrade', customer)).data;
    expect(mine.map((o) => o.id)).toContain(order.id);
    expect(mine.every((o) => o.kind === 'upgrade' && o.upgrade !== undefined)).toBe(true);
    const bookings = body<OrderListResponse>(await get('/orders?kind=booking', customer)).data;
    expect(bookings.every((o) => o.upgrade === undefined)).toBe(true);

    const refunded = await cancelAndRefund(order.id);
    expect(refunded.state).toBe('refunded');
    expect(refunded.refunds[0]).toMatchObject({ amount: UPGRADE_BOOKING_AMOUNT, status: 'processed' });
    // A cancelled upgrade frees the chassis.
    expect((await check(DEMO_TRADE_IN_CHASSIS)).statusCode).toBe(200);
  });
});

describe('the back office on upgrades', () => {
  it('keeps each dealer to their hubs on the list, the detail and the inspection', async () => {
    const { order } = await createUpgrade({ chassis: DELIVERED_CHASSIS });
    const mh = body<BackOfficeOrderListResponse>(await get('/back-office/orders?kind=upgrade&pageSize=100', mumbai));
    expect(mh.data.map((o) => o.id)).toContain(order.id);
    expect(mh.data.every((o) => o.kind === 'upgrade' && [1, 2].includes(o.hub.id) && o.upgrade)).toBe(true);
    const ka = body<BackOfficeOrderListResponse>(await get('/back-office/orders?kind=upgrade&pageSize=100', bengaluru));
    expect(ka.total).toBeGreaterThan(0);
    expect(ka.data.every((o) => [9, 10].includes(o.hub.id))).toBe(true);

    const missing = await get('/back-office/orders/999999', bengaluru);
    const foreign = await get(`/back-office/orders/${order.id}`, bengaluru);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect((await act(order.id, 'inspect', { final_valuation: 40_000 }, bengaluru)).statusCode).toBe(404);
    expect((await backOffice(order.id, mumbai)).upgrade?.trade_in_chassis).toBe(DELIVERED_CHASSIS);
    expect((await post(`/orders/${order.id}/cancel`, { reason: 'Bought another bike' }, customer)).statusCode).toBe(200);
  });

  it('inspects only an upgrade in an inspectable state, and hands it over only after the inspection', async () => {
    const { order, payment } = await createUpgrade();
    // Reserved: not inspectable yet.
    const early = await act(order.id, 'inspect', { final_valuation: 40_000 }, mumbai);
    expect(early.statusCode).toBe(409);
    expect(body<ApiError>(early).message).toBe(orderMessages.badMove);
    await pay(payment.checkout_url);

    const confirmed = await backOffice(order.id, mumbai);
    expect(confirmed.actions).toEqual(['inspect', 'allot', 'note']);
    expect((await act(order.id, 'allot', { chassis: 'MD9RVBRZX26A00888' }, mumbai)).statusCode).toBe(200);
    expect((await act(order.id, 'ready', {}, mumbai)).statusCode).toBe(200);
    const ready = await backOffice(order.id, mumbai);
    expect(ready.actions).not.toContain('deliver');
    const refused = await act(order.id, 'deliver', {}, mumbai);
    expect(refused.statusCode).toBe(409);
    expect(body<ApiError>(refused).message).toBe(upgradeMessages.notInspected);
    // An admin is held to the same rule.
    const byAdmin = await act(order.id, 'deliver', {}, admin);
    expect(byAdmin.statusCode).toBe(409);
    expect(body<ApiError>(byAdmin).message).toBe(upgradeMessages.notInspected);

    for (const final_valuation of [-1, 300_001, 1.5]) {
      const bad = await act(order.id, 'inspect', { final_valuation }, mumbai);
      expect(bad.statusCode).toBe(400);
      expect(body<ApiError>(bad).errors?.[0]?.message).toBe(upgradeMessages.finalValuation);
    }
    const inspected = await act(order.id, 'inspect', { final_valuation: 41_000, note: 'Battery at 74%' }, mumbai);
    expect(inspected.statusCode, inspected.body).toBe(200);
    const after = body<{ data: BackOfficeOrder }>(inspected).data;
    expect(after.upgrade).toMatchObject({ final_valuation: 41_000, inspection_note: 'Battery at 74%', balance: upgradeBalance(order.price, 41_000, UPGRADE_BOOKING_AMOUNT) });
    expect(after.upgrade?.inspected_at).not.toBeNull();
    expect(after.events.at(-1)).toMatchObject({ kind: 'note', text: 'Old bike inspected: final valuation ₹41,000', actor_role: 'dealer', actor_name: 'Imran Shaikh', note: 'Battery at 74%' });
    expect(after.actions).toEqual(['inspect', 'deliver', 'note']);

    const delivered = await act(order.id, 'deliver', {}, mumbai);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const handedOver = body<{ data: BackOfficeOrder }>(delivered).data;
    expect(handedOver.state).toBe('delivered');
    expect(handedOver.events.at(-1)?.text).toBe(`Old bike (chassis ${DEMO_TRADE_IN_CHASSIS}) handed in and the new bike handed over at Revolt Service Hub Andheri`);
    expect((await act(order.id, 'inspect', { final_valuation: 1 }, mumbai)).statusCode).toBe(409);

    // The old bike was traded in: it is no longer the owner's to upgrade.
    const traded = await check(DEMO_TRADE_IN_CHASSIS);
    expect(traded.statusCode).toBe(422);
    expect(body<ApiError>(traded).message).toBe(upgradeMessages.notEligible);
  });

  it('refuses to inspect an order that is not an upgrade', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(`SELECT id FROM bookings WHERE kind = 'booking' AND state = 'confirmed' AND dealer_id = 1 LIMIT 1`);
    const id = rows[0]?.id ?? 0;
    const res = await act(id, 'inspect', { final_valuation: 10_000 });
    expect(res.statusCode).toBe(409);
    expect(body<ApiError>(res).message).toBe(upgradeMessages.notUpgrade);
    expect((await backOffice(id)).actions).not.toContain('inspect');
  });

  it('exports the trade-in chassis and both valuations', async () => {
    const res = await get('/back-office/orders/export.csv?kind=upgrade', admin);
    expect(res.statusCode).toBe(200);
    const [header, ...lines] = res.body.trim().split(/\r?\n/);
    expect(header).toContain('Trade-in chassis,Trade-in valuation (INR),Final valuation (INR)');
    expect(lines.some((line) => line.includes('MD9RV1PLX24J00404') && line.endsWith(',58000,no'))).toBe(true);
  });

  it('seeds upgrades for the admin and both demo dealers', async () => {
    const all = body<BackOfficeOrderListResponse>(await get('/back-office/orders?kind=upgrade&pageSize=100', admin));
    expect([...new Set(all.data.map((o) => o.hub.id))]).toEqual(expect.arrayContaining([1, 2, 9, 10]));
    for (const headers of [bengaluru, mumbai]) {
      expect(body<BackOfficeOrderListResponse>(await get('/back-office/orders?kind=upgrade', headers)).total).toBeGreaterThan(0);
    }
  });
});
