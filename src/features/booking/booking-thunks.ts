// Booking thunks, apart from the families so the store (in every page's first load) stays small.
import type { BookingRequest } from '@contract/bookings';
import type { CouponCheckRequest } from '@contract/coupons';
import type { CouponCheckOutcome } from './booking-api';
import type { OrderBookingCreateResponse } from '@contract/orders';
import { takeLinkKey } from '@/lib/link-key';
import { rememberBooking } from '@/lib/order-access';
import { fetchOrder } from '@/lib/order-store';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { bookingCreateFamily } from './booking-slice';

const bookingApi = () => import('./booking-api');

/** Creates the booking and remembers its key and payment order in this tab. */
export function submitBooking(body: BookingRequest): AppThunk<Promise<RequestOutcome<OrderBookingCreateResponse>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(bookingApi, bookingCreateFamily, (api) => api.createBooking(body)));
    if (outcome.ok) {
      const { booking, access_key, payment } = outcome.data.data;
      rememberBooking(booking.id, { key: access_key, payment });
    }
    return outcome;
  };
}

/**
 * The booking's order for its status page. A payment link sent by SMS brings the key in its fragment: this tab keeps
 * it like the key of a booking it made itself, noting that the customer came to pay.
 */
export function fetchBookingOrder(id: number): ReturnType<typeof fetchOrder> {
  return (dispatch) => {
    const linked = takeLinkKey();
    if (linked) rememberBooking(id, { key: linked, payLink: true });
    return dispatch(fetchOrder(id));
  };
}

/** What a coupon gives on the booking as filled in so far (a preview held by the form; the booking checks it again). */
export function checkBookingCoupon(body: CouponCheckRequest): AppThunk<Promise<CouponCheckOutcome>> {
  return async () => (await bookingApi()).checkCoupon(body);
}
