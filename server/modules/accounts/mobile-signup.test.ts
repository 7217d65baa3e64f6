// @vitest-environment node
// Sign-up with a mobile and a code, then a name (migration 032): the account has no e-mail, place or password until
// the customer gives them, signs in with a code meanwhile, and every screen's data copes with what is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '@contract/order-lifecycle.js';
import { messages } from '@contract/rules.js';
import { buildApp } from '../../app.js';
import { MSG } from '../../platform/messages.js';
import { DEMO, bearer, body, createTestContext, freshMobile, newSignup, register, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
type Field = { field: string; message: string };
type User = { id: number; token: string; email: string | null; state: string | null; pincode: string | null; has_password: boolean };

/** A new account made the short way; its mobile is fresh. */
async function signUp(): Promise<{ mobile: string; user: User }> {
  const payload = newSignup({ mobile: freshMobile('97') });
  const res = await register(ctx, payload);
  expect(res.statusCode).toBe(200);
  return { mobile: String(payload.mobile), user: body<{ user: User }>(res).user };
}

async function sendRegisterCode(mobile: string): Promise<string> {
  expect((await post('/customer/register/otp', { mobile })).statusCode).toBe(200);
  return ctx.sms.lastCode(mobile);
}

async function signInWithCode(mobile: string) {
  expect((await post('/auth/otp', { mobile })).statusCode).toBe(200);
  return post('/auth/signin', { mobile, otp: ctx.sms.lastCode(mobile) });
}

describe('sign-up with a mobile, its code and a name', () => {
  it('creates a signed-in customer with no password, e-mail or place', async () => {
    const mobile = freshMobile('96');
    const code = await sendRegisterCode(mobile);
    const res = await post('/customer/register', { mobile, otp: code, name: 'Ravi Kumar' });
    expect(res.statusCode).toBe(200);
    const { user } = body<{ user: User & Record<string, unknown> }>(res);
    expect(user).toMatchObject({ name: 'Ravi Kumar', mobile, user_type: 'customer', email: null, state: null, pincode: null, has_password: false });
    const { rows } = await ctx.db.query<Record<string, unknown>>(
      'SELECT user_type, password_hash, email, state_id, city_id, area_id, pincode FROM users WHERE mobile = $1',
      [mobile],
    );
    expect(rows).toEqual([{ user_type: 'customer', password_hash: null, email: null, state_id: null, city_id: null, area_id: null, pincode: null }]);
    // The token works at once.
    expect((await ctx.app.inject({ url: `/api/v1/customer/${user.id}`, headers: bearer(user.token) })).statusCode).toBe(200);
  });

  it('refuses a wrong code, and creates nothing', async () => {
    const mobile = freshMobile('96');
    const code = await sendRegisterCode(mobile);
    const res = await post('/customer/register', { mobile, otp: code === '000000' ? '111111' : '000000', name: 'Ravi Kumar' });
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: Field[] }>(res).errors).toEqual([{ field: 'otp', message: MSG.wrongOtp }]);
    expect((await ctx.db.query('SELECT 1 FROM users WHERE mobile = $1', [mobile])).rows).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile('96');
    const code = await sendRegisterCode(mobile);
    ctx.clock.advance((ctx.config.otpTtlSeconds + 1) * 1000);
    const res = await post('/customer/register', { mobile, otp: code, name: 'Ravi Kumar' });
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: Field[] }>(res).errors).toEqual([{ field: 'otp', message: MSG.wrongOtp }]);
    expect((await ctx.db.query('SELECT 1 FROM users WHERE mobile = $1', [mobile])).rows).toHaveLength(0);
  });

  it('refuses a code used once already', async () => {
    const mobile = freshMobile('96');
    const code = await sendRegisterCode(mobile);
    expect((await post('/customer/register', { mobile, otp: code, name: 'Ravi Kumar' })).statusCode).toBe(200);
    const again = await post('/customer/register', { mobile, otp: code, name: 'Someone Else' });
    expect(again.statusCode).toBe(400);
    expect(body<{ errors: Field[] }>(again).errors).toEqual([{ field: 'otp', message: MSG.wrongOtp }]);
    const { rows } = await ctx.db.query<{ name: string }>('SELECT name FROM users WHERE mobile = $1', [mobile]);
    expect(rows).toEqual([{ name: 'Ravi Kumar' }]);
  });

  it('answers a registered mobile as duplicate (the screen points to sign-in), keeping the account as it was', async () => {
    const code = await sendRegisterCode(DEMO.customer.mobile);
    const res = await post('/customer/register', { mobile: DEMO.customer.mobile, otp: code, name: 'Someone Else' });
    expect(body(res)).toEqual({ status: 'duplicate', message: MSG.duplicate });
    expect(res.headers['x-auth-token']).toBeUndefined();
    expect((await signIn(ctx.app, DEMO.customer)).length).toBeGreaterThan(0);
  });

  it('never writes the code to the log, even at debug level', async () => {
    const lines: string[] = [];
    const app = buildApp({ db: ctx.db, config: { ...ctx.config, logLevel: 'debug' }, sms: ctx.sms, email: ctx.email, now: ctx.clock.now, logStream: { write: (line) => lines.push(line) } });
    await app.ready();
    try {
      const mobile = freshMobile('96');
      await app.inject({ method: 'POST', url: '/api/v1/customer/register/otp', payload: { mobile } });
      const code = ctx.sms.lastCode(mobile);
      const res = await app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { mobile, otp: code, name: 'Ravi Kumar' } });
      expect(res.statusCode).toBe(200);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(code);
    } finally {
      await app.close();
    }
  });
});

