// Coupon thunks; endpoints live in coupons-api.ts.
import type { Coupon, CouponRequest, CouponResponse } from '@contract/coupons';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import type { CsvFile } from './coupons-api';
import { couponListFamily } from './coupons-slice';

const couponsApi = () => import('./coupons-api');

export function fetchCoupons(): AppThunk<Promise<RequestOutcome<Coupon[]>>> {
  return apiRequest(couponsApi, couponListFamily, (api) => api.listCoupons());
}

/** Creates (no id) or changes a coupon; the screen shows the outcome and the list reloads. */
export function saveCoupon(id: number | null, body: CouponRequest): AppThunk<Promise<RequestOutcome<CouponResponse>>> {
  return apiRequest(couponsApi, null, (api) => (id === null ? api.createCoupon(body) : api.updateCoupon(id, body)));
}

export function switchOffCoupon(id: number): AppThunk<Promise<RequestOutcome<CouponResponse>>> {
  return apiRequest(couponsApi, null, (api) => api.switchOffCoupon(id));
}

export function downloadCouponUses(id: number): AppThunk<Promise<RequestOutcome<CsvFile>>> {
  return apiRequest(couponsApi, null, (api) => api.exportCouponUses(id));
}
