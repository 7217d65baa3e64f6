// @vitest-environment node
// x-request-id: on every response, kept when well formed (or sent by a trusted proxy), made up otherwise, and
// repeated by every log line of its request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { App } from './deps.js';
import { createTestContext, type TestContext } from '../test-helpers.js';

let ctx: TestContext;
const apps: App[] = [];
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx.close();
});

async function appWith(trustProxy: false | string[] = false): Promise<App> {
  const app = buildApp({
    db: ctx.db,
    config: { ...ctx.config, logLevel: 'info', trustProxy },
    sms: ctx.sms,
    email: ctx.email,
    now: ctx.clock.now,
    logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  apps.push(app);
  await app.ready();
  return app;
}

const GENERATED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('x-request-id', () => {
  it('is on every response: made up when none is sent, and different each time', async () => {
    const app = await appWith();
    const first = await app.inject({ url: '/api/health' });
    const second = await app.inject({ url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(GENERATED);
    expect(second.headers['x-request-id']).toMatch(GENERATED);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    // Errors too: a 404, a 401 from the auth hook.
    expect((await app.inject({ url: '/api/v1/no-such-route' })).headers['x-request-id']).toMatch(GENERATED);
    const unauthorised = await app.inject({ url: '/api/v1/orders' });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.headers['x-request-id']).toMatch(GENERATED);
  });

  it('keeps a well-formed incoming id, and every log line of that request repeats it', async () => {
    const app = await appWith();
    const id = 'trace_ABC-12345678';
    const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
    const own = lines.filter((line) => line.reqId === id);
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    // Every line about a request carries an id.
    for (const line of lines.filter((l) => 'req' in l || 'res' in l)) expect(line.reqId).toEqual(expect.any(String));
  });

  it('replaces a malformed one (too short, too long, other characters) with one of its own', async () => {
    const app = await appWith();
    for (const sent of ['short', 'a'.repeat(65), 'has space 12345', 'semi;colon12345', 'ünïcode-12345678']) {
      const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': sent } });
      expect(res.headers['x-request-id'], sent).toMatch(GENERATED);
      expect(lines.some((line) => line.reqId === sent)).toBe(false);
    }
  });

  it("keeps a trusted proxy's own id whatever its form, and only from that proxy", async () => {
    const app = await appWith(['127.0.0.1', '10.0.0.0/8']);
    const fromProxy = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb:1/a' } });
    expect(fromProxy.headers['x-request-id']).toBe('lb:1/a');
    const fromRange = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb:2/b' }, remoteAddress: '10.1.2.3' });
    expect(fromRange.headers['x-request-id']).toBe('lb:2/b');
    const direct = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb:3/c' }, remoteAddress: '203.0.113.9' });
    expect(direct.headers['x-request-id']).toMatch(GENERATED);
  });
});
