// The news and offers endpoints of the back office (contract/offers-endpoints.ts), loaded on demand by the thunks.
import { offersEndpoints as e } from '@contract/offers-endpoints';
import type { OfferAudienceResponse, OfferInput, OfferSend, OfferSendResponse } from '@contract/offers';
import { callEndpoint } from '@/lib/api/endpoint';

export async function listOfferSends(): Promise<OfferSend[]> {
  return (await callEndpoint(e.list, {})).data;
}

export function sendOffer(body: OfferInput): Promise<OfferSendResponse> {
  return callEndpoint(e.send, { body });
}

export async function offerAudience(): Promise<OfferAudienceResponse['data']> {
  return (await callEndpoint(e.audience, {})).data;
}
