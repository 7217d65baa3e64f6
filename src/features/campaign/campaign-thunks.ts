// The campaign booking: the booking first (the customer's bike is reserved whatever happens next), then its lead,
// whose failure is only logged (SPEC §4, §8) and never stops the customer going on to pay.
import type { BookingRequest } from '@contract/bookings';
import type { OrderBookingCreateResponse } from '@contract/orders';
import type { LeadRecord } from '@contract/leads';
import type { AppThunk } from '@/lib/store/family';
import { rememberBooking } from '@/lib/order-access';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { bookingLeadFamily, campaignBookingFamily, type BookingLeadResult } from './campaign-slice';

const campaignApi = () => import('./campaign-api');

export function sendBookingLead(records: LeadRecord[]): AppThunk<Promise<RequestOutcome<BookingLeadResult>>> {
  return apiRequest(campaignApi, bookingLeadFamily, async (api) => ({ proceedNext: true as const, ids: (await api.sendBookingLead(records)).data.ids }));
}

export function placeCampaignBooking(
  body: BookingRequest,
  lead: (bookingId: number) => LeadRecord,
): AppThunk<Promise<RequestOutcome<OrderBookingCreateResponse>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(campaignApi, campaignBookingFamily, (api) => api.createBooking(body)));
    if (!outcome.ok) return outcome;
    const { booking, access_key, payment } = outcome.data.data;
    rememberBooking(booking.id, { key: access_key, payment });
    const sent = await dispatch(sendBookingLead([lead(booking.id)]));
    if (!sent.ok) console.warn('Booking lead not recorded:', sent.error);
    return outcome;
  };
}
