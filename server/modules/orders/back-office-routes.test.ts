// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackOfficeOrder, BackOfficeOrderListResponse } from '@contract/back-office-orders.js';
import type { ApiError } from '@contract/common.js';
import { todayInIndia } from '@contract/rules.js';
import type { Order, OrderBookingCreateResponse } from '@contract/orders.js';
import type { SpecialAccessResponse, SpecialCodeCreateResponse } from '@contract/special-booking.js';
import { DEMO, bearer, body, createTestContext, freshMobile, signIn, type TestContext } from '../../test-helpers.js';

const MUMBAI_DEALER = { mobile: '9000000004', password: 'Dealer@12345' } as const;
const CHASSIS = 'MD9RV400X26B00017';

let ctx: TestContext;
let admin: Record<string, string>;
let bengaluru: Record<string, string>;
let mumbai: Record<string, string>;
let customer: Record<string, string>;
/** Orders made here: a paid Bengaluru booking, a paid Mumbai booking, an unpaid Bengaluru booking (formula-like e-mail). */
let blr: OrderBookingCreateResponse['data'];
let mum: OrderBookingCreateResponse['data'];
let unpaid: OrderBookingCreateResponse['data'];

const places = {
  blr: { state: 'KA', city: 'KA-BLR', area: 'KA-BLR-01', pincode: '560034', dealer_id: 9 },
  mum: { state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01', pincode: '400069', dealer_id: 1 },
};

async function book(place: keyof typeof places, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const payload = { name: 'Kavya Rao', mobile: freshMobile('97'), email: 'kavya@example.com', model: 'rv400', colour: 'Rebel Red', accept_terms: true, ...places[place], ...overrides };
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/bookings', payload, headers });
  expect(res.statusCode, res.body).toBe(201);
  return body<OrderBookingCreateResponse>(res).data;
}

const pay = (checkoutUrl: string) =>
  ctx.app.inject({ method: 'POST', url: checkoutUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ url: `/api/v1/back-office/orders${url}`, headers });
const post = (url: string, payload: unknown, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/back-office/orders${url}`, payload: payload as object, headers });

async function list(query: string, headers = admin): Promise<BackOfficeOrderListResponse> {
  const res = await get(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return body<BackOfficeOrderListResponse>(res);
}
const refs = (page: BackOfficeOrderListResponse) => page.data.map((o) => o.reference);

async function detail(id: number, headers = admin): Promise<BackOfficeOrder> {
  const res = await get(`/${id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ data: BackOfficeOrder }>(res).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const [a, b, m, c] = await Promise.all([signIn(ctx.app, DEMO.admin), signIn(ctx.app, DEMO.dealer), signIn(ctx.app, MUMBAI_DEALER), signIn(ctx.app, DEMO.customer)]);
  [admin, bengaluru, mumbai, customer] = [bearer(a), bearer(b), bearer(m), bearer(c)];
  // This file counts exactly the Bengaluru hubs' orders it makes; the demo upgrades seeded there are tested in upgrades.test.ts.
  await ctx.db.query(`DELETE FROM bookings WHERE kind = 'upgrade'`);
  blr = await book('blr', { name: 'Bengaluru Buyer' });
  ctx.clock.advance(1000);
  mum = await book('mum', { name: 'Mumbai Buyer', model: 'rv1', colour: 'Titan Red' }, customer);
  ctx.clock.advance(1000);
  unpaid = await book('blr', { name: '-Minus Start', email: '=HYPERLINK@evil.example', dealer_id: 10 });
  expect((await pay(blr.payment.checkout_url)).statusCode).toBe(303);
  expect((await pay(mum.payment.checkout_url)).statusCode).toBe(303);
});
afterAll(() => ctx.close());

