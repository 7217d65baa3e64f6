// @vitest-environment node
// What a start seeds: the sample job openings are demo data (they would take real CVs), so a database started with
// SEED_DEMO off, as production is, has none.
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../platform/db/index.js';
import { migrate } from '../platform/db/migrate.js';
import { TOP_SELLERS_MIN_ORDERS } from '@contract/product-rules.js';
import { countJobs } from '../modules/careers/store.js';
import { queryTopSellers } from '../modules/products/store.js';
import { openTestDb } from '../test-helpers.js';
import { SEED_JOBS } from './jobs.js';
import { seedOnStart } from './index.js';

let db: Db | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

async function freshDb(): Promise<Db> {
  db = await openTestDb();
  await migrate(db);
  return db;
}

describe('seedOnStart', () => {
  it('with SEED_DEMO off adds the products and no job openings or demo accounts, on every start', async () => {
    const fresh = await freshDb();
    const first = await seedOnStart(fresh, { seedDemo: false });
    expect(first.products).toBeGreaterThan(0);
    expect(first).toMatchObject({ jobs: 0, demoAccounts: 0 });
    expect(await seedOnStart(fresh, { seedDemo: false })).toEqual({ products: 0, jobs: 0, demoAccounts: 0 });
    expect(await countJobs(fresh)).toBe(0);
    const { rows } = await fresh.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows[0]?.n).toBe(0);
  });

  it('with SEED_DEMO on adds the sample openings and the demo accounts once', async () => {
    const fresh = await freshDb();
    const seeded = await seedOnStart(fresh, { seedDemo: true });
    expect(seeded).toMatchObject({ jobs: SEED_JOBS.length, demoAccounts: 5 });
    expect(await countJobs(fresh)).toBe(SEED_JOBS.length);
    expect(await seedOnStart(fresh, { seedDemo: true })).toEqual({ products: 0, jobs: 0, demoAccounts: 0 });
  });

  it("with SEED_DEMO on has enough sold orders in Maharashtra for its top sellers, once (seed/sales.ts)", async () => {
    const fresh = await freshDb();
    await seedOnStart(fresh, { seedDemo: true });
    const mh = await queryTopSellers(fresh, 'MH', new Date());
    expect(mh.orders).toBeGreaterThanOrEqual(TOP_SELLERS_MIN_ORDERS);
    expect(mh).toMatchObject({ stateName: 'Maharashtra', models: [{ id: 'rv400', rank: 1 }, { id: 'rv1', rank: 2 }, { id: 'rv400-brz', rank: 3 }] });
    await seedOnStart(fresh, { seedDemo: true });
    expect((await queryTopSellers(fresh, 'MH', new Date())).orders).toBe(mh.orders);
  });
});
