import type { Queryable } from '../db/index.js';
import type { UserInfo, UserRecord } from '@contract/auth.js';
import { claimGuestRecords } from '../store/guest-claims.js';
import { insertSession } from '../store/sessions.js';
import { newToken } from './tokens.js';

export type SessionLimits = { tokenTtlHours: number; sessionIdleMinutes: number };

/**
 * Starts a session for the user and returns the token (only its hash is stored). A customer's session also takes in
 * what was made as a guest with their proven mobile (store/guest-claims.ts).
 */
export async function issueSession(db: Queryable, userId: number, now: Date, limits: SessionLimits): Promise<string> {
  const { token, hash } = newToken();
  await insertSession(db, userId, hash, now, new Date(now.getTime() + limits.tokenTtlHours * 3_600_000), limits.sessionIdleMinutes);
  await claimGuestRecords(db, userId);
  return token;
}

export function toUserInfo(record: UserRecord, token: string): UserInfo {
  const { created_at: _createdAt, ...user } = record;
  return { ...user, token };
}

/** Headers of every response that hands out a token (the SPA keeps the header copy). */
export function tokenHeaders(token: string): Record<string, string> {
  return { 'x-auth-token': token, 'access-control-expose-headers': 'x-auth-token' };
}
