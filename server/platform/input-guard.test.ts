// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBadText, findNul } from './input-guard.js';
import { MSG } from './messages.js';
import { DEMO, bearer, body, createTestContext, newCustomer, signIn, type TestContext } from '../test-helpers.js';

const NUL = 'Meera\u0000Iyer';

describe('findNul', () => {
  it('names the first field holding a NUL, in values, keys and deep arrays', () => {
    expect(findNul({ a: 'fine', b: [{ c: NUL }] }, 'body')).toBe('b.0.c');
    expect(findNul({ ['x\u0000']: 1 }, 'body')).toBe('body');
    expect(findNul(NUL, 'body')).toBe('body');
    expect(findNul({ a: 'fine', n: 1, list: [null, true] }, 'body')).toBeUndefined();
  });

  it('walks 20,000 levels without overflowing the stack', () => {
    let deep: unknown = NUL;
    for (let i = 0; i < 20_000; i += 1) deep = { a: deep };
    expect(findNul(deep, 'body')).toMatch(/^a(\.a)+$/);
  });
});

describe('findBadText', () => {
  it('names a lone UTF-16 surrogate, high or low, in values and keys, and lets a pair (an emoji) through', () => {
    expect(findBadText({ a: 'fine', b: ['x\ud800y'] }, 'body')).toEqual({ field: 'b.0', message: MSG.loneSurrogate });
    expect(findBadText({ name: 'end\udc00' }, 'body')).toEqual({ field: 'name', message: MSG.loneSurrogate });
    expect(findBadText({ name: '\udc00\ud800' }, 'body')).toEqual({ field: 'name', message: MSG.loneSurrogate });
    expect(findBadText({ ['k\ud83d']: 1 }, 'body')).toEqual({ field: 'body', message: MSG.loneSurrogate });
    expect(findBadText({ name: 'Ride on \ud83c\udfcd\ufe0f, ₹499, मराठी' }, 'body')).toBeUndefined();
    expect(findBadText({ name: NUL }, 'body')).toEqual({ field: 'name', message: MSG.nulCharacter });
  });
});

describe('a lone surrogate in a JSON string is a 400 naming the field, never stored as U+FFFD', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signIn(ctx.app, DEMO.admin);
  });
  afterAll(() => ctx.close());

  it('in a JSON body, as the escape a client sends', async () => {
    const before = body<{ name: string }>(await ctx.app.inject({ url: '/api/products/rv400' })).name;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/products/rv400',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"name":"x\\ud800y"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `name: ${MSG.loneSurrogate}`, errors: [{ field: 'name', message: MSG.loneSurrogate }] });
    expect(body<{ name: string }>(await ctx.app.inject({ url: '/api/products/rv400' })).name).toBe(before);
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(newCustomer({ name: 'Meera' })).replace('"Meera"', '"Meera\\udfff"'),
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({ message: `name: ${MSG.loneSurrogate}` });
  });
});

describe('a NUL character anywhere in a request is a 400, never a 500', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signIn(ctx.app, DEMO.admin);
  });
  afterAll(() => ctx.close());

  const expectNulRefused = (res: { statusCode: number; json(): unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `${field}: ${MSG.nulCharacter}`, errors: [{ field, message: MSG.nulCharacter }] });
  };

  it('in a JSON body', async () => {
    expectNulRefused(await ctx.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: newCustomer({ name: NUL }) }), 'name');
  });

  it('in a query and a path parameter', async () => {
    expectNulRefused(await ctx.app.inject({ url: '/api/v1/products?name=%00' }), 'name');
    expectNulRefused(await ctx.app.inject({ url: '/api/v1/products/rv%00400' }), 'id');
    expectNulRefused(await ctx.app.inject({ url: '/api/v1/users?q=a%00', headers: bearer(admin) }), 'q');
  });

  it('on the legacy /api/products routes', async () => {
    expectNulRefused(await ctx.app.inject({ method: 'PUT', url: '/api/products/rv400', headers: bearer(admin), payload: { name: NUL } }), 'name');
    expectNulRefused(await ctx.app.inject({ method: 'PUT', url: '/api/products/rv%00', headers: bearer(admin), payload: { name: 'X' } }), 'id');
  });

  it('in a multipart text field (the cover note of a job application)', async () => {
    const jobs = body<{ data: { id: number }[] }>(await ctx.app.inject({ url: '/api/v1/jobs' }));
    const boundary = 'nulboundary';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload =
      field('name', 'Meera Iyer') + field('email', 'meera@example.com') + field('mobile', '9876500002') + field('city', 'Chennai') +
      field('experience_years', '2') + field('consent', 'true') + field('cover_note', `Hello${NUL}`) +
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${jobs.data[0]?.id}/applications`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expectNulRefused(res, 'cover_note');
  });

});
