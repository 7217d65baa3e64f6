// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test-helpers.js';
import { LIST_TTL_MS, listProducts, updateProduct } from './store.js';

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

  it('reads a page and its total in one query, shared by the requests that arrive while it runs', async () => {
    const page = { page: 1, pageSize: 2, order: 'price_desc' as const };
    const spy = vi.spyOn(ctx.db, 'query');
    const [a, b] = await Promise.all([listProducts(ctx.db, page), listProducts(ctx.db, page)]);
    expect(b).toBe(a);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    const everything = await listProducts(ctx.db, { ...all, order: 'price_desc' });
    expect(a.rows.map((p) => p.id)).toEqual(everything.rows.slice(0, 2).map((p) => p.id));
    expect(a.total).toBe(everything.total);
    // Past the last page: no rows, the total still counted.
    expect(await listProducts(ctx.db, { ...page, page: 99 })).toEqual({ rows: [], total: everything.total, retired: [] });
  });

  it('keeps each filter apart', async () => {
    const named = await listProducts(ctx.db, { ...all, name: 'zzz-no-such' });
    expect(named.total).toBe(0);
    expect((await listProducts(ctx.db, all)).total).toBeGreaterThan(0);
  });
});
