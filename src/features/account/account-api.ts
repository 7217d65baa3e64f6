import type {
  ChatUserRequest,
  CustomerInfoResponse,
  CustomerResponse,
  OtpResponse,
  ProfileUpdateRequest,
  ProfileUpdateResponse,
  RegisterRequest,
  RegisterResponse,
  SigninRequest,
  SigninResponse,
  UserInfo,
} from '@contract/auth';
import { api, chatApi } from '@/lib/api/client';

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

export async function getCustomer(id: number): Promise<CustomerResponse> {
  return (await api.get<CustomerResponse>(`/api/v1/customer/${id}`)).data;
}

/** The companion app's signed link (SPEC §4 mobile app view); the first item is the user. */
export async function getCustomerInfo(cId: string, exp: string, sig: string): Promise<UserInfo> {
  const res = await api.get<CustomerInfoResponse>(`/api/v1/customer/info/${encodeURIComponent(cId)}`, { params: { exp, sig } });
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
