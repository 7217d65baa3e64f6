// @vitest-environment node
// Abuse and authentication (issue 11): registration by OTP, the rate-limit table, OTP guessing, passwords,
// resets and changes, and the chat call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@contract/rules.js';
import { OTP_FAILURE_LIMITS } from '../../platform/auth/otp.js';
import { isCommonPassword } from '../../platform/auth/password.js';
import { PURGE_INTERVAL_MS } from '../../platform/auth/rate-limit.js';
import { MSG } from '../../platform/messages.js';
import { countWindows } from '../../platform/db/rate-limits.js';
import { DEMO, bearer, body, createTestContext, freshMobile, newCustomer, newSignup, register, siblingApp, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers, remoteAddress });
type Field = { field: string; message: string };

/** A registered customer of its own, so counters of one test never touch another's. */
async function customer(password = 'Scooter#2026'): Promise<{ id: number; mobile: string; password: string; token: string }> {
  const payload = newCustomer({ mobile: freshMobile('97'), password });
  const res = await register(ctx, payload);
  const { user } = body<{ user: { id: number; token: string } }>(res);
  return { id: user.id, mobile: String(payload.mobile), password, token: user.token };
}

describe('registration verifies the mobile by OTP first', () => {
  it('sends a code, then creates the account only with it', async () => {
    const payload = newCustomer({ mobile: freshMobile('96') });
    const sent = await post('/customer/register/otp', { mobile: payload.mobile });
    expect(sent.statusCode).toBe(200);
    expect(body(sent)).toEqual({ status: 'sent', expiresInSeconds: 300 });
    const code = ctx.sms.lastCode(String(payload.mobile));
    const signup = { mobile: payload.mobile, name: payload.name };
    const wrong = await post('/customer/register', { ...signup, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(body<{ errors: Field[] }>(wrong).errors).toEqual([{ field: 'otp', message: MSG.wrongOtp }]);
    const { rows } = await ctx.db.query('SELECT 1 FROM users WHERE mobile = $1', [payload.mobile]);
    expect(rows).toHaveLength(0);
    const ok = await post('/customer/register', { ...signup, otp: code });
    expect(ok.statusCode).toBe(200);
    expect(body<{ status: string }>(ok).status).toBe('success');
    expect((await post('/customer/register', { ...signup, otp: code })).statusCode).toBe(400);
  });

  it('refuses a body without an OTP', async () => {
    const res = await post('/customer/register', newSignup());
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: Field[] }>(res).errors).toContainEqual({ field: 'otp', message: messages.otp });
  });

  it('says duplicate only to whoever holds the mobile (SPEC §8)', async () => {
    const res = await register(ctx, newCustomer({ mobile: DEMO.customer.mobile }));
    expect(body(res)).toEqual({ status: 'duplicate', message: 'User Already Registered' });
  });

  it('is rate-limited per address and per mobile', async () => {
    const limited = await siblingApp(ctx, {
      rateLimits: {
        ...ctx.config.rateLimits,
        registerPerIp: { limit: 2, windowSeconds: 3600 },
        registerPerMobile: { limit: 1, windowSeconds: 3600 },
      },
    });
    try {
      const ip = '198.51.100.20';
      const sendCode = (mobile: string) => limited.inject({ method: 'POST', url: '/api/v1/customer/register/otp', payload: { mobile }, remoteAddress: ip });
      expect((await sendCode(freshMobile('96'))).statusCode).toBe(200);
      expect((await sendCode(freshMobile('96'))).statusCode).toBe(200);
      expect((await sendCode(freshMobile('96'))).statusCode).toBe(429);

      const payload = { ...newSignup({ mobile: freshMobile('96') }), otp: '000000' };
      const attempt = () => limited.inject({ method: 'POST', url: '/api/v1/customer/register', payload, remoteAddress: '198.51.100.21' });
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the rate-limit table', () => {
  it('does not grow with refused requests: 300 sign-ins with random mobiles past the address limit add a bounded number of rows', async () => {
    const limited = await siblingApp(ctx, { rateLimits: { ...ctx.config.rateLimits, signinPerIp: { limit: 5, windowSeconds: 900 } } });
    try {
      const before = await countWindows(ctx.db);
      const statuses: number[] = [];
      for (let i = 0; i < 300; i += 1) {
        const res = await limited.inject({
          method: 'POST',
          url: '/api/v1/auth/signin',
          payload: { mobile: freshMobile('96'), password: 'Whatever#2026' },
          remoteAddress: '198.51.100.30',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(295);
      // One row for the address and two per accepted wrong password (its mobile, its mobile from this address);
      // none for the refused ones.
      expect((await countWindows(ctx.db)) - before).toBeLessThanOrEqual(11);
    } finally {
      await limited.close();
    }
  });

  it('purges ended windows of every key on a later write', async () => {
    await post('/auth/otp', { mobile: freshMobile('96') });
    expect(await countWindows(ctx.db)).toBeGreaterThan(0);
    ctx.clock.advance(25 * 3_600_000 + PURGE_INTERVAL_MS);
    await post('/auth/otp', { mobile: freshMobile('96') }, {}, '198.51.100.31');
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits WHERE expires_at <= $1', [ctx.clock.now()]);
    expect(rows[0]?.n).toBe(0);
  });
});

describe('OTP guessing', () => {
  it(`locks OTP checks for a mobile after ${OTP_FAILURE_LIMITS[0]?.limit ?? 0} wrong codes across codes, for an hour`, async () => {
    const who = await customer();
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    for (let round = 0; round < 5; round += 1) {
      await post('/auth/otp', { mobile: who.mobile });
      const code = ctx.sms.lastCode(who.mobile);
      for (let i = 0; i < 2; i += 1) expect((await post('/auth/signin', { mobile: who.mobile, otp: wrongFor(code) })).statusCode).toBe(401);
    }
    await post('/auth/otp', { mobile: who.mobile });
    const blocked = await post('/auth/signin', { mobile: who.mobile, otp: ctx.sms.lastCode(who.mobile) });
    expect(blocked.statusCode).toBe(401);
    expect(body(blocked)).toEqual({ message: MSG.otpBlocked });
    // The password still works, and the lock ends with its hour.
    expect((await post('/auth/signin', { mobile: who.mobile, password: who.password })).statusCode).toBe(200);
    ctx.clock.advance(3_600_000);
    await post('/auth/otp', { mobile: who.mobile });
    expect((await post('/auth/signin', { mobile: who.mobile, otp: ctx.sms.lastCode(who.mobile) })).statusCode).toBe(200);
  });
});

describe('passwords', () => {
  it('finds the common ones, also with the usual decorations', async () => {
    for (const common of ['password', 'Passw0rd!', 'P@ssw0rd1', 'qwerty123', 'iloveyou']) expect(await isCommonPassword(common)).toBe(true);
    for (const fine of ['Scooter#2026', 'correct horse battery staple', 'Meera-rides-RV400']) expect(await isCommonPassword(fine)).toBe(false);
  });

  it('refuses a common password as the first one of a new account, and takes a long passphrase without symbols', async () => {
    const firstPassword = async (password: string) => {
      const res = await register(ctx, newSignup({ mobile: freshMobile('96') }));
      const { user } = body<{ user: { token: string } }>(res);
      return post('/auth/password', { newPassword: password }, bearer(user.token));
    };
    const common = await firstPassword('Passw0rd!');
    expect(common.statusCode).toBe(400);
    expect(body<{ errors: Field[] }>(common).errors).toEqual([{ field: 'newPassword', message: messages.passwordCommon }]);
    expect((await firstPassword('orange bicycle river lamp')).statusCode).toBe(200);
    const long = 'x'.repeat(10) + ' a fairly long passphrase of many words that goes on '.repeat(2);
    expect(long.length).toBeLessThanOrEqual(128);
    expect((await firstPassword(long)).statusCode).toBe(200);
    expect((await firstPassword('y'.repeat(129))).statusCode).toBe(400);
  });

  it('changes with the current password, ending the other sessions only', async () => {
    const who = await customer();
    const other = await signIn(ctx.app, who);
    const wrong = await post('/auth/password', { currentPassword: 'Not#theRight1', newPassword: 'Brand-new#2026' }, bearer(who.token));
    expect(wrong.statusCode).toBe(400);
    expect(body<{ errors: Field[] }>(wrong).errors).toEqual([{ field: 'currentPassword', message: MSG.currentPasswordWrong }]);
    const common = await post('/auth/password', { currentPassword: who.password, newPassword: 'Password1!' }, bearer(who.token));
    expect(body<{ errors: Field[] }>(common).errors).toEqual([{ field: 'newPassword', message: messages.passwordCommon }]);

    const ok = await post('/auth/password', { currentPassword: who.password, newPassword: 'Brand-new#2026' }, bearer(who.token));
    expect(ok.statusCode).toBe(200);
    expect(body(ok)).toEqual({ message: MSG.passwordChanged });
    expect((await ctx.app.inject({ url: `/api/v1/customer/${who.id}`, headers: bearer(who.token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/v1/customer/${who.id}`, headers: bearer(other) })).statusCode).toBe(401);
    expect((await post('/auth/signin', { mobile: who.mobile, password: who.password })).statusCode).toBe(401);
    expect((await post('/auth/signin', { mobile: who.mobile, password: 'Brand-new#2026' })).statusCode).toBe(200);
  });

  it('resets by OTP: the same answer for unknown mobiles, every session ended', async () => {
    const who = await customer();
    const sentBefore = ctx.sms.sent.length;
    const unknown = await post('/auth/password/reset/otp', { mobile: freshMobile('96') });
    expect(ctx.sms.sent).toHaveLength(sentBefore);
    const known = await post('/auth/password/reset/otp', { mobile: who.mobile });
    expect(ctx.sms.sent).toHaveLength(sentBefore + 1);
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(body(unknown)).toEqual(body(known));

    const code = ctx.sms.lastCode(who.mobile);
    // A sign-in OTP is not a reset code.
    await post('/auth/otp', { mobile: who.mobile });
    const signinCode = ctx.sms.lastCode(who.mobile);
    if (signinCode !== code) expect((await post('/auth/password/reset', { mobile: who.mobile, otp: signinCode, password: 'Reset-it#2026' })).statusCode).toBe(401);
    const unknownReset = await post('/auth/password/reset', { mobile: freshMobile('96'), otp: code, password: 'Reset-it#2026' });
    expect(unknownReset.statusCode).toBe(401);
    expect(body(unknownReset)).toEqual({ message: MSG.wrongOtp });

    const ok = await post('/auth/password/reset', { mobile: who.mobile, otp: code, password: 'Reset-it#2026' });
    expect(ok.statusCode).toBe(200);
    expect(body(ok)).toEqual({ message: MSG.passwordReset });
    expect((await ctx.app.inject({ url: `/api/v1/customer/${who.id}`, headers: bearer(who.token) })).statusCode).toBe(401);
    expect((await post('/auth/signin', { mobile: who.mobile, password: 'Reset-it#2026' })).statusCode).toBe(200);
    expect((await post('/auth/password/reset', { mobile: who.mobile, otp: code, password: 'Again-it#2026' })).statusCode).toBe(401);
  });

  it('rate-limits reset codes per mobile', async () => {
    const limited = await siblingApp(ctx, { rateLimits: { ...ctx.config.rateLimits, otpPerMobile: { limit: 1, windowSeconds: 600 } } });
    try {
      const mobile = freshMobile('96');
      const send = () => limited.inject({ method: 'POST', url: '/api/v1/auth/password/reset/otp', payload: { mobile } });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/v1/chatbot/addChatUser', () => {
  it('needs a signed-in user and is rate-limited per user', async () => {
    expect((await post('/chatbot/addChatUser', { mobile: DEMO.customer.mobile, isLoggedinUser: true })).statusCode).toBe(401);
    const limited = await siblingApp(ctx, { rateLimits: { ...ctx.config.rateLimits, chatUsersPerUser: { limit: 1, windowSeconds: 3600 } } });
    try {
      const token = await signIn(limited, DEMO.customer);
      const add = () =>
        limited.inject({ method: 'POST', url: '/api/v1/chatbot/addChatUser', payload: { mobile: DEMO.customer.mobile, isLoggedinUser: true }, headers: bearer(token) });
      expect((await add()).statusCode).toBe(200);
      expect((await add()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
