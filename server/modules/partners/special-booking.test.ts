// @vitest-environment node
// The hidden special-customer page: its path is configuration (production refuses the published default), the SPA
// asks whether a path is it, an admin issues hashed, expiring, limited-use access codes, a right code gives a pass,
// guessing is rate-limited, and a pass with a booking's key records the invitation on the booking once per use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBookingCreateResponse } from '@contract/orders.js';
import type { ApiError } from '@contract/common.js';
import { specialCodeMessages } from '@contract/special-booking-rules.js';
import type { SpecialAccessResponse, SpecialClaimResponse, SpecialCodeCreateResponse, SpecialCodeListResponse, SpecialPageResponse } from '@contract/special-booking.js';
import { readConfig } from '../../platform/config.js';
import type { App } from '../../platform/deps.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { DEMO, bearer, body, createTestContext, freshMobile, siblingApp, signIn, type TestContext } from '../../test-helpers.js';
import { SPECIAL_MSG, newSpecialCode } from './service.js';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx.app, DEMO.admin);
});
afterAll(async () => {
  await ctx.close();
});

const message = (res: { json: () => unknown }) => (res.json() as ApiError).message;

async function issueCode(payload: Record<string, unknown> = {}): Promise<SpecialCodeCreateResponse['data']> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/special-codes', headers: bearer(admin), payload: { label: 'Fleet pilot: Chennai riders', max_uses: 2, valid_days: 30, ...payload } });
  expect(res.statusCode, res.body).toBe(201);
  return body<SpecialCodeCreateResponse>(res).data;
}

const access = (code: string, app: App = ctx.app) => app.inject({ method: 'POST', url: '/api/v1/special-booking/access', payload: { code } });

async function pass(code: string): Promise<string> {
  const res = await access(code);
  expect(res.statusCode, res.body).toBe(200);
  return body<SpecialAccessResponse>(res).data.token;
}

async function book(): Promise<OrderBookingCreateResponse['data']> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: {
      name: 'Karthik Raman', mobile: freshMobile('97'), email: 'karthik@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01',
      pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return body<OrderBookingCreateResponse>(res).data;
}

