// The zod schemas of the careers endpoints of careers-endpoints.ts, tied to the descriptors' types below.
import type { CareersEndpointName, careersEndpoints } from './careers-endpoints.js';
import {
  adminJobListResponse,
  applicationListQuery,
  applicationListResponse,
  applicationUpdateBody,
  applicationUpdateResponse,
  jobListQuery,
  jobListResponse,
  jobResponse,
  jobUpdateBody,
  jobWriteBody,
} from './careers.js';
import { idParams } from './common.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';

export const careersEndpointSchemas = {
  list: { querystring: jobListQuery, response: jobListResponse },
  get: { params: idParams, response: jobResponse },
  adminList: { response: adminJobListResponse },
  create: { body: jobWriteBody, response: jobResponse },
  update: { params: idParams, body: jobUpdateBody, response: jobResponse },
  applications: { querystring: applicationListQuery, response: applicationListResponse },
  updateApplication: { params: idParams, body: applicationUpdateBody, response: applicationUpdateResponse },
} as const satisfies Record<CareersEndpointName, EndpointSchemas>;

export const careersEndpointTypesAgree: TypesAgree<typeof careersEndpoints, typeof careersEndpointSchemas> = {
  list: true,
  get: true,
  adminList: true,
  create: true,
  update: true,
  applications: true,
  updateApplication: true,
};
