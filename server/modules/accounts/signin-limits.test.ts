// @vitest-environment node
// Sign-in limits with the production numbers (audit F4): strangers' wrong passwords, from however many addresses,
// never refuse the owner's right password from an address that has not failed, nor OTP sign-in; only wrong
// passwords count against a mobile; a reset or an OTP sign-in forgets them; OTP guessing stops OTP checks only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../platform/config.js';
import type { App } from '../../platform/deps.js';
import { MSG } from '../../platform/messages.js';
import { body, createTestContext, newCustomer, register, siblingApp, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
/** Another instance on the same database with the limits of a default configuration (RATE_LIMIT_SCALE 1). */
let limited: App;
let other: App;
const production = readConfig({ LOG_LEVEL: 'silent' }).rateLimits;

beforeAll(async () => {
  ctx = await createTestContext();
  limited = await siblingApp(ctx, { rateLimits: production });
  other = await siblingApp(ctx, { rateLimits: production });
});
afterAll(async () => {
  await limited.close();
  await other.close();
  await ctx.close();
});

/** Each test starts a second into a fresh hour, so its tries share the 15-minute and one-hour windows. */
beforeEach(() => {
  const hour = 3_600_000;
  ctx.clock.advance(hour - (ctx.clock.now().getTime() % hour) + 1000);
});

type Account = { mobile: string; password: string };
async function newAccount(): Promise<Account> {
  const payload = newCustomer();
  const res = await register(ctx, payload);
  expect(res.statusCode, res.body).toBe(200);
  return { mobile: payload.mobile, password: payload.password };
}

let addresses = 0;
/** A client address no test has used yet. */
const freshAddress = () => {
  addresses += 1;
  return `10.${Math.floor(addresses / 250) + 40}.${addresses % 250}.7`;
};

const signin = (payload: object, remoteAddress: string, app: App = limited) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload, remoteAddress });
const wrong = (who: Account, remoteAddress: string, app: App = limited) =>
  signin({ mobile: who.mobile, password: 'Not-it#2026x' }, remoteAddress, app);
/** An OTP sent by the generous app (so the per-mobile OTP sending limit stays out of the way). */
async function sentCode(path: '/api/v1/auth/otp' | '/api/v1/auth/password/reset/otp', mobile: string): Promise<string> {
  expect((await ctx.app.inject({ method: 'POST', url: path, payload: { mobile } })).statusCode).toBe(200);
  return ctx.sms.lastCode(mobile);
}

/** Ten wrong passwords, each from an address of its own: the mobile's whole failure budget. */
async function strangersFail(who: Account): Promise<string[]> {
  const used: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const address = freshAddress();
    used.push(address);
    expect((await wrong(who, address)).statusCode, `stranger ${i + 1}`).toBe(401);
  }
  return used;
}

