// Call-centre endpoints, called from their descriptors (contract/call-centre-endpoints.ts): an agent books, or
// upgrades, for a caller. Loaded on demand by the thunks.
import type { AssistedBookingRequest, AssistedOrderResponse, AssistedUpgradeOtpRequest, AssistedUpgradeRequest } from '@contract/call-centre';
import { callCentreEndpoints } from '@contract/call-centre-endpoints';
import type { MessageResponse } from '@contract/common';
import { callEndpoint } from '@/lib/api/endpoint';

export const bookForCaller = (body: AssistedBookingRequest): Promise<AssistedOrderResponse> => callEndpoint(callCentreEndpoints.book, { body });

/** The same answer whether or not the chassis and mobile match (nothing is revealed to the agent). */
export const sendOwnerOtp = (body: AssistedUpgradeOtpRequest): Promise<MessageResponse> => callEndpoint(callCentreEndpoints.upgradeOtp, { body });

export const upgradeForOwner = (body: AssistedUpgradeRequest): Promise<AssistedOrderResponse> => callEndpoint(callCentreEndpoints.upgrade, { body });
