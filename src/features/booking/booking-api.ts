// Booking endpoint (POST /api/v1/bookings), loaded on demand by the thunks, so the prerendered booking page does not
// carry axios in its first load. The booking is an order: reading and paying it go through the order client
// (lib/api/orders.ts, with lib/order-store.ts).
import type { BookingRequest } from '@contract/bookings';
import type { OrderBookingCreateResponse } from '@contract/orders';
import { api } from '@/lib/api/client';

export async function createBooking(body: BookingRequest): Promise<OrderBookingCreateResponse> {
  return (await api.post<OrderBookingCreateResponse>('/api/v1/bookings', body)).data;
}

export { checkCoupon, type CouponCheckOutcome } from '@/lib/api/coupons';
