// The zod schemas of the lead endpoints of leads-endpoints.ts, tied to the descriptors' types below.
import { messageResponse } from './common.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import { leadBatchBody, leadBatchResponse, leadUpdateBody, leadUpdateResponse } from './leads.js';
import type { LeadsEndpointName, leadsEndpoints } from './leads-endpoints.js';

export const leadsEndpointSchemas = {
  record: { body: leadBatchBody, response: leadBatchResponse },
  // The 202 is the answer to a caller who cannot show they may know the booking (nothing is changed).
  update: { body: leadUpdateBody, response: leadUpdateResponse, errors: { 202: messageResponse } },
} as const satisfies Record<LeadsEndpointName, EndpointSchemas>;

export const leadsEndpointTypesAgree: TypesAgree<typeof leadsEndpoints, typeof leadsEndpointSchemas> = {
  record: true,
  update: true,
};
