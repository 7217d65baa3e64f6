// Registration, user details and profile update families (SPEC §4; sign-in lives in lib/session);
// the thunks live in account-thunks.ts, loaded with the screens, so the store in every page's
// first load stays small.
import type { UserInfo, UserRecord } from '@contract/auth';
import type { SessionSlice } from '@/lib/session';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const registerFamily = createFamily<UserInfo>('userRegister');
export const userDetailsFamily = createFamily<UserRecord>('userDetails');
export const profileUpdateFamily = createFamily<UserRecord>('userUpdateProfile');

export const accountReducers = {
  userRegister: registerFamily.reducer,
  userDetails: userDetailsFamily.reducer,
  userUpdateProfile: profileUpdateFamily.reducer,
};
registerReducers(accountReducers);
/** The account screens also read the signed-in user. */
export type AccountSlice = SessionSlice & StateOf<typeof accountReducers>;

export const selectUserDetails = (s: AccountSlice) => s.userDetails;