describe('password sign-in failures', () => {
  it('uses the documented numbers: 10 failures per mobile, 5 per mobile and address, 50 attempts per address (15 minutes)', () => {
    expect(production.signinFailuresPerMobile).toEqual({ limit: 10, windowSeconds: 900 });
    expect(production.signinFailuresPerMobileIp).toEqual({ limit: 5, windowSeconds: 900 });
    expect(production.signinPerIp).toEqual({ limit: 50, windowSeconds: 900 });
  });

  it("ten strangers' wrong passwords from ten addresses do not lock the owner out, by password or by OTP", async () => {
    const owner = await newAccount();
    await strangersFail(owner);
    // More strangers from fresh addresses are still only told the password is wrong (one try each).
    expect((await wrong(owner, freshAddress())).statusCode).toBe(401);
    expect((await signin(owner, freshAddress())).statusCode).toBe(200);
    expect((await signin(owner, freshAddress(), other)).statusCode, 'on another instance too').toBe(200);
    const otp = await sentCode('/api/v1/auth/otp', owner.mobile);
    expect((await signin({ mobile: owner.mobile, otp }, freshAddress())).statusCode).toBe(200);
  });

  it('refuses an address after its own 5 failures for a mobile, whatever the password, until the window ends; other addresses are not held back', async () => {
    const owner = await newAccount();
    const guesser = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await wrong(owner, guesser)).statusCode).toBe(401);
    const refused = await signin(owner, guesser);
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toEqual({ message: MSG.rateLimited });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await signin(owner, guesser, other)).statusCode, 'the count is in the database, shared by instances').toBe(429);
    expect((await signin(owner, freshAddress())).statusCode).toBe(200);
    ctx.clock.advance(retryAfter * 1000);
    expect((await signin(owner, guesser)).statusCode).toBe(200);
  });

  it("once the mobile has 10 failures, refuses the addresses that failed for it and lets a fresh address's right password in", async () => {
    const owner = await newAccount();
    const [first] = await strangersFail(owner);
    const refused = await signin(owner, first!);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    // A failure elsewhere does not hold back an address that never failed for this mobile.
    expect((await signin(owner, freshAddress())).statusCode).toBe(200);
  });

  it('counts only failures: right passwords never use up the budget, and one clears its address', async () => {
    const owner = await newAccount();
    const home = freshAddress();
    for (let i = 0; i < 15; i += 1) expect((await signin(owner, i % 2 ? home : freshAddress())).statusCode, `sign-in ${i + 1}`).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await wrong(owner, home)).statusCode).toBe(401);
    expect((await signin(owner, home)).statusCode).toBe(200);
    // The four typos before the right password are forgotten: four more are still only wrong.
    for (let i = 0; i < 4; i += 1) expect((await wrong(owner, home)).statusCode).toBe(401);
    expect((await signin(owner, home)).statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1', [`signin-fail:${owner.mobile}`]);
    expect(rows.map((r) => r.count)).toEqual([8]);
  });

  it('a completed password reset forgets every failure for the mobile', async () => {
    const owner = await newAccount();
    const [first] = await strangersFail(owner);
    const guesser = freshAddress();
    for (let i = 0; i < 5; i += 1) await wrong(owner, guesser);
    expect((await signin(owner, first!)).statusCode).toBe(429);

    const otp = await sentCode('/api/v1/auth/password/reset/otp', owner.mobile);
    const reset = await limited.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { mobile: owner.mobile, otp, password: 'Fresh-start#2026' },
      remoteAddress: freshAddress(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const renewed = { mobile: owner.mobile, password: 'Fresh-start#2026' };
    expect((await signin(renewed, first!)).statusCode).toBe(200);
    expect((await signin(renewed, guesser)).statusCode).toBe(200);
  });

  it('a successful OTP sign-in forgets every failure for the mobile', async () => {
    const owner = await newAccount();
    const [first] = await strangersFail(owner);
    expect((await signin(owner, first!)).statusCode).toBe(429);
    const otp = await sentCode('/api/v1/auth/otp', owner.mobile);
    expect((await signin({ mobile: owner.mobile, otp }, first!)).statusCode).toBe(200);
    expect((await signin(owner, first!)).statusCode).toBe(200);
  });

  it('counts a try before the slow comparison, so parallel wrong tries from one address get no more than 5', async () => {
    const owner = await newAccount();
    const guesser = freshAddress();
    const answers = await Promise.all(Array.from({ length: 8 }, () => wrong(owner, guesser)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(5);
    expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
    expect((await wrong(owner, guesser)).statusCode).toBe(429);
    const { rows } = await ctx.db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1', [`signin-fail:${owner.mobile}:${guesser}`]);
    expect(rows.map((r) => r.count), 'refused tries are not failures').toEqual([codes.filter((code) => code === 401).length]);
  });

  it('a wrong password for a mobile with no account counts the same way (nothing tells the two apart)', async () => {
    const nobody = { mobile: newCustomer().mobile, password: 'Whatever#2026' };
    const guesser = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await wrong(nobody, guesser)).statusCode).toBe(401);
    expect((await wrong(nobody, guesser)).statusCode).toBe(429);
  });
});

describe('OTP guessing', () => {
  it('10 wrong codes lock OTP checks for the mobile, and the password still signs in', async () => {
    const owner = await newAccount();
    for (let i = 0; i < 10; i += 1) {
      const res = await signin({ mobile: owner.mobile, otp: '000000' }, freshAddress());
      expect(res.statusCode, `guess ${i + 1}`).toBe(401);
    }
    const otp = await sentCode('/api/v1/auth/otp', owner.mobile);
    const blocked = await signin({ mobile: owner.mobile, otp }, freshAddress());
    expect(blocked.statusCode).toBe(401);
    expect(body(blocked)).toEqual({ message: MSG.otpBlocked });
    expect((await signin(owner, freshAddress())).statusCode).toBe(200);
  });
});
