// The zod schemas of the call centre's endpoints (call-centre-endpoints.ts): the server validates with them and
// answers through them, the OpenAPI document shows them, and the screen tests check every mocked answer against them.
import { assistedBookingBody, assistedOrderResponse, assistedUpgradeBody, assistedUpgradeOtpBody } from './call-centre.js';
import type { CallCentreEndpointName, callCentreEndpoints } from './call-centre-endpoints.js';
import { apiError, messageResponse } from './common.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';

/** A 503 (a payment gateway that cannot open the order's payment, a database away) has the common error shape. */
const errors = { 503: apiError };

export const callCentreEndpointSchemas = {
  book: { body: assistedBookingBody, response: assistedOrderResponse, errors },
  upgradeOtp: { body: assistedUpgradeOtpBody, response: messageResponse, errors },
  upgrade: { body: assistedUpgradeBody, response: assistedOrderResponse, errors },
} as const satisfies Record<CallCentreEndpointName, EndpointSchemas>;

// Compile-time: each descriptor's answer is its schema's output, and its body the schema's input.
export const callCentreEndpointTypesAgree: TypesAgree<typeof callCentreEndpoints, typeof callCentreEndpointSchemas> = { book: true, upgradeOtp: true, upgrade: true };
