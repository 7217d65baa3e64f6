// The Rev Club referral code (issue 14): its shape, how typed codes are normalised and the messages about it. Every
// page captures a ?ref= code on arrival, so this is part of the first load; the rest of the rules are in
// rewards-rules.ts, which re-exports these. Zod-free: the SPA imports it at run time.

/** 8 characters without the look-alikes 0/O, 1/I/L. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_RE = /^[A-HJ-KMNP-Z2-9]{8}$/;

/** What people type: spaces and dashes go, letters become capitals. */
export function normaliseReferralCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export const referralMessages = {
  format: 'A referral code has 8 letters and numbers, e.g. K7M2QX9D.',
  unknown: 'We could not find this referral code. Check it with your friend, or leave the field empty.',
  own: 'This is your own referral code: it can only be used by the friends you refer.',
  used: 'This mobile number has already been used with a referral code, so it cannot take another.',
  inactive: 'This referral code is not active: codes work once their owner has taken delivery of a Revolt.',
} as const;
