// Marketing consent of the profile. No slice: the section holds the one value it shows.
import type { MarketingConsent } from '@contract/consents';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';

const consentApi = () => import('./consent-api');

export function fetchMarketingConsent(): AppThunk<Promise<RequestOutcome<MarketingConsent>>> {
  return apiRequest(consentApi, null, (api) => api.getMarketingConsent());
}

export function changeMarketingConsent(granted: boolean): AppThunk<Promise<RequestOutcome<{ message: string; data: MarketingConsent }>>> {
  return apiRequest(consentApi, null, (api) => api.setMarketingConsent(granted));
}