describe('hub scope', () => {
  it('shows an admin every hub and each dealer only their own hubs', async () => {
    const all = refs(await list('?pageSize=100'));
    expect(all).toEqual(expect.arrayContaining([blr.booking.reference, mum.booking.reference, unpaid.booking.reference]));

    const ka = await list('?pageSize=100', bengaluru);
    expect(refs(ka)).toEqual([unpaid.booking.reference, blr.booking.reference]);
    expect(ka.data.every((o) => [9, 10].includes(o.hub.id))).toBe(true);

    const mh = await list('?pageSize=100', mumbai);
    expect(refs(mh)).toContain(mum.booking.reference);
    expect(refs(mh)).not.toContain(blr.booking.reference);
    expect(mh.data.every((o) => [1, 2].includes(o.hub.id))).toBe(true);
  });

  it('answers another hub’s order with the same 404 as a missing one, for the detail and every action', async () => {
    const missing = await get('/999999', bengaluru);
    expect(missing.statusCode).toBe(404);
    const other = await get(`/${mum.booking.id}`, bengaluru);
    expect(other.statusCode).toBe(404);
    expect(body<ApiError>(other)).toEqual(body<ApiError>(missing));
    expect((await get(`/${blr.booking.id}`, mumbai)).statusCode).toBe(404);

    for (const [action, payload] of [['allot', { chassis: CHASSIS }], ['ready', {}], ['deliver', {}], ['notes', { note: 'Called the customer' }]] as const) {
      const res = await post(`/${mum.booking.id}/${action}`, payload, bengaluru);
      expect(res.statusCode, action).toBe(404);
    }
    expect((await detail(mum.booking.id)).events.some((e) => e.kind === 'note')).toBe(false);
  });

  it('keeps customers out and cancelling for admins', async () => {
    expect((await get('', customer)).statusCode).toBe(403);
    expect((await get('/export.csv', customer)).statusCode).toBe(403);
    expect((await get('', {})).statusCode).toBe(401);
    expect((await post(`/${blr.booking.id}/notes`, { note: 'x' }, customer)).statusCode).toBe(403);
    expect((await post(`/${blr.booking.id}/cancel`, { reason: 'Bought another bike' }, bengaluru)).statusCode).toBe(403);
  });

  it('exports only the dealer’s hubs', async () => {
    const res = await get('/export.csv', bengaluru);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(blr.booking.reference);
    expect(res.body).not.toContain(mum.booking.reference);
  });
});

