// The zod schemas of the upgrade endpoints (upgrades-endpoints.ts): the server validates with them and answers through
// them, the OpenAPI document shows them, and the screen tests check every mocked answer against them.
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import { upgradeCheckBody, upgradeCheckResponse, upgradeCreateBody, upgradeCreateResponse } from './upgrade.js';
import type { UpgradeEndpointName, upgradeEndpoints } from './upgrades-endpoints.js';

export const upgradeEndpointSchemas = {
  check: { body: upgradeCheckBody, response: upgradeCheckResponse },
  create: { body: upgradeCreateBody, response: upgradeCreateResponse },
} as const satisfies Record<UpgradeEndpointName, EndpointSchemas>;

// Compile-time: each descriptor's answer is its schema's output, and its body the schema's input.
export const upgradeEndpointTypesAgree: TypesAgree<typeof upgradeEndpoints, typeof upgradeEndpointSchemas> = { check: true, create: true };
