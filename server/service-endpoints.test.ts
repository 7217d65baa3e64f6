// @vitest-environment node
// The service endpoints around the API (health, the OpenAPI document, the JSON 404 of unknown /api paths).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestContext, type TestContext } from './test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

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
