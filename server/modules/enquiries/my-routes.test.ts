// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@contract/common.js';
import type { EnquiryResponse, MyContactResponse, MyNotifyResponse, MyTestRideResponse, MyTestRidesResponse } from '@contract/enquiries.js';
import { MSG } from '../../platform/messages.js';
import { bearer, body, createTestContext, freshMobile, newCustomer, register as registerWithOtp, signIn, type TestContext } from '../../test-helpers.js';

// 2027-03-10 20:00 UTC is 11 March 01:30 in India: tomorrow is 12 March, the last bookable day 10 April.
const PINNED = Date.parse('2027-03-10T20:00:00Z');
const TOMORROW = '2027-03-12';
const DAY_AFTER = '2027-03-13';

let ctx: TestContext;
let meToken: string;
let otherToken: string;
let meMobile: string;

const post = (url: string, payload: unknown, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

let mePassword: string;

async function register(mobile: string): Promise<string> {
  const account = newCustomer({ mobile });
  const res = await registerWithOtp(ctx, account);
  expect(res.statusCode, res.body).toBe(200);
  mePassword = account.password;
  return signIn(ctx.app, { mobile, password: account.password });
}

async function bookRide(mobile: string, overrides: Record<string, unknown> = {}, token?: string): Promise<number> {
  const res = await post(
    '/api/v1/test-rides',
    {
      name: 'Arjun Mehta', mobile, email: 'arjun@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01', pincode: '600017',
      model: 'rv400', preferred_date: TOMORROW, time_slot: '10:00-12:00', dealer_id: 12, ...overrides,
    },
    token,
  );
  expect(res.statusCode, res.body).toBe(201);
  return body<EnquiryResponse>(res).data.id;
}

let guestRide: number;
let signedInRide: number;
let strangerRide: number;
let notifyId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.advance(PINNED - ctx.clock.now().getTime());
  meMobile = freshMobile('96');
  // Made as a guest, before the account exists: it attaches through the mobile.
  guestRide = await bookRide(meMobile);
  const notify = await post('/api/v1/notify', { name: 'Meera Iyer', mobile: meMobile, email: 'm@example.com', state: 'KA', city: 'KA-BLR', model: 'rv400' });
  notifyId = body<EnquiryResponse>(notify).data.id;
  await post('/api/v1/contact', { name: 'Meera Iyer', mobile: meMobile, email: 'm@example.com', topic: 'Test ride', message: 'Can I ride the RV400 on a weekend?' });
  meToken = await register(meMobile);
  otherToken = await register(freshMobile('96'));
  signedInRide = await bookRide(freshMobile('97'), { time_slot: '14:00-16:00' }, meToken);
  strangerRide = await bookRide(freshMobile('97'));
});
afterAll(() => ctx.close());

describe('GET /api/v1/me/test-rides', () => {
  it('needs a signed-in customer', async () => {
    expect((await get('/api/v1/me/test-rides')).statusCode).toBe(401);
  });

  it('lists rides made signed in and those made earlier with my mobile, with hub, slot and can_change; never a stranger’s', async () => {
    const res = await get('/api/v1/me/test-rides', meToken);
    expect(res.statusCode, res.body).toBe(200);
    const rides = body<MyTestRidesResponse>(res).data;
    expect(rides.map((r) => r.id).sort()).toEqual([guestRide, signedInRide].sort());
    expect(rides.map((r) => r.id)).not.toContain(strangerRide);
    const ride = rides.find((r) => r.id === guestRide);
    expect(ride).toMatchObject({ date: TOMORROW, slot: '10:00-12:00', status: 'requested', can_change: true, model: 'rv400', model_name: 'RV400' });
    expect(ride?.reference).toMatch(/^TR-\d{6}$/);
    expect(ride?.hub).toMatchObject({ id: 12 });
    expect(ride?.hub.map_url).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    expect(body<MyTestRidesResponse>(await get('/api/v1/me/test-rides', otherToken)).data).toEqual([]);
  });
});