describe('filters and sort', () => {
  it('filters by state, payment, model, kind, hub, place and dates', async () => {
    expect(refs(await list('?state=reserved&pageSize=100'))).toContain(unpaid.booking.reference);
    expect(refs(await list('?state=reserved&pageSize=100'))).not.toContain(blr.booking.reference);
    expect(refs(await list('?payment=unpaid', bengaluru))).toEqual([unpaid.booking.reference]);
    expect(refs(await list('?payment=paid', bengaluru))).toEqual([blr.booking.reference]);
    expect(refs(await list('?payment=refunded', bengaluru))).toEqual([]);
    expect(refs(await list('?model=rv1&pageSize=100'))).toContain(mum.booking.reference);
    expect(refs(await list('?model=rv1&pageSize=100'))).not.toContain(blr.booking.reference);
    expect((await list('?kind=purchase', bengaluru)).total).toBe(0);
    expect(refs(await list('?kind=booking', bengaluru))).toHaveLength(2);
    expect(refs(await list('?hubId=10'))).toEqual([unpaid.booking.reference]);
    expect(refs(await list('?hubId=1', bengaluru))).toEqual([]);
    expect(refs(await list('?stateId=ka&cityId=KA-BLR'))).toEqual([unpaid.booking.reference, blr.booking.reference]);
    // The two Bengaluru orders' own days in India (the same day unless the suite crossed midnight IST between them).
    const dayOf = (o: OrderBookingCreateResponse['data']) => todayInIndia(new Date(o.booking.created_at));
    expect((await list(`?from=${dayOf(blr)}&to=${dayOf(unpaid)}`, bengaluru)).total).toBe(2);
    expect((await list('?from=2020-01-01&to=2020-01-31', bengaluru)).total).toBe(0);
  });

  it('searches by reference, mobile and name', async () => {
    expect(refs(await list(`?q=${blr.booking.reference}`))).toEqual([blr.booking.reference]);
    expect(refs(await list(`?q=${blr.booking.reference.toLowerCase()}`))).toEqual([blr.booking.reference]);
    expect(refs(await list(`?q=${mum.booking.mobile}`))).toEqual([mum.booking.reference]);
    expect(refs(await list(`?q=${mum.booking.mobile.slice(0, 6)}`))).toContain(mum.booking.reference);
    expect(refs(await list('?q=bengaluru%20buy'))).toEqual([blr.booking.reference]);
    expect(refs(await list(`?q=${mum.booking.reference}`, bengaluru))).toEqual([]);
    expect((await list('?q=%25')).total).toBe(0);
  });

  it('sorts by an allowed column either way and pages', async () => {
    const newest = refs(await list('?sort=-created', bengaluru));
    expect(refs(await list('?sort=created', bengaluru))).toEqual([...newest].reverse());
    const byState = (await list('?sort=state', bengaluru)).data.map((o) => o.state);
    expect(byState).toEqual(['reserved', 'confirmed']);
    const first = await list('?pageSize=1', bengaluru);
    expect(first).toMatchObject({ page: 1, pageSize: 1, pages: 2, total: 2 });
    expect(refs(await list('?pageSize=1&page=2', bengaluru))).toEqual([blr.booking.reference]);
  });

  it('refuses sorts, filter names and values outside the allow-lists', async () => {
    for (const query of [
      '?sort=created;DROP TABLE bookings',
      '?sort=name',
      '?sort=b.mobile',
      "?state=confirmed' OR '1'='1",
      '?state=shipped',
      '?payment=free',
      '?kind=lease',
      '?hubId=1 OR 1=1',
      '?model=rv400;--',
      '?stateId=KA%27--',
      '?from=2026-13-01',
      '?from=2026-02-01&to=2026-01-01',
      '?dealer_id=1',
      '?where=1=1',
      '?pageSize=1000',
    ]) {
      const res = await get(query, admin);
      expect(res.statusCode, query).toBe(400);
      expect(body<ApiError>(res).message, query).toEqual(expect.any(String));
      expect((await get(`/export.csv${query.replace('?pageSize=1000', '?page=2')}`, admin)).statusCode, `export ${query}`).toBe(400);
    }
    expect((await list('?state=&payment=&q=')).total).toBeGreaterThanOrEqual(3);
  });
});

describe('CSV export', () => {
  it('holds every matching row with a header, named after the filters, formulas neutralised', async () => {
    const res = await get('/export.csv?stateId=KA&sort=created', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}-stateid-ka\.csv"/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('Reference,Created (UTC),Kind,State,Payment,Model,Colour,Customer,Mobile,E-mail,State of India,City,Hub,Price (INR),Online amount (INR),Paid at (UTC),Chassis,Trade-in chassis,Trade-in valuation (INR),Final valuation (INR),Priority');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([blr.booking.reference, unpaid.booking.reference]);
    const row = lines[2] ?? '';
    expect(row).toContain(",'-Minus Start,");
    expect(row).toContain(",'=HYPERLINK@evil.example,");
    expect(row).toContain(',booking,reserved,unpaid,RV400,');
    expect(row).toContain('Karnataka,Bengaluru,Revolt Service Hub Whitefield');
  });

  it('exports exactly the filtered set, not one page', async () => {
    const page = await list('?pageSize=1');
    const res = await get('/export.csv', admin);
    expect(res.body.trim().split('\n')).toHaveLength(page.total + 1);
    const filtered = await get('/export.csv?payment=paid&hubId=1', admin);
    const rows = filtered.body.trim().split('\n').slice(1);
    expect(rows.length).toBe((await list('?payment=paid&hubId=1')).total);
    expect(rows.every((r) => r.includes('Revolt Service Hub Andheri') && r.includes(',paid,'))).toBe(true);
  });
});

