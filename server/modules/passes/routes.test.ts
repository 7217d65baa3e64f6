// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@contract/common.js';
import type { EnquiryResponse } from '@contract/enquiries.js';
import type { OrderBookingCreateResponse } from '@contract/orders.js';
import { HUB_OPENING_HOURS, passMessages } from '@contract/pass-rules.js';
import type { PassOpenResponse, PassResponse } from '@contract/passes.js';
import { DEMO, bearer, body, createTestContext, freshMobile, newCustomer, register, signIn, type TestContext } from '../../test-helpers.js';

const MUMBAI_DEALER = { mobile: '9000000004', password: 'Dealer@12345' } as const;
// 2027-03-10 20:00 UTC is 11 March 01:30 in India: tomorrow is 12 March.
const PINNED = Date.parse('2027-03-10T20:00:00Z');
const TOMORROW = '2027-03-12';
const BLR = { state: 'KA', city: 'KA-BLR', area: 'KA-BLR-01', pincode: '560034', dealer_id: 9 };

let ctx: TestContext;
let customer: Record<string, string>;
let stranger: Record<string, string>;
let admin: Record<string, string>;
let bengaluru: Record<string, string>;
let mumbai: Record<string, string>;
let paid: OrderBookingCreateResponse['data'];
let unpaid: OrderBookingCreateResponse['data'];
let guest: OrderBookingCreateResponse['data'];
let ride: number;

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const open = (token: string, headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url: '/api/v1/back-office/passes/open', payload: { token }, headers });

async function book(headers: Record<string, string> = {}) {
  const payload = { name: 'Kavya Rao', mobile: freshMobile('97'), email: 'kavya@example.com', model: 'rv400', colour: 'Rebel Red', accept_terms: true, ...BLR };
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/bookings', payload, headers });
  expect(res.statusCode, res.body).toBe(201);
  return body<OrderBookingCreateResponse>(res).data;
}
const pay = (checkoutUrl: string) =>
  ctx.app.inject({ method: 'POST', url: checkoutUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });

async function passOf(url: string, headers: Record<string, string>) {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return body<PassResponse>(res).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.advance(PINNED - ctx.clock.now().getTime());
  const [c, a, b, m] = await Promise.all([signIn(ctx.app, DEMO.customer), signIn(ctx.app, DEMO.admin), signIn(ctx.app, DEMO.dealer), signIn(ctx.app, MUMBAI_DEALER)]);
  [customer, admin, bengaluru, mumbai] = [bearer(c), bearer(a), bearer(b), bearer(m)];
  const other = newCustomer({ mobile: freshMobile('96') });
  expect((await register(ctx, other)).statusCode).toBe(200);
  stranger = bearer(await signIn(ctx.app, { mobile: String(other.mobile), password: String(other.password) }));
  paid = await book(customer);
  unpaid = await book(customer);
  guest = await book();
  expect((await pay(paid.payment.checkout_url)).statusCode).toBe(303);
  expect((await pay(guest.payment.checkout_url)).statusCode).toBe(303);
  const booked = await ctx.app.inject({
    method: 'POST', url: '/api/v1/test-rides', headers: customer,
    payload: { name: 'Arjun Mehta', mobile: DEMO.customer.mobile, email: 'arjun@example.com', model: 'rv400', preferred_date: TOMORROW, time_slot: '10:00-12:00', ...BLR },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  ride = body<EnquiryResponse>(booked).data.id;
});
afterAll(() => ctx.close());

describe('GET /api/v1/orders/:id/pass', () => {
  it("gives the order's customer the pass: reference, model, colour, hub, hours, map link and a QR of a signed token", async () => {
    const pass = await passOf(`/api/v1/orders/${paid.booking.id}/pass`, customer);
    expect(pass).toMatchObject({ kind: 'order', id: paid.booking.id, reference: paid.booking.reference, model: 'rv400', model_name: 'RV400', colour: 'Rebel Red', date: null, slot: null, delivery_date: null });
    expect(pass.hub).toMatchObject({ name: paid.booking.hub.name, address: paid.booking.hub.address, opening_hours: HUB_OPENING_HOURS });
    expect(pass.hub.map_url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Revolt/);
    // No delivery date yet: the token runs 30 days from now.
    expect(Date.parse(pass.expires_at) - Date.parse(pass.issued_at)).toBe(30 * 86_400_000);
    expect(pass.token).not.toContain(DEMO.customer.mobile);
    expect(Buffer.from(pass.token.split('.')[0]!, 'base64url').toString()).toMatch(/^o\.\d+\.\d+$/);
    expect(pass.qr.size).toBeGreaterThanOrEqual(21);
    expect(pass.qr.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
  });

  it('refuses another customer and a visitor as the order page does (404), and an unpaid order (409)', async () => {
    for (const headers of [stranger, {}]) {
      const res = await get(`/api/v1/orders/${paid.booking.id}/pass`, headers);
      expect(res.statusCode).toBe(404);
    }
    const res = await get(`/api/v1/orders/${unpaid.booking.id}/pass`, customer);
    expect(res.statusCode).toBe(409);
    expect(body<ApiError>(res).message).toBe(passMessages.noPass);
  });

  it("lets a guest who booked without an account read their pass with the booking's key", async () => {
    const pass = await passOf(`/api/v1/orders/${guest.booking.id}/pass`, { 'x-booking-key': guest.access_key });
    expect(pass.reference).toBe(guest.booking.reference);
  });
});

describe('GET /api/v1/me/test-rides/:id/pass', () => {
  it('gives the customer the pass of their coming ride; its token runs 30 days after the slot', async () => {
    const pass = await passOf(`/api/v1/me/test-rides/${ride}/pass`, customer);
    expect(pass).toMatchObject({ kind: 'test_ride', id: ride, model: 'rv400', colour: null, date: TOMORROW, slot: '10:00-12:00', delivery_date: null });
    expect(pass.expires_at).toBe(new Date(Date.parse(`${TOMORROW}T10:00:00+05:30`) + 30 * 86_400_000).toISOString());
  });

  it("refuses another customer's ride (404) and a visitor (401)", async () => {
    expect((await get(`/api/v1/me/test-rides/${ride}/pass`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/v1/me/test-rides/${ride}/pass`)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/back-office/passes/open', () => {
  it("opens the record for a dealer of its hub and for an admin, naming kind, id and reference", async () => {
    const order = await passOf(`/api/v1/orders/${paid.booking.id}/pass`, customer);
    for (const headers of [bengaluru, admin]) {
      const res = await open(order.token, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(body<PassOpenResponse>(res).data).toEqual({ kind: 'order', id: paid.booking.id, reference: paid.booking.reference });
    }
    const ridePass = await passOf(`/api/v1/me/test-rides/${ride}/pass`, customer);
    const res = await open(` ${ridePass.token} `, bengaluru);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<PassOpenResponse>(res).data).toMatchObject({ kind: 'test_ride', id: ride });
  });

  it("refuses a dealer of another hub, a customer and a visitor", async () => {
    const { token } = await passOf(`/api/v1/orders/${paid.booking.id}/pass`, customer);
    const res = await open(token, mumbai);
    expect(res.statusCode).toBe(403);
    expect(body<ApiError>(res).message).toBe(passMessages.notYours);
    expect((await open(token, customer)).statusCode).toBe(403);
    expect((await open(token, {})).statusCode).toBe(401);
  });

  it('refuses a forged token (400) and an expired one (410), each with its message', async () => {
    const { token } = await passOf(`/api/v1/me/test-rides/${ride}/pass`, customer);
    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const bad = await open(forged, admin);
    expect(bad.statusCode).toBe(400);
    expect(body<ApiError>(bad).message).toBe(passMessages.forged);
    ctx.clock.advance(32 * 86_400_000);
    const late = await open(token, bearer(await signIn(ctx.app, DEMO.admin)));
    expect(late.statusCode).toBe(410);
    expect(body<ApiError>(late).message).toBe(passMessages.expired);
  });
});
