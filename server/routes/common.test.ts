// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceCentre, StateEntry } from '@contract/reference.js';
import { PINCODE_RE, messages } from '@contract/rules.js';
import { DEMO, bearer, body, createTestContext, signIn, type TestContext } from '../test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('reference lists', () => {
  it('GET getallstatelist: states by name with cities and hubs nested, cacheable', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/common/getallstatelist' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { data } = body<{ data: StateEntry[] }>(res);
    expect(data.length).toBeGreaterThanOrEqual(15);
    const names = data.map((s) => s.state_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const state of data) {
      expect(Object.keys(state).sort()).toEqual(['cities', 'state_id', 'state_name']);
      expect(state.cities.length).toBeGreaterThanOrEqual(2);
      expect(state.cities.length).toBeLessThanOrEqual(5);
      for (const city of state.cities) {
        expect(city.city_id.startsWith(`${state.state_id}-`)).toBe(true);
        expect(city.hubs.length).toBeGreaterThanOrEqual(1);
        expect(city.hubs.length).toBeLessThanOrEqual(4);
        for (const hub of city.hubs) {
          expect(hub.area_id.startsWith(`${city.city_id}-`)).toBe(true);
          expect(hub.pincode).toMatch(PINCODE_RE);
        }
      }
    }
    const pune = data.find((s) => s.state_id === 'MH')?.cities.find((c) => c.city_id === 'MH-PUN');
    expect(pune?.hubs).toContainEqual({ area_id: 'MH-PUN-01', area_name: 'Shivajinagar', pincode: '411005' });
  });

  it('GET getallstatelist_upgrade: only states offering the upgrade, with a version', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/common/getallstatelist_upgrade' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { data, version } = body<{ data: StateEntry[]; version: string }>(res);
    expect(version).toMatch(/^\d{4}\.\d{1,2}$/);
    const all = body<{ data: StateEntry[] }>(await ctx.app.inject({ url: '/api/v1/common/getallstatelist' })).data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThan(all.length);
    expect(data.every((s) => all.some((a) => a.state_id === s.state_id))).toBe(true);
  });

  it('GET getservicecenter: ~25 centres in known cities', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/common/getservicecenter' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { data } = body<{ data: ServiceCentre[] }>(res);
    expect(data.length).toBeGreaterThanOrEqual(25);
    const states = body<{ data: StateEntry[] }>(await ctx.app.inject({ url: '/api/v1/common/getallstatelist' })).data;
    for (const centre of data) {
      const city = states.find((s) => s.state_id === centre.state_id)?.cities.find((c) => c.city_id === centre.city_id);
      expect(city, centre.name).toBeDefined();
      expect(centre.pincode).toMatch(PINCODE_RE);
      expect(centre.phone).toMatch(/^\+91 \d{2,4} \d{3,4} \d{4}$/);
      expect(centre.lat).toBeGreaterThan(6);
      expect(centre.lat).toBeLessThan(37);
      expect(centre.lng).toBeGreaterThan(68);
      expect(centre.lng).toBeLessThan(98);
    }
  });
});

describe('POST /api/v1/chatbot/addChatUser (signed in)', () => {
  let token = '';
  beforeAll(async () => {
    token = await signIn(ctx.app, DEMO.customer);
  });

  it('records a chat user once, updating last_seen', async () => {
    const send = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/chatbot/addChatUser', payload: { mobile: '9876501234', isLoggedinUser: true }, headers: bearer(token) });
    expect(body(await send())).toEqual({ status: 'recorded' });
    ctx.clock.advance(60_000);
    expect((await send()).statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ first_seen: Date; last_seen: Date }>(
      'SELECT first_seen, last_seen FROM chat_users WHERE mobile = $1',
      ['9876501234'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.last_seen.getTime()).toBeGreaterThan(rows[0]!.first_seen.getTime());
  });

  it('validates the mobile', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chatbot/addChatUser', payload: { mobile: '123', isLoggedinUser: true }, headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ message: `mobile: ${messages.mobile}` });
  });
});

describe('service endpoints', () => {
  it('GET /api/health', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(body(res)).toEqual({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/openapi.json is an OpenAPI document generated from the schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = body<{ openapi: string; paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown }>> }>(res);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/signin', '/api/v1/customer/register', '/api/v1/users/{id}', '/api/v1/common/getallstatelist']),
    );
    expect(doc.paths['/api/v1/customer/register']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/v1/users']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/auth/signin']?.post?.security).toBeUndefined();
    expect(Object.keys(doc.paths).some((p) => p.includes('*'))).toBe(false);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/v1/nothing'], ['POST', '/api/v1/nothing/1'], ['OPTIONS', '/api/v1/nothing'], ['GET', '/api'], ['GET', '/elsewhere']] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(body(res)).toEqual({ message: 'Not found' });
    }
  });
});