describe('priority orders (booked through the special-customer page)', () => {
  it('are flagged in the list, the detail (with the invitation) and the export; other orders are not', async () => {
    const issued = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/special-codes', headers: admin, payload: { label: 'Fleet pilot: Bengaluru riders', max_uses: 1, valid_days: 30 } });
    expect(issued.statusCode, issued.body).toBe(201);
    const access = await ctx.app.inject({ method: 'POST', url: '/api/v1/special-booking/access', payload: { code: body<SpecialCodeCreateResponse>(issued).data.code } });
    expect(access.statusCode, access.body).toBe(200);
    const invited = await book('blr', { name: 'Invited Rider' });
    const claim = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/special-booking/claim',
      payload: { booking_id: invited.booking.id, access_key: invited.access_key, token: body<SpecialAccessResponse>(access).data.token },
    });
    expect(claim.statusCode, claim.body).toBe(200);

    const rows = (await list('?q=Invited%20Rider', bengaluru)).data;
    expect(rows).toEqual([expect.objectContaining({ reference: invited.booking.reference, priority: true })]);
    const others = (await list('?pageSize=100', bengaluru)).data.filter((o) => o.id !== invited.booking.id);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((o) => o.priority === false)).toBe(true);

    expect(await detail(invited.booking.id, bengaluru)).toMatchObject({ priority: true, invitation: 'Fleet pilot: Bengaluru riders' });
    expect(await detail(blr.booking.id, bengaluru)).toMatchObject({ priority: false, invitation: null });

    const csv = (await get('/export.csv?stateId=KA&sort=created', admin)).body.trim().split('\n');
    expect(csv[0]?.split(',').at(-1)).toBe('Priority');
    const byReference = new Map(csv.slice(1).map((line) => [line.split(',')[0], line.split(',').at(-1)]));
    expect(byReference.get(invited.booking.reference)).toBe('yes');
    expect(byReference.get(blr.booking.reference)).toBe('no');
  });
});

