// The signed-in user (SPEC §3 "signed-in user info", kept locally) and the role checks used by
// guards, the menu and anti-inspection. Features read the user only through these selectors.
import type { UserInfo } from '@contract/auth';
import type { PersonAndPlace } from '@contract/common';
import { PASSWORD_INCORRECT } from '@contract/messages';
import { paths } from '@contract/paths';
import { keys, local, readJson, remove, session, writeJson } from './storage';
import { createFamily, type AppThunk, type StateOf } from './store/family';

export const signinFamily = createFamily<UserInfo>('userSignin');
export const sessionReducers = { userSignin: signinFamily.reducer };
export type SessionSlice = StateOf<typeof sessionReducers>;

export const selectUserInfo = (state: SessionSlice): UserInfo | null => state.userSignin.data;
export const selectIsSignedIn = (state: SessionSlice): boolean => Boolean(state.userSignin.data?.token);

export function isAdmin(user: UserInfo | null | undefined): boolean {
  return Boolean(user?.isAdmin);
}

export function isDealer(user: UserInfo | null | undefined): boolean {
  return Boolean(user?.isSeller || user?.isDealer);
}

/** A call-centre agent: the role has no flag of its own, only its user_type. */
export function isCallCentre(user: UserInfo | null | undefined): boolean {
  return user?.user_type === 'callcentre';
}

/**
 * Where sign-in leads when no page asked for it (issue 25): each role to its home, never to an edit form. An agent to
 * the call centre's screen, a dealer or admin to the back office's dashboard, a customer to their own dashboard.
 */
export function homeAfterSignin(user: UserInfo | null | undefined): string {
  if (isCallCentre(user)) return paths.ccSupport.getHref();
  if (isAdmin(user) || isDealer(user)) return paths.dashboard.getHref();
  return paths.userDashboard.getHref();
}

/** SPEC §4: a sign-in result must hold a non-empty token; anything else is the §8 error. */
export function acceptSignin(user: Partial<UserInfo> | null | undefined): UserInfo {
  if (!user || typeof user.token !== 'string' || user.token.trim() === '') throw new Error(PASSWORD_INCORRECT);
  return user as UserInfo;
}

export function loadStoredUser(): UserInfo | null {
  const user = readJson<UserInfo>(local(), keys.userInfo);
  return user && typeof user.token === 'string' && user.token ? user : null;
}

export function storeUser(user: UserInfo): void {
  writeJson(local(), keys.userInfo, user);
}

/**
 * What the server just kept in the profile (an order or a test ride filled a missing e-mail or place), kept in the
 * signed-in user too, so the next form neither asks for it again nor leaves it blank. Fills only what is missing.
 */
export function sessionUserFilled(patch: Partial<Pick<UserInfo, 'email' | 'state' | 'city' | 'pincode'>>): AppThunk<void, SessionSlice> {
  return (dispatch, getState) => {
    const current = getState().userSignin.data;
    if (!current) return;
    const missing = Object.fromEntries(Object.entries(patch).filter(([key, value]) => value && !current[key as keyof typeof patch]));
    if (!Object.keys(missing).length) return;
    const updated: UserInfo = { ...current, ...missing };
    storeUser(updated);
    dispatch(signinFamily.actions.success(updated));
  };
}

/** Everything a full sign-out removes from the browser (SPEC §4). */
export function clearStoredSession(): void {
  remove(local(), keys.userInfo, keys.shippingAddress, keys.orderDetails, keys.upgradeOrderDetails, keys.cartItems, keys.paymentMethod, keys.offlineCopies);
  remove(session(), keys.sessionToken);
  try {
    session()?.clear();
  } catch {
    // Disabled storage holds nothing to clear.
  }
}

/** What a signed-in customer's account already tells us (every field stays editable); what it lacks is left out. */
export function prefillFrom(user: UserInfo | null): Partial<PersonAndPlace> {
  if (!user) return {};
  const known = { name: user.name, mobile: user.mobile, email: user.email, state: user.state, city: user.city, area: user.area, pincode: user.pincode };
  return Object.fromEntries(Object.entries(known).filter(([, value]) => value !== null)) as Partial<PersonAndPlace>;
}
