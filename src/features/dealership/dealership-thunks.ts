// Dealership thunks; endpoints live in dealership-api.ts.
import type { DealerApplicationRequest, DealerApplicationResponse, DealerDetail, DealerListQuery, DealerListResponse, DealerUpdateRequest } from '@contract/dealership';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { dealerApplyFamily, dealerDetailFamily, dealerListFamily } from './dealership-slice';

const dealershipApi = () => import('./dealership-api');

export function applyForDealership(body: DealerApplicationRequest): AppThunk<Promise<RequestOutcome<DealerApplicationResponse>>> {
  return apiRequest(dealershipApi, dealerApplyFamily, (api) => api.applyForDealership(body));
}

export function fetchDealerApplications(query: DealerListQuery): AppThunk<Promise<RequestOutcome<DealerListResponse>>> {
  return apiRequest(dealershipApi, dealerListFamily, (api) => api.listDealerApplications(query));
}

export function fetchDealerApplication(id: number): AppThunk<Promise<RequestOutcome<DealerDetail>>> {
  return apiRequest(dealershipApi, dealerDetailFamily, (api) => api.getDealerApplication(id));
}

/** The answer is the updated application with its trail, kept as the detail. */
export function reviewDealerApplication(id: number, body: DealerUpdateRequest): AppThunk<Promise<RequestOutcome<DealerDetail>>> {
  return apiRequest(dealershipApi, dealerDetailFamily, (api) => api.reviewDealerApplication(id, body));
}

/** No family: the file goes straight to the browser's downloads. */
export function exportDealerApplications(query: DealerListQuery): AppThunk<Promise<RequestOutcome<{ blob: Blob; disposition: string | null }>>> {
  return apiRequest(dealershipApi, null, (api) => api.exportDealerApplications(query));
}
