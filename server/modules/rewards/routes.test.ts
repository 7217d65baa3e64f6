// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@contract/common.js';
import type { OrderBookingCreateResponse } from '@contract/orders.js';
import type { MyReferral, RedeemResponse, ReferralListResponse, Rewards, SpinListResponse, SpinPrizesResponse, SpinResponse, SpinStatus } from '@contract/rewards.js';
import { REFERRAL_CODE_RE, REFERRAL_POINTS, referralMessages, rewardMessages } from '@contract/rewards-rules.js';
import { settleRewards } from './store.js';
import { DEMO, bearer, body, createTestContext, freshMobile, newCustomer, register, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let referrerToken: string;
let adminToken: string;
let newcomerToken: string;
let code: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [referrerToken, adminToken] = await Promise.all([signIn(ctx.app, DEMO.customer), signIn(ctx.app, DEMO.admin)]);
  newcomerToken = body<{ user: { token: string } }>(await register(ctx, newCustomer())).user.token;
  code = body<{ data: MyReferral }>(await ctx.app.inject({ url: '/api/v1/rewards/referral', headers: bearer(referrerToken) })).data.code;
});
afterAll(() => ctx.close());

const get = <T>(url: string, token: string) => ctx.app.inject({ url, headers: bearer(token) }).then((res) => {
  expect(res.statusCode, res.body).toBe(200);
  return body<{ data: T }>(res).data;
});
const post = (url: string, payload: object, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload, headers });
const rewards = (token = referrerToken) => get<Rewards>('/api/v1/rewards', token);

const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Arjun Mehta', mobile: freshMobile('97'), email: 'arjun@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01',
  pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true, ...overrides,
});
const tryBook = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) => post('/api/v1/bookings', bookingBody(overrides), headers);
async function book(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await tryBook(overrides, headers);
  expect(res.statusCode, res.body).toBe(201);
  return body<OrderBookingCreateResponse>(res).data;
}
const fieldMessage = (res: { body: string }) => JSON.parse(res.body) as ApiError;

async function payAndMove(data: OrderBookingCreateResponse['data'], to: 'confirmed' | 'delivered' | 'cancelled') {
  const paid = await ctx.app.inject({ method: 'POST', url: data.payment.checkout_url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });
  expect(paid.statusCode).toBeLessThan(400);
  const id = data.booking.id;
  const steps: [string, object][] =
    to === 'delivered'
      ? [['allot', { chassis: `MD9RVA${String(id).padStart(11, '0')}` }], ['ready', {}], ['deliver', {}]]
      : to === 'cancelled'
        ? [['cancel', { reason: 'Other', note: 'Customer asked on the phone' }]]
        : [];
  for (const [action, payload] of steps) {
    const res = await post(`/api/v1/back-office/orders/${id}/${action}`, payload, bearer(adminToken));
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('referral codes', () => {
  it('gives a customer one readable code, made on first need and kept', async () => {
    expect(code).toMatch(REFERRAL_CODE_RE);
    const again = await get<MyReferral>('/api/v1/rewards/referral', referrerToken);
    expect(again).toMatchObject({ code, active: true });
    const newcomer = await get<MyReferral>('/api/v1/rewards/referral', newcomerToken);
    expect(newcomer.code).not.toBe(code);
    expect(newcomer).toMatchObject({ active: false, friends: [] });
  });

  it('checks a code at booking: its shape, that it exists, is active, is not mine, and the mobile never used one', async () => {
    const expectError = async (res: Awaited<ReturnType<typeof tryBook>>, message: string) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldMessage(res).errors).toEqual([{ field: 'referral_code', message }]);
    };
    await expectError(await tryBook({ referral_code: 'abc' }), referralMessages.format);
    await expectError(await tryBook({ referral_code: 'ZZZZZZZZ' }), referralMessages.unknown);
    await expectError(await tryBook({ referral_code: code }, bearer(referrerToken)), referralMessages.own);
    await expectError(await tryBook({ referral_code: code, mobile: DEMO.customer.mobile }), referralMessages.own);
    const inactive = (await get<MyReferral>('/api/v1/rewards/referral', newcomerToken)).code;
    await expectError(await tryBook({ referral_code: inactive }), referralMessages.inactive);

    const mobile = freshMobile('97');
    const first = await book({ referral_code: ` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `, mobile });
    expect(first.booking.id).toBeGreaterThan(0);
    await expectError(await tryBook({ referral_code: code, mobile }), referralMessages.used);
    // Without a code the same mobile books as usual; an empty field counts as none.
    expect((await tryBook({ mobile, referral_code: '' })).statusCode).toBe(201);
  });

  it('takes a code with a purchase too, checked against the buyer', async () => {
    const buyer = body<{ user: { token: string } }>(await register(ctx, newCustomer({ name: 'Kavya Rao' }))).user.token;
    const shipping = { line1: '12 Lake Road', pincode: '600017', state: 'TN', city: 'TN-CHE' };
    const res = await post('/api/v1/orders', { model: 'rv400', colour: 'Rebel Red', dealer_id: 12, shipping, payment_method: 'hub', referral_code: code }, bearer(buyer));
    expect(res.statusCode, res.body).toBe(201);
    const friends = (await get<MyReferral>('/api/v1/rewards/referral', referrerToken)).friends;
    expect(friends[0]).toMatchObject({ name: 'Kavya R.', state: 'booked', points: REFERRAL_POINTS, reward_state: 'locked' });
  });
});

