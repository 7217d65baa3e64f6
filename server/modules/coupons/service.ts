// Coupons' rules at work (contract/coupon-rules.ts has them): the preview of /book's "Apply", and the redemption
// inside the order's transaction. The order flow does not import this module: modules/orders/booking-routes.ts hands
// `couponPort` to createBooking, which declares what it needs (CouponPort in modules/orders/create-booking.ts).
import { todayInIndia } from '@contract/rules.js';
import { couponBenefit, couponMessages as m, couponRefusal, type CouponBenefit, type CouponBooking, type CouponKind } from '@contract/coupon-rules.js';
import type { Queryable } from '../../platform/db/index.js';
import { fieldError } from '../../platform/errors.js';
import { findCouponByCode, insertUse, toTerms, usesByMobile } from './store.js';

export const COUPON_FIELD = 'coupon';

export type CheckedCoupon = CouponBenefit & { code: string; kind: CouponKind; couponId: number };

async function checked(db: Queryable, code: string, booking: CouponBooking, now: Date, lock: boolean): Promise<CheckedCoupon> {
  const coupon = await findCouponByCode(db, code, lock);
  if (!coupon) throw fieldError(COUPON_FIELD, m.unknown);
  const refusal = couponRefusal(toTerms(coupon), {
    order: booking.order,
    today: todayInIndia(now),
    model: booking.model,
    state: booking.state,
    hub: booking.hub,
    withReferral: booking.withReferral,
    usesTotal: coupon.uses,
    usesByMobile: coupon.max_uses_per_mobile === null ? 0 : await usesByMobile(db, coupon.id, booking.mobile),
  });
  if (refusal) throw fieldError(COUPON_FIELD, refusal);
  return { ...couponBenefit(coupon, booking), code: coupon.code, kind: coupon.kind, couponId: coupon.id };
}

/** What the code gives on this booking, or a 400 on `coupon` saying why not. Nothing is held: the booking checks again. */
export function previewCoupon(db: Queryable, code: string, booking: CouponBooking, now: Date): Promise<CheckedCoupon> {
  return checked(db, code, booking, now, false);
}

/**
 * In the order's transaction: locks the coupon, checks it again (dates, scope, uses) and records the order's use. The
 * amount charged was fixed from the preview before the gateway order was opened, so a coupon edited meanwhile to
 * give something else is refused (m.changed) rather than charged differently.
 */
export async function redeemCoupon(tx: Queryable, code: string, booking: CouponBooking, orderId: number, expected: CouponBenefit, now: Date): Promise<void> {
  const coupon = await checked(tx, code, booking, now, true);
  if (coupon.amount !== expected.amount || coupon.price !== expected.price || coupon.text !== expected.text) throw fieldError(COUPON_FIELD, m.changed);
  await insertUse(tx, { couponId: coupon.couponId, orderId, mobile: booking.mobile, value: coupon.value, text: coupon.text }, now);
}

export const couponPort = { preview: previewCoupon, redeem: redeemCoupon };
