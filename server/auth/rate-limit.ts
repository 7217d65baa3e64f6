import type { Queryable } from '../db/index.js';
import type { RateLimit } from '../config.js';
import { HttpError } from '../errors.js';
import { MSG } from '../messages.js';
import { hitWindow } from '../store/rate-limits.js';

export type LimitRule = { key: string; rule: RateLimit };

/** Counts one attempt against every rule (fixed windows in the database); 429 with retry-after when any is over. */
export async function consumeLimits(db: Queryable, rules: LimitRule[], now: Date): Promise<void> {
  let retryAfter = 0;
  for (const { key, rule } of rules) {
    const windowMs = rule.windowSeconds * 1000;
    const start = Math.floor(now.getTime() / windowMs) * windowMs;
    const count = await hitWindow(db, key, new Date(start));
    if (count > rule.limit) retryAfter = Math.max(retryAfter, Math.ceil((start + windowMs - now.getTime()) / 1000));
  }
  if (retryAfter > 0) throw new HttpError(429, MSG.rateLimited, undefined, { 'retry-after': String(retryAfter) });
}
