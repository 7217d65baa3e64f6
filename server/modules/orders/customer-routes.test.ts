// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '@contract/order-lifecycle.js';
import type { Order, OrderBookingCreateResponse, OrderSummary, PurchaseResponse } from '@contract/orders.js';
import type { ApiError } from '@contract/common.js';
import { BOOKING_REFUND_DAYS, bookingMessages } from '@contract/booking-rules.js';
import { addDays, addWorkingDays, todayInIndia } from '@contract/rules.js';
import { MSG } from '../../platform/messages.js';
import { DEMO_REGISTRATION } from '../../seed/demo.js';
import { HUB_LAPSE_REASON, sweepOrders } from './jobs.js';
import { SandboxGateway } from '../../platform/payments/sandbox.js';
import { DEMO, bearer, body, createTestContext, freshMobile, newCustomer, register, siblingApp, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let customerToken: string;
let otherToken: string;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [customerToken, adminToken] = await Promise.all([signIn(ctx.app, DEMO.customer), signIn(ctx.app, DEMO.admin)]);
  const registered = await register(ctx, newCustomer());
  otherToken = body<{ user: { token: string } }>(registered).user.token;
});
afterAll(() => ctx.close());

const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Arjun Mehta', mobile: freshMobile('96'), email: 'arjun@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01',
  pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true, ...overrides,
});

async function book(headers: Record<string, string> = {}, overrides: Record<string, unknown> = {}): Promise<OrderBookingCreateResponse['data']> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: bookingBody(overrides), headers });
  expect(res.statusCode, res.body).toBe(201);
  return body<OrderBookingCreateResponse>(res).data;
}

const pay = (checkoutUrl: string, outcome: 'success' | 'failed' = 'success') =>
  ctx.app.inject({ method: 'POST', url: checkoutUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });

