// Enquiry endpoints (contract: the Enquiries section of contract/types.ts). Loaded on demand by
// the thunks, so the prerendered enquiry pages do not carry axios in their first load.
import type { ContactRequest, EnquiryResponse, NotifyRequest, TestRideAvailabilityResponse, TestRideRequest } from '@contract/enquiries';
import { api } from '@/lib/api/client';

export async function createTestRide(body: TestRideRequest): Promise<EnquiryResponse> {
  return (await api.post<EnquiryResponse>('/api/v1/test-rides', body)).data;
}

/** 201 when added, 200 when already on the list: both are a success with a message to show. */
export async function createNotify(body: NotifyRequest): Promise<EnquiryResponse> {
  return (await api.post<EnquiryResponse>('/api/v1/notify', body)).data;
}

export async function createContact(body: ContactRequest): Promise<EnquiryResponse> {
  return (await api.post<EnquiryResponse>('/api/v1/contact', body)).data;
}

/** A hub's slots for a week from `from`, with the places left in each. */
export async function getTestRideAvailability(hub: number, from: string): Promise<TestRideAvailabilityResponse['data']> {
  return (await api.get<TestRideAvailabilityResponse>('/api/v1/test-rides/availability', { params: { hub, from } })).data.data;
}
