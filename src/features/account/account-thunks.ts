// Account thunks. They load the HTTP client on demand so no public page's first load carries it.
import type { ProfileUpdateRequest, RegisterRequest, UserInfo, UserRecord } from '@contract/auth';
import { PASSWORD_INCORRECT, USER_ALREADY_REGISTERED } from '@contract/messages';
import { acceptSignin, signinFamily, storeUser } from '@/lib/session';
import { runFamily, type AppThunk, type Outcome } from '@/lib/store/family';
import { profileUpdateFamily, registerFamily, userDetailsFamily, type AccountSlice } from './account-slice';

const accountApi = () => import('./account-api');
const clientModule = () => import('@/lib/api/client');

function signedIn(user: UserInfo): AppThunk<void> {
  return (dispatch) => {
    storeUser(user);
    dispatch(signinFamily.actions.success(user));
    // The chat service learns about signed-in users; failures there never affect sign-in.
    void accountApi()
      .then((a) => a.addChatUser(user.mobile))
      .catch(() => undefined);
  };
}

export type Credentials = { mobile: string; password: string } | { mobile: string; otp: string };

export function signin(credentials: Credentials): AppThunk<Promise<Outcome<UserInfo>>> {
  return async (dispatch) => {
    const [a, { errorMessage }] = await Promise.all([accountApi(), clientModule()]);
    const outcome = await dispatch(
      runFamily(signinFamily, async () => acceptSignin(await a.signin(credentials)), (e) =>
        e instanceof Error && e.message === PASSWORD_INCORRECT ? PASSWORD_INCORRECT : errorMessage(e),
      ),
    );
    if (outcome.ok) dispatch(signedIn(outcome.data));
    return outcome;
  };
}

export function register(body: RegisterRequest): AppThunk<Promise<Outcome<UserInfo>>> {
  return async (dispatch) => {
    const [a, { errorMessage }] = await Promise.all([accountApi(), clientModule()]);
    const outcome = await dispatch(
      runFamily(
        registerFamily,
        async () => {
          const res = await a.register(body);
          if (res.status === 'duplicate') throw new Error(USER_ALREADY_REGISTERED);
          return res.user;
        },
        (e) => (e instanceof Error && e.message === USER_ALREADY_REGISTERED ? USER_ALREADY_REGISTERED : errorMessage(e)),
      ),
    );
    if (outcome.ok) dispatch(signedIn(outcome.data));
    return outcome;
  };
}

export function requestOtp(mobile: string): AppThunk<Promise<Outcome<number>>> {
  return async () => {
    const [a, { errorMessage }] = await Promise.all([accountApi(), clientModule()]);
    try {
      return { ok: true, data: (await a.requestOtp(mobile)).expiresInSeconds };
    } catch (e) {
      return { ok: false, error: errorMessage(e) };
    }
  };
}

export function fetchUserDetails(id: number): AppThunk<Promise<Outcome<UserRecord>>> {
  return async (dispatch) => {
    const [a, { errorMessage }] = await Promise.all([accountApi(), clientModule()]);
    return dispatch(runFamily(userDetailsFamily, async () => (await a.getCustomer(id)).data, errorMessage));
  };
}

export function updateProfile(body: ProfileUpdateRequest): AppThunk<Promise<Outcome<UserRecord>>, AccountSlice> {
  return async (dispatch, getState) => {
    const [a, { errorMessage }] = await Promise.all([accountApi(), clientModule()]);
    const outcome = await dispatch(
      runFamily(
        profileUpdateFamily,
        async () => {
          const res = await a.updateProfile(body);
          if (res.status !== 1) throw new Error('Profile not saved');
          return res.user;
        },
        errorMessage,
      ),
    );
    const current = getState().userSignin.data;
    if (outcome.ok && current) {
      // Keep the stored user in step with the saved profile (the token stays the same).
      const updated: UserInfo = { ...current, ...outcome.data, token: current.token };
      storeUser(updated);
      dispatch(signinFamily.actions.success(updated));
      dispatch(userDetailsFamily.actions.success(outcome.data));
    }
    return outcome;
  };
}

/** Best-effort server sign-out; the app then ends the session locally whatever the answer. */
export async function revokeSession(): Promise<void> {
  try {
    await (await accountApi()).signout();
  } catch {
    // An expired or unknown token is already unusable.
  }
}

export async function fetchAppCustomer(cId: string, exp: string, sig: string): Promise<UserInfo> {
  return (await accountApi()).getCustomerInfo(cId, exp, sig);
}
