// The special-customer page's thunks (no family: only that page reads them) and the admin's access codes.
import type { BookingRequest } from '@contract/bookings';
import type {
  SpecialAccessResponse,
  SpecialClaimResponse,
  SpecialCodeCreateResponse,
  SpecialCodeListQuery,
  SpecialCodeListResponse,
  SpecialCodeRequest,
  SpecialCodeRevokeResponse,
} from '@contract/special-booking';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { specialCodeListFamily } from './partners-slice';
import { bookThenClaim, type OfferBookingResult } from './partners-thunks';

const specialApi = () => import('./special-api');

export function askSpecialPage(path: string): AppThunk<Promise<RequestOutcome<boolean>>> {
  return apiRequest(specialApi, null, (api) => api.isSpecialPage(path));
}

export function checkAccessCode(code: string): AppThunk<Promise<RequestOutcome<SpecialAccessResponse>>> {
  return apiRequest(specialApi, null, (api) => api.checkAccessCode(code));
}

export function bookByInvitation(body: BookingRequest, token: string): AppThunk<Promise<RequestOutcome<OfferBookingResult<SpecialClaimResponse>>>> {
  return bookThenClaim(body, (booking) => apiRequest(specialApi, null, (api) => api.claimInvitation({ ...booking, token })));
}

export function fetchSpecialCodes(query: SpecialCodeListQuery): AppThunk<Promise<RequestOutcome<SpecialCodeListResponse>>> {
  return apiRequest(specialApi, specialCodeListFamily, (api) => api.listSpecialCodes(query));
}

export function issueSpecialCode(body: SpecialCodeRequest): AppThunk<Promise<RequestOutcome<SpecialCodeCreateResponse>>> {
  return apiRequest(specialApi, null, (api) => api.issueSpecialCode(body));
}

export function revokeSpecialCode(id: number): AppThunk<Promise<RequestOutcome<SpecialCodeRevokeResponse>>> {
  return apiRequest(specialApi, null, (api) => api.revokeSpecialCode(id));
}
