// Admin user management (SPEC §6: list, update and delete need the user's token; admin only).
import type { UserListResponse, UserRecord } from '@contract/auth';
import { createFamily, type FamilyState } from '@/lib/store/family';

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
