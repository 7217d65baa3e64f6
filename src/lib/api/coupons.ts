// POST coupons/check, from its descriptor in contract/coupons-endpoints.ts: what a coupon gives on a booking or
// an order as filled in so far (a preview the form holds; the server checks the code again when the form is sent).
import { couponEndpoints } from '@contract/coupons-endpoints';
import type { CouponCheckRequest, CouponCheckResponse } from '@contract/coupons';
import { errorMessage, fieldErrorsOf } from './client';
import { callEndpoint } from './endpoint';

/** What a coupon gives, or the reason it does not apply. */
export type CouponCheckOutcome = { ok: true; data: CouponCheckResponse['data'] } | { ok: false; message: string };

export async function checkCoupon(body: CouponCheckRequest): Promise<CouponCheckOutcome> {
  try {
    return { ok: true, data: (await callEndpoint(couponEndpoints.check, { body })).data };
  } catch (error) {
    return { ok: false, message: fieldErrorsOf(error).coupon ?? errorMessage(error) };
  }
}
