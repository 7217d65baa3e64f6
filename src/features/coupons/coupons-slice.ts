// The back office's coupons: one list (every coupon with its uses; there are few).
import type { Coupon } from '@contract/coupons';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const couponListFamily = createFamily<Coupon[]>('couponList');

export const couponsReducers = { couponList: couponListFamily.reducer };
registerReducers(couponsReducers);
export type CouponsSlice = StateOf<typeof couponsReducers>;

export const selectCouponList = (s: CouponsSlice) => s.couponList;
