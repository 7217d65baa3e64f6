// The coupon endpoints of the back office (contract/coupons-endpoints.ts), loaded on demand by the thunks.
import { couponEndpoints as e } from '@contract/coupons-endpoints';
import { pathOf } from '@contract/endpoint';
import type { Coupon, CouponRequest, CouponResponse } from '@contract/coupons';
import { api } from '@/lib/api/client';
import { callEndpoint } from '@/lib/api/endpoint';
import { fetchFile } from '@/lib/download';

export async function listCoupons(): Promise<Coupon[]> {
  return (await callEndpoint(e.boList, {})).data;
}

export function createCoupon(body: CouponRequest): Promise<CouponResponse> {
  return callEndpoint(e.boCreate, { body });
}

export function updateCoupon(id: number, body: CouponRequest): Promise<CouponResponse> {
  return callEndpoint(e.boUpdate, { params: { id }, body });
}

export function switchOffCoupon(id: number): Promise<CouponResponse> {
  return callEndpoint(e.boSwitchOff, { params: { id } });
}

export type CsvFile = { blob: Blob; disposition: string | null };

/** A coupon's uses as CSV, with the name the server gives the file. */
export async function exportCouponUses(id: number): Promise<CsvFile> {
  return fetchFile(api, { url: pathOf(e.boUses, { id }) });
}
