import { accountsEndpoints } from '@contract/accounts-endpoints';
import type { MarketingConsent, MarketingConsentUpdateResponse } from '@contract/consents';
import { callEndpoint } from '@/lib/api/endpoint';

export async function getMarketingConsent(): Promise<MarketingConsent> {
  return (await callEndpoint(accountsEndpoints.marketingConsent, {})).data;
}

/** false withdraws the consent (recorded with its time). */
export async function setMarketingConsent(granted: boolean): Promise<MarketingConsentUpdateResponse> {
  return callEndpoint(accountsEndpoints.setMarketingConsent, { body: { granted } });
}
