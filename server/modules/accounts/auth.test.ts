// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@contract/rules.js';
import { MSG } from '../../platform/messages.js';
import { DEMO, body, createTestContext, newCustomer, newSignup, register as registerWithOtp, siblingApp, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const register = (payload: Record<string, unknown>) => registerWithOtp(ctx, payload);
const signin = (payload: unknown, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: payload as object, remoteAddress });
const requestOtp = (mobile: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/otp', payload: { mobile } });

describe('POST /api/v1/customer/register', () => {
  it('creates a customer from a mobile, its code and a name, signs them in and sends the token in the body and header', async () => {
    const res = await register(newSignup({ mobile: '+91 98111 22334' }));
    expect(res.statusCode).toBe(200);
    const { status, user } = body<{ status: string; user: Record<string, unknown> }>(res);
    expect(status).toBe('success');
    expect(user).toMatchObject({
      name: 'Meera Iyer',
      mobile: '9811122334',
      email: null,
      user_type: 'customer',
      isAdmin: false,
      isSeller: false,
      isDealer: false,
      state: null,
      city: null,
      area: null,
      state_name: null,
      city_name: null,
      area_name: null,
      pincode: null,
      has_password: false,
      incentive: 0,
      region: null,
      language: 'en',
    });
    expect(user).not.toHaveProperty('password_hash');
    expect(typeof user.token).toBe('string');
    expect(res.headers['x-auth-token']).toBe(user.token);
    expect(res.headers['access-control-expose-headers']).toBe('x-auth-token');
  });

  it('answers duplicate for a known mobile (in any format), after the code', async () => {
    const first = newSignup();
    expect((await register(first)).statusCode).toBe(200);
    const byMobile = await register(newSignup({ mobile: `0${first.mobile}` }));
    expect(byMobile.statusCode).toBe(200);
    expect(body(byMobile)).toEqual({ status: 'duplicate', message: 'User Already Registered' });
    expect(byMobile.headers['x-auth-token']).toBeUndefined();
  });

  it.each([
    ['mobile', { mobile: '12345' }, messages.mobile],
    ['mobile', { mobile: '5123456789' }, messages.mobile],
    ['mobile', { mobile: undefined }, messages.mobile],
    ['name', { name: 'M' }, messages.name],
    ['name', { name: 'R2D2' }, messages.name],
    ['name', { name: undefined }, messages.name],
  ])('400 names the field: %s %j', async (field, change, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { ...newSignup(change), otp: '123456' } });
    expect(res.statusCode).toBe(400);
    const error = body<{ message: string; errors: { field: string; message: string }[] }>(res);
    expect(error.message).toBe(`${field}: ${message}`);
    expect(error.errors).toContainEqual({ field, message });
  });

  it('lists every invalid field', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { mobile: '1', name: '', otp: '12' } });
    const { errors } = body<{ errors: { field: string }[] }>(res);
    expect(errors.map((e) => e.field)).toEqual(expect.arrayContaining(['mobile', 'name', 'otp']));
  });

  it('refuses malformed JSON, other content types and oversize bodies without a 500', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Meera",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed)).toEqual({ message: MSG.invalidJson });

    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(body(text)).toEqual({ message: MSG.unsupportedMediaType });

    const huge = await register({ ...newCustomer(), name: 'a'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(body(huge)).toEqual({ message: MSG.bodyTooLarge });

    const none = await ctx.app.inject({ method: 'POST', url: '/api/v1/customer/register' });
    expect(none.statusCode).toBe(400);
    expect(body<{ message: string }>(none).message).toMatch(/^body: /);
  });
});

