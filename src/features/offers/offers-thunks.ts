// News and offers thunks; endpoints live in offers-api.ts.
import type { OfferAudienceResponse, OfferInput, OfferSend, OfferSendResponse } from '@contract/offers';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { offerSendsFamily } from './offers-slice';

const offersApi = () => import('./offers-api');

export function fetchOfferSends(): AppThunk<Promise<RequestOutcome<OfferSend[]>>> {
  return apiRequest(offersApi, offerSendsFamily, (api) => api.listOfferSends());
}

/** Queues the offer for every customer who opted in; the screen says for how many and the list reloads. */
export function sendOffer(body: OfferInput): AppThunk<Promise<RequestOutcome<OfferSendResponse>>> {
  return apiRequest(offersApi, null, (api) => api.sendOffer(body));
}

/** How many customers a send made now would reach: the screen asks before sending. */
export function fetchOfferAudience(): AppThunk<Promise<RequestOutcome<OfferAudienceResponse['data']>>> {
  return apiRequest(offersApi, null, (api) => api.offerAudience());
}
