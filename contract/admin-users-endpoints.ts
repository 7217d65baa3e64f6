// The staff users endpoints of the back office (SPEC §6: admin only), described once (contract/endpoint.ts).
// Registered by server/modules/admin-users/routes.ts.
import type { UserAdminResponse, UserDeleteResponse, UserListQuery, UserListResponse, UserUpdateInput, UserUpdateResponse } from './auth.js';
import { endpoint } from './endpoint.js';

type Id = { id: number };

export const adminUsersEndpoints = {
  list: endpoint<undefined, UserListQuery, undefined, UserListResponse>({
    method: 'GET', path: '/api/v1/users', access: 'admin', status: 200,
    summary: 'Users, 20 a page, searchable',
  }),
  user: endpoint<Id, undefined, undefined, UserAdminResponse>({
    method: 'GET', path: '/api/v1/users/:id', access: 'admin', status: 200,
    summary: 'One user with the hubs they run',
  }),
  update: endpoint<Id, undefined, UserUpdateInput, UserUpdateResponse>({
    method: 'PUT', path: '/api/v1/users/:id', access: 'admin', status: 200,
    summary: "Edit a user's details and role (a dealer with the hubs they run)",
  }),
  remove: endpoint<Id, undefined, undefined, UserDeleteResponse>({
    method: 'DELETE', path: '/api/v1/users/:id', access: 'admin', status: 200,
    summary: 'Remove a user and their reviews',
  }),
} as const;

export type AdminUsersEndpointName = keyof typeof adminUsersEndpoints;
