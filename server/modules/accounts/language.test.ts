// @vitest-environment node
// The language of what we send (issue 29): stored on the account (users.language, migration 044), set at sign-up from
// the form or the site it was sent from, changed by the signed-in user (PUT /me/language, what the language switch
// calls) and returned with the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerResponse, RegisterResponse, UserInfo } from '@contract/auth.js';
import { LANGUAGES, languageMessages } from '@contract/languages.js';
import { bearer, body, createTestContext, freshMobile, newSignup, register, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const setLanguage = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/me/language', headers, payload: payload as Record<string, unknown> });

async function signedUp(extra: Record<string, unknown> = {}): Promise<UserInfo> {
  const res = await register(ctx, newSignup({ mobile: freshMobile('97'), ...extra }));
  expect(res.statusCode, res.body).toBe(200);
  const answer = body<RegisterResponse>(res);
  if (answer.status !== 'success') throw new Error('not registered');
  return answer.user;
}

/** Sign-up's two calls as the Hindi site makes them: every call names the site's language in Accept-Language. */
async function signedUpOnSite(acceptLanguage: string): Promise<UserInfo> {
  const { mobile, name } = newSignup({ mobile: freshMobile('97') });
  const headers = { 'accept-language': acceptLanguage };
  expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/customer/register/otp', headers, payload: { mobile } })).statusCode).toBe(200);
  const code = ctx.sms.messages.at(-1);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/customer/register', headers, payload: { mobile, name, otp: ctx.sms.lastCode(mobile) } });
  const answer = body<RegisterResponse>(res);
  if (answer.status !== 'success') throw new Error(`not registered: ${res.body}`);
  // The code went out in the language the account then gets.
  expect(code).toMatchObject({ mobile, language: answer.user.language });
  return answer.user;
}

const account = async (user: UserInfo) =>
  body<CustomerResponse>(await ctx.app.inject({ url: `/api/v1/customer/${user.id}`, headers: bearer(user.token) })).data;

describe('the language at sign-up', () => {
  it('is the one the form names, else the one of the site it was sent from, else English', async () => {
    expect((await signedUp({ language: 'hi' })).language).toBe('hi');
    expect((await signedUp()).language).toBe('en');
    expect((await signedUpOnSite('hi')).language).toBe('hi');
    expect((await signedUpOnSite('hi-IN,hi;q=0.9,en;q=0.8')).language).toBe('hi');
    expect((await signedUpOnSite('ta-IN,ta;q=0.9')).language).toBe('en');
  });

  it('refuses a language we do not send in', async () => {
    const res = await register(ctx, newSignup({ mobile: freshMobile('97'), language: 'ta' }));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ errors: [{ field: 'language', message: languageMessages.language }] });
  });
});

describe('PUT /api/v1/me/language', () => {
  it('needs a signed-in user', async () => {
    expect((await setLanguage({ language: 'hi' })).statusCode).toBe(401);
    expect((await setLanguage({ language: 'hi' }, bearer('not-a-token'))).statusCode).toBe(401);
  });

  it('keeps the language on the account, returned with it, and sends in it from then on', async () => {
    const user = await signedUp();
    const saved = await setLanguage({ language: 'hi' }, bearer(user.token));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved)).toEqual({ message: languageMessages.saved, data: { language: 'hi' } });
    expect((await account(user)).language).toBe('hi');
    // A sign-in code asked without naming a site goes out in the account's language.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/otp', payload: { mobile: user.mobile } })).statusCode).toBe(200);
    expect(ctx.sms.messages.at(-1)).toMatchObject({ mobile: user.mobile, language: 'hi' });
    expect(ctx.sms.sent.at(-1)?.text).toContain('आपका Revolt साइन-इन OTP है');
    // Asked on the English site, it is in English.
    const english = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/otp', headers: { 'accept-language': 'en' }, payload: { mobile: user.mobile } });
    expect(english.statusCode).toBe(200);
    expect(ctx.sms.messages.at(-1)).toMatchObject({ mobile: user.mobile, language: 'en' });
    expect(ctx.sms.sent.at(-1)?.text).toContain('is your Revolt sign-in OTP');

    expect((await setLanguage({ language: 'en' }, bearer(user.token))).statusCode).toBe(200);
    expect((await account(user)).language).toBe('en');
  });

  it('refuses a language we do not send in, or none, with a field error', async () => {
    const user = await signedUp();
    for (const payload of [{ language: 'ta' }, { language: 'HI' }, {}, { language: 1 }]) {
      const res = await setLanguage(payload, bearer(user.token));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res)).toMatchObject({ errors: [{ field: 'language', message: languageMessages.language }] });
    }
    expect((await account(user)).language).toBe('en');
  });
});

describe('the users.language column (migration 044)', () => {
  it('is English for an account made without one, and takes no other value than the contract LANGUAGES', async () => {
    const user = await signedUp();
    const { rows } = await ctx.db.query<{ language: string }>('SELECT language FROM users WHERE id = $1', [user.id]);
    expect(rows).toEqual([{ language: 'en' }]);
    for (const language of LANGUAGES) await ctx.db.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, language]);
    await expect(ctx.db.query(`UPDATE users SET language = 'ta' WHERE id = $1`, [user.id])).rejects.toThrow(/check/i);
  });
});