const get = (id: number, headers: Record<string, string> = {}, base = 'orders') => ctx.app.inject({ url: `/api/v1/${base}/${id}`, headers });
async function read(id: number, headers: Record<string, string> = bearer(adminToken)): Promise<Order> {
  const res = await get(id, headers);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ data: Order }>(res).data;
}
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const patch = (id: number, payload: unknown, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/orders/${id}`, payload: payload as object, headers });
const cancel = (id: number, headers: Record<string, string>, payload: unknown = { reason: 'Bought another bike' }) =>
  post(`/api/v1/orders/${id}/cancel`, payload, headers);
/** A lifecycle action of the back office, taken by an admin. */
const act = (id: number, action: 'allot' | 'ready' | 'deliver' | 'cancel' | 'hub-payment', payload: unknown = {}) =>
  post(`/api/v1/back-office/orders/${id}/${action}`, payload, bearer(adminToken));
const keyHeader = (key: string) => ({ 'x-booking-key': key });
const texts = (order: Order) => order.events.map((e) => e.text);
/** One run of the periodic order sweep (the job: refunds owed, sandbox refunds due, lapsed hub orders). */
const sweep = () =>
  sweepOrders({ db: ctx.db, config: ctx.config, sms: ctx.sms, email: ctx.email, whatsapp: ctx.whatsapp, push: ctx.push, payments: new SandboxGateway(ctx.db), now: ctx.clock.now }, ctx.app.log);

async function lookupSession(reference: string, mobile: string, app = ctx.app): Promise<string> {
  expect((await app.inject({ method: 'POST', url: '/api/v1/orders/lookup', payload: { reference, mobile } })).statusCode).toBe(202);
  const res = await app.inject({ method: 'POST', url: '/api/v1/orders/lookup/verify', payload: { reference, mobile, otp: ctx.sms.lastCode(mobile) } });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ data: { lookup_token: string } }>(res).data.lookup_token;
}

describe('demo data', () => {
  it('gives the demo customer a delivered bike with its whole timeline and a paid booking', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/orders', headers: bearer(customerToken) });
    const { data } = body<{ data: OrderSummary[] }>(res);
    expect(data.map((o) => [o.state, o.amount_paid])).toEqual([['confirmed', 499], ['delivered', 499]]);
    const delivered = await read(data[1]?.id ?? 0, bearer(customerToken));
    expect(delivered.chassis).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(delivered.events.map((e) => e.to)).toEqual(['reserved', 'confirmed', 'allotted', 'ready_for_delivery', 'delivered', null]);
    expect(delivered.registration_number).toBe(DEMO_REGISTRATION);
    expect(delivered.events.at(-1)?.text).toBe(`Registration number ${DEMO_REGISTRATION} recorded`);
    expect(delivered.hub.name).toBe('Revolt Service Hub Andheri');
    // Where it was booked from, by name, with the state's region (SPEC §3 booking info).
    expect(delivered.place).toEqual({ state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01', state_name: 'Maharashtra', city_name: 'Mumbai', area_name: 'Andheri East', region: 'West' });
  });
});

describe('a booking through its life', () => {
  it('reserves, confirms on payment with one event and one SMS, and ignores repeated reports', async () => {
    const { booking, payment } = await book(bearer(customerToken));
    expect(booking).toMatchObject({
      kind: 'booking', state: 'reserved', state_label: 'Reserved: payment pending', amount_paid: 0, can_pay: true, can_edit: true, can_cancel: true,
      payment_method: 'online', chassis: null, shipping: null, refunds: [],
    });
    expect(booking.hub).toEqual({
      id: 12, name: 'Revolt Service Hub T. Nagar', address: '28 Usman Road, T. Nagar, Chennai', city: 'Chennai', state: 'Tamil Nadu',
      phone: '+91 44 4350 6601', map_url: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Revolt%20Service%20Hub%20T\.%20Nagar/),
    });
    expect(booking.events).toEqual([{ id: expect.any(Number), kind: 'state', from: null, to: 'reserved', text: 'Booking reserved', actor_role: 'customer', note: null, at: expect.any(String) }]);

    for (let i = 0; i < 3; i += 1) expect((await pay(payment.checkout_url)).statusCode).toBe(303);
    const paid = await read(booking.id, bearer(customerToken));
    expect(paid).toMatchObject({ state: 'confirmed', amount_paid: 499, payment_status: 'success', can_pay: false, can_edit: true, next_step: expect.stringContaining('allot') });
    expect(paid.events.slice(1)).toEqual([
      { id: expect.any(Number), kind: 'payment', from: 'reserved', to: 'confirmed', text: 'Payment of ₹499 received', actor_role: 'system', note: null, at: expect.any(String) },
    ]);
    expect(paid.payments).toEqual([expect.objectContaining({ order_id: payment.order_id, amount: 499, status: 'success', provider: 'sandbox' })]);
    expect(ctx.sms.sent.filter((m) => m.mobile === booking.mobile)).toHaveLength(1);

    const chassis = 'MD9RV400X26A00123';
    const allotted = await act(booking.id, 'allot', { chassis: chassis.toLowerCase() });
    expect(allotted.statusCode, allotted.body).toBe(200);
    expect(body<{ data: Order }>(allotted).data).toMatchObject({ state: 'allotted', chassis, can_edit: false, can_cancel: true });
    expect((await act(booking.id, 'ready')).statusCode).toBe(200);
    expect((await act(booking.id, 'deliver', { note: 'Handed over' })).statusCode).toBe(200);
    const delivered = await read(booking.id);
    expect(texts(delivered)).toEqual([
      'Booking reserved',
      'Payment of ₹499 received',
      `Chassis ${chassis} allotted at Revolt Service Hub T. Nagar`,
      'Ready for delivery at Revolt Service Hub T. Nagar',
      'Delivered',
    ]);
    expect(delivered.events.at(-1)).toMatchObject({ from: 'ready_for_delivery', to: 'delivered', actor_role: 'admin', note: 'Handed over' });
    expect(ctx.sms.sent.filter((m) => m.mobile === booking.mobile).map((m) => m.text)).toEqual([
      expect.stringContaining('is confirmed'),
      `Revolt Motors: chassis ${chassis} is allotted to your order ${booking.reference} at Revolt Service Hub T. Nagar. The hub will call you to complete the paperwork and the balance payment.`,
      expect.stringContaining(`order ${booking.reference} is ready at Revolt Service Hub T. Nagar`),
    ]);

    const again = await act(booking.id, 'cancel', { reason: 'Bought another bike', note: 'too late' });
    expect(again.statusCode).toBe(409);
    expect(body(again)).toEqual({ message: orderMessages.badMove });
    expect((await cancel(booking.id, bearer(customerToken))).statusCode).toBe(409);
  });

  it('needs a valid, unused chassis to allot, and refuses moves out of order', async () => {
    const { booking, payment } = await book();
    expect((await act(booking.id, 'allot', { chassis: 'MD9RV400X26A00124' })).statusCode).toBe(409);
    await pay(payment.checkout_url);
    for (const chassis of [undefined, 'SHORT', 'MD9RV400X26A0012O']) {
      const res = await act(booking.id, 'allot', { chassis });
      expect(res.statusCode).toBe(400);
      expect(body<ApiError>(res).errors).toEqual([{ field: 'chassis', message: orderMessages.chassis }]);
    }
    expect((await act(booking.id, 'deliver')).statusCode).toBe(409);
    expect((await act(booking.id, 'hub-payment', { amount: booking.price })).statusCode).toBe(409);
    expect((await act(booking.id, 'allot', { chassis: 'MD9RV400X26A00123' })).statusCode).toBe(400);
    expect((await read(booking.id)).state).toBe('confirmed');
    expect((await act(999_999, 'deliver')).statusCode).toBe(404);
  });
});

describe('cancel and refund', () => {
  it('cancels an unpaid booking: pending payment orders fail, no refund, and a late payment is refunded, never confirmed', async () => {
    const { booking, payment, access_key } = await book(bearer(customerToken));
    const res = await cancel(booking.id, bearer(customerToken), { reason: 'Other', note: 'Found a better deal' });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = body<{ data: Order }>(res).data;
    expect(cancelled).toMatchObject({ state: 'cancelled', cancel_reason: 'Other', can_cancel: false, can_pay: false, refunds: [] });
    expect(cancelled.payments).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(cancelled.events.at(-1)).toMatchObject({ from: 'reserved', to: 'cancelled', text: 'Cancelled: Other', actor_role: 'customer', note: 'Found a better deal' });
    expect(ctx.sms.sent.at(-1)?.text).toContain(`your order ${booking.reference} is cancelled`);
    expect((await post(`/api/v1/orders/${booking.id}/payments`, {}, keyHeader(access_key))).statusCode).toBe(409);

    // The customer completes the old checkout after cancelling: the money is given back.
    expect((await pay(payment.checkout_url)).statusCode).toBe(303);
    const refunding = await read(booking.id);
    expect(refunding.state).toBe('refund_initiated');
    expect(refunding.refunds).toEqual([
      { reference: expect.stringMatching(/^RF-\d{6}$/), amount: 499, status: 'initiated', created_at: expect.any(String), processed_at: null, expected_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
    expect(texts(refunding).slice(-2)).toEqual([
      'Payment of ₹499 received after the order was cancelled: it is being refunded',
      `Refund of ₹499 initiated (${refunding.refunds[0]?.reference})`,
    ]);
    expect(refunding.events.some((e) => e.to === 'confirmed')).toBe(false);
    expect((await pay(payment.checkout_url)).statusCode).toBe(303);
    expect((await read(booking.id)).refunds).toHaveLength(1);
  });

  it('refunds a paid booking: refund_initiated with RF reference, then refunded after SANDBOX_REFUND_SECONDS', async () => {
    const { booking, payment } = await book(bearer(customerToken));
    await pay(payment.checkout_url);
    const res = await cancel(booking.id, bearer(customerToken), { reason: 'Moving to another city' });
    const order = body<{ data: Order }>(res).data;
    expect(order).toMatchObject({ state: 'refund_initiated', amount_paid: 499, next_step: expect.stringContaining('refund') });
    const refund = order.refunds[0];
    expect(refund).toMatchObject({ amount: 499, status: 'initiated' });
    expect(texts(order).slice(-2)).toEqual(['Cancelled: Moving to another city', `Refund of ₹499 initiated (${refund?.reference})`]);
    expect(order.events.at(-1)).toMatchObject({ kind: 'refund', from: 'cancelled', to: 'refund_initiated', actor_role: 'system' });
    // The date is counted from the refund's own day in India with the contract's rule (its calendar cases are in
    // lifecycle.test.ts on fixed dates), so this holds on every day of the year.
    expect(refund?.expected_by).toBe(addWorkingDays(todayInIndia(new Date(refund?.created_at ?? '')), BOOKING_REFUND_DAYS));

    // The sweep job completes sandbox refunds once they are due; reading the order writes nothing.
    ctx.clock.advance((ctx.config.sandboxRefundSeconds - 5) * 1000);
    await sweep();
    expect((await read(booking.id, bearer(customerToken))).state).toBe('refund_initiated');
    ctx.clock.advance(10_000);
    expect((await read(booking.id, bearer(customerToken))).state).toBe('refund_initiated');
    await sweep();
    const done = await read(booking.id, bearer(customerToken));
    expect(done).toMatchObject({ state: 'refunded', refunds: [expect.objectContaining({ status: 'processed', processed_at: expect.any(String) })] });
    expect(done.events.at(-1)).toMatchObject({ from: 'refund_initiated', to: 'refunded', text: 'Refund completed' });
    expect(ctx.sms.sent.at(-1)?.text).toBe(
      `Revolt Motors: the refund of ₹499 for order ${booking.reference} is complete (${refund?.reference}). Your bank shows it in 1 to 2 days.`,
    );
  });

  it('lets an admin complete a sandbox refund at once, after cancelling on the customer\'s behalf with a reason', async () => {
    const { booking, payment } = await book();
    await pay(payment.checkout_url);
    const noReason = await act(booking.id, 'cancel', { note: 'Customer called the hub' });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await act(booking.id, 'cancel', { reason: 'Bought another bike', note: 'Customer called the hub' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(body<{ data: Order }>(cancelled).data).toMatchObject({ state: 'refund_initiated' });
    const refund = await post(`/api/v1/admin/orders/${booking.id}/refund`, { note: 'Bank confirmed' }, bearer(adminToken));
    expect(refund.statusCode, refund.body).toBe(200);
    expect(body<{ data: Order }>(refund).data.events.at(-1)).toMatchObject({ to: 'refunded', actor_role: 'admin', note: 'Bank confirmed' });
    const twice = await post(`/api/v1/admin/orders/${booking.id}/refund`, {}, bearer(adminToken));
    expect(twice.statusCode).toBe(409);
    expect(body(twice)).toEqual({ message: MSG.noSandboxRefund });
    expect((await post(`/api/v1/admin/orders/${booking.id}/refund`, {}, bearer(customerToken))).statusCode).toBe(403);
  });

  it('asks for a note with the reason "Other" and refuses an unknown reason', async () => {
    const { booking } = await book(bearer(customerToken));
    const other = await cancel(booking.id, bearer(customerToken), { reason: 'Other' });
    expect(other.statusCode).toBe(400);
    expect(body<ApiError>(other).errors).toEqual([{ field: 'note', message: orderMessages.note }]);
    expect((await cancel(booking.id, bearer(customerToken), { reason: 'Bored' })).statusCode).toBe(400);
    expect((await read(booking.id)).state).toBe('reserved');
  });
});

describe('who may see and change an order', () => {
  it('shows it to its customer, the key holder, its look-up session and an admin; everyone else gets the same 404', async () => {
    const mine = await book(bearer(customerToken));
    const guest = await book();
    const { id } = guest.booking;
    for (const headers of [keyHeader(guest.access_key), bearer(adminToken)]) expect((await get(id, headers)).statusCode).toBe(200);
    expect((await get(mine.booking.id, bearer(customerToken))).statusCode).toBe(200);
    expect((await get(id, {}, 'bookings')).statusCode).toBe(404);
    const lookup = await lookupSession(guest.booking.reference, guest.booking.mobile);
    expect((await get(id, { 'x-order-lookup': lookup })).statusCode).toBe(200);

    const refused: Record<string, string>[] = [{}, bearer(otherToken), bearer(customerToken), keyHeader(mine.access_key), { 'x-order-lookup': 'A'.repeat(43) }];
    for (const headers of refused) {
      const res = await get(id, headers);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({ message: MSG.bookingNotFound });
    }
    // The look-up session opens that one order only.
    expect((await get(mine.booking.id, { 'x-order-lookup': lookup })).statusCode).toBe(404);
    expect((await get(999_999, bearer(adminToken))).statusCode).toBe(404);

    // Changes: the customer, the browser that booked (its key) or the look-up session; an admin reads only here.
    for (const headers of [bearer(adminToken), bearer(otherToken), keyHeader(mine.access_key)]) {
      expect((await patch(id, { name: 'Someone Else' }, headers)).statusCode).toBe(404);
      expect((await cancel(id, headers)).statusCode).toBe(404);
    }
    expect((await patch(id, { name: 'Arjun K Mehta' }, { 'x-order-lookup': lookup })).statusCode).toBe(200);
    const byGuest = await cancel(id, { 'x-order-lookup': lookup });
    expect(body<{ data: Order }>(byGuest).data.events.at(-1)).toMatchObject({ to: 'cancelled', actor_role: 'guest' });

    ctx.clock.advance(31 * 60_000);
    expect((await get(id, { 'x-order-lookup': lookup })).statusCode).toBe(404);
  });

  it("closes the guest's loop: the device that booked changes and cancels; registering with that mobile brings every guest record into the account", async () => {
    const mobile = freshMobile('96');
    const guest = await book({}, { mobile });
    const { id } = guest.booking;
    const key = keyHeader(guest.access_key);
    const changed = await patch(id, { colour: 'Cosmic Black' }, key);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(body<{ data: Order }>(changed).data).toMatchObject({ colour: 'Cosmic Black', events: expect.arrayContaining([expect.objectContaining({ kind: 'edit', actor_role: 'guest' })]) });
    const second = await book({}, { mobile });
    expect((await cancel(second.booking.id, keyHeader(second.access_key))).statusCode).toBe(200);
    const ride = await post('/api/v1/test-rides', {
      name: 'Arjun Mehta', mobile, email: 'arjun@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01', pincode: '600017', model: 'rv400',
      preferred_date: addDays(todayInIndia(ctx.clock.now()), 3), time_slot: '10:00-12:00', dealer_id: 12,
    });
    expect(ride.statusCode, ride.body).toBe(201);

    const registered = await register(ctx, newCustomer({ mobile }));
    expect(registered.statusCode, registered.body).toBe(200);
    const token = body<{ user: { token: string } }>(registered).user.token;
    const mine = body<{ data: OrderSummary[] }>(await ctx.app.inject({ url: '/api/v1/orders', headers: bearer(token) })).data;
    expect(mine.map((o) => [o.id, o.state]).sort()).toEqual([[id, 'reserved'], [second.booking.id, 'cancelled']].sort());
    const rides = body<{ data: unknown[] }>(await ctx.app.inject({ url: '/api/v1/me/test-rides', headers: bearer(token) })).data;
    expect(rides).toHaveLength(1);
    // Someone else's sign-in takes nothing of it.
    const others = body<{ data: OrderSummary[] }>(await ctx.app.inject({ url: '/api/v1/orders', headers: bearer(otherToken) })).data;
    expect(others.some((o) => o.id === id)).toBe(false);
  });

  it('lists my orders, newest first, by kind', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/orders', headers: bearer(customerToken) });
    expect(res.statusCode).toBe(200);
    const { data } = body<{ data: OrderSummary[] }>(res);
    expect(data.length).toBeGreaterThanOrEqual(3);
    const times = data.map((o) => o.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.every((o) => o.kind === 'booking' || o.kind === 'purchase')).toBe(true);
    const none = await ctx.app.inject({ url: '/api/v1/orders?kind=upgrade', headers: bearer(customerToken) });
    expect(body<{ data: OrderSummary[] }>(none).data).toEqual([]);
    const theirs = await ctx.app.inject({ url: '/api/v1/orders', headers: bearer(otherToken) });
    expect(body<{ data: OrderSummary[] }>(theirs).data).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/v1/orders' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/orders/:id', () => {
  it('changes colour, hub in the same state and contact details, with one edit event', async () => {
    const { booking } = await book(bearer(customerToken));
    const res = await patch(booking.id, { colour: 'cosmic black', dealer_id: 14, email: 'new@example.com' }, bearer(customerToken));
    expect(res.statusCode, res.body).toBe(200);
    const order = body<{ data: Order }>(res).data;
    expect(order).toMatchObject({ colour: 'Cosmic Black', hub: { id: 14 }, email: 'new@example.com' });
    expect(order.events.at(-1)).toMatchObject({ kind: 'edit', from: null, to: null, actor_role: 'customer', text: 'Changed colour to Cosmic Black, hub to Revolt Service Hub Coimbatore, e-mail' });
    const same = await patch(booking.id, { colour: 'Cosmic Black' }, bearer(customerToken));
    expect(body<{ data: Order }>(same).data.events).toHaveLength(order.events.length);
  });

  it('refuses a colour of another model and a hub in another state (400), nothing to change, and any change after allotment (409)', async () => {
    const { booking, payment } = await book(bearer(customerToken));
    const colour = await patch(booking.id, { colour: 'Stellar Blue' }, bearer(customerToken));
    expect(colour.statusCode).toBe(400);
    expect(body<ApiError>(colour).errors).toEqual([{ field: 'colour', message: bookingMessages.colour }]);
    const hub = await patch(booking.id, { dealer_id: 1 }, bearer(customerToken));
    expect(hub.statusCode).toBe(400);
    expect(body<ApiError>(hub).errors).toEqual([{ field: 'dealer_id', message: orderMessages.hubState }]);
    expect((await patch(booking.id, {}, bearer(customerToken))).statusCode).toBe(400);

    await pay(payment.checkout_url);
    expect((await patch(booking.id, { name: 'Arjun Mehta Jr' }, bearer(customerToken))).statusCode).toBe(200);
    await act(booking.id, 'allot', { chassis: 'MD9RV400X26A00999' });
    const late = await patch(booking.id, { colour: 'Cosmic Black' }, bearer(customerToken));
    expect(late.statusCode).toBe(409);
    expect(body(late)).toEqual({ message: orderMessages.notEditable });
  });
});

describe('POST /api/v1/orders (purchase)', () => {
  const shipping = { line1: '12 Marine Drive', pincode: '400020', state: 'MH', city: 'MH-MUM' };
  const purchase = (overrides: Record<string, unknown> = {}) => ({ model: 'rv400', colour: 'Rebel Red', dealer_id: 1, shipping, payment_method: 'hub', ...overrides });

  it('places a pay-at-hub order at the server\'s price with no payment order, and the admin confirms it', async () => {
    const res = await post('/api/v1/orders', purchase({ price: 1 }), bearer(customerToken));
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = body<PurchaseResponse>(res).data;
    const { rows } = await ctx.db.query<{ price: number }>("SELECT ex_price + charger AS price FROM products WHERE id = 'rv400'");
    expect(payment).toBeNull();
    expect(order).toMatchObject({
      kind: 'purchase', state: 'reserved', payment_method: 'hub', price: rows[0]?.price, amount: 0, can_pay: false, mobile: DEMO.customer.mobile,
      shipping: { ...shipping, line2: '', landmark: '' }, reference: `OD-${String(order.id).padStart(6, '0')}`,
    });
    expect(texts(order)).toEqual(['Order placed: pay at the hub']);
    expect((await post(`/api/v1/orders/${order.id}/payments`, {}, bearer(customerToken))).statusCode).toBe(409);
    const confirmed = await act(order.id, 'hub-payment', { amount: order.price });
    expect(body<{ data: Order }>(confirmed).data).toMatchObject({ state: 'confirmed' });
    expect(body<{ data: Order }>(confirmed).data.events.at(-1)).toMatchObject({
      kind: 'payment', from: 'reserved', to: 'confirmed', text: `Payment of ₹${order.price.toLocaleString('en-IN')} received at ${order.hub.name}`, actor_role: 'admin',
    });
    expect(ctx.sms.sent.at(-1)?.text).toContain(`${order.reference} is confirmed. ₹${order.price.toLocaleString('en-IN')} received`);
  });

  it('opens a gateway order for the full price when paid online, and the payment confirms it', async () => {
    const res = await post('/api/v1/orders', purchase({ payment_method: 'online' }), bearer(customerToken));
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = body<PurchaseResponse>(res).data;
    expect(order).toMatchObject({ amount: order.price, can_pay: true });
    expect(payment).toMatchObject({ amount: order.price, currency: 'INR' });
    const checkout = await ctx.app.inject({ url: payment?.checkout_url ?? '' });
    expect(checkout.body).toContain(`<a href="/order/${order.id}">`);
    const back = await pay(payment?.checkout_url ?? '');
    // A purchase comes back to its order page, not to the ₹499 booking's thank-you page.
    expect(back.headers.location).toBe(`/order/${order.id}`);
    const paid = await read(order.id, bearer(customerToken));
    expect(paid).toMatchObject({ state: 'confirmed', amount_paid: order.price });
    const confirm = await act(order.id, 'hub-payment', { amount: order.price });
    expect(confirm.statusCode).toBe(409);
  });

  it('checks the model, colour, address and that the hub is in the delivery state; only for a signed-in customer', async () => {
    const field = async (payload: unknown) => body<ApiError>(await post('/api/v1/orders', payload, bearer(customerToken))).errors?.[0]?.field;
    expect(await field(purchase({ model: 'rv9000' }))).toBe('model');
    expect(await field(purchase({ colour: 'Stellar Blue' }))).toBe('colour');
    expect(await field(purchase({ dealer_id: 12 }))).toBe('dealer_id');
    expect(await field(purchase({ shipping: { ...shipping, city: 'TN-CHE' } }))).toBe('shipping.city');
    expect(await field(purchase({ payment_method: 'paypal' }))).toBe('payment_method');
    expect((await post('/api/v1/orders', purchase())).statusCode).toBe(401);
  });
});

describe('guest look-up', () => {
  it('gives the same answer for a match, an unknown reference and a wrong mobile, and sends the OTP only on a match', async () => {
    const { booking } = await book();
    const answers = [];
    for (const payload of [
      { reference: booking.reference, mobile: booking.mobile },
      { reference: 'BK-999999', mobile: booking.mobile },
      { reference: booking.reference, mobile: freshMobile('97') },
      { reference: booking.reference.replace('BK', 'OD'), mobile: booking.mobile },
    ]) {
      const res = await post('/api/v1/orders/lookup', payload);
      answers.push([res.statusCode, res.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([202, JSON.stringify({ message: orderMessages.lookup })]);
    expect(ctx.sms.sent.filter((m) => m.mobile === booking.mobile)).toHaveLength(1);
    expect(ctx.sms.sent.at(-1)?.text).toMatch(/^\d{6} is your OTP to open your Revolt booking/);

    const verify = (otp: string, reference = booking.reference) => post('/api/v1/orders/lookup/verify', { reference, mobile: booking.mobile, otp });
    const code = ctx.sms.lastCode(booking.mobile);
    const wrong = await verify(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toEqual({ message: MSG.lookupFailed });
    expect(body(await verify(code, 'BK-999999'))).toEqual({ message: MSG.lookupFailed });
    const ok = await verify(code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body<{ data: { order_id: number; lookup_token: string; expires_at: string } }>(ok).data).toEqual({
      order_id: booking.id, lookup_token: expect.stringMatching(/^[\w-]{43}$/), expires_at: expect.any(String),
    });
    expect((await verify(code)).statusCode, 'a code works once').toBe(400);
  });

  it('gives a guest booking to the signed-in customer whose mobile the OTP proved', async () => {
    const { booking } = await book({}, { mobile: DEMO.customer.mobile });
    await post('/api/v1/orders/lookup', { reference: booking.reference, mobile: DEMO.customer.mobile });
    const res = await post('/api/v1/orders/lookup/verify', { reference: booking.reference, mobile: DEMO.customer.mobile, otp: ctx.sms.lastCode(DEMO.customer.mobile) }, bearer(customerToken));
    expect(res.statusCode).toBe(200);
    expect((await get(booking.id, bearer(customerToken))).statusCode).toBe(200);
  });

  it('rate-limits look-ups and verifications per address and per mobile', async () => {
    const limited = await siblingApp(ctx, {
      rateLimits: { ...ctx.config.rateLimits, lookupPerIp: { limit: 3, windowSeconds: 3600 }, lookupPerMobile: { limit: 2, windowSeconds: 3600 } },
    });
    const mobile = freshMobile('97');
    const ask = (ip: string, m = mobile) => limited.inject({ method: 'POST', url: '/api/v1/orders/lookup', payload: { reference: 'BK-000001', mobile: m }, remoteAddress: ip });
    expect((await ask('10.40.0.1')).statusCode).toBe(202);
    expect((await ask('10.40.0.2')).statusCode).toBe(202);
    const perMobile = await ask('10.40.0.3');
    expect(perMobile.statusCode).toBe(429);
    expect(Number(perMobile.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('10.40.0.9', freshMobile('97'))).statusCode).toBe(202);
    expect((await ask('10.40.0.9', freshMobile('97'))).statusCode).toBe(202);
    expect((await ask('10.40.0.9', freshMobile('97'))).statusCode).toBe(202);
    expect((await ask('10.40.0.9', freshMobile('97'))).statusCode, 'per address').toBe(429);
    const verify = () => limited.inject({ method: 'POST', url: '/api/v1/orders/lookup/verify', payload: { reference: 'BK-000001', mobile, otp: '123456' }, remoteAddress: '10.40.1.1' });
    expect((await verify()).statusCode).toBe(400);
    expect((await verify()).statusCode).toBe(400);
    expect((await verify()).statusCode).toBe(429);
    await limited.close();
  });
});

// Last in the file: it moves the shared clock by days.
describe('pay-at-hub orders', () => {
  it('lapse when not paid at the hub within HUB_PAYMENT_VALID_DAYS, by the sweep job (a list or a read writes nothing)', async () => {
    const placed = await post('/api/v1/orders', {
      model: 'rv400', colour: 'Rebel Red', dealer_id: 1, payment_method: 'hub', shipping: { line1: '12 Marine Drive', pincode: '400020', state: 'MH', city: 'MH-MUM' },
    }, bearer(customerToken));
    const { order } = body<PurchaseResponse>(placed).data;
    ctx.clock.advance(6 * 86_400_000);
    await sweep();
    // Six idle days end the session (SESSION_IDLE_MINUTES): sign in again to look.
    expect((await read(order.id, bearer(await signIn(ctx.app, DEMO.customer)))).state).toBe('reserved');
    ctx.clock.advance(2 * 86_400_000);
    const token = await signIn(ctx.app, DEMO.customer);
    expect(body<{ data: OrderSummary[] }>(await ctx.app.inject({ url: '/api/v1/orders', headers: bearer(token) })).data.find((o) => o.id === order.id)?.state).toBe('reserved');
    await sweep();
    const list = body<{ data: OrderSummary[] }>(await ctx.app.inject({ url: '/api/v1/orders', headers: bearer(token) })).data;
    expect(list.find((o) => o.id === order.id)?.state).toBe('cancelled');
    const lapsed = await read(order.id, bearer(token));
    expect(lapsed).toMatchObject({ cancel_reason: HUB_LAPSE_REASON, refunds: [] });
    expect(lapsed.events.at(-1)).toMatchObject({ from: 'reserved', to: 'cancelled', actor_role: 'system', text: `Cancelled: ${HUB_LAPSE_REASON}` });
  });
});
