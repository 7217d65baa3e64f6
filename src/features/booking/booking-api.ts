// Booking endpoint (POST /api/v1/bookings), loaded on demand by the thunks, so the prerendered booking page does not
// carry axios in its first load. The booking is an order: reading and paying it go through the order client
// (lib/api/orders.ts, with lib/order-store.ts).
import type { BookingRequest } from '@contract/bookings';
import { couponEndpoints } from '@contract/coupon-endpoints';
import type { CouponCheckRequest, CouponCheckResponse } from '@contract/coupons';
import type { OrderBookingCreateResponse } from '@contract/orders';
import { api, errorMessage, fieldErrorsOf } from '@/lib/api/client';
import { callEndpoint } from '@/lib/api/endpoint';

export async function createBooking(body: BookingRequest): Promise<OrderBookingCreateResponse> {
  return (await api.post<OrderBookingCreateResponse>('/api/v1/bookings', body)).data;
}

/** What a coupon gives on this booking (POST /api/v1/coupons/check), or the reason it does not apply. */
export type CouponCheckOutcome = { ok: true; data: CouponCheckResponse['data'] } | { ok: false; message: string };

export async function checkCoupon(body: CouponCheckRequest): Promise<CouponCheckOutcome> {
  try {
    return { ok: true, data: (await callEndpoint(couponEndpoints.check, { body })).data };
  } catch (error) {
    return { ok: false, message: fieldErrorsOf(error).coupon ?? errorMessage(error) };
  }
}
