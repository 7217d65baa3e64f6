// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistedOrderResponse } from '@contract/call-centre.js';
import type { BackOfficeOrderResponse } from '@contract/back-office-orders.js';
import type { OrderListResponse, OrderResponse } from '@contract/orders.js';
import { BOOKING_AMOUNT } from '@contract/rules.js';
import { LogSmsSender } from '../sms.js';
import { DEMO, bearer, body, createTestContext, freshMobile, newCustomer, register, signIn, type TestContext } from '../test-helpers.js';

let ctx: TestContext;
let agentToken: string;
let agentId: number;
let adminToken: string;
let customerToken: string;
let dealerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [agentToken, adminToken, customerToken, dealerToken] = await Promise.all([
    signIn(ctx.app, DEMO.agent),
    signIn(ctx.app, DEMO.admin),
    signIn(ctx.app, DEMO.customer),
    signIn(ctx.app, DEMO.dealer),
  ]);
  const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [DEMO.agent.mobile]);
  agentId = rows[0]?.id ?? 0;
}, 60_000);
afterAll(() => ctx.close());

const caller = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kavya Rao',
  mobile: freshMobile('97'),
  email: 'kavya.rao@example.com',
  state: 'TN',
  city: 'TN-CHE',
  area: 'TN-CHE-01',
  pincode: '600017',
  model: 'rv400',
  colour: 'Rebel Red',
  dealer_id: 12,
  ...overrides,
});

const bookFor = (payload: Record<string, unknown>, token = agentToken) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/callcentre/bookings', payload, headers: bearer(token) });

/** The link of the last payment-link SMS to this mobile, split into its path and key. */
function payLink(mobile: string): { url: URL; key: string } {
  const text = ctx.sms.sent.filter((m) => m.mobile === mobile && m.text.includes('#key=')).at(-1)?.text ?? '';
  const url = new URL(/(https?:\/\/\S+)/.exec(text)?.[1] ?? 'http://none/');
  return { url, key: url.hash.replace(/^#key=/, '') };
}

describe('POST /api/v1/callcentre/bookings', () => {
  it('books for the caller, texts a link whose key reads that booking only, and never answers the key', async () => {
    const payload = caller();
    const res = await bookFor(payload);
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = body<AssistedOrderResponse>(res);
    expect(data.order).toMatchObject({ kind: 'booking', state: 'reserved', amount: BOOKING_AMOUNT, assisted: true, mobile: payload.mobile });
    expect(data.sent_to).toBe(`${payload.mobile.slice(0, 2)}xxxxxx${payload.mobile.slice(-2)}`);
    expect(message).toContain(data.order.reference);

    const { url, key } = payLink(payload.mobile);
    expect(url.pathname).toBe(`/thankyoubooking/${data.order.id}`);
    expect(url.origin).toBe(ctx.config.siteOrigin);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toContain(key);

    const read = await ctx.app.inject({ url: `/api/v1/bookings/${data.order.id}`, headers: { 'x-booking-key': key } });
    expect(read.statusCode, read.body).toBe(200);
    expect(body<OrderResponse>(read).data).toMatchObject({ id: data.order.id, assisted: true });
    // The key pays too: the caller opens the link and starts the payment.
    const pay = await ctx.app.inject({ method: 'POST', url: `/api/v1/bookings/${data.order.id}/payments`, headers: { 'x-booking-key': key } });
    expect(pay.statusCode, pay.body).toBe(201);

    // Another order with that key is the same 404 as a missing one.
    const other = body<AssistedOrderResponse>(await bookFor(caller())).data.order;
    const foreign = await ctx.app.inject({ url: `/api/v1/bookings/${other.id}`, headers: { 'x-booking-key': key } });
    expect(foreign.statusCode).toBe(404);
  });

  it('records the agent on the order and on its creation event, and the back office shows it assisted', async () => {
    const created = body<AssistedOrderResponse>(await bookFor(caller())).data.order;
    const { rows } = await ctx.db.query<{ booked_by: number | null; actor_id: number | null; actor_role: string }>(
      `SELECT b.booked_by, e.actor_id, e.actor_role FROM bookings b JOIN order_events e ON e.order_id = b.id WHERE b.id = $1 ORDER BY e.id LIMIT 1`,
      [created.id],
    );
    expect(rows[0]).toEqual({ booked_by: agentId, actor_id: agentId, actor_role: 'callcentre' });

    const detail = await ctx.app.inject({ url: `/api/v1/back-office/orders/${created.id}`, headers: bearer(adminToken) });
    expect(detail.statusCode, detail.body).toBe(200);
    const order = body<BackOfficeOrderResponse>(detail).data;
    expect(order.assisted).toBe(true);
    expect(order.events[0]).toMatchObject({ actor_role: 'callcentre', actor_name: 'Sneha Kulkarni' });

    const list = await ctx.app.inject({ url: `/api/v1/back-office/orders?q=${created.reference}`, headers: bearer(adminToken) });
    expect(body<{ data: { id: number; assisted: boolean }[] }>(list).data.find((o) => o.id === created.id)?.assisted).toBe(true);
  });

  it("gives the order to the account registered on the caller's mobile, which sees it assisted; a customer's own booking is not", async () => {
    const person = newCustomer();
    const token = body<{ user: { token: string } }>(await register(ctx, person)).user.token;
    const created = body<AssistedOrderResponse>(await bookFor(caller({ mobile: person.mobile }))).data.order;
    const mine = await ctx.app.inject({ url: '/api/v1/orders', headers: bearer(token) });
    expect(body<OrderListResponse>(mine).data.find((o) => o.id === created.id)?.assisted).toBe(true);

    const own = await ctx.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: { ...caller(), accept_terms: true } });
    expect(own.statusCode, own.body).toBe(201);
    expect(body<{ data: { booking: { assisted: boolean } } }>(own).data.booking.assisted).toBe(false);
  });

  it('lets an admin book too, and keeps customers and dealers out', async () => {
    expect((await bookFor(caller(), adminToken)).statusCode).toBe(201);
    for (const token of [customerToken, dealerToken]) expect((await bookFor(caller(), token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/callcentre/bookings', payload: caller() })).statusCode).toBe(401);
  });

  it('checks the booking like the customer’s own: a colour the model does not come in is a field error', async () => {
    const res = await bookFor(caller({ colour: 'Sky Pink' }));
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: { field: string }[] }>(res).errors[0]?.field).toBe('colour');
  });
});

describe('the payment link in the log', () => {
  it('shows the key only when codes are shown (development)', async () => {
    const lines: string[] = [];
    const log = { info: (entry: { sms: string }) => lines.push(entry.sms) } as unknown as ConstructorParameters<typeof LogSmsSender>[0];
    const message = { kind: 'pay-link', reference: 'BK-000042', amount: 499, url: 'http://x/thankyoubooking/42#key=SECRETKEY' } as const;
    await new LogSmsSender(log).send('9700000000', message);
    await new LogSmsSender(log, { revealCodes: true }).send('9700000000', message);
    expect(lines[0]).not.toContain('SECRETKEY');
    expect(lines[1]).toContain('#key=SECRETKEY');
  });
});
