// Booking coupons (issue 27): the code's shape, what a coupon gives, when it applies and every message about it, in one
// place. Zod-free, so the SPA's /book field and the admin screens import it at run time; the server's coupon service
// applies the same functions inside the order's transaction (server/modules/coupons/service.ts). What a customer's
// form needs (the code's shape and the customer's messages) is in coupon-code-rules.ts, so /book loads only that.
import { COUPON_CODE_RE, couponCustomerMessages, normaliseCouponCode } from './coupon-code-rules.js';

export { COUPON_CODE_RE, couponCustomerMessages, normaliseCouponCode };

export const COUPON_KINDS = ['booking_amount', 'price', 'accessory'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  booking_amount: 'Amount off the booking amount',
  price: 'Amount off the bike price',
  accessory: 'A free accessory',
};

export const COUPON_LIMITS = { valueMax: 50_000, usesMax: 1_000_000, accessoryMax: 80, scopeMax: 100 } as const;

export const couponMessages = {
  ...couponCustomerMessages,
  // Admin form
  code: 'Enter a code of 4 to 20 letters and numbers.',
  codeTaken: 'Another coupon already has this code.',
  kind: 'Choose what the coupon gives.',
  value: `Enter an amount in whole rupees, from 1 to ${50_000}.`,
  valueBooking: 'An amount off the booking amount must leave at least ₹1 to pay.',
  accessory: 'Name the free accessory (up to 80 characters).',
  validFrom: 'Enter the first day the coupon can be used.',
  validUntil: 'Enter the last day the coupon can be used, on or after the first.',
  uses: 'Enter a whole number of uses of 1 or more, or leave it empty for no limit.',
  notFound: 'No such coupon.',
} as const;

export type CouponBenefitTerms = { kind: CouponKind; value: number; accessory: string | null };

/** What a coupon gives on one booking: the rupees off (0 for an accessory), the amounts charged and its one-line text. */
export type CouponBenefit = { value: number; amount: number; price: number; text: string };

const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** The benefit on a booking of `amount` (what is charged now) for a bike of `price`. Never leaves less than ₹1 to pay. */
export function couponBenefit(c: CouponBenefitTerms, booking: { amount: number; price: number }): CouponBenefit {
  if (c.kind === 'accessory') return { value: 0, amount: booking.amount, price: booking.price, text: `Free ${c.accessory ?? 'accessory'}` };
  if (c.kind === 'booking_amount') {
    const value = Math.min(c.value, booking.amount - 1);
    return { value, amount: booking.amount - value, price: booking.price, text: `${inr(value)} off the booking amount` };
  }
  const value = Math.min(c.value, booking.price);
  return { value, amount: booking.amount, price: booking.price - value, text: `${inr(value)} off the bike price` };
}

export type CouponTerms = CouponBenefitTerms & {
  active: boolean;
  validFrom: string;
  validUntil: string;
  /** Empty: every model, state or hub. */
  models: string[];
  states: string[];
  hubs: number[];
  /** null: no limit. */
  maxUses: number | null;
  maxUsesPerMobile: number | null;
  combinesWithReferral: boolean;
};

export type CouponUse = {
  /** A purchase (paid in full, or at the hub) has no booking amount to take an amount off. */
  order?: 'booking' | 'purchase';
  today: string;
  model: string;
  state: string;
  hub: number;
  withReferral: boolean;
  /** Uses so far, of every customer and of this mobile. */
  usesTotal: number;
  usesByMobile: number;
};

/** Why the coupon cannot be used on this booking (a message of couponMessages), or null when it can. */
export function couponRefusal(c: CouponTerms, use: CouponUse): string | null {
  if (!c.active) return couponMessages.off;
  if (use.order === 'purchase' && c.kind === 'booking_amount') return couponMessages.bookingOnly;
  if (use.today < c.validFrom) return couponMessages.notYet(c.validFrom);
  if (use.today > c.validUntil) return couponMessages.expired(c.validUntil);
  if (c.models.length > 0 && !c.models.includes(use.model)) return couponMessages.model;
  if (c.states.length > 0 && !c.states.includes(use.state)) return couponMessages.place;
  if (c.hubs.length > 0 && !c.hubs.includes(use.hub)) return couponMessages.place;
  if (use.withReferral && !c.combinesWithReferral) return couponMessages.referral;
  if (c.maxUses !== null && use.usesTotal >= c.maxUses) return couponMessages.usedUp;
  if (c.maxUsesPerMobile !== null && use.usesByMobile >= c.maxUsesPerMobile) return couponMessages.usedByMobile;
  return null;
}

/** The booking a coupon is checked against: what is charged now and the bike price before the coupon. */
export type CouponBooking = { order?: 'booking' | 'purchase'; model: string; state: string; hub: number; mobile: string; withReferral: boolean; amount: number; price: number };
