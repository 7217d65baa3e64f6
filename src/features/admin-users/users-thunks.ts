// Admin user thunks, apart from the families so the store stays small.
import type { UserListResponse, UserRecord, UserUpdateRequest } from '@contract/auth';
import { runFamily, type AppThunk, type Outcome } from '@/lib/store/family';
import { userDeleteFamily, userListFamily, userUpdateFamily } from './users-slice';

async function modules() {
  const [{ api, errorMessage }] = await Promise.all([import('@/lib/api/client')]);
  return { api, errorMessage };
}

export function fetchUsers(params: { page?: number; q?: string } = {}): AppThunk<Promise<Outcome<UserListResponse>>> {
  return async (dispatch) => {
    const { api, errorMessage } = await modules();
    return dispatch(runFamily(userListFamily, async () => (await api.get<UserListResponse>('/api/v1/users', { params })).data, errorMessage));
  };
}

export function updateUser(id: number, body: UserUpdateRequest): AppThunk<Promise<Outcome<UserRecord>>> {
  return async (dispatch) => {
    const { api, errorMessage } = await modules();
    return dispatch(runFamily(userUpdateFamily, async () => (await api.put<{ data: UserRecord }>(`/api/v1/users/${id}`, body)).data.data, errorMessage));
  };
}

export function deleteUser(id: number): AppThunk<Promise<Outcome<{ id: number }>>> {
  return async (dispatch) => {
    const { api, errorMessage } = await modules();
    return dispatch(
      runFamily(
        userDeleteFamily,
        async () => {
          await api.delete(`/api/v1/users/${id}`);
          return { id };
        },
        errorMessage,
      ),
    );
  };
}