describe('POST /api/v1/auth/signin with a password', () => {
  it('signs in with the right password: UserInfo, token and header', async () => {
    const res = await signin(DEMO.customer);
    expect(res.statusCode).toBe(200);
    const user = body<Record<string, unknown>>(res);
    expect(user).toMatchObject({ mobile: DEMO.customer.mobile, user_type: 'customer', state_name: 'Maharashtra', region: 'West' });
    expect(Object.keys(user).sort()).toEqual(
      ['area', 'area_name', 'city', 'city_name', 'email', 'has_password', 'id', 'incentive', 'isAdmin', 'isDealer', 'isSeller', 'language', 'mobile',
        'name', 'pincode', 'region', 'state', 'state_name', 'token', 'user_type'].sort(),
    );
    expect(res.headers['x-auth-token']).toBe(user.token);
    expect(res.headers['access-control-expose-headers']).toBe('x-auth-token');
  });

  it('accepts the mobile as people type it', async () => {
    expect((await signin({ ...DEMO.customer, mobile: '+91 90000-00003' })).statusCode).toBe(200);
  });

  it('refuses a wrong password with the exact message and no token', async () => {
    const res = await signin({ mobile: DEMO.customer.mobile, password: 'Customer@99999' });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ message: 'Password Entered is incorrect, please check and retry again.' });
    expect(res.headers['x-auth-token']).toBeUndefined();
  });

  it('refuses an unknown mobile with the wrong-password message, so it tells nothing about the account', async () => {
    const res = await signin({ mobile: '7000000009', password: 'Whatever@123' });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ message: 'Password Entered is incorrect, please check and retry again.' });
  });

  it('needs exactly one of password and otp', async () => {
    const neither = await signin({ mobile: DEMO.customer.mobile });
    expect(neither.statusCode).toBe(400);
    expect(body<{ message: string }>(neither).message).toBe(`password: ${messages.passwordRequired}`);
    const both = await signin({ ...DEMO.customer, otp: '123456' });
    expect(both.statusCode).toBe(400);
    const badOtp = await signin({ mobile: DEMO.customer.mobile, otp: '12ab' });
    expect(body<{ message: string }>(badOtp).message).toBe(`otp: ${messages.otp}`);
  });
});

describe('OTP sign-in', () => {
  it('answers an unregistered mobile as a registered one, and sends it nothing', async () => {
    const sentBefore = ctx.sms.sent.length;
    const unknown = await requestOtp('7000000009');
    expect(ctx.sms.sent).toHaveLength(sentBefore);
    const known = await requestOtp(DEMO.customer.mobile);
    expect(ctx.sms.sent).toHaveLength(sentBefore + 1);
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(body(unknown)).toEqual(body(known));
    expect(body(unknown)).toEqual({ status: 'sent', expiresInSeconds: 300 });
  });

  it('sends a code that signs in once', async () => {
    const res = await requestOtp(DEMO.dealer.mobile);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ status: 'sent', expiresInSeconds: 300 });
    const otp = ctx.sms.lastCode(DEMO.dealer.mobile);
    const ok = await signin({ mobile: DEMO.dealer.mobile, otp });
    expect(ok.statusCode).toBe(200);
    expect(body(ok)).toMatchObject({ user_type: 'dealer', isSeller: true, isDealer: true });
    expect(ok.headers['x-auth-token']).toBe(body<{ token: string }>(ok).token);

    const again = await signin({ mobile: DEMO.dealer.mobile, otp });
    expect(again.statusCode).toBe(401);
    expect(body(again)).toEqual({ message: MSG.wrongOtp });
  });

  it('stores only a hash of the code', async () => {
    await requestOtp(DEMO.dealer.mobile);
    const otp = ctx.sms.lastCode(DEMO.dealer.mobile);
    const { rows } = await ctx.db.query<{ code_hash: string }>('SELECT code_hash FROM otps');
    expect(rows.some((r) => r.code_hash.includes(otp))).toBe(false);
  });

  it('replaces an earlier code when a new one is requested', async () => {
    await requestOtp(DEMO.dealer.mobile);
    const first = ctx.sms.lastCode(DEMO.dealer.mobile);
    let second = first;
    while (second === first) {
      await requestOtp(DEMO.dealer.mobile);
      second = ctx.sms.lastCode(DEMO.dealer.mobile);
    }
    expect((await signin({ mobile: DEMO.dealer.mobile, otp: first })).statusCode).toBe(401);
    expect((await signin({ mobile: DEMO.dealer.mobile, otp: second })).statusCode).toBe(200);
  });

  it('expires after OTP_TTL_SECONDS', async () => {
    await requestOtp(DEMO.dealer.mobile);
    const otp = ctx.sms.lastCode(DEMO.dealer.mobile);
    ctx.clock.advance(301_000);
    const res = await signin({ mobile: DEMO.dealer.mobile, otp });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ message: MSG.wrongOtp });
    expect(res.body).not.toContain('token');
  });

  it('dies after OTP_MAX_ATTEMPTS verifications, even with the right code', async () => {
    await requestOtp(DEMO.dealer.mobile);
    const otp = ctx.sms.lastCode(DEMO.dealer.mobile);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < ctx.config.otpMaxAttempts; i += 1) {
      const res = await signin({ mobile: DEMO.dealer.mobile, otp: wrong });
      expect(body(res)).toEqual({ message: MSG.wrongOtp });
    }
    const res = await signin({ mobile: DEMO.dealer.mobile, otp });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ message: 'Too many wrong OTP attempts. Request a new OTP.' });
  });
});

