// Booking families (SPEC §4 "order create/details/pay"): the thunks live in booking-thunks.ts.
import type { Booking, BookingCreateResponse, PaymentOrder } from '@contract/bookings';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const bookingCreateFamily = createFamily<BookingCreateResponse>('bookingCreate');
export const bookingDetailsFamily = createFamily<Booking>('bookingDetails');
export const bookingPayFamily = createFamily<PaymentOrder>('bookingPay');

export const bookingReducers = {
  bookingCreate: bookingCreateFamily.reducer,
  bookingDetails: bookingDetailsFamily.reducer,
  bookingPay: bookingPayFamily.reducer,
};
registerReducers(bookingReducers);
export type BookingSlice = StateOf<typeof bookingReducers>;

export const selectBookingDetails = (s: BookingSlice) => s.bookingDetails;
export const selectBookingPay = (s: BookingSlice) => s.bookingPay;
