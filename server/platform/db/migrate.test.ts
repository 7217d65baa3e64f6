// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikes } from '../../../src/content/bikes.js';
import { seedDemo } from '../../seed/demo.js';
import { seedProducts } from '../../seed/products.js';
import { seedReference } from '../../seed/reference.js';
import { openTestDb } from '../../test-helpers.js';
import type { Db } from './index.js';
import { migrate } from './migrate.js';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

const count = async (table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;

describe('migrate and seed', () => {
  it('applies each migration once', async () => {
    const applied = await migrate(db);
    // Tolerant of migrations added alongside (003...): each known one, in name order.
    expect(applied).toEqual(expect.arrayContaining(['001_init.sql', '002_products.sql', '004_enquiries.sql']));
    expect(applied).toEqual([...applied].sort());
    expect(await migrate(db)).toEqual([]);
  });

  it('upserts reference data without duplicating it', async () => {
    await seedReference(db);
    const before = await Promise.all(['states', 'cities', 'hubs', 'service_centres'].map(count));
    await seedReference(db);
    expect(await Promise.all(['states', 'cities', 'hubs', 'service_centres'].map(count))).toEqual(before);
    expect(before[0]).toBeGreaterThanOrEqual(15);
  });

  it('adds the demo accounts only to an empty users table', async () => {
    expect(await seedDemo(db)).toBe(5);
    expect(await seedDemo(db)).toBe(0);
    const { rows } = await db.query<{ mobile: string; user_type: string; is_admin: boolean; is_seller: boolean; is_dealer: boolean }>(
      'SELECT mobile, user_type, is_admin, is_seller, is_dealer FROM users ORDER BY mobile',
    );
    expect(rows).toEqual([
      { mobile: '9000000001', user_type: 'admin', is_admin: true, is_seller: false, is_dealer: false },
      { mobile: '9000000002', user_type: 'dealer', is_admin: false, is_seller: true, is_dealer: true },
      { mobile: '9000000003', user_type: 'customer', is_admin: false, is_seller: false, is_dealer: false },
      { mobile: '9000000004', user_type: 'dealer', is_admin: false, is_seller: true, is_dealer: true },
      { mobile: '9000000005', user_type: 'callcentre', is_admin: false, is_seller: false, is_dealer: false },
    ]);
  });

  it('adds the five models from bikes.ts only to an empty products table', async () => {
    expect(await seedProducts(db)).toBe(bikes.length);
    expect(await seedProducts(db)).toBe(0);
    const { rows } = await db.query<{ id: string; ex_price: number; charger: number }>('SELECT id, ex_price, charger FROM products ORDER BY id');
    expect(rows).toEqual(
      bikes.map((b) => ({ id: b.id, ex_price: b.exShowroom, charger: b.charger })).sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('rolls back a failed transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO chat_users (mobile, is_logged_in) VALUES ('9876500000', true)");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await count('chat_users')).toBe(0);
  });
});
