import type { Queryable } from '../db/index.js';

export type SessionUser = { id: number; isAdmin: boolean; isDealer: boolean; tokenHash: string };

/** Stores a session and drops that user's expired ones. */
export async function insertSession(db: Queryable, userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
  await db.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    tokenHash, userId, now, expiresAt,
  ]);
}

/** The live session's user with current roles (a demotion takes effect on the next request). */
export async function findSessionUser(db: Queryable, tokenHash: string, now: Date): Promise<SessionUser | null> {
  const { rows } = await db.query<{ id: number; is_admin: boolean; is_seller: boolean; is_dealer: boolean }>(
    `SELECT u.id, u.is_admin, u.is_seller, u.is_dealer
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [tokenHash, now],
  );
  const row = rows[0];
  return row ? { id: row.id, isAdmin: row.is_admin, isDealer: row.is_dealer || row.is_seller, tokenHash } : null;
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}
