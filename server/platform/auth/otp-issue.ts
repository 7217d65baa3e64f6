// Every "send me a code" route has one shape: a mobile in, limits per mobile and per address, a code of the route's
// purpose (or none when the mobile may not use it, with the same answer), an SMS, and how long the code lasts. The
// routes answer { status: 'sent', expiresInSeconds } (the accounts' OTP endpoints) or an answer of their own. The
// SMS is in the language of the site the code was asked on (else the account's: platform/language.ts).
import type { FastifyRequest } from 'fastify';
import type { Language } from '@contract/languages.js';
import type { Config, RateLimit } from '../config.js';
import type { Deps } from '../deps.js';
import { HttpError } from '../errors.js';
import { requestRecipientLanguage } from '../language.js';
import { MSG } from '../messages.js';
import { SmsError, type SmsSender } from '../sms.js';
import type { OtpCheck } from './otp.js';
import { consumeLimits } from './rate-limit.js';

/** Sends a code, or answers 503 when the SMS provider is down (the code stays valid for a retry of sending). */
export async function sendOtpSms(sms: SmsSender, mobile: string, code: string, ttlSeconds: number, language: Language): Promise<void> {
  try {
    await sms.send(mobile, { kind: 'otp', code, minutes: Math.max(1, Math.round(ttlSeconds / 60)) }, language);
  } catch (error) {
    if (!(error instanceof SmsError)) throw error;
    throw new HttpError(503, MSG.smsUnavailable, undefined, { 'retry-after': '30' });
  }
}

/** A failed OTP check as the API's error. */
export function otpRefusal(check: Exclude<OtpCheck, 'ok'>): HttpError {
  if (check === 'blocked') return new HttpError(401, MSG.otpBlocked);
  return new HttpError(401, check === 'locked' ? MSG.otpLocked : MSG.wrongOtp);
}

export type OtpIssue = {
  /** Prefix of the rate-limit keys (`<prefix>:mobile:<mobile>`, `<prefix>:ip:<address>`), one per purpose. */
  limitKey: string;
  /** The per-address rule; the per-mobile one is always OTP_PER_MOBILE. */
  ipRule: (limits: Config['rateLimits']) => RateLimit;
  /** Makes and stores the code, or null when nothing is to be sent (the caller answers the same either way). */
  issue: (mobile: string, at: Date) => Promise<string | null>;
};

/** Counts the request against both limits, then makes the code and sends it. */
export async function issueOtp({ db, config, sms, now }: Deps, request: FastifyRequest, mobile: string, options: OtpIssue): Promise<void> {
  const at = now();
  const limits = config.rateLimits;
  await consumeLimits(db, [
    { key: `${options.limitKey}:mobile:${mobile}`, rule: limits.otpPerMobile },
    { key: `${options.limitKey}:ip:${request.ip}`, rule: options.ipRule(limits) },
  ], at);
  const code = await options.issue(mobile, at);
  if (code !== null) await sendOtpSms(sms, mobile, code, config.otpTtlSeconds, await requestRecipientLanguage(db, request, mobile));
}
