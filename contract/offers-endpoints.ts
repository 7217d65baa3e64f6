// News and offers sent by an admin (issue 30), described once (contract/endpoint.ts): the server registers them
// (server/modules/offers/routes.ts), the back office calls them (src/features/offers/offers-api.ts) and the screen
// tests' MSW handlers are made from them (tests/mocks/handlers/offers.ts). Schemas: offers-endpoint-schemas.ts.
import { endpoint } from './endpoint.js';
import type { OfferAudienceResponse, OfferInput, OfferSendListResponse, OfferSendResponse } from './offers.js';

export const offersEndpoints = {
  send: endpoint<undefined, undefined, OfferInput, OfferSendResponse>({
    method: 'POST', path: '/api/v1/admin/offers', access: 'admin', status: 201,
    summary: 'Send news and offers: one notice queued for each customer who opted in to offers on WhatsApp or push (never SMS)',
  }),
  list: endpoint<undefined, undefined, undefined, OfferSendListResponse>({
    method: 'GET', path: '/api/v1/admin/offers', access: 'admin', status: 200,
    summary: 'The latest news and offers sent: when, what, by whom and for how many customers',
  }),
  audience: endpoint<undefined, undefined, undefined, OfferAudienceResponse>({
    method: 'GET', path: '/api/v1/admin/offers/audience', access: 'admin', status: 200,
    summary: 'How many customers a send made now would reach: the ones who opted in to offers on WhatsApp or push',
  }),
} as const;

export type OffersEndpointName = keyof typeof offersEndpoints;
