// Partner thunks: the offer, the work-e-mail code and its check, and the booking with the offer applied.
import type { BookingRequest } from '@contract/bookings';
import type { OrderBookingCreateResponse } from '@contract/orders';
import type { MessageResponse } from '@contract/common';
import type { PartnerClaimResponse, PartnerOffer, WorkEmailVerifyResponse } from '@contract/partners';
import type { AppThunk } from '@/lib/store/family';
import { rememberBooking } from '@/lib/order-access';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { partnerOfferFamily } from './partners-slice';

const partnersApi = () => import('./partners-api');

export function fetchPartnerOffer(slug: string): AppThunk<Promise<RequestOutcome<PartnerOffer>>> {
  return apiRequest(partnersApi, partnerOfferFamily, (api) => api.getOffer(slug));
}

export function sendWorkEmailCode(slug: string, email: string): AppThunk<Promise<RequestOutcome<MessageResponse>>> {
  return apiRequest(partnersApi, null, (api) => api.sendWorkEmailCode(slug, email));
}

export function verifyWorkEmail(slug: string, email: string, code: string): AppThunk<Promise<RequestOutcome<WorkEmailVerifyResponse>>> {
  return apiRequest(partnersApi, null, (api) => api.verifyWorkEmail(slug, email, code));
}

export type OfferBookingResult<C> = { booking: OrderBookingCreateResponse; claim: RequestOutcome<C> };

/**
 * Books the bike, keeps its key where the booking's status page reads it (as /book does), then makes the claim that
 * applies the offer or invitation with the booking's id and key. A refused claim leaves the booking made and is reported.
 */
export function bookThenClaim<C>(
  body: BookingRequest,
  claim: (booking: { booking_id: number; access_key: string }) => AppThunk<Promise<RequestOutcome<C>>>,
): AppThunk<Promise<RequestOutcome<OfferBookingResult<C>>>> {
  return async (dispatch) => {
    const made = await dispatch(apiRequest(partnersApi, null, (api) => api.createBooking(body)));
    if (!made.ok) return made;
    const { booking, access_key, payment } = made.data.data;
    rememberBooking(booking.id, { key: access_key, payment });
    const claimed = await dispatch(claim({ booking_id: booking.id, access_key }));
    return { ok: true, data: { booking: made.data, claim: claimed } };
  };
}

export function bookWithOffer(slug: string, body: BookingRequest, token: string): AppThunk<Promise<RequestOutcome<OfferBookingResult<PartnerClaimResponse>>>> {
  return bookThenClaim(body, (booking) => apiRequest(partnersApi, null, (api) => api.claimOffer(slug, { ...booking, token })));
}
