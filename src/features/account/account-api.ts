import type {
  ChatUserRequest,
  CustomerInfoResponse,
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
import { api, chatApi } from '@/lib/api/client';
import { fetchFile } from '@/lib/download';

/** Registration step 1: a code to the mobile; the body of step 2 (`register`) carries it. */
export async function requestRegisterOtp(mobile: string): Promise<OtpResponse> {
  return (await api.post<OtpResponse>('/api/v1/customer/register/otp', { mobile })).data;
}

export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  return (await api.post<RegisterResponse>('/api/v1/customer/register', body)).data;
}

export async function signin(body: SigninRequest): Promise<SigninResponse> {
  return (await api.post<SigninResponse>('/api/v1/auth/signin', body, { credentialCheck: true })).data;
}

export async function requestOtp(mobile: string): Promise<OtpResponse> {
  return (await api.post<OtpResponse>('/api/v1/auth/otp', { mobile }, { credentialCheck: true })).data;
}

export async function signout(): Promise<void> {
  await api.post('/api/v1/auth/signout', {});
}

export async function signoutAll(): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/api/v1/auth/signout-all', {})).data;
}

export async function requestPasswordResetOtp(mobile: string): Promise<OtpResponse> {
  return (await api.post<OtpResponse>('/api/v1/auth/password/reset/otp', { mobile })).data;
}

export async function resetPassword(body: PasswordResetRequest): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/api/v1/auth/password/reset', body)).data;
}

export async function changePassword(body: PasswordChangeRequest): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/api/v1/auth/password', body)).data;
}

export async function getCustomer(id: number): Promise<CustomerResponse> {
  return (await api.get<CustomerResponse>(`/api/v1/customer/${id}`)).data;
}

/** The companion app's signed, single-use link (SPEC §4 mobile app view); the first item is the user. */
export async function getCustomerInfo(cId: string, link: { exp: string; nonce: string; sig: string }): Promise<UserInfo> {
  const res = await api.get<CustomerInfoResponse>(`/api/v1/customer/info/${encodeURIComponent(cId)}`, { params: link });
  const user = res.data.data[0];
  if (!user) throw new Error('No customer in the app link response');
  return user;
}

export async function updateProfile(body: ProfileUpdateRequest): Promise<ProfileUpdateResponse> {
  return (await api.post<ProfileUpdateResponse>('/api/v1/customer/profile', body)).data;
}

export async function addChatUser(mobile: string): Promise<void> {
  const body: ChatUserRequest = { mobile, isLoggedinUser: true };
  await chatApi.post('/api/v1/chatbot/addChatUser', body);
}

/** "Download my data" (issue 24): the whole file, through the client so it carries the session. */
export async function downloadMyData(format: 'json' | 'html'): Promise<{ blob: Blob; disposition: string | null }> {
  return fetchFile(api, { url: format === 'json' ? '/api/v1/me/data' : '/api/v1/me/data.html' });
}

/** "Delete my account", step 1: a code to the account's mobile. */
export async function requestErasureOtp(): Promise<EraseOtpResponse> {
  return (await api.post<EraseOtpResponse>('/api/v1/me/erase/otp', {})).data;
}

/** Step 2: with the code, the account is erased and every session ended. */
export async function eraseAccount(body: EraseRequest): Promise<EraseResponse> {
  return (await api.post<EraseResponse>('/api/v1/me/erase', body)).data;
}
