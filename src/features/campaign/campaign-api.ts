// Campaign booking endpoints: the booking itself (the same API as /book) and the SPEC §7 lead calls (from the
// descriptors of contract/leads-endpoints.ts).
import type { BookingRequest } from '@contract/bookings';
import type { OrderBookingCreateResponse } from '@contract/orders';
import type { LeadBatchResponse, LeadRecord } from '@contract/leads';
import { leadsEndpoints } from '@contract/leads-endpoints';
import { orderEndpoints } from '@contract/orders-endpoints';
import { callEndpoint } from '@/lib/api/endpoint';

export async function createBooking(body: BookingRequest): Promise<OrderBookingCreateResponse> {
  return callEndpoint(orderEndpoints.book, { body });
}

/** SPEC §7: the body is an array of lead records. */
export async function sendBookingLead(records: LeadRecord[]): Promise<LeadBatchResponse> {
  return callEndpoint(leadsEndpoints.record, { body: records });
}