describe('rate limits', () => {
  // Wrong passwords per mobile and per (mobile, address), and OTP guessing: signin-limits.test.ts.

  it('limits sign-in attempts per IP across mobiles', async () => {
    const limited = await siblingApp(ctx, {
      rateLimits: { ...ctx.config.rateLimits, signinPerIp: { limit: 2, windowSeconds: 900 } },
    });
    const attempt = (who: { mobile: string; password: string }) =>
      limited.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: who, remoteAddress: '10.9.9.9' });
    expect((await attempt(DEMO.admin)).statusCode).toBe(200);
    expect((await attempt(DEMO.dealer)).statusCode).toBe(200);
    expect((await attempt(DEMO.customer)).statusCode).toBe(429);
    await limited.close();
  });

  it('behind a trusted proxy, counts per client address from X-Forwarded-For', async () => {
    const limited = await siblingApp(ctx, {
      trustProxy: ['10.0.0.0/8'],
      rateLimits: { ...ctx.config.rateLimits, signinPerIp: { limit: 1, windowSeconds: 900 } },
    });
    const attempt = (forwardedFor: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        payload: DEMO.customer,
        remoteAddress: '10.0.0.254',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    expect((await attempt('203.0.113.7')).statusCode).toBe(200);
    expect((await attempt('203.0.113.7')).statusCode).toBe(429);
    expect((await attempt('203.0.113.8')).statusCode).toBe(200);
    // A client cannot dodge the limit by prepending its own X-Forwarded-For entries.
    expect((await attempt('198.51.100.1, 203.0.113.7')).statusCode).toBe(429);
    await limited.close();
  });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const limited = await siblingApp(ctx, {
      trustProxy: ['10.0.0.0/8'],
      rateLimits: { ...ctx.config.rateLimits, signinPerIp: { limit: 1, windowSeconds: 900 } },
    });
    const direct = (forwardedFor: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        payload: DEMO.customer,
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    expect((await direct('198.51.100.1')).statusCode).toBe(200);
    // A forged entry does not make a new client: the socket address is the one counted.
    expect((await direct('198.51.100.2')).statusCode).toBe(429);
    await limited.close();
  });

  it('limits OTP requests per mobile', async () => {
    const limited = await siblingApp(ctx, {
      rateLimits: { ...ctx.config.rateLimits, otpPerMobile: { limit: 2, windowSeconds: 600 } },
    });
    const send = () => limited.inject({ method: 'POST', url: '/api/v1/auth/otp', payload: { mobile: DEMO.admin.mobile } });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const blocked = await send();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    await limited.close();
  });
});
