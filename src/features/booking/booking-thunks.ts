// Booking thunks, apart from the families so the store (in every page's first load) stays small.
import type { Booking, BookingCreateResponse, BookingRequest, PaymentOrder } from '@contract/bookings';
import { runFamily, type AppThunk, type Outcome } from '@/lib/store/family';
import { submitFamily, type SubmitOutcome } from '@/lib/store/submit';
import { rememberBooking, rememberPayment } from './booking-access';
import { bookingCreateFamily, bookingDetailsFamily, bookingPayFamily } from './booking-slice';

const bookingApi = () => import('./booking-api');
const clientErrors = () => import('@/lib/api/client');

/** Creates the booking and remembers its key and payment order in this tab. */
export function submitBooking(body: BookingRequest): AppThunk<Promise<SubmitOutcome<BookingCreateResponse>>> {
  return async (dispatch) => {
    const outcome = await dispatch(submitFamily(bookingCreateFamily, async () => (await bookingApi()).createBooking(body)));
    if (outcome.ok) {
      const { booking, access_key, payment } = outcome.data.data;
      rememberBooking(booking.id, { key: access_key, payment });
    }
    return outcome;
  };
}

/** A 404 (unknown, or neither this tab's nor this account's) is told apart so the screen can explain it. */
export function fetchBooking(id: number, key?: string): AppThunk<Promise<Outcome<Booking> & { notFound?: boolean }>> {
  return async (dispatch) => {
    const [{ getBooking }, { errorMessage, statusOf }] = await Promise.all([bookingApi(), clientErrors()]);
    let notFound = false;
    const outcome = await dispatch(
      runFamily(
        bookingDetailsFamily,
        async () => (await getBooking(id, key)).data,
        (error) => {
          notFound = statusOf(error) === 404;
          return errorMessage(error);
        },
      ),
    );
    return outcome.ok ? outcome : { ...outcome, notFound };
  };
}

/** A fresh payment order for an unpaid booking, remembered in this tab. */
export function startPayment(id: number, key?: string): AppThunk<Promise<Outcome<PaymentOrder>>> {
  return async (dispatch) => {
    const [{ createPayment }, { errorMessage }] = await Promise.all([bookingApi(), clientErrors()]);
    const outcome = await dispatch(runFamily(bookingPayFamily, async () => (await createPayment(id, key)).data, errorMessage));
    if (outcome.ok) rememberPayment(id, outcome.data);
    return outcome;
  };
}
