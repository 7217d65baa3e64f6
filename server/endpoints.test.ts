// @vitest-environment node
// The server registers every endpoint the contract describes, at its method and path, behind its access level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '@contract/endpoint.js';
import { orderEndpoints } from '@contract/order-endpoints.js';
import { createTestContext, type TestContext } from './test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the order endpoints of the contract', () => {
  it.each(Object.entries(orderEndpoints))('%s is a route of the server', (_name, e) => {
    expect(ctx.app.hasRoute({ method: e.method, url: e.path })).toBe(true);
  });

  it('asks for a session exactly where the contract says "customer"', async () => {
    for (const e of Object.values(orderEndpoints)) {
      const res = await ctx.app.inject({ method: e.method, url: pathOf(e, { id: 1 }), payload: e.method === 'GET' ? undefined : {} });
      if (e.access === 'customer') expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
      else expect(res.statusCode, `${e.method} ${e.path}`).not.toBe(401);
    }
  });
});
