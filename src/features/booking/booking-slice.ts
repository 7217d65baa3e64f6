// Booking family (SPEC §4 "order create"): the thunks live in booking-thunks.ts. The booking once made is an order,
// held by the shared one-order families of lib/order-store.ts.
import type { OrderBookingCreateResponse } from '@contract/orders';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const bookingCreateFamily = createFamily<OrderBookingCreateResponse>('bookingCreate');

export const bookingReducers = {
  bookingCreate: bookingCreateFamily.reducer,
};
registerReducers(bookingReducers);
export type BookingSlice = StateOf<typeof bookingReducers>;
