import type { Queryable } from '../db/index.js';

/** Adds one hit to the key's current fixed window and returns the window's count. Older windows of the key are dropped. */
export async function hitWindow(db: Queryable, key: string, windowStart: Date): Promise<number> {
  await db.query('DELETE FROM rate_limits WHERE key = $1 AND window_start < $2', [key, windowStart]);
  const { rows } = await db.query<{ count: number }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
     RETURNING count`,
    [key, windowStart],
  );
  return rows[0]?.count ?? 1;
}
