// The Rev Club code a visitor arrived with (`?ref=CODE` on any page), kept for this tab's session so the booking
// form and the purchase flow can prefill it. The server checks the code; this only carries it.
import { REFERRAL_CODE_RE, normaliseReferralCode } from '@contract/referral-code-rules';
import * as t from './referral.messages';
import { keys, readJson, session, writeJson } from './storage';

export function rememberReferral(search: string): void {
  const raw = new URLSearchParams(search).get('ref');
  if (!raw) return;
  const code = normaliseReferralCode(raw);
  if (REFERRAL_CODE_RE.test(code)) writeJson(session(), keys.referralCode, code);
}

export function rememberedReferral(): string {
  const code = readJson<string>(session(), keys.referralCode);
  return typeof code === 'string' && REFERRAL_CODE_RE.test(code) ? code : '';
}

/** The code for a booking form: this URL's `?ref=` when valid, else the one remembered for the session. */
export function referralFor(search: string): string {
  const raw = new URLSearchParams(search).get('ref');
  const code = raw ? normaliseReferralCode(raw) : '';
  return REFERRAL_CODE_RE.test(code) ? code : rememberedReferral();
}

/** A client-side check of the code's shape: null when empty or well formed. */
export function referralFormatError(value: string): string | null {
  const code = normaliseReferralCode(value);
  return code === '' || REFERRAL_CODE_RE.test(code) ? null : t.format;
}
