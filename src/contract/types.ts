// Request and response shapes of the API (SPEC §3, §7). The SPA imports these with `import type`.

export type UserType = 'customer' | 'dealer' | 'admin';

/** The signed-in user as kept locally (SPEC §3). state/city/area hold ids; *_name their labels. */
export type UserInfo = {
  id: number;
  token: string;
  name: string;
  email: string;
  mobile: string;
  state: string;
  city: string;
  area: string;
  state_name: string;
  city_name: string;
  area_name: string;
  pincode: string;
  isAdmin: boolean;
  isSeller: boolean;
  isDealer: boolean;
  user_type: UserType;
  incentive: number;
  region: string;
};

/** A user as the API returns it outside sign-in: no token. */
export type UserRecord = Omit<UserInfo, 'token'> & { created_at: string };

export type ApiError = { message: string; errors?: { field: string; message: string }[] };

export type RegisterRequest = {
  name: string;
  mobile: string;
  email: string;
  state: string;
  city: string;
  area: string;
  pincode?: string;
  password: string;
};
export type RegisterResponse =
  | { status: 'success'; user: UserInfo }
  | { status: 'duplicate'; message: string };

export type SigninRequest =
  | { mobile: string; password: string; otp?: undefined }
  | { mobile: string; otp: string; password?: undefined };
/** 200 with a token on success; the same token also arrives in the x-auth-token header. */
export type SigninResponse = UserInfo;

export type OtpRequest = { mobile: string };
export type OtpResponse = { status: 'sent'; expiresInSeconds: number };

export type ProfileUpdateRequest = {
  name: string;
  email: string;
  state: string;
  city: string;
  area: string;
  pincode: string;
};
export type ProfileUpdateResponse = { status: 1; message: string; user: UserRecord };

export type CustomerResponse = { data: UserRecord };
/** GET /api/v1/customer/info/{c_id}?exp=&sig= — the first item is stored as the user. */
export type CustomerInfoResponse = { data: UserInfo[] };

export type UserListResponse = { data: UserRecord[]; page: number; pages: number; total: number };
export type UserUpdateRequest = {
  name?: string;
  email?: string;
  isAdmin?: boolean;
  isSeller?: boolean;
};
export type UserUpdateResponse = { data: UserRecord };
export type UserDeleteResponse = { message: string };

export type Hub = { area_id: string; area_name: string; pincode: string };
export type City = { city_id: string; city_name: string; hubs: Hub[] };
export type StateEntry = { state_id: string; state_name: string; cities: City[] };
export type StateListResponse = { data: StateEntry[] };
export type UpgradeStateListResponse = { data: StateEntry[]; version: string };

export type ServiceCentre = {
  id: number;
  name: string;
  address: string;
  state_id: string;
  city_id: string;
  pincode: string;
  phone: string;
  lat: number;
  lng: number;
};
export type ServiceCentreResponse = { data: ServiceCentre[] };

export type ChatUserRequest = { mobile: string; isLoggedinUser: true };
export type ChatUserResponse = { status: 'recorded' };