const claim = (made: OrderBookingCreateResponse['data'], token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/special-booking/claim', payload: { booking_id: made.booking.id, access_key: made.access_key, token } });

describe('SPECIAL_BOOKING_PATH', () => {
  it('defaults to /special-booking, takes a path of one or two segments or off, and refuses anything else', () => {
    expect(readConfig({}).specialBookingPath).toBe('/special-booking');
    expect(readConfig({ SPECIAL_BOOKING_PATH: '/fleet/priority-2026/' }).specialBookingPath).toBe('/fleet/priority-2026');
    expect(readConfig({ SPECIAL_BOOKING_PATH: 'off' }).specialBookingPath).toBeNull();
    for (const bad of ['special', '/a', '/api/x', '/x/../y', '/UPPER', '/a/b/c-d/e']) expect(() => readConfig({ SPECIAL_BOOKING_PATH: bad }), bad).toThrow(/SPECIAL_BOOKING_PATH/);
  });

  it('is what the SPA asks about: true for the configured path only, and never with the page off', async () => {
    const ask = async (path: string, app: App = ctx.app) => {
      const res = await app.inject({ url: `/api/v1/special-booking/page?path=${encodeURIComponent(path)}` });
      expect(res.statusCode, res.body).toBe(200);
      return body<SpecialPageResponse>(res).data.special;
    };
    expect(await ask('/special-booking')).toBe(true);
    expect(await ask('/special-booking/')).toBe(true);
    expect(await ask('/special-bookings')).toBe(false);
    expect(await ask('/book')).toBe(false);
    const off = await siblingApp(ctx, { specialBookingPath: null });
    expect(await ask('/special-booking', off)).toBe(false);
    expect((await access(newSpecialCode(), off)).statusCode).toBe(404);
    await off.close();
  });
});

describe('access codes', () => {
  it('are issued by an admin, shown once and stored only as a hash', async () => {
    const issued = await issueCode();
    expect(issued.code).toMatch(/^[A-HJ-KMNP-Z2-9]{4}-[A-HJ-KMNP-Z2-9]{4}-[A-HJ-KMNP-Z2-9]{4}$/);
    expect(issued).toMatchObject({ label: 'Fleet pilot: Chennai riders', status: 'active', uses: 0, max_uses: 2, created_by: expect.any(String) as string });
    const stored = await ctx.db.query<{ code_hash: string }>('SELECT code_hash FROM special_access_codes WHERE id = $1', [issued.id]);
    expect(stored.rows[0]?.code_hash).toBe(hashToken(issued.code.replace(/-/g, '')));
    expect(JSON.stringify(stored.rows)).not.toContain(issued.code.replace(/-/g, ''));
    const list = await ctx.app.inject({ url: '/api/v1/admin/special-codes?q=chennai', headers: bearer(admin) });
    expect(list.statusCode, list.body).toBe(200);
    const rows = body<SpecialCodeListResponse>(list).data;
    expect(rows.map((r) => r.id)).toContain(issued.id);
    expect(JSON.stringify(rows)).not.toContain(issued.code);
  });

  it('refuse a bad label, use count or validity, and anyone but an admin', async () => {
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/special-codes', headers: bearer(admin), payload: { label: 'x', max_uses: 0, valid_days: 91 } });
    expect(bad.statusCode).toBe(400);
    expect(body<ApiError>(bad).errors?.map((e) => e.field).sort()).toEqual(['label', 'max_uses', 'valid_days']);
    for (const who of [DEMO.dealer, DEMO.customer]) {
      const token = await signIn(ctx.app, who);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/special-codes', headers: bearer(token), payload: { label: 'Mine', max_uses: 1, valid_days: 1 } })).statusCode).toBe(403);
      expect((await ctx.app.inject({ url: '/api/v1/admin/special-codes', headers: bearer(token) })).statusCode).toBe(403);
    }
  });

  it('open the page with the right code (spaces, dashes and case ignored), and refuse a wrong or malformed one at the field', async () => {
    const issued = await issueCode();
    const ok = await access(` ${issued.code.toLowerCase().replace(/-/g, ' ')} `);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body<SpecialAccessResponse>(ok)).toMatchObject({ message: SPECIAL_MSG.welcome('Fleet pilot: Chennai riders'), data: { label: 'Fleet pilot: Chennai riders' } });
    const wrong = await access(newSpecialCode());
    expect(wrong.statusCode).toBe(400);
    expect(body<ApiError>(wrong).errors).toEqual([{ field: 'code', message: specialCodeMessages.wrong }]);
    expect(body<ApiError>(await access('ABC')).errors).toEqual([{ field: 'code', message: specialCodeMessages.format }]);
  });

  it('are rate-limited per address, right or wrong', async () => {
    const issued = await issueCode();
    const tight = await siblingApp(ctx, { rateLimits: { ...ctx.config.rateLimits, specialCodePerIp: { limit: 3, windowSeconds: 3600 } } });
    for (let i = 0; i < 3; i += 1) expect((await access(newSpecialCode(), tight)).statusCode).toBe(400);
    const blocked = await access(issued.code, tight);
    expect(blocked.statusCode).toBe(429);
    await tight.close();
  });

  it('record the invitation on a booking once per use, and stop at the code’s limit', async () => {
    const issued = await issueCode({ max_uses: 1 });
    const [first, second] = [await pass(issued.code), await pass(issued.code)];
    const made = await book();
    const claimed = await claim(made, first);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(body<SpecialClaimResponse>(claimed)).toEqual({ message: SPECIAL_MSG.applied('Fleet pilot: Chennai riders'), data: { label: 'Fleet pilot: Chennai riders' } });
    const events = await ctx.db.query<{ text: string }>("SELECT text FROM order_events WHERE order_id = $1 AND kind = 'note'", [made.booking.id]);
    expect(events.rows).toEqual([{ text: 'Priority allotment: booked by invitation (Fleet pilot: Chennai riders)' }]);
    const stored = await ctx.db.query<{ special_code_id: number }>('SELECT special_code_id FROM bookings WHERE id = $1', [made.booking.id]);
    expect(stored.rows[0]?.special_code_id).toBe(issued.id);

    expect(message(await claim(made, first))).toBe(SPECIAL_MSG.badPass);
    const other = await book();
    const over = await claim(other, second);
    expect(over.statusCode).toBe(409);
    expect(message(over)).toBe(SPECIAL_MSG.usedUp);
    expect(body<ApiError>(await access(issued.code)).errors?.[0]?.message).toBe(specialCodeMessages.wrong);
  });

  it('take a booking only with its own key, and once', async () => {
    const issued = await issueCode({ max_uses: 5 });
    const made = await book();
    const wrongKey = await ctx.app.inject({ method: 'POST', url: '/api/v1/special-booking/claim', payload: { booking_id: made.booking.id, access_key: 'not-the-key', token: await pass(issued.code) } });
    expect(wrongKey.statusCode).toBe(404);
    expect((await claim(made, await pass(issued.code))).statusCode).toBe(200);
    const twice = await claim(made, await pass(issued.code));
    expect(twice.statusCode).toBe(409);
    expect(message(twice)).toBe(SPECIAL_MSG.notOpen);
  });

  it('lapse at their expiry, and stop at once when revoked (passes included)', async () => {
    const lapsing = await issueCode({ valid_days: 1 });
    const revoked = await issueCode({ max_uses: 3 });
    const held = await pass(revoked.code);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/special-codes/${revoked.id}/revoke`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(message(res)).toBe(SPECIAL_MSG.revoked('Fleet pilot: Chennai riders'));
    expect((await access(revoked.code)).statusCode).toBe(400);
    expect((await claim(await book(), held)).statusCode).toBe(409);
    const again = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/special-codes/${revoked.id}/revoke`, headers: bearer(admin) });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(SPECIAL_MSG.notRevocable('Revoked'));

    ctx.clock.advance(25 * 3_600_000);
    admin = await signIn(ctx.app, DEMO.admin);
    expect(body<ApiError>(await access(lapsing.code)).errors?.[0]?.message).toBe(specialCodeMessages.wrong);
    const list = await ctx.app.inject({ url: '/api/v1/admin/special-codes?status=expired', headers: bearer(admin) });
    expect(body<SpecialCodeListResponse>(list).data.map((r) => r.id)).toContain(lapsing.id);
  });
});