describe('the ledger', () => {
  it('locks the reward until the friend takes delivery, then unlocks it; a cancelled friend forfeits it', async () => {
    const before = await rewards();
    const delivered = await book({ referral_code: code, name: 'Deepa Nair' });
    const cancelled = await book({ referral_code: code, name: 'Ravi Kumar' });
    const locked = await rewards();
    expect(locked.locked).toBe(before.locked + 2 * REFERRAL_POINTS);
    expect(locked.balance).toBe(before.balance);

    await payAndMove(delivered, 'delivered');
    await payAndMove(cancelled, 'cancelled');
    const after = await rewards();
    expect(after.balance).toBe(before.balance + REFERRAL_POINTS);
    expect(after.locked).toBe(before.locked);
    const friends = (await get<MyReferral>('/api/v1/rewards/referral', referrerToken)).friends;
    expect(friends.find((f) => f.order_id === delivered.booking.id)).toMatchObject({ name: 'Deepa N.', state: 'delivered', reward_state: 'unlocked' });
    expect(friends.find((f) => f.order_id === cancelled.booking.id)).toMatchObject({ name: 'Ravi K.', state: 'cancelled', reward_state: 'forfeited' });
    const entry = after.entries.find((e) => e.text.startsWith('Referral: Deepa N.'));
    expect(entry).toMatchObject({ kind: 'referral', points: REFERRAL_POINTS, remaining: REFERRAL_POINTS, state: 'unlocked' });
    expect(entry?.expires_at).not.toBeNull();
  });

  it('redeems from the catalogue and answers 409 when the balance is short', async () => {
    const { balance, catalogue } = await rewards();
    const credit = catalogue.find((i) => i.id === 'service-500');
    expect(credit?.points).toBe(500);
    const res = await post('/api/v1/rewards/redemptions', { item_id: 'service-500' }, bearer(referrerToken));
    expect(res.statusCode, res.body).toBe(201);
    const redeemed = body<RedeemResponse>(res).data;
    expect(redeemed.balance).toBe(balance - 500);
    expect(redeemed.redemption.voucher_code).toMatch(/^RC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const after = await rewards();
    expect(after.entries[0]).toMatchObject({ kind: 'redemption', points: -500, state: 'redeemed', voucher_code: redeemed.redemption.voucher_code });
    expect(after.entries.find((e) => e.kind === 'referral' && e.state === 'unlocked')?.remaining).toBe(REFERRAL_POINTS - 500);

    const short = await post('/api/v1/rewards/redemptions', { item_id: 'helmet' }, bearer(referrerToken));
    expect(short.statusCode).toBe(409);
    expect(fieldMessage(short).message).toBe(rewardMessages.notEnough);
    expect((await post('/api/v1/rewards/redemptions', { item_id: 'yacht' }, bearer(referrerToken))).statusCode).toBe(400);
  });

  it('cannot overspend when the same redemption is clicked many times at once', async () => {
    const { balance } = await rewards();
    expect(balance).toBe(500);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/v1/rewards/redemptions', { item_id: 'service-500' }, bearer(referrerToken))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await rewards()).balance).toBe(0);
  });

  it('rewards at most 10 referrals in a financial year; the rest are forfeited on delivery', async () => {
    const referrer = body<{ user: { id: number; token: string } }>(await register(ctx, newCustomer())).user;
    const ownCode = (await get<MyReferral>('/api/v1/rewards/referral', referrer.token)).code;
    // The new customer takes delivery of a bike of their own first, so their code is active.
    await payAndMove(await book({ mobile: newCustomer().mobile }, bearer(referrer.token)), 'delivered');
    const orders: number[] = [];
    for (let i = 0; i < 11; i += 1) orders.push((await book({ referral_code: ownCode })).booking.id);
    const at = ctx.clock.now();
    for (const id of orders) await ctx.db.transaction((tx) => settleRewards(tx, id, 'delivered', at));
    const ledger = await rewards(referrer.token);
    expect(ledger.balance).toBe(10 * REFERRAL_POINTS);
    expect(ledger.entries.filter((e) => e.state === 'forfeited')).toHaveLength(1);
  });
});

describe('the spin wheel', () => {
  const setStock = (id: number, stock: number | null) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/spin-prizes/${id}`, payload: { stock }, headers: bearer(adminToken) });

  it('lets the owner of a paid order spin once; the server draws among the prizes in stock and takes one from it', async () => {
    const prizes = await get<SpinPrizesResponse['data']>('/api/v1/admin/spin-prizes', adminToken);
    const only = prizes[3];
    if (!only) throw new Error('seeded prizes missing');
    for (const prize of prizes) expect((await setStock(prize.id, prize.id === only.id ? 5 : 0)).statusCode).toBe(200);

    const unpaid = await book({}, bearer(referrerToken));
    expect((await get<SpinStatus>(`/api/v1/orders/${unpaid.booking.id}/spin`, referrerToken)).can_spin).toBe(false);
    const early = await post(`/api/v1/orders/${unpaid.booking.id}/spin`, {}, bearer(referrerToken));
    expect(early.statusCode).toBe(409);
    expect(fieldMessage(early).message).toBe(rewardMessages.spinNotYet);
    await payAndMove(unpaid, 'confirmed');
    const status = await get<SpinStatus>(`/api/v1/orders/${unpaid.booking.id}/spin`, referrerToken);
    expect(status).toMatchObject({ can_spin: true, spin: null });
    expect(status.prizes).toHaveLength(prizes.length);

    expect((await post(`/api/v1/orders/${unpaid.booking.id}/spin`, {}, bearer(newcomerToken))).statusCode).toBe(404);
    const clicks = await Promise.all([1, 2, 3].map(() => post(`/api/v1/orders/${unpaid.booking.id}/spin`, {}, bearer(referrerToken))));
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const won = body<SpinResponse>(clicks.find((r) => r.statusCode === 201) ?? clicks[0]!).data;
    expect(won.prize).toEqual({ id: only.id, label: only.label, points: only.points });
    expect((await get<SpinPrizesResponse['data']>('/api/v1/admin/spin-prizes', adminToken)).find((p) => p.id === only.id)).toMatchObject({ stock: 4, won: 1 });
    expect(await get<SpinStatus>(`/api/v1/orders/${unpaid.booking.id}/spin`, referrerToken)).toMatchObject({ can_spin: false, spin: won });
    // The prize is a ledger entry, locked until this bike is delivered.
    expect((await rewards()).entries.find((e) => e.kind === 'spin')).toMatchObject({ points: only.points, state: 'locked' });

    const emptied = await book({}, bearer(referrerToken));
    await payAndMove(emptied, 'confirmed');
    await setStock(only.id, 0);
    const empty = await post(`/api/v1/orders/${emptied.booking.id}/spin`, {}, bearer(referrerToken));
    expect(empty.statusCode).toBe(409);
    expect(fieldMessage(empty).message).toBe(rewardMessages.spinEmpty);
    expect((await setStock(only.id, -1)).statusCode).toBe(400);
  });

  it('lists the spins for admins with filters and the same set as CSV; customers may not', async () => {
    const page = body<SpinListResponse>(await ctx.app.inject({ url: '/api/v1/admin/spins?q=9000000003', headers: bearer(adminToken) }));
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ customer_mobile: DEMO.customer.mobile, reward_state: 'locked' });
    const csv = await ctx.app.inject({ url: '/api/v1/admin/spins.csv?q=9000000003', headers: bearer(adminToken) });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\n')).toHaveLength(2);
    expect((await ctx.app.inject({ url: '/api/v1/admin/spins', headers: bearer(referrerToken) })).statusCode).toBe(403);
  });
});

describe('the referral list', () => {
  it('filters by state and text, pages, and exports the filtered set', async () => {
    const all = body<ReferralListResponse>(await ctx.app.inject({ url: `/api/v1/admin/referrals?q=${code}&pageSize=2`, headers: bearer(adminToken) }));
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.data).toHaveLength(2);
    expect(all.pages).toBe(Math.ceil(all.total / 2));
    const delivered = body<ReferralListResponse>(await ctx.app.inject({ url: `/api/v1/admin/referrals?q=${code}&state=delivered`, headers: bearer(adminToken) }));
    expect(delivered.data.map((r) => [r.friend_name, r.referrer_mobile, r.reward_state])).toEqual([['Deepa Nair', DEMO.customer.mobile, 'unlocked']]);
    const csv = await ctx.app.inject({ url: `/api/v1/admin/referrals.csv?q=${code}&state=delivered`, headers: bearer(adminToken) });
    expect(csv.headers['content-disposition']).toContain('referrals-');
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Deepa Nair');
    expect((await ctx.app.inject({ url: '/api/v1/admin/referrals?state=lost', headers: bearer(adminToken) })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/v1/admin/referrals', headers: bearer(referrerToken) })).statusCode).toBe(403);
  });
});

describe('expiry', () => {
  it('lets unlocked points lapse 12 months after they unlock: only what was left of them', async () => {
    const ledger = await rewards();
    expect(ledger.balance).toBe(0);
    const person = newCustomer();
    const referrer = body<{ user: { token: string } }>(await register(ctx, person)).user.token;
    const ownCode = (await get<MyReferral>('/api/v1/rewards/referral', referrer)).code;
    await payAndMove(await book({ mobile: newCustomer().mobile }, bearer(referrer)), 'delivered');
    await payAndMove(await book({ referral_code: ownCode }), 'delivered');
    expect((await post('/api/v1/rewards/redemptions', { item_id: 'service-500' }, bearer(referrer))).statusCode).toBe(201);
    ctx.clock.advance(366 * 24 * 3600 * 1000);
    const again = await signIn(ctx.app, { mobile: person.mobile, password: person.password });
    const lapsed = await rewards(again);
    expect(lapsed.balance).toBe(0);
    expect(lapsed.entries.find((e) => e.kind === 'referral')).toMatchObject({ state: 'expired', remaining: REFERRAL_POINTS - 500 });
    expect((await post('/api/v1/rewards/redemptions', { item_id: 'service-500' }, bearer(again))).statusCode).toBe(409);
    expect((await ctx.app.inject({ url: '/api/v1/rewards' })).statusCode).toBe(401);
  });
});
