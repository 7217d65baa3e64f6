// Admin user endpoints (SPEC §6: admin only). Loaded on demand by the thunks, so no screen pays for axios.
import type { UserAdminRecord, UserAdminResponse, UserListQuery, UserListResponse, UserUpdateRequest, UserUpdateResponse } from '@contract/auth';
import { api } from '@/lib/api/client';

export async function listUsers(query: UserListQuery = {}): Promise<UserListResponse> {
  return (await api.get<UserListResponse>('/api/v1/users', { params: query })).data;
}

export async function getUser(id: number): Promise<UserAdminRecord> {
  return (await api.get<UserAdminResponse>(`/api/v1/users/${id}`)).data.data;
}

export async function updateUser(id: number, body: UserUpdateRequest): Promise<UserAdminRecord> {
  return (await api.put<UserUpdateResponse>(`/api/v1/users/${id}`, body)).data.data;
}

export async function deleteUser(id: number): Promise<void> {
  await api.delete(`/api/v1/users/${id}`);
}
