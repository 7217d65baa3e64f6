// Rev Club rules both programs use at run time (issue 14): the referral code's shape, the points, the limits and
// the messages. Zod-free, so the SPA imports it. The rule book is the /rev-club-refer-terms page: keep its text and
// these numbers in step.

// The referral code's shape and messages live in their own small file: every page captures a ?ref= code on arrival.
export { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRAL_CODE_RE, normaliseReferralCode, referralMessages } from './referral-code-rules.js';

/** Points a referrer earns for one friend's delivered bike. */
export const REFERRAL_POINTS = 1000;
/** Rewarded referrals per financial year (1 April to 31 March). */
export const REFERRALS_PER_YEAR = 10;
/** Months after it unlocks that an entry lapses. */
export const REWARD_LIFETIME_MONTHS = 12;

export const rewardMessages = {
  notEnough: 'You do not have enough points for this reward.',
  item: 'Choose a reward from the catalogue.',
  spinNotYet: 'You can spin the wheel once your booking is paid.',
  spinDone: 'You have already spun the wheel for this order.',
  spinEmpty: 'The wheel has no prizes left just now. Please try again later.',
  stock: 'Enter a stock of 0 or more, or leave it empty for unlimited.',
} as const;

/** The referred friend's order as the referrer sees it. */
export const REFERRAL_STATES = ['booked', 'delivered', 'cancelled'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];
export const REFERRAL_STATE_LABELS: Readonly<Record<ReferralState, string>> = {
  booked: 'Booked',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** A ledger line: an earned entry (locked, unlocked, expired, forfeited) or a redemption. */
export const LEDGER_STATES = ['locked', 'unlocked', 'expired', 'forfeited', 'redeemed'] as const;
export type LedgerState = (typeof LEDGER_STATES)[number];
export const LEDGER_STATE_LABELS: Readonly<Record<LedgerState, string>> = {
  locked: 'Locked until delivery',
  unlocked: 'Available',
  expired: 'Expired',
  forfeited: 'Forfeited',
  redeemed: 'Redeemed',
};

export const REFERRAL_SORTS = ['created', 'referrer', 'friend'] as const;
export const SPIN_SORTS = ['created', 'points'] as const;

/** "Arjun M.": a referred friend as the referrer sees them. */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** The share link of a code: any page of the site with `?ref=CODE` (the SPA remembers it for the session). */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/book?ref=${encodeURIComponent(code)}`;
}
