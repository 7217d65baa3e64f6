import type { Queryable } from '../db/index.js';
import type { UserInfo, UserRecord } from '@contract/auth.js';
import { insertSession } from './session-store.js';
import { newToken } from './tokens.js';

export type SessionLimits = { tokenTtlHours: number; sessionIdleMinutes: number };

/**
 * Stores a new session for the user and returns the token (only its hash is stored). Signing in is the accounts
 * module's workflow (server/modules/accounts/service.ts `startSession`: this, then the guest records' claim).
 */
export async function openSession(db: Queryable, userId: number, now: Date, limits: SessionLimits): Promise<string> {
  const { token, hash } = newToken();
  await insertSession(db, userId, hash, now, new Date(now.getTime() + limits.tokenTtlHours * 3_600_000), limits.sessionIdleMinutes);
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
