// Enquiry endpoints, called from their descriptors (contract/enquiries-endpoints.ts). Loaded on demand by the thunks,
// so the prerendered enquiry pages do not carry axios in their first load.
import type { ContactInput, EnquiryResponse, NotifyInput, TestRideAvailabilityResponse, TestRideInput } from '@contract/enquiries';
import { enquiryEndpoints as e } from '@contract/enquiries-endpoints';
import { callEndpoint } from '@/lib/api/endpoint';

export const createTestRide = (body: TestRideInput): Promise<EnquiryResponse> => callEndpoint(e.bookTestRide, { body });

/** 201 when added, 200 when already on the list: both are a success with a message to show. */
export const createNotify = (body: NotifyInput): Promise<EnquiryResponse> => callEndpoint(e.notify, { body });

export const createContact = (body: ContactInput): Promise<EnquiryResponse> => callEndpoint(e.contact, { body });

/** A hub's slots for a week from `from`, with the places left in each. */
export async function getTestRideAvailability(hub: number, from: string): Promise<TestRideAvailabilityResponse['data']> {
  return (await callEndpoint(e.availability, { query: { hub, from } })).data;
}
