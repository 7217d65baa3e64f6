// Booking endpoint (orderEndpoints.book), loaded on demand by the thunks, so the prerendered booking page does not
// carry axios in its first load. The booking is an order: reading and paying it go through the order client
// (lib/api/orders.ts, with lib/order-store.ts).
import type { BookingRequest } from '@contract/bookings';
import { orderEndpoints } from '@contract/orders-endpoints';
import type { OrderBookingCreateResponse } from '@contract/orders';
import { callEndpoint } from '@/lib/api/endpoint';

export async function createBooking(body: BookingRequest): Promise<OrderBookingCreateResponse> {
  return callEndpoint(orderEndpoints.book, { body });
}

export { checkCoupon, type CouponCheckOutcome } from '@/lib/api/coupons';
