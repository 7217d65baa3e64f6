// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistedOrderResponse } from '@contract/call-centre.js';
import type { BackOfficeOrderResponse } from '@contract/back-office-orders.js';
import type { OrderListResponse, OrderResponse } from '@contract/orders.js';
import { BOOKING_AMOUNT } from '@contract/booking-rules.js';
import { upgradeMessages } from '@contract/upgrade-rules.js';
import { LogSmsSender } from '../../platform/sms.js';
import { insertRegisterBike } from '../upgrades/service.js';
import { DEMO, bearer, body, createTestContext, freshMobile, newCustomer, register, signIn, type TestContext } from '../../test-helpers.js';

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

    const read = await ctx.app.inject({ url: `/api/v1/orders/${data.order.id}`, headers: { 'x-booking-key': key } });
    expect(read.statusCode, read.body).toBe(200);
    expect(body<OrderResponse>(read).data).toMatchObject({ id: data.order.id, assisted: true });
    // The key pays too: the caller opens the link and starts the payment.
    const pay = await ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${data.order.id}/payments`, headers: { 'x-booking-key': key } });
    expect(pay.statusCode, pay.body).toBe(201);

    // Another order with that key is the same 404 as a missing one.
    const other = body<AssistedOrderResponse>(await bookFor(caller())).data.order;
    const foreign = await ctx.app.inject({ url: `/api/v1/orders/${other.id}`, headers: { 'x-booking-key': key } });
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
    expect(order.events[0]).toMatchObject({ actor_role: 'callcentre', actor_name: 'Meghna Rao' });

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

  it('lets a user an admin makes a call-centre agent in at once, with none of the older flags', async () => {
    const person = newCustomer();
    const registered = body<{ user: { id: number; token: string } }>(await register(ctx, person)).user;
    expect((await bookFor(caller(), registered.token)).statusCode).toBe(403);
    const made = await ctx.app.inject({ method: 'PUT', url: `/api/v1/users/${registered.id}`, payload: { role: 'callcentre' }, headers: bearer(adminToken) });
    expect(made.statusCode, made.body).toBe(200);
    expect(body<{ data: Record<string, unknown> }>(made).data).toMatchObject({ user_type: 'callcentre', isAdmin: false, isSeller: false, isDealer: false });
    expect((await bookFor(caller(), registered.token)).statusCode).toBe(201);
    expect((await ctx.app.inject({ url: '/api/v1/back-office/orders', headers: bearer(registered.token) })).statusCode).toBe(403);
  });

  it('checks the booking like the customer’s own: a colour the model does not come in is a field error', async () => {
    const res = await bookFor(caller({ colour: 'Sky Pink' }));
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: { field: string }[] }>(res).errors[0]?.field).toBe('colour');
  });
});

let bikes = 0;
/** A delivered bike of the register on `mobile`, with a chassis of its own. */
async function ownedBike(mobile: string): Promise<string> {
  bikes += 1;
  const chassis = `MD9RV400X23C${String(bikes).padStart(2, '0')}${String(process.pid % 1000).padStart(3, '0')}`;
  await insertRegisterBike(ctx.db, { chassis, model: 'rv400', soldOn: '2023-01-10', mobile, name: 'Owner', hubId: 1 });
  return chassis;
}

const sendOtp = (chassis: string, mobile: string, token = agentToken) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/callcentre/upgrades/otp', payload: { chassis, mobile }, headers: bearer(token) });

const upgradeFor = (payload: Record<string, unknown>, token = agentToken) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/callcentre/upgrades', payload, headers: bearer(token) });

const upgradeBody = (chassis: string, mobile: string, otp: string) => ({
  chassis, mobile, otp, model: 'rv400-brz', colour: 'Rebel Red', name: 'Owner Name', email: 'owner@example.com', pincode: '400069',
  state: 'MH', city: 'MH-MUM', dealer_id: 1,
});

const smsTo = (mobile: string) => ctx.sms.sent.filter((m) => m.mobile === mobile);

describe('POST /api/v1/callcentre/upgrades/otp', () => {
  it('answers the same whether or not the chassis and mobile match, and texts only a matching owner', async () => {
    const owner = freshMobile('97');
    const chassis = await ownedBike(owner);
    const stranger = freshMobile('97');
    const answers = [];
    for (const [c, m] of [[chassis, owner], [chassis, stranger], ['MD9RV400X23Z99999', owner]] as const) {
      const res = await sendOtp(c, m);
      expect(res.statusCode, res.body).toBe(202);
      answers.push(res.body);
    }
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0] ?? '{}')).toEqual({ message: upgradeMessages.ownerOtpSent });
    expect(smsTo(owner)).toHaveLength(1);
    expect(smsTo(owner)[0]?.text).toContain(`chassis ending ${chassis.slice(-6)}`);
    expect(smsTo(stranger)).toHaveLength(0);
  });

  it('keeps customers and dealers out', async () => {
    for (const token of [customerToken, dealerToken]) expect((await sendOtp('MD9RV400X23Z99999', freshMobile('97'), token)).statusCode).toBe(403);
  });
});

describe('POST /api/v1/callcentre/upgrades', () => {
  it('refuses a wrong code, a code sent for another chassis and an expired one, and keeps the bike free', async () => {
    const owner = freshMobile('97');
    const [first, second] = [await ownedBike(owner), await ownedBike(owner)];
    await sendOtp(first, owner);
    const code = ctx.sms.lastCode(owner);
    const wrong = await upgradeFor(upgradeBody(first, owner, code === '000000' ? '111111' : '000000'));
    expect(wrong.statusCode).toBe(400);
    expect(body<{ errors: { field: string }[] }>(wrong).errors[0]?.field).toBe('otp');
    expect((await upgradeFor(upgradeBody(second, owner, code))).statusCode).toBe(400);

    await sendOtp(first, owner);
    const late = ctx.sms.lastCode(owner);
    ctx.clock.advance((ctx.config.otpTtlSeconds + 1) * 1000);
    expect((await upgradeFor(upgradeBody(first, owner, late))).statusCode).toBe(400);
    const { rows } = await ctx.db.query('SELECT 1 FROM bookings WHERE trade_in_chassis = ANY($1::text[])', [[first, second]]);
    expect(rows).toHaveLength(0);
  });

  it("books the upgrade for the owner's account, records the agent and texts a link whose key reads that order only", async () => {
    const person = newCustomer();
    const token = body<{ user: { token: string } }>(await register(ctx, person)).user.token;
    const chassis = await ownedBike(person.mobile);
    await sendOtp(chassis, person.mobile);
    const res = await upgradeFor(upgradeBody(chassis, person.mobile, ctx.sms.lastCode(person.mobile)));
    expect(res.statusCode, res.body).toBe(201);
    const { data } = body<AssistedOrderResponse>(res);
    expect(data.order).toMatchObject({ kind: 'upgrade', state: 'reserved', assisted: true, mobile: person.mobile });
    expect(data.sent_to).toBe(`${person.mobile.slice(0, 2)}xxxxxx${person.mobile.slice(-2)}`);

    const { url, key } = payLink(person.mobile);
    expect(url.pathname).toBe(`/upgradeorder/${data.order.id}`);
    expect(res.body).not.toContain(key);
    const read = await ctx.app.inject({ url: `/api/v1/orders/${data.order.id}`, headers: { 'x-booking-key': key } });
    expect(read.statusCode, read.body).toBe(200);
    const other = body<AssistedOrderResponse>(await bookFor(caller())).data.order;
    expect((await ctx.app.inject({ url: `/api/v1/orders/${other.id}`, headers: { 'x-booking-key': key } })).statusCode).toBe(404);

    const mine = body<OrderListResponse>(await ctx.app.inject({ url: '/api/v1/orders', headers: bearer(token) })).data;
    expect(mine.find((o) => o.id === data.order.id)?.assisted).toBe(true);
    const { rows } = await ctx.db.query<{ booked_by: number; actor_id: number; actor_role: string }>(
      'SELECT b.booked_by, e.actor_id, e.actor_role FROM bookings b JOIN order_events e ON e.order_id = b.id WHERE b.id = $1 ORDER BY e.id LIMIT 1',
      [data.order.id],
    );
    expect(rows[0]).toEqual({ booked_by: agentId, actor_id: agentId, actor_role: 'callcentre' });

    // The code is used up, and the bike now has an open upgrade.
    expect((await upgradeFor(upgradeBody(chassis, person.mobile, ctx.sms.lastCode(person.mobile)))).statusCode).toBe(400);
  });

  it('books for an owner without an account (no customer), and sends no more codes for a bike already upgrading', async () => {
    const owner = freshMobile('97');
    const chassis = await ownedBike(owner);
    await sendOtp(chassis, owner);
    const res = await upgradeFor(upgradeBody(chassis, owner, ctx.sms.lastCode(owner)));
    expect(res.statusCode, res.body).toBe(201);
    const id = body<AssistedOrderResponse>(res).data.order.id;
    const { rows } = await ctx.db.query<{ customer_id: number | null }>('SELECT customer_id FROM bookings WHERE id = $1', [id]);
    expect(rows[0]?.customer_id).toBeNull();

    await sendOtp(chassis, owner);
    expect(smsTo(owner)).toHaveLength(2);
  });
});

describe('the payment link in the log', () => {
  it('shows the key only when codes are shown (development)', async () => {
    const lines: string[] = [];
    const log = { info: (entry: { sms: string }) => lines.push(entry.sms) } as unknown as ConstructorParameters<typeof LogSmsSender>[0];
    const message = { kind: 'pay-link', reference: 'BK-000042', amount: 499, url: 'http://x/thankyoubooking/42#key=SECRETKEY' } as const;
    await new LogSmsSender(log).send('9700000000', message, 'en');
    await new LogSmsSender(log, { revealCodes: true }).send('9700000000', message, 'en');
    expect(lines[0]).not.toContain('SECRETKEY');
    expect(lines[1]).toContain('#key=SECRETKEY');
  });
});
