import type { MarketingConsent, MarketingConsentResponse } from '@contract/consents';
import { api } from '@/lib/api/client';

export async function getMarketingConsent(): Promise<MarketingConsent> {
  return (await api.get<MarketingConsentResponse>('/api/v1/me/consents/marketing')).data.data;
}

/** false withdraws the consent (recorded with its time). */
export async function setMarketingConsent(granted: boolean): Promise<{ message: string; data: MarketingConsent }> {
  return (await api.put<{ message: string; data: MarketingConsent }>('/api/v1/me/consents/marketing', { granted })).data;
}
