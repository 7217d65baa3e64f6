// The zod schemas of the privacy endpoints of privacy-endpoints.ts, tied to the descriptors' types below.
import { z } from 'zod';
import { apiError } from './common.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { PrivacyEndpointName, privacyEndpoints } from './privacy-endpoints.js';
import { eraseBody, eraseOtpResponse, eraseResponse, erasureRequestList, myDataResponse } from './privacy.js';

/** 503: the SMS provider (the erasure code) or the database is away; the common error shape. */
const errors = { 503: apiError };

export const privacyEndpointSchemas = {
  myData: { response: myDataResponse },
  myDataHtml: { response: z.string() },
  eraseOtp: { response: eraseOtpResponse, errors },
  erase: { body: eraseBody, response: eraseResponse, errors },
  erasureRequests: { response: erasureRequestList, errors },
} as const satisfies Record<PrivacyEndpointName, EndpointSchemas>;

export const privacyEndpointTypesAgree: TypesAgree<typeof privacyEndpoints, typeof privacyEndpointSchemas> = {
  myData: true,
  myDataHtml: true,
  eraseOtp: true,
  erase: true,
  erasureRequests: true,
};
