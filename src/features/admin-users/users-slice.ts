// Admin user management (SPEC §6: list, update and delete need the user's token; admin only).
import type { UserListResponse, UserRecord, UserUpdateRequest } from '@/contract/types';
import { createFamily, runFamily, type AppThunk, type FamilyState, type Outcome } from '@/lib/store/family';

export const userListFamily = createFamily<UserListResponse>('userList');
export const userUpdateFamily = createFamily<UserRecord>('userUpdate');
export const userDeleteFamily = createFamily<{ id: number }>('userDelete');

export type UsersSlice = {
  userList: FamilyState<UserListResponse>;
  userUpdate: FamilyState<UserRecord>;
  userDelete: FamilyState<{ id: number }>;
};

export const selectUserList = (s: UsersSlice) => s.userList;
export const selectUserUpdate = (s: UsersSlice) => s.userUpdate;
export const selectUserDelete = (s: UsersSlice) => s.userDelete;

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
