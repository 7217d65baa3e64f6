// Rev Club (issue 14): referrals, the rewards ledger with its voucher catalogue, and the spin wheel. zod schemas are
// the single source; the SPA imports the derived types only. Run-time rules live in rewards-rules.ts.
import { z } from 'zod';
import { listPage, numericId, pageNumber, pageSize, sortParam, blankToUndefined, type SortValue } from './common.js';
import { ORDER_STATES } from './order-lifecycle.js';
import { LEDGER_STATES, REFERRAL_CODE_RE, REFERRAL_SORTS, REFERRAL_STATES, SPIN_SORTS, normaliseReferralCode, referralMessages, rewardMessages } from './rewards-rules.js';

/** The optional code at booking: empty means none. */
export const referralCodeField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: referralMessages.format })
    .transform(normaliseReferralCode)
    .pipe(z.string().regex(REFERRAL_CODE_RE, referralMessages.format))
    .optional(),
);

export const referredFriend = z.object({
  order_id: z.number().int(),
  /** "Arjun M.": never the full name or the mobile. */
  name: z.string(),
  model_name: z.string(),
  state: z.enum(REFERRAL_STATES),
  points: z.number().int().nullable(),
  reward_state: z.enum(LEDGER_STATES).nullable(),
  created_at: z.string(),
});

/** GET /api/v1/rewards/referral: my code (made on first need) and the friends who booked with it. */
export const myReferralResponse = z.object({
  data: z.object({
    code: z.string(),
    /** False until I have taken delivery of a Revolt: the code is refused at booking until then. */
    active: z.boolean(),
    friends: z.array(referredFriend),
  }),
});

export const ledgerEntry = z.object({
  id: z.string(),
  kind: z.enum(['referral', 'spin', 'redemption']),
  text: z.string(),
  /** Positive for what was earned, negative for a redemption. */
  points: z.number().int(),
  /** What is left of an earned entry (after redemptions drew on it); 0 for a redemption. */
  remaining: z.number().int(),
  state: z.enum(LEDGER_STATES),
  note: z.string().nullable(),
  voucher_code: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});

export const rewardItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(['service', 'accessory']),
  points: z.number().int(),
});

/** GET /api/v1/rewards: the ledger, the balances computed from it, and the catalogue. */
export const rewardsResponse = z.object({
  data: z.object({
    balance: z.number().int(),
    locked: z.number().int(),
    entries: z.array(ledgerEntry),
    catalogue: z.array(rewardItem),
  }),
});

export const redeemBody = z.object({ item_id: z.string({ error: rewardMessages.item }).trim().min(1, rewardMessages.item).max(40, rewardMessages.item) });
export const redemption = z.object({ id: z.number().int(), item: rewardItem, points: z.number().int(), voucher_code: z.string(), created_at: z.string() });
export const redeemResponse = z.object({ message: z.string(), data: z.object({ redemption, balance: z.number().int() }) });

export const spinPrize = z.object({ id: z.number().int(), label: z.string(), points: z.number().int() });
export const spinResult = z.object({ id: z.number().int(), order_id: z.number().int(), prize: spinPrize, created_at: z.string() });
/** GET /api/v1/orders/{id}/spin: whether this order may spin, its spin if done, and the wheel's segments. */
export const spinStatusResponse = z.object({
  data: z.object({ can_spin: z.boolean(), spin: spinResult.nullable(), prizes: z.array(spinPrize) }),
});
export const spinResponse = z.object({ message: z.string(), data: spinResult });
export const spinParams = z.object({ id: numericId('Use an order number.') });

// The back office.
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const optionalDate = z.preprocess(blankToUndefined, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.').optional());

export const referralListQuery = z.object({
  page: pageNumber,
  pageSize,
  sort: sortParam(REFERRAL_SORTS, '-created'),
  q: optionalText(80),
  state: z.preprocess(blankToUndefined, z.enum(REFERRAL_STATES, { error: 'Choose booked, delivered or cancelled.' }).optional()),
  from: optionalDate,
  to: optionalDate,
});
export const referralRow = z.object({
  order_id: z.number().int(),
  order_reference: z.string(),
  order_state: z.enum(ORDER_STATES),
  state: z.enum(REFERRAL_STATES),
  code: z.string(),
  referrer_id: z.number().int().nullable(),
  referrer_name: z.string().nullable(),
  referrer_mobile: z.string().nullable(),
  friend_name: z.string(),
  friend_mobile: z.string(),
  model_name: z.string(),
  points: z.number().int().nullable(),
  reward_state: z.enum(LEDGER_STATES).nullable(),
  created_at: z.string(),
});
export const referralListResponse = listPage(referralRow);

export const spinListQuery = z.object({
  page: pageNumber,
  pageSize,
  sort: sortParam(SPIN_SORTS, '-created'),
  q: optionalText(80),
  prize: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  from: optionalDate,
  to: optionalDate,
});
export const spinRow = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_reference: z.string(),
  customer_name: z.string(),
  customer_mobile: z.string(),
  prize_id: z.number().int(),
  prize: z.string(),
  points: z.number().int(),
  reward_state: z.enum(LEDGER_STATES),
  created_at: z.string(),
});
export const spinListResponse = listPage(spinRow);

export const adminSpinPrize = spinPrize.extend({ weight: z.number().int(), stock: z.number().int().nullable(), won: z.number().int() });
export const spinPrizesResponse = z.object({ data: z.array(adminSpinPrize) });
export const spinPrizeParams = z.object({ id: numericId('Use a prize number.') });
export const spinPrizeBody = z.object({
  stock: z.number({ error: rewardMessages.stock }).int(rewardMessages.stock).min(0, rewardMessages.stock).max(1_000_000, rewardMessages.stock).nullable(),
});
export const spinPrizeResponse = z.object({ data: adminSpinPrize });

export type ReferredFriend = z.output<typeof referredFriend>;
export type MyReferralResponse = z.output<typeof myReferralResponse>;
export type MyReferral = MyReferralResponse['data'];
export type LedgerEntry = z.output<typeof ledgerEntry>;
export type RewardItem = z.output<typeof rewardItem>;
export type RewardsResponse = z.output<typeof rewardsResponse>;
export type Rewards = RewardsResponse['data'];
export type RedeemRequest = z.input<typeof redeemBody>;
export type Redemption = z.output<typeof redemption>;
export type RedeemResponse = z.output<typeof redeemResponse>;
export type SpinPrize = z.output<typeof spinPrize>;
export type SpinResult = z.output<typeof spinResult>;
export type SpinStatusResponse = z.output<typeof spinStatusResponse>;
export type SpinStatus = SpinStatusResponse['data'];
export type SpinResponse = z.output<typeof spinResponse>;
export type ReferralRow = z.output<typeof referralRow>;
export type ReferralListQuery = Partial<Omit<z.output<typeof referralListQuery>, 'sort'>> & { sort?: SortValue<(typeof REFERRAL_SORTS)[number]> };
export type ReferralListResponse = z.output<typeof referralListResponse>;
export type SpinRow = z.output<typeof spinRow>;
export type SpinListQuery = Partial<Omit<z.output<typeof spinListQuery>, 'sort'>> & { sort?: SortValue<(typeof SPIN_SORTS)[number]> };
export type SpinListResponse = z.output<typeof spinListResponse>;
export type AdminSpinPrize = z.output<typeof adminSpinPrize>;
export type SpinPrizesResponse = z.output<typeof spinPrizesResponse>;
export type SpinPrizeRequest = z.input<typeof spinPrizeBody>;
export type SpinPrizeResponse = z.output<typeof spinPrizeResponse>;