describe('an account without a password', () => {
  it('signs in with its mobile and a code, once per code', async () => {
    const { mobile, user } = await signUp();
    const res = await signInWithCode(mobile);
    expect(res.statusCode).toBe(200);
    expect(body<{ id: number; has_password: boolean }>(res)).toMatchObject({ id: user.id, has_password: false });
  });

  it('is refused a password sign-in with the message of a wrong password', async () => {
    const { mobile } = await signUp();
    const res = await post('/auth/signin', { mobile, password: 'Anything#2026' });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ message: MSG.wrongPassword });
    const wrong = await post('/auth/signin', { mobile: DEMO.customer.mobile, password: 'Anything#2026' });
    expect(body(wrong)).toEqual(body(res));
  });

  it('has a profile of nulls that answers 200', async () => {
    const { user } = await signUp();
    const res = await ctx.app.inject({ url: `/api/v1/customer/${user.id}`, headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    expect(body<{ data: Record<string, unknown> }>(res).data).toMatchObject({
      email: null, state: null, city: null, area: null, state_name: null, city_name: null, area_name: null, pincode: null, region: null,
    });
  });

  it('is listed for an admin, with its nulls', async () => {
    const { mobile } = await signUp();
    const admin = await signIn(ctx.app, DEMO.admin);
    const res = await ctx.app.inject({ url: `/api/v1/users?q=${mobile}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(body<{ data: { mobile: string; email: string | null }[] }>(res).data).toEqual([expect.objectContaining({ mobile, email: null })]);
  });
});

describe('what is added later is kept', () => {
  it('saves an e-mail and a place from the profile (the pincode defaults to the area), keeping them when left blank', async () => {
    const { user } = await signUp();
    const headers = bearer(user.token);
    const email = `ravi.${user.id}@example.com`;
    const saved = await post('/customer/profile', { name: 'Ravi Kumar', email, state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01' }, headers);
    expect(saved.statusCode).toBe(200);
    expect(body<{ user: Record<string, unknown> }>(saved).user).toMatchObject({ email, state: 'TN', city_name: 'Chennai', area_name: 'T. Nagar', pincode: '600017', region: 'South' });
    const renamed = await post('/customer/profile', { name: 'Ravi K', email: '', state: '', city: '', area: '' }, headers);
    expect(renamed.statusCode).toBe(200);
    expect(body<{ user: Record<string, unknown> }>(renamed).user).toMatchObject({ name: 'Ravi K', email, state: 'TN', pincode: '600017' });
  });

  it('saves just a name, and refuses half a place', async () => {
    const { user } = await signUp();
    const headers = bearer(user.token);
    expect((await post('/customer/profile', { name: 'Ravi Kumar' }, headers)).statusCode).toBe(200);
    const half = await post('/customer/profile', { name: 'Ravi Kumar', state: 'TN' }, headers);
    expect(half.statusCode).toBe(400);
    expect(body<{ errors: Field[] }>(half).errors).toEqual(
      expect.arrayContaining([{ field: 'city', message: messages.city }, { field: 'area', message: messages.area }]),
    );
  });

  it('sets a first password without a current one; then password sign-in works and a current one is needed to change it', async () => {
    const { mobile, user } = await signUp();
    const headers = bearer(user.token);
    const set = await post('/auth/password', { newPassword: 'Orange#Bicycle7' }, headers);
    expect(set.statusCode).toBe(200);
    const signedIn = await post('/auth/signin', { mobile, password: 'Orange#Bicycle7' });
    expect(signedIn.statusCode).toBe(200);
    expect(body<{ has_password: boolean }>(signedIn).has_password).toBe(true);
    const token = body<{ token: string }>(signedIn).token;
    const without = await post('/auth/password', { newPassword: 'Another#Bicycle8' }, bearer(token));
    expect(without.statusCode).toBe(400);
    expect(body<{ errors: Field[] }>(without).errors).toEqual([{ field: 'currentPassword', message: messages.currentPassword }]);
  });

  it('takes the place and e-mail of its first booking or test ride, and never overwrites them', async () => {
    const { mobile, user } = await signUp();
    const headers = bearer(user.token);
    const { rows: hubs } = await ctx.db.query<{ id: number }>("SELECT id FROM service_centres WHERE city_id = 'MH-PUN' ORDER BY id LIMIT 1");
    const day = new Date(ctx.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const ride = {
      name: 'Ravi Kumar', mobile, email: `ride.${user.id}@example.com`, state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01', pincode: '600017',
      model: 'rv400', preferred_date: day, time_slot: '10:00-12:00', dealer_id: 12, // T. Nagar, Chennai
    };
    const booked = await post('/test-rides', ride, headers);
    expect(booked.statusCode, booked.body).toBe(201);
    const me = async () => body<{ data: Record<string, unknown> }>(await ctx.app.inject({ url: `/api/v1/customer/${user.id}`, headers })).data;
    expect(await me()).toMatchObject({ email: ride.email, state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01', pincode: '600017' });

    const pune = { email: 'other@example.com', state: 'MH', city: 'MH-PUN', area: 'MH-PUN-01', pincode: '411005', dealer_id: hubs[0]?.id, time_slot: '12:00-14:00' };
    const second = await post('/test-rides', { ...ride, ...pune }, headers);
    expect(second.statusCode, second.body).toBe(201);
    expect(await me()).toMatchObject({ email: ride.email, state: 'TN', pincode: '600017' });
  });

  it('buys with only a mobile and a name: the review step asks the e-mail, the delivery address gives the place, both are kept', async () => {
    const { mobile, user } = await signUp();
    const headers = bearer(user.token);
    const purchase = {
      model: 'rv400', colour: 'Rebel Red', dealer_id: 4, payment_method: 'hub',
      shipping: { line1: '12 Baner Road', line2: '', landmark: '', pincode: '411045', state: 'MH', city: 'MH-PUN' },
    };
    const without = await post('/orders', purchase, headers);
    expect(without.statusCode, without.body).toBe(400);
    expect(body<{ errors: Field[] }>(without).errors).toEqual([{ field: 'email', message: orderMessages.email }]);

    const email = `buyer.${user.id}@example.com`;
    const placed = await post('/orders', { ...purchase, email }, headers);
    expect(placed.statusCode, placed.body).toBe(201);
    const { rows } = await ctx.db.query<Record<string, unknown>>(
      "SELECT email, state_id, city_id, area_id, pincode FROM bookings WHERE mobile = $1 AND kind = 'purchase'",
      [mobile],
    );
    // 411045 is nearest the Pune area whose pincode is closest in number (Hinjewadi, 411057, of the seeded areas).
    const { rows: area } = await ctx.db.query<{ id: string }>("SELECT id FROM hubs WHERE city_id = 'MH-PUN' ORDER BY abs(pincode::int - 411045), id LIMIT 1");
    expect(rows).toEqual([{ email, state_id: 'MH', city_id: 'MH-PUN', area_id: area[0]!.id, pincode: '411045' }]);
    const me = body<{ data: Record<string, unknown> }>(await ctx.app.inject({ url: `/api/v1/customer/${user.id}`, headers })).data;
    expect(me).toMatchObject({ email, state: 'MH', city: 'MH-PUN', area: area[0]!.id, pincode: '411045' });

    // The next purchase needs no e-mail: the profile has it now.
    const again = await post('/orders', { ...purchase, colour: 'Cosmic Black' }, headers);
    expect(again.statusCode, again.body).toBe(201);
  });
});
