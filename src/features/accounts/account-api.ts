import type {
  ChatUserRequest,
  CustomerResponse,
  OtpResponse,
  PasswordChangeRequest,
  PasswordResetRequest,
  ProfileUpdateRequest,
  ProfileUpdateResponse,
  RegisterRequest,
  RegisterResponse,
  SigninRequest,
  SigninResponse,
  UserInfo,
} from '@contract/auth';
import type { MessageResponse } from '@contract/common';
import type { EraseOtpResponse, EraseRequest, EraseResponse } from '@contract/privacy';
import { accountsEndpoints } from '@contract/accounts-endpoints';
import { privacyEndpoints } from '@contract/privacy-endpoints';
import { chatbotEndpoints } from '@contract/chatbot-endpoints';
import { api, chatApi } from '@/lib/api/client';
import { SITE_LANGUAGE_HEADERS, callEndpoint } from '@/lib/api/endpoint';
import { LANG } from '@/lib/i18n/language';
import { fetchFile } from '@/lib/download';

/** Registration step 1: a code to the mobile; the body of step 2 (`register`) carries it. */
export async function requestRegisterOtp(mobile: string): Promise<OtpResponse> {
  return callEndpoint(accountsEndpoints.registerOtp, { body: { mobile } });
}

/** The new account's messages are in the language of the site it is made on, until the customer switches. */
export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  return callEndpoint(accountsEndpoints.register, { body: { ...body, language: body.language ?? LANG } });
}

// Sign-in and its code are credential checks (a 401 is the answer, not a lapsed session): the client's option is
// not one of callEndpoint's, so these two post to the descriptor's path themselves (naming the site's language, as
// callEndpoint does: the code's SMS is in it).
export async function signin(body: SigninRequest): Promise<SigninResponse> {
  return (await api.post<SigninResponse>(accountsEndpoints.signin.path, body, { credentialCheck: true, headers: SITE_LANGUAGE_HEADERS })).data;
}

export async function requestOtp(mobile: string): Promise<OtpResponse> {
  return (await api.post<OtpResponse>(accountsEndpoints.signinOtp.path, { mobile }, { credentialCheck: true, headers: SITE_LANGUAGE_HEADERS })).data;
}

export async function signout(): Promise<void> {
  await callEndpoint(accountsEndpoints.signout, {});
}

export async function signoutAll(): Promise<MessageResponse> {
  return callEndpoint(accountsEndpoints.signoutAll, {});
}

export async function requestPasswordResetOtp(mobile: string): Promise<OtpResponse> {
  return callEndpoint(accountsEndpoints.resetOtp, { body: { mobile } });
}

export async function resetPassword(body: PasswordResetRequest): Promise<MessageResponse> {
  return callEndpoint(accountsEndpoints.resetPassword, { body });
}

export async function changePassword(body: PasswordChangeRequest): Promise<MessageResponse> {
  return callEndpoint(accountsEndpoints.changePassword, { body });
}

export async function getCustomer(id: number): Promise<CustomerResponse> {
  return callEndpoint(accountsEndpoints.customer, { params: { id } });
}

/** The companion app's signed, single-use link (SPEC §4 mobile app view); the first item is the user. */
export async function getCustomerInfo(cId: string, link: { exp: string; nonce: string; sig: string }): Promise<UserInfo> {
  const res = await callEndpoint(accountsEndpoints.appLink, { params: { c_id: cId }, query: link });
  const user = res.data[0];
  if (!user) throw new Error('No customer in the app link response');
  return user;
}

export async function updateProfile(body: ProfileUpdateRequest): Promise<ProfileUpdateResponse> {
  return callEndpoint(accountsEndpoints.updateProfile, { body });
}

export async function addChatUser(mobile: string): Promise<void> {
  const body: ChatUserRequest = { mobile, isLoggedinUser: true };
  // The chat service may live elsewhere (chatApi's base URL): the path is still the descriptor's.
  await chatApi.post(chatbotEndpoints.addChatUser.path, body);
}

/** "Download my data" (issue 24): the whole file, through the client so it carries the session. */
export async function downloadMyData(format: 'json' | 'html'): Promise<{ blob: Blob; disposition: string | null }> {
  return fetchFile(api, { url: (format === 'json' ? privacyEndpoints.myData : privacyEndpoints.myDataHtml).path });
}

/** "Delete my account", step 1: a code to the account's mobile. */
export async function requestErasureOtp(): Promise<EraseOtpResponse> {
  return callEndpoint(privacyEndpoints.eraseOtp, {});
}

/** Step 2: with the code, the account is erased and every session ended. */
export async function eraseAccount(body: EraseRequest): Promise<EraseResponse> {
  return callEndpoint(privacyEndpoints.erase, { body });
}
