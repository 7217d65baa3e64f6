// The zod schemas of the reference data's endpoints of reference-endpoints.ts, tied to the descriptors' types below.
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { ReferenceEndpointName, referenceEndpoints } from './reference-endpoints.js';
import { serviceCentreResponse, stateListResponse, upgradeStateListResponse } from './reference.js';

export const referenceEndpointSchemas = {
  states: { response: stateListResponse },
  upgradeStates: { response: upgradeStateListResponse },
  serviceCentres: { response: serviceCentreResponse },
} as const satisfies Record<ReferenceEndpointName, EndpointSchemas>;

export const referenceEndpointTypesAgree: TypesAgree<typeof referenceEndpoints, typeof referenceEndpointSchemas> = {
  states: true,
  upgradeStates: true,
  serviceCentres: true,
};
