import type { ErasureRequestList } from '@contract/privacy';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { erasureRequestsFamily } from './erasure-requests-slice';

const privacyApi = () => import('./privacy-api');

export function fetchErasureRequests(): AppThunk<Promise<RequestOutcome<ErasureRequestList>>> {
  return apiRequest(privacyApi, erasureRequestsFamily, (api) => api.getErasureRequests());
}
