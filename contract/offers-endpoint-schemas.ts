// The zod schemas of the offers endpoints of offers-endpoints.ts; the type check below ties each to its descriptor.
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { OffersEndpointName, offersEndpoints } from './offers-endpoints.js';
import { offerAudienceResponse, offerBody, offerSendListResponse, offerSendResponse } from './offers.js';

export const offersEndpointSchemas = {
  send: { body: offerBody, response: offerSendResponse },
  list: { response: offerSendListResponse },
  audience: { response: offerAudienceResponse },
} as const satisfies Record<OffersEndpointName, EndpointSchemas>;

export const offersEndpointTypesAgree: TypesAgree<typeof offersEndpoints, typeof offersEndpointSchemas> = { send: true, list: true, audience: true };
