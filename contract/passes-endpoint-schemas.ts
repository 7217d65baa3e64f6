// The zod schemas of the pass endpoints of passes-endpoints.ts; the type check below ties them to the descriptors.
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { PassEndpointName, passEndpoints } from './passes-endpoints.js';
import { passOpenBody, passOpenResponse, passParams, passResponse } from './passes.js';

export const passEndpointSchemas = {
  order: { params: passParams, response: passResponse },
  testRide: { params: passParams, response: passResponse },
  open: { body: passOpenBody, response: passOpenResponse },
} as const satisfies Record<PassEndpointName, EndpointSchemas>;

export const passEndpointTypesAgree: TypesAgree<typeof passEndpoints, typeof passEndpointSchemas> = { order: true, testRide: true, open: true };
