// Call-centre thunks. Nothing here is read by another screen: the outcome goes back to the form that asked, which
// shows the confirmation (so no family keeps it in the store).
import type { AssistedBookingRequest, AssistedOrderResponse, AssistedUpgradeOtpRequest, AssistedUpgradeRequest } from '@contract/call-centre';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';

const callCentreApi = () => import('./call-centre-api');

export function bookForCaller(body: AssistedBookingRequest): AppThunk<Promise<RequestOutcome<AssistedOrderResponse>>> {
  return apiRequest(callCentreApi, null, (api) => api.bookForCaller(body));
}

export function sendOwnerOtp(body: AssistedUpgradeOtpRequest): AppThunk<Promise<RequestOutcome<{ message: string }>>> {
  return apiRequest(callCentreApi, null, (api) => api.sendOwnerOtp(body));
}

export function upgradeForOwner(body: AssistedUpgradeRequest): AppThunk<Promise<RequestOutcome<AssistedOrderResponse>>> {
  return apiRequest(callCentreApi, null, (api) => api.upgradeForOwner(body));
}
