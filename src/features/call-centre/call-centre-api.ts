// Call-centre endpoints (contract/call-centre.ts): an agent books, or upgrades, for a caller. Loaded on demand by the thunks.
import type { AssistedBookingRequest, AssistedOrderResponse, AssistedUpgradeOtpRequest, AssistedUpgradeRequest } from '@contract/call-centre';
import { api } from '@/lib/api/client';

export async function bookForCaller(body: AssistedBookingRequest): Promise<AssistedOrderResponse> {
  return (await api.post<AssistedOrderResponse>('/api/v1/callcentre/bookings', body)).data;
}

/** The same answer whether or not the chassis and mobile match (nothing is revealed to the agent). */
export async function sendOwnerOtp(body: AssistedUpgradeOtpRequest): Promise<{ message: string }> {
  return (await api.post<{ message: string }>('/api/v1/callcentre/upgrades/otp', body)).data;
}

export async function upgradeForOwner(body: AssistedUpgradeRequest): Promise<AssistedOrderResponse> {
  return (await api.post<AssistedOrderResponse>('/api/v1/callcentre/upgrades', body)).data;
}
