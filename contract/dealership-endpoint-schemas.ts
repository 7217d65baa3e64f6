// The zod schemas of the dealership endpoints of dealership-endpoints.ts, tied to the descriptors' types below.
import { z } from 'zod';
import { idParams } from './common.js';
import {
  dealerApplicationBody,
  dealerApplicationResponse,
  dealerDetailResponse,
  dealerListQuery,
  dealerListResponse,
  dealerUpdateBody,
} from './dealership.js';
import type { DealershipEndpointName, dealershipEndpoints } from './dealership-endpoints.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';

/** The export's body: the CSV text (the server documents it as text/csv, server/platform/openapi.ts csvFile). */
const csvText = z.string();

export const dealershipEndpointSchemas = {
  apply: { body: dealerApplicationBody, response: dealerApplicationResponse },
  list: { querystring: dealerListQuery, response: dealerListResponse },
  export: { querystring: dealerListQuery, response: csvText },
  detail: { params: idParams, response: dealerDetailResponse },
  review: { params: idParams, body: dealerUpdateBody, response: dealerDetailResponse },
} as const satisfies Record<DealershipEndpointName, EndpointSchemas>;

export const dealershipEndpointTypesAgree: TypesAgree<typeof dealershipEndpoints, typeof dealershipEndpointSchemas> = {
  apply: true,
  list: true,
  export: true,
  detail: true,
  review: true,
};
