// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_AMOUNT } from '@contract/booking-rules.js';
import type { ApiError } from '@contract/common.js';
import { couponMessages as m } from '@contract/coupon-rules.js';
import type { Coupon, CouponCheckResponse, CouponListResponse, CouponRequest, CouponResponse } from '@contract/coupons.js';
import type { MyReferral } from '@contract/rewards.js';
import type { OrderBookingCreateResponse, OrderResponse, PurchaseResponse } from '@contract/orders.js';
import { addDays, todayInIndia } from '@contract/rules.js';
import { DEMO, bearer, body, createTestContext, freshMobile, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let admin: Record<string, string>;
let customer: Record<string, string>;
let dealer: Record<string, string>;
let referralCode: string;
let today: string;
let codes = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const [a, c, d] = await Promise.all([signIn(ctx.app, DEMO.admin), signIn(ctx.app, DEMO.customer), signIn(ctx.app, DEMO.dealer)]);
  [admin, customer, dealer] = [bearer(a), bearer(c), bearer(d)];
  referralCode = body<{ data: MyReferral }>(await ctx.app.inject({ url: '/api/v1/rewards/referral', headers: customer })).data.code;
  today = todayInIndia(ctx.clock.now());
});
afterAll(() => ctx.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const fields = (res: { body: string }) => body<ApiError>(res as never).errors;

function couponBody(overrides: Partial<CouponRequest> = {}): CouponRequest {
  codes += 1;
  return { code: `TEST${codes}OFF`, kind: 'booking_amount', value: 200, valid_from: today, valid_until: addDays(today, 30), ...overrides };
}

async function created(overrides: Partial<CouponRequest> = {}): Promise<Coupon> {
  const res = await api('POST', '/back-office/coupons', admin, couponBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return body<CouponResponse>(res).data;
}

const booking = (overrides: Record<string, unknown> = {}) => ({
  name: 'Arjun Mehta', mobile: freshMobile('96'), email: 'arjun@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01',
  pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true, ...overrides,
});
const tryBook = (overrides: Record<string, unknown> = {}) => api('POST', '/bookings', {}, booking(overrides));
async function book(overrides: Record<string, unknown> = {}) {
  const res = await tryBook(overrides);
  expect(res.statusCode, res.body).toBe(201);
  return body<OrderBookingCreateResponse>(res).data;
}
const check = (code: string, overrides: Record<string, unknown> = {}) =>
  api('POST', '/coupons/check', {}, { code, model: 'rv400', dealer_id: 12, state: 'TN', mobile: freshMobile('96'), ...overrides });

describe('coupons in the back office', () => {
  it('is for admins only: customers and dealers are refused, visitors must sign in', async () => {
    expect((await api('GET', '/back-office/coupons')).statusCode).toBe(401);
    expect((await api('GET', '/back-office/coupons', customer)).statusCode).toBe(403);
    expect((await api('GET', '/back-office/coupons', dealer)).statusCode).toBe(403);
    expect((await api('POST', '/back-office/coupons', dealer, couponBody())).statusCode).toBe(403);
    expect((await api('GET', '/back-office/coupons', admin)).statusCode).toBe(200);
  });

  it('creates, lists, changes and switches off a coupon; refuses bad forms field by field', async () => {
    const c = await created({ code: 'diwali-500', value: 300, models: ['RV400'], max_uses: 5 });
    expect(c).toMatchObject({ code: 'DIWALI500', kind: 'booking_amount', value: 300, models: ['rv400'], max_uses: 5, max_uses_per_mobile: null, active: true, uses: 0 });
    const listed = body<CouponListResponse>(await api('GET', '/back-office/coupons', admin)).data;
    expect(listed.find((x) => x.id === c.id)).toMatchObject({ code: 'DIWALI500', uses: 0 });

    const again = await api('POST', '/back-office/coupons', admin, couponBody({ code: 'DIWALI500' }));
    expect(again.statusCode).toBe(400);
    expect(fields(again)).toEqual([{ field: 'code', message: m.codeTaken }]);

    const bad = await api('POST', '/back-office/coupons', admin, couponBody({ code: 'x', kind: 'accessory', valid_until: addDays(today, -1) }));
    expect(bad.statusCode).toBe(400);
    const errs = fields(bad) ?? [];
    expect(errs).toEqual(expect.arrayContaining([{ field: 'code', message: m.code }]));
    const tooMuch = await api('POST', '/back-office/coupons', admin, couponBody({ value: BOOKING_AMOUNT }));
    expect(fields(tooMuch)).toEqual([{ field: 'value', message: m.valueBooking }]);

    const edited = await api('PUT', `/back-office/coupons/${c.id}`, admin, { ...couponBody({ code: 'DIWALI500', value: 250 }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<CouponResponse>(edited).data).toMatchObject({ value: 250, models: [] });

    const off = await api('POST', `/back-office/coupons/${c.id}/switch-off`, admin);
    expect(body<CouponResponse>(off).data.active).toBe(false);
    const refused = await check('DIWALI500');
    expect(fields(refused)).toEqual([{ field: 'coupon', message: m.off }]);
    expect((await api('POST', '/back-office/coupons/999999/switch-off', admin)).statusCode).toBe(404);
  });
});

describe('checking a coupon', () => {
  it('previews the benefit of each kind', async () => {
    const amountOff = await created({ value: 150 });
    const res = await check(amountOff.code);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<CouponCheckResponse>(res).data).toMatchObject({ code: amountOff.code, kind: 'booking_amount', value: 150, amount: BOOKING_AMOUNT - 150, text: '₹150 off the booking amount' });

    const priceOff = await created({ kind: 'price', value: 5000 });
    const p = body<CouponCheckResponse>(await check(priceOff.code.toLowerCase())).data;
    expect(p).toMatchObject({ value: 5000, amount: BOOKING_AMOUNT, text: '₹5,000 off the bike price' });

    const gift = await created({ kind: 'accessory', value: 0, accessory: 'Riding jacket' });
    expect(body<CouponCheckResponse>(await check(gift.code)).data).toMatchObject({ value: 0, amount: BOOKING_AMOUNT, text: 'Free Riding jacket' });

    expect(fields(await check('NOSUCHCODE'))).toEqual([{ field: 'coupon', message: m.unknown }]);
  });

  it('applies only within its dates', async () => {
    const later = await created({ valid_from: addDays(today, 2), valid_until: addDays(today, 9) });
    expect(fields(await check(later.code))).toEqual([{ field: 'coupon', message: m.notYet(addDays(today, 2)) }]);
    const past = await created({ valid_from: addDays(today, -9), valid_until: addDays(today, -1) });
    expect(fields(await check(past.code))).toEqual([{ field: 'coupon', message: m.expired(addDays(today, -1)) }]);
    const lastDay = await created({ valid_from: addDays(today, -9), valid_until: today });
    expect((await check(lastDay.code)).statusCode).toBe(200);
  });

  it('applies only to its models, states and hubs (empty: all)', async () => {
    const rv1 = await created({ models: ['rv1'] });
    expect(fields(await check(rv1.code))).toEqual([{ field: 'coupon', message: m.model }]);
    expect((await check(rv1.code, { model: 'rv1' })).statusCode).toBe(200);
    const karnataka = await created({ states: ['KA'] });
    expect(fields(await check(karnataka.code))).toEqual([{ field: 'coupon', message: m.place }]);
    const hub = await created({ hubs: [12] });
    expect((await check(hub.code)).statusCode).toBe(200);
    expect(fields(await check(hub.code, { dealer_id: 13 }))).toEqual([{ field: 'coupon', message: m.place }]);
  });

  it('combines with a referral code only when it says so', async () => {
    const alone = await created();
    expect(fields(await check(alone.code, { referral_code: referralCode }))).toEqual([{ field: 'coupon', message: m.referral }]);
    const refused = await tryBook({ coupon: alone.code, referral_code: referralCode });
    expect(refused.statusCode).toBe(400);
    expect(fields(refused)).toEqual([{ field: 'coupon', message: m.referral }]);
    const both = await created({ combines_with_referral: true });
    const made = await book({ coupon: both.code, referral_code: referralCode });
    expect(made.booking.coupon).toMatchObject({ code: both.code, value: 200 });
  });
});

describe('booking with a coupon', () => {
  it('charges less, records the coupon on the order and counts the use', async () => {
    const c = await created({ value: 200 });
    const made = await book({ coupon: ` ${c.code.toLowerCase()} ` });
    expect(made.payment.amount).toBe(BOOKING_AMOUNT - 200);
    expect(made.booking.amount).toBe(BOOKING_AMOUNT - 200);
    expect(made.booking.coupon).toEqual({ code: c.code, value: 200, text: '₹200 off the booking amount' });
    const read = await api('GET', `/orders/${made.booking.id}`, { 'x-booking-key': made.access_key });
    expect(body<OrderResponse>(read).data.coupon?.code).toBe(c.code);
    const listed = body<CouponListResponse>(await api('GET', '/back-office/coupons', admin)).data;
    expect(listed.find((x) => x.id === c.id)?.uses).toBe(1);

    const priceOff = await created({ kind: 'price', value: 5000 });
    const plain = await book();
    const cheaper = await book({ coupon: priceOff.code });
    expect(cheaper.payment.amount).toBe(BOOKING_AMOUNT);
    expect(cheaper.booking.price).toBe(plain.booking.price - 5000);
  });

  it('keeps to its total and per-mobile limits, and two last uses at once go to one customer', async () => {
    const perMobile = await created({ max_uses_per_mobile: 1 });
    const mobile = freshMobile('96');
    await book({ coupon: perMobile.code, mobile });
    const second = await tryBook({ coupon: perMobile.code, mobile });
    expect(fields(second)).toEqual([{ field: 'coupon', message: m.usedByMobile }]);
    await book({ coupon: perMobile.code });

    const last = await created({ max_uses: 2 });
    await book({ coupon: last.code });
    const [a, b] = await Promise.all([tryBook({ coupon: last.code }), tryBook({ coupon: last.code })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect(fields(a.statusCode === 400 ? a : b)).toEqual([{ field: 'coupon', message: m.usedUp }]);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM coupon_uses WHERE coupon_id = $1', [last.id]);
    expect(rows[0]?.n).toBe(2);
  });

  it('refuses at booking a coupon that was switched off after the check, naming the field', async () => {
    const c = await created();
    expect((await check(c.code)).statusCode).toBe(200);
    await api('POST', `/back-office/coupons/${c.id}/switch-off`, admin);
    const res = await tryBook({ coupon: c.code });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual([{ field: 'coupon', message: m.off }]);
  });

  it('takes an amount off the price of a purchase from the cart, and refuses one off the booking amount there', async () => {
    const shipping = { line1: '12 Marine Drive', pincode: '400020', state: 'MH', city: 'MH-MUM' };
    const order = (coupon: string) =>
      api('POST', '/orders', customer, { model: 'rv400', colour: 'Rebel Red', dealer_id: 1, shipping, payment_method: 'online', coupon });
    const priceOff = await created({ kind: 'price', value: 5000, states: ['MH'] });
    const plain = await book();
    const res = await order(priceOff.code);
    expect(res.statusCode, res.body).toBe(201);
    const { order: made, payment } = body<PurchaseResponse>(res).data;
    expect(made.price).toBe(plain.booking.price - 5000);
    expect(payment?.amount).toBe(plain.booking.price - 5000);
    expect(made.coupon).toMatchObject({ code: priceOff.code, value: 5000 });

    const bookingOnly = await created();
    const refused = await order(bookingOnly.code);
    expect(refused.statusCode).toBe(400);
    expect(fields(refused)).toEqual([{ field: 'coupon', message: m.bookingOnly }]);
  });

  it('exports its uses as CSV for admins', async () => {
    const c = await created({ code: 'CSVUSES1' });
    const made = await book({ coupon: c.code, mobile: '9612345678' });
    const res = await api('GET', `/back-office/coupons/${c.id}/uses.csv`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('coupon-uses-');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('Order,Used (UTC),Mobile,Model,Hub,Order state,Rupees off,Benefit');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(made.booking.reference);
    expect(lines[1]).toContain('9612345678');
    expect(lines[1]).toContain('₹200 off the booking amount');
    expect((await api('GET', `/back-office/coupons/${c.id}/uses.csv`, dealer)).statusCode).toBe(403);
  });
});
