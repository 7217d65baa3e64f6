// The guest look-up's rows (migration 007): a one-time code per order, the 30-minute sessions it opens, and the
// order a reference and mobile name together. SQL only.
import type { OrderKind } from '@contract/order-lifecycle.js';
import type { Queryable } from '../../platform/db/index.js';

export async function replaceLookupOtp(db: Queryable, orderId: number, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO order_lookup_otps (order_id, code_hash, attempts, created_at, expires_at) VALUES ($1, $2, 0, $3, $4)
     ON CONFLICT (order_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, attempts = 0, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
    [orderId, codeHash, now, expiresAt],
  );
}

/** Counts one attempt and gives the code as it now stands. */
export async function countLookupAttempt(db: Queryable, orderId: number): Promise<{ codeHash: string; attempts: number; expiresAt: Date } | null> {
  const { rows } = await db.query<{ code_hash: string; attempts: number; expires_at: Date | string }>(
    'UPDATE order_lookup_otps SET attempts = attempts + 1 WHERE order_id = $1 RETURNING code_hash, attempts, expires_at',
    [orderId],
  );
  const row = rows[0];
  return row ? { codeHash: row.code_hash, attempts: row.attempts, expiresAt: new Date(row.expires_at) } : null;
}

export async function deleteLookupOtp(db: Queryable, orderId: number): Promise<void> {
  await db.query('DELETE FROM order_lookup_otps WHERE order_id = $1', [orderId]);
}

export async function insertLookupSession(db: Queryable, orderId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.query('DELETE FROM order_lookup_sessions WHERE expires_at <= $1', [now]);
  await db.query('INSERT INTO order_lookup_sessions (token_hash, order_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    tokenHash, orderId, now, expiresAt,
  ]);
}

/** True when the token's session is live and for this order. */
export async function hasLookupSession(db: Queryable, orderId: number, tokenHash: string, now: Date): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM order_lookup_sessions WHERE token_hash = $1 AND order_id = $2 AND expires_at > $3', [
    tokenHash, orderId, now,
  ]);
  return rows.length > 0;
}

/** The order a reference and mobile name together, or null. */
export async function findOrderByReference(db: Queryable, id: number, kind: OrderKind, mobile: string): Promise<{ id: number; customerId: number | null } | null> {
  const { rows } = await db.query<{ id: number; customerId: number | null }>(
    'SELECT id, customer_id AS "customerId" FROM bookings WHERE id = $1 AND kind = $2 AND mobile = $3',
    [id, kind, mobile],
  );
  return rows[0] ?? null;
}
