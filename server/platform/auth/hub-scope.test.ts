// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test-helpers.js';
import { hubScopeOf, scopeCondition, setDealerHubs } from './hub-scope.js';

describe('hub scope', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  async function userId(mobile: string): Promise<number> {
    const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [mobile]);
    return rows[0]!.id;
  }

  it('gives an admin every hub and each demo dealer their own city', async () => {
    expect(await hubScopeOf(ctx.db, { id: await userId('9000000001'), isAdmin: true })).toEqual({ kind: 'all' });
    expect(await hubScopeOf(ctx.db, { id: await userId('9000000002'), isAdmin: false })).toEqual({ kind: 'hubs', hubIds: [9, 10] });
    expect(await hubScopeOf(ctx.db, { id: await userId('9000000004'), isAdmin: false })).toEqual({ kind: 'hubs', hubIds: [1, 2] });
  });

  it('filters rows in SQL to the scope', async () => {
    const params: unknown[] = [];
    const where = scopeCondition({ kind: 'hubs', hubIds: [1, 2] }, 'id', params);
    const { rows } = await ctx.db.query<{ id: number }>(`SELECT id FROM service_centres WHERE ${where} ORDER BY id`, params);
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    const oneParams: unknown[] = [];
    const one = scopeCondition({ kind: 'hubs', hubIds: [2] }, 'id', oneParams);
    expect(one).toBe('id = $1::int');
    expect((await ctx.db.query<{ id: number }>(`SELECT id FROM service_centres WHERE ${one}`, oneParams)).rows.map((r) => r.id)).toEqual([2]);
    expect(scopeCondition({ kind: 'all' }, 'id', [])).toBe('TRUE');
  });

  it('replaces a dealer’s hubs', async () => {
    const id = await userId('9000000004');
    await setDealerHubs(ctx.db, id, [3]);
    expect(await hubScopeOf(ctx.db, { id, isAdmin: false })).toEqual({ kind: 'hubs', hubIds: [3] });
    await setDealerHubs(ctx.db, id, []);
    expect(await hubScopeOf(ctx.db, { id, isAdmin: false })).toEqual({ kind: 'hubs', hubIds: [] });
    await setDealerHubs(ctx.db, id, [1, 2]);
  });
});
