// Campaign booking endpoints: the booking itself (the same API as /book) and the SPEC §7 lead calls.
import type { BookingCreateResponse, BookingRequest } from '@contract/bookings';
import type { LeadBatchResponse, LeadRecord } from '@contract/leads';
import { api } from '@/lib/api/client';

export async function createBooking(body: BookingRequest): Promise<BookingCreateResponse> {
  return (await api.post<BookingCreateResponse>('/api/v1/bookings', body)).data;
}

/** SPEC §7: the body is an array of lead records. */
export async function sendBookingLead(records: LeadRecord[]): Promise<LeadBatchResponse> {
  return (await api.post<LeadBatchResponse>('/api/v1/common/lsq_booking_lead', records)).data;
}
