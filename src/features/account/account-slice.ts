// Sign-in, registration, user details and profile update families (SPEC §4); the thunks live in
// account-thunks.ts, loaded with the screens, so the store in every page's first load stays small.
import type { UserInfo, UserRecord } from '@contract/auth';
import type { SessionSlice } from '@/lib/session';
import { createFamily, type FamilyState } from '@/lib/store/family';

export const registerFamily = createFamily<UserInfo>('userRegister');
export const userDetailsFamily = createFamily<UserRecord>('userDetails');
export const profileUpdateFamily = createFamily<UserRecord>('userUpdateProfile');

export type AccountSlice = SessionSlice & {
  userRegister: FamilyState<UserInfo>;
  userDetails: FamilyState<UserRecord>;
  userUpdateProfile: FamilyState<UserRecord>;
};

export const selectRegister = (s: AccountSlice) => s.userRegister;
export const selectUserDetails = (s: AccountSlice) => s.userDetails;
export const selectProfileUpdate = (s: AccountSlice) => s.userUpdateProfile;
export const selectSignin = (s: AccountSlice) => s.userSignin;
