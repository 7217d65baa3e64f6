// Partner offer endpoints and the booking they apply to (the same booking API as /book).
import type { BookingRequest } from '@contract/bookings';
import type { OrderBookingCreateResponse } from '@contract/orders';
import type { MessageResponse } from '@contract/common';
import type { PartnerClaimRequest, PartnerClaimResponse, PartnerOffer, PartnerOfferResponse, WorkEmailVerifyResponse } from '@contract/partners';
import { api } from '@/lib/api/client';

const base = (slug: string) => `/api/v1/partners/${encodeURIComponent(slug)}`;

export async function getOffer(slug: string): Promise<PartnerOffer> {
  return (await api.get<PartnerOfferResponse>(base(slug))).data.data;
}

export async function sendWorkEmailCode(slug: string, email: string): Promise<MessageResponse> {
  return (await api.post<MessageResponse>(`${base(slug)}/email-otp`, { email })).data;
}

export async function verifyWorkEmail(slug: string, email: string, code: string): Promise<WorkEmailVerifyResponse> {
  return (await api.post<WorkEmailVerifyResponse>(`${base(slug)}/email-verify`, { email, code })).data;
}

export async function createBooking(body: BookingRequest): Promise<OrderBookingCreateResponse> {
  return (await api.post<OrderBookingCreateResponse>('/api/v1/bookings', body)).data;
}

export async function claimOffer(slug: string, body: PartnerClaimRequest): Promise<PartnerClaimResponse> {
  return (await api.post<PartnerClaimResponse>(`${base(slug)}/claim`, body)).data;
}
