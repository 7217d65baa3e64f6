// Admin user management (SPEC §6: list, update and delete need the user's token; admin only).
import type { UserAdminRecord, UserListResponse } from '@contract/auth';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const userListFamily = createFamily<UserListResponse>('userList');
export const userUpdateFamily = createFamily<UserAdminRecord>('userUpdate');
export const userDeleteFamily = createFamily<{ id: number }>('userDelete');

export const usersReducers = {
  userList: userListFamily.reducer,
  userUpdate: userUpdateFamily.reducer,
  userDelete: userDeleteFamily.reducer,
};
registerReducers(usersReducers);
export type UsersSlice = StateOf<typeof usersReducers>;

export const selectUserList = (s: UsersSlice) => s.userList;
