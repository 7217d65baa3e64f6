// Partner offer endpoints (contract/partners-endpoints.ts) and the booking they apply to (the same booking API as /book).
import type { BookingRequest } from '@contract/bookings';
import type { MessageResponse } from '@contract/common';
import { orderEndpoints } from '@contract/orders-endpoints';
import type { OrderBookingCreateResponse } from '@contract/orders';
import { partnersEndpoints as e } from '@contract/partners-endpoints';
import type { PartnerClaimRequest, PartnerClaimResponse, PartnerOffer, WorkEmailVerifyResponse } from '@contract/partners';
import { callEndpoint } from '@/lib/api/endpoint';

export async function getOffer(slug: string): Promise<PartnerOffer> {
  return (await callEndpoint(e.offer, { params: { slug } })).data;
}

export async function sendWorkEmailCode(slug: string, email: string): Promise<MessageResponse> {
  return callEndpoint(e.sendWorkEmailCode, { params: { slug }, body: { email } });
}

export async function verifyWorkEmail(slug: string, email: string, code: string): Promise<WorkEmailVerifyResponse> {
  return callEndpoint(e.verifyWorkEmail, { params: { slug }, body: { email, code } });
}

// The booking is the /book one, the order module's endpoint (orderEndpoints.book), as in booking-api.ts (features do
// not import each other).
export async function createBooking(body: BookingRequest): Promise<OrderBookingCreateResponse> {
  return callEndpoint(orderEndpoints.book, { body });
}

export async function claimOffer(slug: string, body: PartnerClaimRequest): Promise<PartnerClaimResponse> {
  return callEndpoint(e.claimOffer, { params: { slug }, body });
}
