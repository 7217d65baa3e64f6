// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test-helpers.js';
import { LIST_TTL_MS, listProducts, updateProduct } from './products.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const all = { page: 1, pageSize: null, order: 'name' as const };
const nameOf = async (id: string) => (await listProducts(ctx.db, all)).rows.find((p) => p.id === id)?.name;

describe('product list cache', () => {
  it('answers repeated lists from memory, drops them on a product write, and re-reads after the TTL', async () => {
    const first = await listProducts(ctx.db, all);
    expect(first.rows.length).toBeGreaterThan(0);
    const spy = vi.spyOn(ctx.db, 'query');
    expect(await listProducts(ctx.db, all)).toBe(first);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();

    await updateProduct(ctx.db, 'rv400', { name: 'RV400 Renamed' }, new Date());
    expect(await nameOf('rv400')).toBe('RV400 Renamed');

    // A write the store did not make (another instance on DATABASE_URL) shows within the TTL.
    await ctx.db.query("UPDATE products SET name = 'RV400 Elsewhere' WHERE id = 'rv400'");
    expect(await nameOf('rv400')).toBe('RV400 Renamed');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + LIST_TTL_MS + 1);
    expect(await nameOf('rv400')).toBe('RV400 Elsewhere');
  });

  it('keeps each filter apart', async () => {
    const named = await listProducts(ctx.db, { ...all, name: 'zzz-no-such' });
    expect(named.total).toBe(0);
    expect((await listProducts(ctx.db, all)).total).toBeGreaterThan(0);
  });
});
