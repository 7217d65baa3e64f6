// @vitest-environment node
// Pay at the hub in the back office (issue 12): the hub records the payment of a reserved pay-at-hub order, which
// confirms it, within the caller's hubs; and the caller's hubs for the lists' hub filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackOfficeOrder, MyHubsResponse } from '@contract/back-office-orders.js';
import type { ApiError } from '@contract/common.js';
import { hubPaymentMessages, orderMessages } from '@contract/order-lifecycle.js';
import type { OrderBookingCreateResponse, PurchaseResponse } from '@contract/orders.js';
import { DEMO, bearer, body, createTestContext, freshMobile, signIn, type TestContext } from '../../test-helpers.js';

const MUMBAI_DEALER = { mobile: '9000000004', password: 'Dealer@12345' } as const;

let ctx: TestContext;
let admin: Record<string, string>;
let bengaluru: Record<string, string>;
let mumbai: Record<string, string>;
let customer: Record<string, string>;

const shipping = { line1: '12 Marine Drive', pincode: '400020', state: 'MH', city: 'MH-MUM' };

/** A reserved pay-at-hub purchase by the demo customer at the Mumbai hub 1. */
async function hubOrder(): Promise<PurchaseResponse['data']['order']> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    payload: { model: 'rv400', colour: 'Rebel Red', dealer_id: 1, shipping, payment_method: 'hub' },
    headers: customer,
  });
  expect(res.statusCode, res.body).toBe(201);
  return body<PurchaseResponse>(res).data.order;
}

const confirm = (id: number, payload: unknown, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/back-office/orders/${id}/hub-payment`, payload: payload as object, headers });

async function detail(id: number, headers: Record<string, string>): Promise<BackOfficeOrder> {
  const res = await ctx.app.inject({ url: `/api/v1/back-office/orders/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ data: BackOfficeOrder }>(res).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const [a, b, m, c] = await Promise.all([signIn(ctx.app, DEMO.admin), signIn(ctx.app, DEMO.dealer), signIn(ctx.app, MUMBAI_DEALER), signIn(ctx.app, DEMO.customer)]);
  [admin, bengaluru, mumbai, customer] = [bearer(a), bearer(b), bearer(m), bearer(c)];
});
afterAll(() => ctx.close());

describe('POST /api/v1/back-office/orders/:id/hub-payment', () => {
  it('lets the order’s own hub confirm the full price, writes the payment event with who, and texts the customer', async () => {
    const order = await hubOrder();
    expect((await detail(order.id, mumbai)).actions).toEqual(['hub_payment', 'note']);
    expect((await detail(order.id, admin)).actions).toEqual(['hub_payment', 'note', 'cancel']);

    const short = await confirm(order.id, { amount: order.price - 1 }, mumbai);
    expect(short.statusCode).toBe(400);
    expect(body<ApiError>(short).errors).toEqual([{ field: 'amount', message: hubPaymentMessages.notFull }]);
    const bad = await confirm(order.id, { amount: 12.5 }, mumbai);
    expect(bad.statusCode).toBe(400);
    expect(body<ApiError>(bad).errors?.[0]).toMatchObject({ field: 'amount', message: hubPaymentMessages.amount });
    expect((await detail(order.id, mumbai)).state).toBe('reserved');

    const res = await confirm(order.id, { amount: order.price, note: 'Cash, receipt 114' }, mumbai);
    expect(res.statusCode, res.body).toBe(200);
    const confirmed = body<{ data: BackOfficeOrder }>(res).data;
    expect(confirmed).toMatchObject({ state: 'confirmed', actions: ['allot', 'note'] });
    expect(confirmed.events.at(-1)).toMatchObject({
      kind: 'payment',
      from: 'reserved',
      to: 'confirmed',
      actor_role: 'dealer',
      actor_name: expect.any(String),
      note: 'Cash, receipt 114',
      text: `Payment of ₹${order.price.toLocaleString('en-IN')} received at ${order.hub.name}`,
    });
    expect(ctx.sms.sent.at(-1)?.text).toContain(`${order.reference} is confirmed. ₹${order.price.toLocaleString('en-IN')} received`);

    const again = await confirm(order.id, { amount: order.price }, mumbai);
    expect(again.statusCode).toBe(409);
    expect(body<ApiError>(again).message).toBe(orderMessages.badMove);
  });

  it('answers another hub’s dealer with the 404 of a missing order, and lets an admin confirm any hub’s', async () => {
    const order = await hubOrder();
    const foreign = await confirm(order.id, { amount: order.price }, bengaluru);
    expect(foreign.statusCode).toBe(404);
    expect(body<ApiError>(foreign).message).toBe(body<ApiError>(await confirm(99_999_999, { amount: order.price }, bengaluru)).message);
    expect((await detail(order.id, admin)).state).toBe('reserved');

    const res = await confirm(order.id, { amount: order.price }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ data: BackOfficeOrder }>(res).data.events.at(-1)).toMatchObject({ kind: 'payment', actor_role: 'admin' });
  });

  it('is for back-office roles only, and never for an order paid online', async () => {
    const order = await hubOrder();
    expect((await confirm(order.id, { amount: order.price }, customer)).statusCode).toBe(403);
    expect((await confirm(order.id, { amount: order.price }, {})).statusCode).toBe(401);

    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: { name: 'Kavya Rao', mobile: freshMobile('97'), email: 'kavya@example.com', model: 'rv400', colour: 'Rebel Red', accept_terms: true, state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01', pincode: '400069', dealer_id: 1 },
    });
    const { booking } = body<OrderBookingCreateResponse>(booked).data;
    expect((await detail(booking.id, mumbai)).actions).not.toContain('hub_payment');
    const online = await confirm(booking.id, { amount: booking.price }, mumbai);
    expect(online.statusCode).toBe(409);
    expect((await detail(booking.id, mumbai)).state).toBe('reserved');
  });
});

describe('GET /api/v1/back-office/my-hubs', () => {
  const hubs = async (headers: Record<string, string>) => {
    const res = await ctx.app.inject({ url: '/api/v1/back-office/my-hubs', headers });
    expect(res.statusCode, res.body).toBe(200);
    return body<MyHubsResponse>(res).data.map((h) => h.id).sort((a, b) => a - b);
  };

  it('gives each dealer their own hubs and an admin every hub', async () => {
    expect(await hubs(bengaluru)).toEqual([9, 10]);
    expect(await hubs(mumbai)).toEqual([1, 2]);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_centres');
    expect(await hubs(admin)).toHaveLength(rows[0]?.n ?? -1);
  });

  it('is not for customers', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/back-office/my-hubs', headers: customer })).statusCode).toBe(403);
  });
});
