// The zod schemas of the staff users endpoints of admin-users-endpoints.ts, tied to the descriptors' types below.
import type { AdminUsersEndpointName, adminUsersEndpoints } from './admin-users-endpoints.js';
import { userAdminResponse, userListQuery, userListResponse, userUpdateBody, userUpdateResponse } from './auth.js';
import { idParams, messageResponse } from './common.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';

export const adminUsersEndpointSchemas = {
  list: { querystring: userListQuery, response: userListResponse },
  user: { params: idParams, response: userAdminResponse },
  update: { params: idParams, body: userUpdateBody, response: userUpdateResponse },
  remove: { params: idParams, response: messageResponse },
} as const satisfies Record<AdminUsersEndpointName, EndpointSchemas>;

export const adminUsersEndpointTypesAgree: TypesAgree<typeof adminUsersEndpoints, typeof adminUsersEndpointSchemas> = {
  list: true,
  user: true,
  update: true,
  remove: true,
};
