// Account thunks. They load the HTTP client on demand so no public page's first load carries it.
import type { PasswordChangeRequest, PasswordResetRequest, ProfileUpdateRequest, RegisterRequest, UserInfo, UserRecord } from '@contract/auth';
import { PASSWORD_INCORRECT, USER_ALREADY_REGISTERED } from '@contract/messages';
import type { EraseOtpResponse, EraseResponse } from '@contract/privacy';
import { acceptSignin, clearStoredSession, signinFamily, storeUser } from '@/lib/session';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { profileUpdateFamily, registerFamily, userDetailsFamily, type AccountSlice } from './account-slice';

const accountApi = () => import('./account-api');

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

export function signin(credentials: Credentials): AppThunk<Promise<RequestOutcome<UserInfo>>> {
  return async (dispatch) => {
    const outcome = await dispatch(
      apiRequest(accountApi, signinFamily, async (api) => acceptSignin(await api.signin(credentials)), { shown: [PASSWORD_INCORRECT] }),
    );
    if (outcome.ok) dispatch(signedIn(outcome.data));
    return outcome;
  };
}

export function register(body: RegisterRequest): AppThunk<Promise<RequestOutcome<UserInfo>>> {
  return async (dispatch) => {
    const outcome = await dispatch(
      apiRequest(
        accountApi,
        registerFamily,
        async (api) => {
          const res = await api.register(body);
          if (res.status === 'duplicate') throw new Error(USER_ALREADY_REGISTERED);
          return res.user;
        },
        { shown: [USER_ALREADY_REGISTERED] },
      ),
    );
    if (outcome.ok) dispatch(signedIn(outcome.data));
    return outcome;
  };
}

export function requestOtp(mobile: string): AppThunk<Promise<RequestOutcome<number>>> {
  return apiRequest(accountApi, null, async (api) => (await api.requestOtp(mobile)).expiresInSeconds);
}

/** Registration step 1: the code's lifetime in seconds. */
export function requestRegisterOtp(mobile: string): AppThunk<Promise<RequestOutcome<number>>> {
  return apiRequest(accountApi, null, async (api) => (await api.requestRegisterOtp(mobile)).expiresInSeconds);
}

export function requestPasswordResetOtp(mobile: string): AppThunk<Promise<RequestOutcome<number>>> {
  return apiRequest(accountApi, null, async (api) => (await api.requestPasswordResetOtp(mobile)).expiresInSeconds);
}

/** Resolves to the server's message; every session of the account has ended. */
export function resetPassword(body: PasswordResetRequest): AppThunk<Promise<RequestOutcome<string>>> {
  return apiRequest(accountApi, null, async (api) => (await api.resetPassword(body)).message);
}

/** Resolves to the server's message; this session stays, the account's others have ended. */
export function changePassword(body: PasswordChangeRequest): AppThunk<Promise<RequestOutcome<string>>> {
  return apiRequest(accountApi, null, async (api) => (await api.changePassword(body)).message);
}

/** Ends every session of the account, this one included (the caller then signs out locally). */
export function signoutEverywhere(): AppThunk<Promise<RequestOutcome<string>>> {
  return apiRequest(accountApi, null, async (api) => (await api.signoutAll()).message);
}

export function fetchUserDetails(id: number): AppThunk<Promise<RequestOutcome<UserRecord>>> {
  return apiRequest(accountApi, userDetailsFamily, async (api) => (await api.getCustomer(id)).data);
}

export function updateProfile(body: ProfileUpdateRequest): AppThunk<Promise<RequestOutcome<UserRecord>>, AccountSlice> {
  return async (dispatch, getState) => {
    const outcome = await dispatch(
      apiRequest(accountApi, profileUpdateFamily, async (api) => {
        const res = await api.updateProfile(body);
        if (res.status !== 1) throw new Error('Profile not saved');
        return res.user;
      }),
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

export async function fetchAppCustomer(cId: string, link: { exp: string; nonce: string; sig: string }): Promise<UserInfo> {
  return (await accountApi()).getCustomerInfo(cId, link);
}

/** Saves "my data" as a file (no state to hold: the outcome is shown by the section). */
export function downloadMyData(format: 'json' | 'html'): AppThunk<Promise<RequestOutcome<void>>> {
  return apiRequest(accountApi, null, async (api) => {
    const [{ blob, disposition }, { saveDownload }] = await Promise.all([api.downloadMyData(format), import('@/lib/download')]);
    saveDownload(blob, disposition, format === 'json' ? 'my-data.json' : 'my-data.html');
  });
}

export function requestErasureCode(): AppThunk<Promise<RequestOutcome<EraseOtpResponse>>> {
  return apiRequest(accountApi, null, (api) => api.requestErasureOtp());
}

/** Erases the account; on success the stored session goes at once (the server has ended it already). */
export function eraseAccount(otp: string): AppThunk<Promise<RequestOutcome<EraseResponse>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(accountApi, null, (api) => api.eraseAccount({ otp })));
    if (outcome.ok) clearStoredSession();
    return outcome;
  };
}
