import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import { countOtpAttempt, deleteOtp, replaceOtp } from '../store/otps.js';

export type OtpCheck = 'ok' | 'wrong' | 'locked';

function hashOtp(userId: number, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/** Creates and stores a new code for the user (replacing any earlier one) and returns it for sending. */
export async function createOtp(db: Queryable, userId: number, now: Date, ttlSeconds: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replaceOtp(db, userId, hashOtp(userId, code), now, new Date(now.getTime() + ttlSeconds * 1000));
  return code;
}

/**
 * Every verification counts, right or wrong; after maxAttempts the code is dead even if right.
 * A right code is deleted. Run it where a failure does not roll back the attempt count.
 */
export async function checkOtp(db: Queryable, userId: number, code: string, now: Date, maxAttempts: number): Promise<OtpCheck> {
  const stored = await countOtpAttempt(db, userId);
  if (!stored) return 'wrong';
  if (stored.expiresAt <= now) {
    await deleteOtp(db, userId);
    return 'wrong';
  }
  if (stored.attempts > maxAttempts) return 'locked';
  const matches = timingSafeEqual(Buffer.from(hashOtp(userId, code), 'hex'), Buffer.from(stored.codeHash, 'hex'));
  if (!matches) return 'wrong';
  await deleteOtp(db, userId);
  return 'ok';
}
