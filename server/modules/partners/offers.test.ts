// @vitest-environment node
// Partner offers: the benefit reaches an order only with a verified work e-mail of the partner's domain (a code
// e-mailed, a single-use proof), the booking's own key, and an order still open; everything else is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBookingCreateResponse } from '@contract/orders.js';
import type { ApiError } from '@contract/common.js';
import type { PartnerClaimResponse, PartnerOfferResponse, WorkEmailVerifyResponse } from '@contract/partners.js';
import type { App } from '../../platform/deps.js';
import { body, createTestContext, freshMobile, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let app: App;
const base = '/api/v1/partners/persistent-systems';
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

async function book(): Promise<OrderBookingCreateResponse['data']> {
  const res = await post('/api/v1/bookings', {
    name: 'Meera Iyer', mobile: freshMobile('96'), email: 'meera@persistent.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01',
    pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return body<OrderBookingCreateResponse>(res).data;
}

async function verify(address: string): Promise<string> {
  expect((await post(`${base}/email-otp`, { email: address })).statusCode).toBe(202);
  const res = await post(`${base}/email-verify`, { email: address, code: ctx.email.lastCode(address.toLowerCase()) });
  expect(res.statusCode, res.body).toBe(200);
  return body<WorkEmailVerifyResponse>(res).data.token;
}

const partnerColumns = async (id: number) =>
  (await ctx.db.query<{ partner_email: string | null; partner_discount: number | null }>('SELECT partner_email, partner_discount FROM bookings WHERE id = $1', [id])).rows[0];

beforeAll(async () => {
  ctx = await createTestContext();
  app = ctx.app;
});
afterAll(() => ctx.close());

describe('the partner offer', () => {
  it('is configured per partner and seeded with Persistent Systems', async () => {
    const offer = body<PartnerOfferResponse>(await app.inject({ url: base })).data;
    expect(offer).toMatchObject({ slug: 'persistent-systems', name: 'Persistent Systems', email_domain: 'persistent.com', discount: 2000 });
    expect((await app.inject({ url: '/api/v1/partners/acme-corp' })).statusCode).toBe(404);
  });
});

describe('work e-mail verification', () => {
  it('sends a code only to the partner domain', async () => {
    const res = await post(`${base}/email-otp`, { email: 'meera@gmail.com' });
    expect(res.statusCode).toBe(400);
    expect(body<ApiError>(res).errors?.[0]).toEqual({ field: 'email', message: 'Use your work e-mail address ending in @persistent.com.' });
    expect((await post(`${base}/email-otp`, { email: 'meera@persistent.com.evil.in' })).statusCode).toBe(400);
    expect(ctx.email.messages).toHaveLength(0);
  });

  it('refuses a wrong code, counts tries and locks after OTP_MAX_ATTEMPTS', async () => {
    await post(`${base}/email-otp`, { email: 'ravi@persistent.com' });
    const right = ctx.email.lastCode('ravi@persistent.com');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < ctx.config.otpMaxAttempts; i += 1) expect((await post(`${base}/email-verify`, { email: 'ravi@persistent.com', code: wrong })).statusCode).toBe(400);
    const locked = await post(`${base}/email-verify`, { email: 'ravi@persistent.com', code: right });
    expect(body<ApiError>(locked).errors?.[0]?.message).toBe('Too many wrong codes. Ask for a new code.');
  });

  it('expires the code', async () => {
    await post(`${base}/email-otp`, { email: 'late@persistent.com' });
    const code = ctx.email.lastCode('late@persistent.com');
    ctx.clock.advance((ctx.config.otpTtlSeconds + 1) * 1000);
    expect((await post(`${base}/email-verify`, { email: 'late@persistent.com', code })).statusCode).toBe(400);
  });
});

describe('claiming the offer for a booking', () => {
  it('applies the benefit with a verified work e-mail, writes an order event, and the proof is single use', async () => {
    const created = await book();
    const token = await verify('Meera@Persistent.com');
    const res = await post(`${base}/claim`, { booking_id: created.booking.id, access_key: created.access_key, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<PartnerClaimResponse>(res).data).toMatchObject({ partner: 'Persistent Systems', discount: 2000 });
    expect(await partnerColumns(created.booking.id)).toEqual({ partner_email: 'meera@persistent.com', partner_discount: 2000 });
    const events = await ctx.db.query<{ text: string }>("SELECT text FROM order_events WHERE order_id = $1 AND kind = 'note'", [created.booking.id]);
    expect(events.rows.map((e) => e.text)).toEqual([expect.stringContaining('Persistent Systems employee offer applied')]);

    const another = await book();
    expect((await post(`${base}/claim`, { booking_id: another.booking.id, access_key: another.access_key, token })).statusCode).toBe(403);
    expect(await partnerColumns(another.booking.id)).toEqual({ partner_email: null, partner_discount: null });
  });

  it('refuses without a verified e-mail, with another booking’s key, or twice on one booking', async () => {
    const created = await book();
    const other = await book();
    expect((await post(`${base}/claim`, { booking_id: created.booking.id, access_key: created.access_key, token: 'A'.repeat(43) })).statusCode).toBe(403);
    const token = await verify('asha@persistent.com');
    expect((await post(`${base}/claim`, { booking_id: created.booking.id, access_key: other.access_key, token })).statusCode).toBe(404);
    expect((await post(`${base}/claim`, { booking_id: created.booking.id, access_key: created.access_key, token })).statusCode).toBe(200);
    const again = await verify('asha@persistent.com');
    expect((await post(`${base}/claim`, { booking_id: created.booking.id, access_key: created.access_key, token: again })).statusCode).toBe(409);
  });

  it('refuses an expired proof', async () => {
    const created = await book();
    const token = await verify('old@persistent.com');
    ctx.clock.advance(3 * 3_600_000);
    expect((await post(`${base}/claim`, { booking_id: created.booking.id, access_key: created.access_key, token })).statusCode).toBe(403);
  });
});
