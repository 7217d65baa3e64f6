// Booking thunks, apart from the families so the store (in every page's first load) stays small.
import type { Booking, BookingCreateResponse, BookingRequest, PaymentOrder } from '@contract/bookings';
import type { AppThunk } from '@/lib/store/family';
import { rememberBooking, rememberPayment } from '@/lib/booking-access';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { bookingCreateFamily, bookingDetailsFamily, bookingPayFamily } from './booking-slice';

const bookingApi = () => import('./booking-api');

/** Creates the booking and remembers its key and payment order in this tab. */
export function submitBooking(body: BookingRequest): AppThunk<Promise<RequestOutcome<BookingCreateResponse>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(bookingApi, bookingCreateFamily, (api) => api.createBooking(body)));
    if (outcome.ok) {
      const { booking, access_key, payment } = outcome.data.data;
      rememberBooking(booking.id, { key: access_key, payment });
    }
    return outcome;
  };
}

/** A 404 (unknown, or neither this tab's nor this account's) is told apart so the screen can explain it. */
export function fetchBooking(id: number, key?: string): AppThunk<Promise<RequestOutcome<Booking> & { notFound?: boolean }>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(bookingApi, bookingDetailsFamily, async (api) => (await api.getBooking(id, key)).data));
    return outcome.ok ? outcome : { ...outcome, notFound: outcome.status === 404 };
  };
}

/** A fresh payment order for an unpaid booking, remembered in this tab. */
export function startPayment(id: number, key?: string): AppThunk<Promise<RequestOutcome<PaymentOrder>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(bookingApi, bookingPayFamily, async (api) => (await api.createPayment(id, key)).data));
    if (outcome.ok) rememberPayment(id, outcome.data);
    return outcome;
  };
}
