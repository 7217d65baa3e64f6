// What every start adds to the database: the reference data and the products always; the demo data (the demo
// accounts with their orders, and the sample job openings, which would take real CVs) only while SEED_DEMO is on.
import type { Db } from '../platform/db/index.js';
import { seedDemo } from './demo.js';
import { seedJobs } from './jobs.js';
import { seedProducts } from './products.js';
import { seedReference } from './reference.js';
import { seedDemoSales } from './sales.js';

/** How many rows of each were added this time (0 when the table already had some, or SEED_DEMO is off). */
export type Seeded = { products: number; jobs: number; demoAccounts: number };

export async function seedOnStart(db: Db, { seedDemo: demo }: { seedDemo: boolean }): Promise<Seeded> {
  await seedReference(db);
  const products = await seedProducts(db);
  if (!demo) return { products, jobs: 0, demoAccounts: 0 };
  const jobs = await seedJobs(db);
  const demoAccounts = await seedDemo(db);
  // With the demo accounts only, so on a fresh database alone (seed/sales.ts).
  if (demoAccounts > 0) await seedDemoSales(db, new Date());
  return { products, jobs, demoAccounts };
}
