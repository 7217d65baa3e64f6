// Admin user thunks, apart from the families so the store stays small. Endpoints live in users-api.ts.
import type { UserAdminRecord, UserListQuery, UserListResponse, UserUpdateRequest } from '@contract/auth';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { userDeleteFamily, userListFamily, userUpdateFamily } from './users-slice';

const usersApi = () => import('./users-api');

export function fetchUsers(query: UserListQuery = {}): AppThunk<Promise<RequestOutcome<UserListResponse>>> {
  return apiRequest(usersApi, userListFamily, (api) => api.listUsers(query));
}

/** One user for the edit form. No family: only that form reads it. */
export function fetchUser(id: number): AppThunk<Promise<RequestOutcome<UserAdminRecord>>> {
  return apiRequest(usersApi, null, (api) => api.getUser(id));
}

export function updateUser(id: number, body: UserUpdateRequest): AppThunk<Promise<RequestOutcome<UserAdminRecord>>> {
  return apiRequest(usersApi, userUpdateFamily, (api) => api.updateUser(id, body));
}

export function deleteUser(id: number): AppThunk<Promise<RequestOutcome<{ id: number }>>> {
  return apiRequest(usersApi, userDeleteFamily, async (api) => {
    await api.deleteUser(id);
    return { id };
  });
}
