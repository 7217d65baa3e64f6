// Sign-in limits. Every attempt, right or wrong, password or OTP, counts against its address (SIGNIN_PER_IP). Only a
// WRONG PASSWORD counts against the mobile, twice: per (mobile, address) and per mobile. So strangers' failures
// cannot lock the owner out:
// - an address that has failed SIGNIN_FAILURES_PER_MOBILE_IP times for a mobile is refused for that mobile until
//   the window ends, whatever the password;
// - once the mobile has SIGNIN_FAILURES_PER_MOBILE failures in the window, an address that has failed for it at
//   least once is refused; an address with no failure for it still has its tries, so the owner's right password
//   from there is never refused by the mobile's count (a distributed guesser gets one try per fresh address).
// A right password takes back its own count and forgets its address's failures for the mobile; a successful OTP
// sign-in or a completed password reset forgets all of the mobile's. Wrong OTPs have their own lock (auth/otp.ts),
// which stops OTP checks only. The rows are in the database's rate_limits table, shared by every instance.
import type { Config } from '../config.js';
import type { Queryable } from '../db/index.js';
import { clearLimits, consumeLimits, countLimits, hitLimits, refuse, unhitLimits, type LimitRule, type WindowCount } from './rate-limit.js';

type Limits = Config['rateLimits'];

const mobileKey = (mobile: string) => `signin-fail:${mobile}`;

/** [per (mobile, address), per mobile]: the pair's key is under the mobile's, so clearing the mobile clears both. */
function failureRules(limits: Limits, mobile: string, address: string): LimitRule[] {
  return [
    { key: `${mobileKey(mobile)}:${address}`, rule: limits.signinFailuresPerMobileIp },
    { key: mobileKey(mobile), rule: limits.signinFailuresPerMobile },
  ];
}

/**
 * Seconds this address must wait before trying a password for the mobile (0: it may try). `including` is 1 when the
 * counts already include this try, 0 when they do not.
 */
function wait([pair, mobile]: WindowCount[], including: 0 | 1): number {
  if (!pair || !mobile) return 0;
  const failedHere = pair.count - including;
  if (failedHere >= pair.limit) return pair.retryAfter;
  // The refusal lasts while both windows hold: the mobile's count and this address's own failures.
  if (mobile.count - including >= mobile.limit && failedHere > 0) return Math.min(pair.retryAfter, mobile.retryAfter);
  return 0;
}

/** The address's limit, for an OTP sign-in (the OTP lock of auth/otp.ts does the rest). */
export async function consumeSigninAttempt(db: Queryable, limits: Limits, address: string, now: Date): Promise<void> {
  await consumeLimits(db, [{ key: `signin:ip:${address}`, rule: limits.signinPerIp }], now);
}

/**
 * Before a password is compared: 429 when this address may not try it for this mobile (nothing is written then);
 * else the address's attempt is counted and the try is counted as a failure until `rightPassword` takes it back
 * (counted first, so parallel tries cannot all slip past the limits during the slow comparison).
 */
export async function beginPasswordTry(db: Queryable, limits: Limits, mobile: string, address: string, now: Date): Promise<void> {
  const rules = failureRules(limits, mobile, address);
  const before = wait(await countLimits(db, rules, now), 0);
  if (before > 0) throw refuse(before);
  await consumeSigninAttempt(db, limits, address, now);
  const raced = wait(await hitLimits(db, rules, now), 1);
  if (raced > 0) {
    // Tries racing past the read: the later ones are refused and were not failures.
    await unhitLimits(db, rules, now);
    throw refuse(raced);
  }
}

/** The password was right: its try is not a failure, and this address's earlier failures for the mobile are forgotten. */
export async function rightPassword(db: Queryable, limits: Limits, mobile: string, address: string, now: Date): Promise<void> {
  const [pair, perMobile] = failureRules(limits, mobile, address);
  if (perMobile) await unhitLimits(db, [perMobile], now);
  if (pair) await clearLimits(db, [pair.key]);
}

/** The mobile's owner proved it (an OTP sign-in, a password reset): every password failure for it is forgotten. */
export async function forgetPasswordFailures(db: Queryable, mobile: string): Promise<void> {
  await clearLimits(db, [mobileKey(mobile)]);
}
