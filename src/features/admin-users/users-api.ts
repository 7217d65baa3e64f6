// Admin user endpoints (SPEC §6: admin only). Loaded on demand by the thunks, so no screen pays for axios.
import { adminUsersEndpoints } from '@contract/admin-users-endpoints';
import type { UserAdminRecord, UserListQuery, UserListResponse, UserUpdateRequest } from '@contract/auth';
import { callEndpoint } from '@/lib/api/endpoint';

export async function listUsers(query: UserListQuery = {}): Promise<UserListResponse> {
  return callEndpoint(adminUsersEndpoints.list, { query });
}

export async function getUser(id: number): Promise<UserAdminRecord> {
  return (await callEndpoint(adminUsersEndpoints.user, { params: { id } })).data;
}

export async function updateUser(id: number, body: UserUpdateRequest): Promise<UserAdminRecord> {
  return (await callEndpoint(adminUsersEndpoints.update, { params: { id }, body })).data;
}

export async function deleteUser(id: number): Promise<void> {
  await callEndpoint(adminUsersEndpoints.remove, { params: { id } });
}
