// Several instances may start at once on one empty PostgreSQL: each seed step counts its table and inserts inside
// one transaction holding this lock, so only the first adds the rows and the others find them (PGlite has one
// connection, where the lock is simply granted).
import type { Queryable } from '../platform/db/index.js';

const SEED_LOCK = 734_202;

export async function lockSeeding(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
}
