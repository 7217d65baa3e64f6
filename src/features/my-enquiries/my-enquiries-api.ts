// The signed-in customer's own enquiries, called from their descriptors (contract/enquiries-endpoints.ts
// myEnquiryEndpoints). Loaded on demand by the thunks.
import type { MyContactResponse, MyNotifyResponse, MyTestRideResponse, MyTestRidesResponse, TestRideRescheduleRequest } from '@contract/enquiries';
import { myEnquiryEndpoints as e } from '@contract/enquiries-endpoints';
import { callEndpoint } from '@/lib/api/endpoint';

export const listMyTestRides = (): Promise<MyTestRidesResponse> => callEndpoint(e.testRides, {});

export const rescheduleTestRide = (id: number, body: TestRideRescheduleRequest): Promise<MyTestRideResponse> =>
  callEndpoint(e.reschedule, { params: { id }, body });

export const cancelTestRide = (id: number): Promise<MyTestRideResponse> => callEndpoint(e.cancel, { params: { id } });

export const listMyNotify = (): Promise<MyNotifyResponse> => callEndpoint(e.notify, {});

export async function removeMyNotify(id: number): Promise<void> {
  await callEndpoint(e.removeNotify, { params: { id } });
}

export const listMyContact = (): Promise<MyContactResponse> => callEndpoint(e.contact, {});
