import type { Queryable } from './index.js';

export type WindowKey = { key: string; windowStart: Date; expiresAt: Date };

/** The current counts of these windows (a missing row counts 0), in the order given. Writes nothing. */
export async function readWindows(db: Queryable, windows: WindowKey[]): Promise<number[]> {
  if (windows.length === 0) return [];
  const { rows } = await db.query<{ key: string; window_start: Date | string; count: number }>(
    'SELECT key, window_start, count FROM rate_limits WHERE key = ANY($1::text[])',
    [windows.map((w) => w.key)],
  );
  return windows.map(
    (w) => rows.find((row) => row.key === w.key && new Date(row.window_start).getTime() === w.windowStart.getTime())?.count ?? 0,
  );
}

/** Adds one hit to the window (one row per key and window, upserted) and returns its count. */
export async function hitWindow(db: Queryable, window: WindowKey): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `INSERT INTO rate_limits (key, window_start, expires_at, count) VALUES ($1, $2, $3, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
     RETURNING count`,
    [window.key, window.windowStart, window.expiresAt],
  );
  return rows[0]?.count ?? 1;
}

/** Takes one hit back from the window (never below 0): an event counted before it was judged, then found not to count. */
export async function unhitWindow(db: Queryable, window: WindowKey): Promise<void> {
  await db.query('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND window_start = $2 AND count > 0', [window.key, window.windowStart]);
}

/** Drops every window of these keys and of the keys under them (`<key>:…`), whatever their window. */
export async function deleteWindows(db: Queryable, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const under = keys.map((key) => `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}:%`);
  await db.query('DELETE FROM rate_limits WHERE key = ANY($1::text[]) OR key LIKE ANY($2::text[])', [keys, under]);
}

/** Drops every window that has ended, whatever its key. */
export async function purgeExpiredWindows(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'WITH gone AS (DELETE FROM rate_limits WHERE expires_at <= $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
    [now],
  );
  return rows[0]?.n ?? 0;
}

export async function countWindows(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits');
  return rows[0]?.n ?? 0;
}
