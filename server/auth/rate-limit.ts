import type { Queryable } from '../db/index.js';
import type { RateLimit } from '../config.js';
import { HttpError } from '../errors.js';
import { MSG } from '../messages.js';
import { hitWindow, purgeExpiredWindows, readWindows, type WindowKey } from '../store/rate-limits.js';

export type LimitRule = { key: string; rule: RateLimit };

/** Expired windows of every key are purged on write, at most once per this interval per database. */
export const PURGE_INTERVAL_MS = 60_000;
const lastPurge = new WeakMap<object, number>();

function windowOf({ key, rule }: LimitRule, now: Date): WindowKey & { limit: number; retryAfter: number } {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return {
    key,
    windowStart: new Date(start),
    expiresAt: new Date(start + windowMs),
    limit: rule.limit,
    retryAfter: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)),
  };
}

function refuse(retryAfter: number, message: string = MSG.rateLimited): HttpError {
  return new HttpError(429, message, undefined, { 'retry-after': String(retryAfter) });
}

async function purgeNowAndThen(db: Queryable, now: Date): Promise<void> {
  const last = lastPurge.get(db);
  if (last !== undefined && now.getTime() - last < PURGE_INTERVAL_MS && now.getTime() >= last) return;
  lastPurge.set(db, now.getTime());
  await purgeExpiredWindows(db, now);
}

/** The seconds to wait when any rule is already used up; 0 when all have room. Writes nothing. */
export async function usedUp(db: Queryable, rules: LimitRule[], now: Date): Promise<number> {
  const windows = rules.map((rule) => windowOf(rule, now));
  const counts = await readWindows(db, windows);
  return windows.reduce((wait, w, i) => ((counts[i] ?? 0) >= w.limit ? Math.max(wait, w.retryAfter) : wait), 0);
}

/** Counts one event against every rule (fixed windows, one upserted row per key and window). */
export async function recordHits(db: Queryable, rules: LimitRule[], now: Date): Promise<number> {
  await purgeNowAndThen(db, now);
  let retryAfter = 0;
  for (const rule of rules) {
    const w = windowOf(rule, now);
    if ((await hitWindow(db, w)) > w.limit) retryAfter = Math.max(retryAfter, w.retryAfter);
  }
  return retryAfter;
}

/**
 * 429 with retry-after when any rule is used up. A refused request writes nothing, so a flood of refused
 * requests with fresh keys (random mobiles) cannot grow the table; an accepted one counts against every rule.
 */
export async function consumeLimits(db: Queryable, rules: LimitRule[], now: Date, message?: string): Promise<void> {
  const wait = await usedUp(db, rules, now);
  if (wait > 0) throw refuse(wait, message);
  // Two requests racing past the read both count; the later one is refused here.
  const raced = await recordHits(db, rules, now);
  if (raced > 0) throw refuse(raced, message);
}
