// zod schemas for every request (and the main responses) of the API, built from rules.ts so the
// server's error texts are the SPA's. Server only: the SPA imports types.ts, never this file.
import { z } from 'zod';
import {
  EMAIL_RE,
  MOBILE_RE,
  NAME_RE,
  OTP_RE,
  PASSWORD_MAX,
  PINCODE_RE,
  isStrongPassword,
  messages,
  normaliseMobile,
} from './rules.js';
import type {
  ChatUserRequest,
  OtpRequest,
  ProfileUpdateRequest,
  RegisterRequest,
  SigninRequest,
  UserInfo,
  UserRecord,
  UserUpdateRequest,
  StateEntry,
  ServiceCentre,
  RegisterResponse,
  ApiError,
} from './types.js';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const mobile = z
  .string({ error: messages.mobile })
  .transform(normaliseMobile)
  .pipe(z.string().regex(MOBILE_RE, messages.mobile));
const email = z.string({ error: messages.email }).trim().max(254, messages.email).regex(EMAIL_RE, messages.email);
const name = z.string({ error: messages.name }).trim().regex(NAME_RE, messages.name);
const newPassword = z.string({ error: messages.password }).refine(isStrongPassword, messages.password);
const pincode = z.string({ error: messages.pincode }).trim().regex(PINCODE_RE, messages.pincode);
const refId = (message: string) => z.string({ error: message }).trim().min(1, message).max(20, message);
const state = refId(messages.state);
const city = refId(messages.city);
const area = refId(messages.area);

export const registerBody = z.object({
  name,
  mobile,
  email,
  state,
  city,
  area,
  pincode: z.preprocess(blankToUndefined, pincode.optional()),
  password: newPassword,
});

export const otpBody = z.object({ mobile });

const secret = (message: string) => z.preprocess(blankToUndefined, z.string({ error: message }).max(4 * PASSWORD_MAX, message).optional());

/** Exactly one of password / otp. */
export const signinBody = z
  .object({ mobile, password: secret(messages.passwordRequired), otp: secret(messages.otp) })
  .superRefine((value, ctx) => {
    if (value.password !== undefined && value.otp !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['otp'], message: 'Sign in with either your password or an OTP, not both.' });
    } else if (value.password === undefined && value.otp === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: messages.passwordRequired });
    } else if (value.otp !== undefined && !OTP_RE.test(value.otp)) {
      ctx.addIssue({ code: 'custom', path: ['otp'], message: messages.otp });
    }
  })
  .transform((value): { mobile: string; password: string } | { mobile: string; otp: string } =>
    value.otp !== undefined ? { mobile: value.mobile, otp: value.otp } : { mobile: value.mobile, password: value.password ?? '' },
  );

export const profileBody = z.object({ name, email, state, city, area, pincode });

export const userUpdateBody = z.object({
  name: name.optional(),
  email: email.optional(),
  isAdmin: z.boolean().optional(),
  isSeller: z.boolean().optional(),
});

export const chatUserBody = z.object({ mobile, isLoggedinUser: z.literal(true) });

export const idParams = z.object({
  id: z.coerce.number({ error: 'Use a numeric id.' }).int('Use a numeric id.').positive('Use a numeric id.').max(2_147_483_647, 'Use a numeric id.'),
});

/** Anything wrong here is an invalid link (401), not a bad request, so every value is optional. */
export const customerInfoParams = z.object({ c_id: z.string() });
export const customerInfoQuery = z.object({
  exp: z.string().optional().catch(undefined),
  sig: z.string().optional().catch(undefined),
});

export const userListQuery = z.object({
  page: z.coerce.number({ error: 'Use a page number of 1 or more.' }).int('Use a page number of 1 or more.').min(1, 'Use a page number of 1 or more.').max(1_000_000).default(1),
  q: z.string().trim().max(80, 'Search with 80 characters or fewer.').optional(),
});

// Responses

export const apiError = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
}).meta({ id: 'ApiError' });

const userRecordFields = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  state: z.string(),
  city: z.string(),
  area: z.string(),
  state_name: z.string(),
  city_name: z.string(),
  area_name: z.string(),
  pincode: z.string(),
  isAdmin: z.boolean(),
  isSeller: z.boolean(),
  isDealer: z.boolean(),
  user_type: z.enum(['customer', 'dealer', 'admin']),
  incentive: z.number(),
  region: z.string(),
};
export const userRecord = z.object({ ...userRecordFields, created_at: z.string() }).meta({ id: 'UserRecord' });
export const userInfo = z.object({ ...userRecordFields, token: z.string() }).meta({ id: 'UserInfo' });

export const registerResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), user: userInfo }),
  z.object({ status: z.literal('duplicate'), message: z.string() }),
]);
export const otpResponse = z.object({ status: z.literal('sent'), expiresInSeconds: z.number().int() });
export const messageResponse = z.object({ message: z.string() });
export const customerResponse = z.object({ data: userRecord });
export const customerInfoResponse = z.object({ data: z.array(userInfo) });
export const profileResponse = z.object({ status: z.literal(1), message: z.string(), user: userRecord });
export const userListResponse = z.object({ data: z.array(userRecord), page: z.number().int(), pages: z.number().int(), total: z.number().int() });
export const userUpdateResponse = z.object({ data: userRecord });

const stateEntry = z
  .object({
    state_id: z.string(),
    state_name: z.string(),
    cities: z.array(
      z.object({
        city_id: z.string(),
        city_name: z.string(),
        hubs: z.array(z.object({ area_id: z.string(), area_name: z.string(), pincode: z.string() })),
      }),
    ),
  })
  .meta({ id: 'StateEntry' });
export const stateListResponse = z.object({ data: z.array(stateEntry) });
export const upgradeStateListResponse = z.object({ data: z.array(stateEntry), version: z.string() });
const serviceCentre = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  state_id: z.string(),
  city_id: z.string(),
  pincode: z.string(),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export const serviceCentreResponse = z.object({ data: z.array(serviceCentre) });
export const chatUserResponse = z.object({ status: z.literal('recorded') });
export const healthResponse = z.object({ status: z.literal('ok') });

// Compile-time proof that the schemas describe exactly the contract's types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assignable<A, B> = [A] extends [B] ? true : false;
const contractChecks: [
  Same<z.output<typeof registerBody>, RegisterRequest>,
  Same<z.output<typeof otpBody>, OtpRequest>,
  Assignable<z.output<typeof signinBody>, SigninRequest>,
  Same<z.output<typeof profileBody>, ProfileUpdateRequest>,
  Same<z.output<typeof userUpdateBody>, UserUpdateRequest>,
  Same<z.output<typeof chatUserBody>, ChatUserRequest>,
  Same<z.output<typeof userInfo>, UserInfo>,
  Same<z.output<typeof userRecord>, UserRecord>,
  Same<z.output<typeof registerResponse>, RegisterResponse>,
  Same<z.output<typeof stateEntry>, StateEntry>,
  Same<z.output<typeof serviceCentre>, ServiceCentre>,
  Same<z.output<typeof apiError>, ApiError>,
] = [true, true, true, true, true, true, true, true, true, true, true, true];
void contractChecks;
