// Admin user thunks, apart from the families so the store stays small. Endpoints live in users-api.ts.
import type { UserListQuery, UserListResponse, UserRecord, UserUpdateRequest } from '@contract/auth';
import { runFamily, type AppThunk, type Outcome } from '@/lib/store/family';
import { userDeleteFamily, userListFamily, userUpdateFamily } from './users-slice';

async function modules() {
  const [usersApi, { errorMessage }] = await Promise.all([import('./users-api'), import('@/lib/api/client')]);
  return { usersApi, errorMessage };
}

export function fetchUsers(query: UserListQuery = {}): AppThunk<Promise<Outcome<UserListResponse>>> {
  return async (dispatch) => {
    const { usersApi, errorMessage } = await modules();
    return dispatch(runFamily(userListFamily, () => usersApi.listUsers(query), errorMessage));
  };
}

/** One user for the edit form. No family: only that form reads it. */
export function fetchUser(id: number): AppThunk<Promise<Outcome<UserRecord>>> {
  return async () => {
    const { usersApi, errorMessage } = await modules();
    try {
      return { ok: true, data: await usersApi.getUser(id) };
    } catch (error) {
      return { ok: false, error: errorMessage(error) };
    }
  };
}

export function updateUser(id: number, body: UserUpdateRequest): AppThunk<Promise<Outcome<UserRecord>>> {
  return async (dispatch) => {
    const { usersApi, errorMessage } = await modules();
    return dispatch(runFamily(userUpdateFamily, () => usersApi.updateUser(id, body), errorMessage));
  };
}

export function deleteUser(id: number): AppThunk<Promise<Outcome<{ id: number }>>> {
  return async (dispatch) => {
    const { usersApi, errorMessage } = await modules();
    return dispatch(
      runFamily(
        userDeleteFamily,
        async () => {
          await usersApi.deleteUser(id);
          return { id };
        },
        errorMessage,
      ),
    );
  };
}
