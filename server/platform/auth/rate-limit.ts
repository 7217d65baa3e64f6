import type { Queryable } from '../db/index.js';
import type { RateLimit } from '../config.js';
import { HttpError } from '../errors.js';
import { MSG } from '../messages.js';
import { deleteWindows, hitWindow, purgeExpiredWindows, readWindows, unhitWindow, type WindowKey } from '../db/rate-limits.js';

export type LimitRule = { key: string; rule: RateLimit };
/** A rule's window now: its count, its limit and the seconds until it ends. */
export type WindowCount = { count: number; limit: number; retryAfter: number };

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

/** The 429 of every rate limit (the message, and retry-after in seconds). */
export function refuse(retryAfter: number, message: string = MSG.rateLimited): HttpError {
  return new HttpError(429, message, undefined, { 'retry-after': String(retryAfter) });
}

async function purgeNowAndThen(db: Queryable, now: Date): Promise<void> {
  const last = lastPurge.get(db);
  if (last !== undefined && now.getTime() - last < PURGE_INTERVAL_MS && now.getTime() >= last) return;
  lastPurge.set(db, now.getTime());
  await purgeExpiredWindows(db, now);
}

/** Each rule's window now (a missing row counts 0), in the order given. Writes nothing. */
export async function countLimits(db: Queryable, rules: LimitRule[], now: Date): Promise<WindowCount[]> {
  const windows = rules.map((rule) => windowOf(rule, now));
  const counts = await readWindows(db, windows);
  return windows.map((w, i) => ({ count: counts[i] ?? 0, limit: w.limit, retryAfter: w.retryAfter }));
}

/** The seconds to wait when any rule is already used up; 0 when all have room. Writes nothing. */
export async function usedUp(db: Queryable, rules: LimitRule[], now: Date): Promise<number> {
  const counts = await countLimits(db, rules, now);
  return counts.reduce((wait, w) => (w.count >= w.limit ? Math.max(wait, w.retryAfter) : wait), 0);
}

/** Counts one event against every rule (fixed windows, one upserted row per key and window); the counts after it. */
export async function hitLimits(db: Queryable, rules: LimitRule[], now: Date): Promise<WindowCount[]> {
  await purgeNowAndThen(db, now);
  const counts: WindowCount[] = [];
  for (const rule of rules) {
    const w = windowOf(rule, now);
    counts.push({ count: await hitWindow(db, w), limit: w.limit, retryAfter: w.retryAfter });
  }
  return counts;
}

/** Counts one event against every rule; the seconds to wait when that took any rule past its limit, else 0. */
export async function recordHits(db: Queryable, rules: LimitRule[], now: Date): Promise<number> {
  const counts = await hitLimits(db, rules, now);
  return counts.reduce((wait, w) => (w.count > w.limit ? Math.max(wait, w.retryAfter) : wait), 0);
}

/** Takes back the event that hitLimits counted at the same instant `now` (it turned out not to count). */
export async function unhitLimits(db: Queryable, rules: LimitRule[], now: Date): Promise<void> {
  for (const rule of rules) await unhitWindow(db, windowOf(rule, now));
}

/** Forgets every window of these keys and of the keys under them (`<key>:…`). */
export async function clearLimits(db: Queryable, keys: string[]): Promise<void> {
  await deleteWindows(db, keys);
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
