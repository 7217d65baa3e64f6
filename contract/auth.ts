// Accounts: registration, sign-in, the profile, the admin's user list and the app's chat users
// (SPEC §3, §7). zod schemas are the single source; the SPA imports the derived types only.
import { z } from 'zod';
import { marketingConsentField } from './consents.js';
import { LANGUAGES, languageMessages } from './languages.js';
import { OTP_RE, PASSWORD_MAX, messages } from './rules.js';
import { USER_SORTS, USER_TYPES, userRoleMessages } from './user-rules.js';
import { area, blankToUndefined, city, email, listPage, mobile, name, newPassword, pageNumber, pageSize, pincode, sortParam, state, type MessageResponse, type SortValue } from './common.js';

const otpCode = z.string({ error: messages.otp }).trim().regex(OTP_RE, messages.otp);

/** A language of contract/languages.ts ('en' | 'hi'). */
export const language = z.enum(LANGUAGES, { error: languageMessages.language });

/**
 * Sign-up happens in two calls: POST /customer/register/otp sends a code to the mobile, and this body carries it with
 * a name. E-mail, place and password are asked when first needed (the profile, a booking, a test ride) and kept.
 */
export const registerBody = z.object({
  mobile,
  otp: otpCode,
  name,
  /** The separate, unticked marketing box: true only when ticked. */
  marketing_consent: marketingConsentField,
  /** The language of the site the customer signs up on: their messages' language until they switch. */
  language: language.optional(),
});
export type RegisterRequest = z.output<typeof registerBody>;
export type RegisterInput = z.input<typeof registerBody>;

/** POST /auth/otp (sign-in), /customer/register/otp and /auth/password/reset/otp: a code to this mobile. */
export const otpBody = z.object({ mobile });
export type OtpRequest = z.output<typeof otpBody>;
export type OtpInput = z.input<typeof otpBody>;

/** POST /auth/password/reset: a new password with the code sent by /auth/password/reset/otp. */
export const passwordResetBody = z.object({ mobile, otp: otpCode, password: newPassword });
export type PasswordResetRequest = z.output<typeof passwordResetBody>;
export type PasswordResetInput = z.input<typeof passwordResetBody>;

/** POST /auth/password (signed in): the current password, then the new one; an account without a password sends none. */
export const passwordChangeBody = z.object({
  currentPassword: z.preprocess(
    blankToUndefined,
    z.string({ error: messages.currentPassword }).max(4 * PASSWORD_MAX, messages.currentPassword).optional(),
  ),
  newPassword,
});
export type PasswordChangeRequest = z.output<typeof passwordChangeBody>;
export type PasswordChangeInput = z.input<typeof passwordChangeBody>;

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
/** Each member of U, with U's other keys present only as undefined: "exactly one of" for a caller. */
type OneOf<U, K extends PropertyKey> = U extends unknown ? U & Partial<Record<Exclude<K, keyof U>, undefined>> : never;
/** What the caller sends: a password or an OTP, never both. */
export type SigninRequest = OneOf<z.output<typeof signinBody>, 'password' | 'otp'>;
export type SigninInput = z.input<typeof signinBody>;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/**
 * POST /customer/profile: the name, and the e-mail and place when known. A place is all of state, city and area (the
 * pincode defaults to the area's); one left blank keeps what the profile has (nothing is removed by leaving it out).
 */
export const profileBody = z
  .object({ name, email: optional(email), state: optional(state), city: optional(city), area: optional(area), pincode: optional(pincode) })
  .superRefine((value, ctx) => {
    const given = [value.state, value.city, value.area].filter((part) => part !== undefined).length;
    if (given === 0 || given === 3) return;
    for (const field of ['state', 'city', 'area'] as const) {
      if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: messages[field] });
    }
  });
export type ProfileUpdateRequest = z.output<typeof profileBody>;
export type ProfileUpdateInput = z.input<typeof profileBody>;


const hubId = z.number({ error: userRoleMessages.unknownHub }).int(userRoleMessages.unknownHub).positive(userRoleMessages.unknownHub).max(2_147_483_647, userRoleMessages.unknownHub);

/**
 * PUT /api/v1/users/{id} (admin). `role` is the one choice; a dealer also sends the hubs they run (at least one).
 * The older flags are still read when no role is sent (isAdmin wins over isSeller); the server keeps user_type,
 * is_admin, is_seller and is_dealer in step with the role either way.
 */
export const userUpdateBody = z.object({
  name: name.optional(),
  email: email.optional(),
  role: z.enum(USER_TYPES, { error: userRoleMessages.role }).optional(),
  hubIds: z.array(hubId, { error: userRoleMessages.unknownHub }).max(200, userRoleMessages.unknownHub).optional(),
  isAdmin: z.boolean().optional(),
  isSeller: z.boolean().optional(),
});
export type UserUpdateRequest = z.output<typeof userUpdateBody>;
export type UserUpdateInput = z.input<typeof userUpdateBody>;

