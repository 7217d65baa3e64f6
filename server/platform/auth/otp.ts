import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { RateLimit } from '../config.js';
import type { Queryable } from '../db/index.js';
import {
  countMobileOtpAttempt,
  countOtpAttempt,
  deleteMobileOtp,
  deleteOtp,
  replaceMobileOtp,
  replaceOtp,
  type MobileOtpPurpose,
} from './otp-store.js';
import { recordHits, usedUp, type LimitRule } from './rate-limit.js';

/** locked: this code had too many tries; blocked: the mobile had too many wrong codes (OTP_FAILURE_LIMITS). */
export type OtpCheck = 'ok' | 'wrong' | 'locked' | 'blocked';

/**
 * Wrong codes per mobile, across codes and purposes: 10 in an hour or 20 in a day lock OTP checks for that mobile
 * until the window ends. With 5 tries per code that is at most 20 guesses a day (was about 960), so a guess
 * succeeds with odds of 1 in 50,000 a day.
 */
export const OTP_FAILURE_LIMITS: readonly RateLimit[] = [
  { limit: 10, windowSeconds: 60 * 60 },
  { limit: 20, windowSeconds: 24 * 60 * 60 },
];

function failureRules(mobile: string): LimitRule[] {
  return OTP_FAILURE_LIMITS.map((rule) => ({ key: `otp-fail:${rule.windowSeconds}:${mobile}`, rule }));
}

function hashOtp(subject: string | number, code: string): string {
  return createHash('sha256').update(`${String(subject)}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function sameHash(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** Creates and stores a new code for the user (replacing any earlier one) and returns it for sending. */
export async function createOtp(db: Queryable, userId: number, now: Date, ttlSeconds: number): Promise<string> {
  const code = newCode();
  await replaceOtp(db, userId, hashOtp(userId, code), now, new Date(now.getTime() + ttlSeconds * 1000));
  return code;
}

/** What a mobile's code is hashed with: `bound` ties it to one thing more (an upgrade's chassis), so it is wrong for any other. */
const mobileSubject = (purpose: MobileOtpPurpose, mobile: string, bound?: string) => `${purpose}:${mobile}${bound === undefined ? '' : `:${bound}`}`;

/** A code for a mobile that may have no account yet (registration) or for a password reset. */
export async function createMobileOtp(
  db: Queryable,
  purpose: MobileOtpPurpose,
  mobile: string,
  now: Date,
  ttlSeconds: number,
  bound?: string,
): Promise<string> {
  const code = newCode();
  await replaceMobileOtp(db, purpose, mobile, hashOtp(mobileSubject(purpose, mobile, bound), code), now, new Date(now.getTime() + ttlSeconds * 1000));
  return code;
}

type Stored = { codeHash: string; attempts: number; expiresAt: Date } | null;

async function judge(
  db: Queryable,
  mobile: string,
  expected: string,
  count: () => Promise<Stored>,
  remove: () => Promise<void>,
  now: Date,
  maxAttempts: number,
): Promise<OtpCheck> {
  if ((await usedUp(db, failureRules(mobile), now)) > 0) return 'blocked';
  const stored = await count();
  let result: OtpCheck = 'wrong';
  if (stored && stored.expiresAt <= now) await remove();
  else if (stored && stored.attempts > maxAttempts) result = 'locked';
  else if (stored && sameHash(expected, stored.codeHash)) result = 'ok';
  if (result === 'ok') await remove();
  else await recordHits(db, failureRules(mobile), now);
  return result;
}

/** A code tried for a mobile with nothing to check it against (no account): counted like any wrong code. */
export async function noteWrongOtp(db: Queryable, mobile: string, now: Date): Promise<'wrong' | 'blocked'> {
  if ((await usedUp(db, failureRules(mobile), now)) > 0) return 'blocked';
  await recordHits(db, failureRules(mobile), now);
  return 'wrong';
}

/**
 * Every verification counts, right or wrong; after maxAttempts the code is dead even if right, and wrong codes
 * across codes lock the mobile (OTP_FAILURE_LIMITS). A right code is deleted. Run it where a failure does not
 * roll back the counts.
 */
export async function checkOtp(db: Queryable, userId: number, mobile: string, code: string, now: Date, maxAttempts: number): Promise<OtpCheck> {
  return judge(db, mobile, hashOtp(userId, code), () => countOtpAttempt(db, userId), () => deleteOtp(db, userId), now, maxAttempts);
}

export async function checkMobileOtp(
  db: Queryable,
  purpose: MobileOtpPurpose,
  mobile: string,
  code: string,
  now: Date,
  maxAttempts: number,
  bound?: string,
): Promise<OtpCheck> {
  return judge(
    db,
    mobile,
    hashOtp(mobileSubject(purpose, mobile, bound), code),
    () => countMobileOtpAttempt(db, purpose, mobile),
    () => deleteMobileOtp(db, purpose, mobile),
    now,
    maxAttempts,
  );
}