describe('detail and actions', () => {
  it('shows the order with its customer, payments, timeline with names and the actions of the role', async () => {
    const order = await detail(mum.booking.id, mumbai);
    expect(order).toMatchObject({ reference: mum.booking.reference, state: 'confirmed', amount_paid: 499, hub: { id: 1 } });
    expect(order.customer).toMatchObject({ mobile: DEMO.customer.mobile });
    expect(order.payments).toEqual([expect.objectContaining({ status: 'success', amount: 499 })]);
    expect(order.events.map((e) => [e.actor_role, e.to])).toEqual([['customer', 'reserved'], ['system', 'confirmed']]);
    expect(order.events[0]?.actor_name).toEqual(order.customer?.name);
    expect(order.actions).toEqual(['allot', 'note']);
    expect((await detail(mum.booking.id, admin)).actions).toEqual(['allot', 'note', 'cancel']);
    expect((await detail(unpaid.booking.id, bengaluru)).customer).toBeNull();
  });

  it('lets a dealer allot, ready and deliver at their hub, each writing an event with who, role, from, to and note', async () => {
    const id = blr.booking.id;
    expect((await post(`/${id}/allot`, { chassis: 'SHORT' }, bengaluru)).statusCode).toBe(400);
    expect((await post(`/${id}/allot`, { chassis: 'MD9RV400X26B0001O' }, bengaluru)).statusCode).toBe(400);
    expect((await post(`/${id}/deliver`, {}, bengaluru)).statusCode).toBe(409);

    const allot = await post(`/${id}/allot`, { chassis: CHASSIS.toLowerCase(), note: 'Blue tag on the bike' }, bengaluru);
    expect(allot.statusCode, allot.body).toBe(200);
    const allotted = body<{ data: BackOfficeOrder }>(allot).data;
    expect(allotted).toMatchObject({ state: 'allotted', chassis: CHASSIS, actions: ['ready', 'note'] });
    expect(allotted.events.at(-1)).toMatchObject({ kind: 'state', from: 'confirmed', to: 'allotted', actor_role: 'dealer', actor_name: 'Priya Nair', note: 'Blue tag on the bike' });
    expect(ctx.sms.messages.at(-1)?.message).toMatchObject({ kind: 'order-allotted', chassis: CHASSIS });

    expect((await post(`/${id}/allot`, { chassis: CHASSIS }, bengaluru)).statusCode).toBe(409);
    expect((await post(`/${id}/ready`, { note: 'Washed' }, bengaluru)).statusCode).toBe(200);
    const deliver = await post(`/${id}/deliver`, undefined, bengaluru);
    expect(deliver.statusCode, deliver.body).toBe(200);
    const delivered = body<{ data: BackOfficeOrder }>(deliver).data;
    expect(delivered.state).toBe('delivered');
    // A delivered bike waits for its registration number (recorded in the back office once the RTO issues it).
    expect(delivered.actions).toEqual(['register', 'note']);
    expect(delivered.events.slice(-2).map((e) => [e.from, e.to, e.actor_role, e.note])).toEqual([
      ['allotted', 'ready_for_delivery', 'dealer', 'Washed'],
      ['ready_for_delivery', 'delivered', 'dealer', null],
    ]);
  });

  it('refuses a chassis already allotted to another order', async () => {
    const other = await book('mum');
    expect((await pay(other.payment.checkout_url)).statusCode).toBe(303);
    const res = await post(`/${other.booking.id}/allot`, { chassis: CHASSIS }, admin);
    expect(res.statusCode).toBe(400);
    expect(body<ApiError>(res).errors?.[0]?.field).toBe('chassis');
    expect((await detail(other.booking.id)).state).toBe('confirmed');
  });

  it('adds notes (required, at most 500 characters) that the customer sees on the timeline', async () => {
    expect((await post(`/${mum.booking.id}/notes`, { note: '  ' }, mumbai)).statusCode).toBe(400);
    expect((await post(`/${mum.booking.id}/notes`, { note: 'x'.repeat(501) }, mumbai)).statusCode).toBe(400);
    const res = await post(`/${mum.booking.id}/notes`, { note: 'Bike arrives on Friday' }, mumbai);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ data: BackOfficeOrder }>(res).data.events.at(-1)).toMatchObject({ kind: 'note', from: null, to: null, actor_role: 'dealer', actor_name: 'Imran Shaikh', text: 'Note from your hub', note: 'Bike arrives on Friday' });
    const mine = await ctx.app.inject({ url: `/api/v1/orders/${mum.booking.id}`, headers: customer });
    expect(body<{ data: Order }>(mine).data.events.at(-1)).toMatchObject({ text: 'Note from your hub', note: 'Bike arrives on Friday' });
  });

  it('lets an admin cancel for the customer with a reason, and the refund follows', async () => {
    expect((await post(`/${mum.booking.id}/cancel`, {}, admin)).statusCode).toBe(400);
    expect((await post(`/${mum.booking.id}/cancel`, { reason: 'Other' }, admin)).statusCode).toBe(400);
    const res = await post(`/${mum.booking.id}/cancel`, { reason: 'Moving to another city', note: 'Asked on the phone' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const order = body<{ data: BackOfficeOrder }>(res).data;
    expect(order.state).toBe('refund_initiated');
    expect(order.cancel_reason).toBe('Moving to another city');
    expect(order.refunds).toEqual([expect.objectContaining({ amount: 499, status: 'initiated' })]);
    const cancelled = order.events.find((e) => e.to === 'cancelled');
    expect(cancelled).toMatchObject({ from: 'confirmed', actor_role: 'admin', actor_name: expect.any(String), note: 'Asked on the phone', text: 'Cancelled: Moving to another city' });
    expect(order.actions).toEqual(['note']);
    expect((await post(`/${mum.booking.id}/cancel`, { reason: 'Moving to another city' }, admin)).statusCode).toBe(409);
    expect(refs(await list('?payment=refunded'))).toContain(mum.booking.reference);
  });

  it('lets an admin move any hub’s order and cancel an unpaid one without a refund', async () => {
    const res = await post(`/${unpaid.booking.id}/cancel`, { reason: 'Bought another bike' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const order = body<{ data: BackOfficeOrder }>(res).data;
    expect(order).toMatchObject({ state: 'cancelled', refunds: [] });
    expect(refs(await list('?payment=unpaid&state=cancelled'))).toContain(unpaid.booking.reference);
  });
});