/** PUT /me/language: the signed-in user's language for what we send them (the language switch records it). */
export const languageBody = z.object({ language });
export type LanguageRequest = z.output<typeof languageBody>;
export type LanguageInput = z.input<typeof languageBody>;
export const languageResponse = z.object({ message: z.string(), data: z.object({ language }) });
export type LanguageResponse = z.output<typeof languageResponse>;

export const chatUserBody = z.object({ mobile, isLoggedinUser: z.literal(true) });
export type ChatUserRequest = z.output<typeof chatUserBody>;

/** Anything wrong here is an invalid link (401), not a bad request, so every value is optional. */
export const customerInfoParams = z.object({ c_id: z.string() });
export const customerInfoQuery = z.object({
  exp: z.string().optional().catch(undefined),
  nonce: z.string().optional().catch(undefined),
  sig: z.string().optional().catch(undefined),
});

/** GET /api/v1/users?q=&role=&sort=&page=&pageSize= (admin), newest first by default. */
export const userListQuery = z.object({
  page: pageNumber,
  pageSize,
  sort: sortParam(USER_SORTS, '-created'),
  q: z.string().trim().max(80, 'Search with 80 characters or fewer.').optional(),
  role: z.preprocess(blankToUndefined, z.enum(USER_TYPES, { error: `Use a role of ${USER_TYPES.join(', ')}.` }).optional()),
});

// Responses

const userRecordFields = {
  id: z.number().int(),
  name: z.string(),
  /** null until given: sign-up asks only the mobile and a name. */
  email: z.string().nullable(),
  mobile: z.string(),
  /** state/city/area hold ids; *_name their labels; all null (with pincode and region) until a place is given. */
  state: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  state_name: z.string().nullable(),
  city_name: z.string().nullable(),
  area_name: z.string().nullable(),
  pincode: z.string().nullable(),
  /** False for an account made with a mobile and a code only: it signs in with a code until a password is set. */
  has_password: z.boolean(),
  isAdmin: z.boolean(),
  isSeller: z.boolean(),
  isDealer: z.boolean(),
  user_type: z.enum(USER_TYPES),
  incentive: z.number(),
  region: z.string().nullable(),
  /** The language of the user's SMS, WhatsApp, push and e-mail (PUT /me/language; the site they signed up on). */
  language,
};
/** A user as the API returns it outside sign-in: no token. */
export const userRecord = z.object({ ...userRecordFields, created_at: z.string() }).meta({ id: 'UserRecord' });
export type UserRecord = z.output<typeof userRecord>;
/** The signed-in user as kept locally (SPEC §3). */
export const userInfo = z.object({ ...userRecordFields, token: z.string() }).meta({ id: 'UserInfo' });
export type UserInfo = z.output<typeof userInfo>;
export type UserType = UserInfo['user_type'];

export const registerResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), user: userInfo }),
  z.object({ status: z.literal('duplicate'), message: z.string() }),
]);
export type RegisterResponse = z.output<typeof registerResponse>;
/** 200 with a token on success; the same token also arrives in the x-auth-token header. */
export type SigninResponse = UserInfo;

/** The same answer whether or not the mobile has an account: the code is sent only where it can be used. */
export const otpResponse = z.object({ status: z.literal('sent'), expiresInSeconds: z.number().int() });
export type OtpResponse = z.output<typeof otpResponse>;

export const profileResponse = z.object({ status: z.literal(1), message: z.string(), user: userRecord });
export type ProfileUpdateResponse = z.output<typeof profileResponse>;

export const customerResponse = z.object({ data: userRecord });
export type CustomerResponse = z.output<typeof customerResponse>;
/** GET /api/v1/customer/info/{c_id}?exp=&sig= — the first item is stored as the user. */
export const customerInfoResponse = z.object({ data: z.array(userInfo) });
export type CustomerInfoResponse = z.output<typeof customerInfoResponse>;

/** A hub (service centre) a dealer runs. */
export const dealerHub = z.object({ id: z.number().int(), name: z.string(), city_name: z.string() }).meta({ id: 'DealerHub' });
export type DealerHub = z.output<typeof dealerHub>;
/** A user in the back office: the record with the hubs they run (empty unless a dealer). */
export const userAdminRecord = z.object({ ...userRecordFields, created_at: z.string(), hubs: z.array(dealerHub) }).meta({ id: 'UserAdminRecord' });
export type UserAdminRecord = z.output<typeof userAdminRecord>;
export const userAdminResponse = z.object({ data: userAdminRecord });
export type UserAdminResponse = z.output<typeof userAdminResponse>;

export const userListResponse = listPage(userAdminRecord);
export type UserListResponse = z.output<typeof userListResponse>;
export type UserSort = (typeof USER_SORTS)[number];
export type UserListQuery = Partial<Omit<z.output<typeof userListQuery>, 'sort'>> & { sort?: SortValue<UserSort> };
export const userUpdateResponse = userAdminResponse;
export type UserUpdateResponse = z.output<typeof userUpdateResponse>;
export type UserDeleteResponse = MessageResponse;

export const chatUserResponse = z.object({ status: z.literal('recorded') });
export type ChatUserResponse = z.output<typeof chatUserResponse>;
