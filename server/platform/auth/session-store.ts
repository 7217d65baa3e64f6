import type { Queryable } from '../db/index.js';

export type SessionUser = { id: number; isAdmin: boolean; isDealer: boolean; isCallCentre: boolean; tokenHash: string };

/** last_seen_at is written at most this often per session, so reads stay (nearly) write-free. */
export const LAST_SEEN_STEP_MS = 60_000;

/** Stores a session and drops that user's expired and idle ones. */
export async function insertSession(
  db: Queryable,
  userId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
  idleMinutes: number,
): Promise<void> {
  await db.query(
    `DELETE FROM sessions WHERE user_id = $1
       AND (expires_at <= $2 OR last_seen_at <= $2::timestamptz - idle_minutes * interval '1 minute')`,
    [userId, now],
  );
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at, idle_minutes)
     VALUES ($1, $2, $3, $3, $4, $5)`,
    [tokenHash, userId, now, expiresAt, idleMinutes],
  );
}

/**
 * The live session's user with current roles (a demotion takes effect on the next request). A session is live
 * until it expires and while it has been used within its idle minutes; using it moves last_seen_at forward.
 */
export async function findSessionUser(db: Queryable, tokenHash: string, now: Date): Promise<SessionUser | null> {
  const { rows } = await db.query<{ id: number; is_admin: boolean; is_seller: boolean; is_dealer: boolean; user_type: string; last_seen_at: Date | string }>(
    `SELECT u.id, u.is_admin, u.is_seller, u.is_dealer, u.user_type, s.last_seen_at
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > $2 AND s.last_seen_at > $2::timestamptz - s.idle_minutes * interval '1 minute'`,
    [tokenHash, now],
  );
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - new Date(row.last_seen_at).getTime() >= LAST_SEEN_STEP_MS) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at < $2', [tokenHash, now]);
  }
  return { id: row.id, isAdmin: row.is_admin, isDealer: row.is_dealer || row.is_seller, isCallCentre: row.user_type === 'callcentre', tokenHash };
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

/** Ends every session of the user except `keep` (none kept when it is undefined); returns how many ended. */
export async function deleteUserSessions(db: Queryable, userId: number, keep?: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2 RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [userId, keep ?? null],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Marks a companion-app link's nonce as used; false when it already was. Nonces are kept until their link would
 * have expired anyway, and expired ones are dropped here.
 */
export async function spendAppLinkNonce(db: Queryable, nonce: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.query('DELETE FROM app_link_nonces WHERE expires_at <= $1', [now]);
  const { rows } = await db.query('INSERT INTO app_link_nonces (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING RETURNING nonce', [
    nonce, expiresAt,
  ]);
  return rows.length === 1;
}
