// The signed-in customer's own enquiries (contract/enquiries.ts "my" shapes). Loaded on demand by the thunks.
import type { MyContactResponse, MyNotifyResponse, MyTestRideResponse, MyTestRidesResponse, TestRideRescheduleRequest } from '@contract/enquiries';
import { api } from '@/lib/api/client';

export async function listMyTestRides(): Promise<MyTestRidesResponse> {
  return (await api.get<MyTestRidesResponse>('/api/v1/me/test-rides')).data;
}

export async function rescheduleTestRide(id: number, body: TestRideRescheduleRequest): Promise<MyTestRideResponse> {
  return (await api.post<MyTestRideResponse>(`/api/v1/me/test-rides/${id}/reschedule`, body)).data;
}

export async function cancelTestRide(id: number): Promise<MyTestRideResponse> {
  return (await api.post<MyTestRideResponse>(`/api/v1/me/test-rides/${id}/cancel`, {})).data;
}

export async function listMyNotify(): Promise<MyNotifyResponse> {
  return (await api.get<MyNotifyResponse>('/api/v1/me/notify')).data;
}

export async function removeMyNotify(id: number): Promise<void> {
  await api.delete(`/api/v1/me/notify/${id}`);
}

export async function listMyContact(): Promise<MyContactResponse> {
  return (await api.get<MyContactResponse>('/api/v1/me/contact')).data;
}