describe('POST /api/v1/me/test-rides/:id/reschedule', () => {
  it('answers someone else’s ride (and a missing one) with the same 404', async () => {
    const theirs = await post(`/api/v1/me/test-rides/${guestRide}/reschedule`, { date: DAY_AFTER, slot: '12:00-14:00' }, otherToken);
    const missing = await post('/api/v1/me/test-rides/999999/reschedule', { date: DAY_AFTER, slot: '12:00-14:00' }, otherToken);
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(body<ApiError>(theirs).message).toBe(body<ApiError>(missing).message);
  });

  it('refuses a date outside the window, an unknown slot and the same slot', async () => {
    const past = await post(`/api/v1/me/test-rides/${guestRide}/reschedule`, { date: '2027-03-11', slot: '12:00-14:00' }, meToken);
    expect(past.statusCode).toBe(400);
    expect(body<ApiError>(past).errors?.[0]?.field).toBe('date');
    const far = await post(`/api/v1/me/test-rides/${guestRide}/reschedule`, { date: '2027-04-11', slot: '12:00-14:00' }, meToken);
    expect(far.statusCode).toBe(400);
    const badSlot = await post(`/api/v1/me/test-rides/${guestRide}/reschedule`, { date: DAY_AFTER, slot: '09:00-10:00' }, meToken);
    expect(badSlot.statusCode).toBe(400);
    expect(body<ApiError>(badSlot).errors?.[0]?.field).toBe('slot');
    const same = await post(`/api/v1/me/test-rides/${guestRide}/reschedule`, { date: TOMORROW, slot: '10:00-12:00' }, meToken);
    expect(same.statusCode).toBe(400);
  });

  it('moves the ride to another free slot', async () => {
    const res = await post(`/api/v1/me/test-rides/${guestRide}/reschedule`, { date: DAY_AFTER, slot: '16:00-18:00' }, meToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<MyTestRideResponse>(res).data).toMatchObject({ id: guestRide, date: DAY_AFTER, slot: '16:00-18:00', status: 'requested' });
  });

  it('answers 409 when my mobile already holds that slot at the hub', async () => {
    const other = await bookRide(meMobile, { preferred_date: DAY_AFTER, time_slot: '10:00-12:00' });
    const res = await post(`/api/v1/me/test-rides/${guestRide}/reschedule`, { date: DAY_AFTER, slot: '10:00-12:00' }, meToken);
    expect(res.statusCode).toBe(409);
    expect(body<ApiError>(res).message).toBe(MSG.testRideTaken);
    await post(`/api/v1/me/test-rides/${other}/cancel`, {}, meToken);
  });
});

describe('POST /api/v1/me/test-rides/:id/cancel', () => {
  it('cancels my ride once; someone else gets 404', async () => {
    expect((await post(`/api/v1/me/test-rides/${signedInRide}/cancel`, {}, otherToken)).statusCode).toBe(404);
    const res = await post(`/api/v1/me/test-rides/${signedInRide}/cancel`, {}, meToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<MyTestRideResponse>(res).data).toMatchObject({ status: 'cancelled', can_change: false });
    expect((await post(`/api/v1/me/test-rides/${signedInRide}/cancel`, {}, meToken)).statusCode).toBe(409);
  });
});

describe('GET and DELETE /api/v1/me/notify', () => {
  it('lists my request made before sign-up; only I can remove it (204), then it is gone', async () => {
    const list = body<MyNotifyResponse>(await get('/api/v1/me/notify', meToken)).data;
    expect(list).toEqual([expect.objectContaining({ id: notifyId, model: 'rv400', model_name: 'RV400', city: 'KA-BLR', city_name: 'Bengaluru' })]);
    expect(body<MyNotifyResponse>(await get('/api/v1/me/notify', otherToken)).data).toEqual([]);
    const theirs = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/me/notify/${notifyId}`, headers: bearer(otherToken) });
    expect(theirs.statusCode).toBe(404);
    const mine = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/me/notify/${notifyId}`, headers: bearer(meToken) });
    expect(mine.statusCode).toBe(204);
    expect(body<MyNotifyResponse>(await get('/api/v1/me/notify', meToken)).data).toEqual([]);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/me/notify/${notifyId}`, headers: bearer(meToken) });
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /api/v1/me/contact', () => {
  it('lists my messages with their status; nobody else sees them', async () => {
    const list = body<MyContactResponse>(await get('/api/v1/me/contact', meToken)).data;
    expect(list).toEqual([expect.objectContaining({ topic: 'Test ride', status: 'open', message: 'Can I ride the RV400 on a weekend?' })]);
    expect(list[0]?.reference).toMatch(/^CU-\d{6}$/);
    expect(body<MyContactResponse>(await get('/api/v1/me/contact', otherToken)).data).toEqual([]);
  });
});

describe('the change window', () => {
  it('closes 2 hours before the slot starts in India time (409, can_change false)', async () => {
    // The ride is on 13 March 16:00 IST = 10:30 UTC. At 08:31 UTC it is 1 h 59 min away.
    ctx.clock.advance(Date.parse('2027-03-13T08:29:00Z') - ctx.clock.now().getTime());
    // Months later the old session has ended (SESSION_IDLE_MINUTES): sign in again.
    meToken = await signIn(ctx.app, { mobile: meMobile, password: mePassword });
    let ride = body<MyTestRidesResponse>(await get('/api/v1/me/test-rides', meToken)).data.find((r) => r.id === guestRide);
    expect(ride?.can_change).toBe(true);
    ctx.clock.advance(2 * 60_000);
    ride = body<MyTestRidesResponse>(await get('/api/v1/me/test-rides', meToken)).data.find((r) => r.id === guestRide);
    expect(ride?.can_change).toBe(false);
    const late = await post(`/api/v1/me/test-rides/${guestRide}/cancel`, {}, meToken);
    expect(late.statusCode).toBe(409);
    expect(body<ApiError>(late).message).toMatch(/2 hours before the slot/);
    expect((await post(`/api/v1/me/test-rides/${guestRide}/reschedule`, { date: '2027-03-20', slot: '10:00-12:00' }, meToken)).statusCode).toBe(409);
  });
});
