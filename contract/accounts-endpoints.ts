// The accounts JSON endpoints, described once (contract/endpoint.ts): sign-in (password or OTP), sign-out, the
// password change and reset, registration with a code, the companion app's signed link, the customer's account and
// profile, the customer's marketing consent and the language of what we send them. Registered by server/modules/accounts/routes.ts.
import type {
  CustomerInfoResponse,
  CustomerResponse,
  LanguageInput,
  LanguageResponse,
  OtpInput,
  OtpResponse,
  PasswordChangeInput,
  PasswordResetInput,
  ProfileUpdateInput,
  ProfileUpdateResponse,
  RegisterInput,
  RegisterResponse,
  SigninInput,
  SigninResponse,
} from './auth.js';
import type { MessageResponse } from './common.js';
import type { MarketingConsentInput, MarketingConsentResponse, MarketingConsentUpdateResponse } from './consents.js';
import { endpoint } from './endpoint.js';

/** The companion app's link: each value optional, anything wrong is an invalid link (401). */
type AppLinkQuery = { exp?: string; nonce?: string; sig?: string };

export const accountsEndpoints = {
  signinOtp: endpoint<undefined, undefined, OtpInput, OtpResponse>({
    method: 'POST', path: '/api/v1/auth/otp', access: 'public', status: 200,
    summary: 'Send a sign-in OTP by SMS (the same answer whether or not the mobile is registered)',
  }),
  signin: endpoint<undefined, undefined, SigninInput, SigninResponse>({
    method: 'POST', path: '/api/v1/auth/signin', access: 'public', status: 200,
    summary: 'Sign in with mobile and password or OTP',
  }),
  signout: endpoint<undefined, undefined, undefined, MessageResponse>({
    method: 'POST', path: '/api/v1/auth/signout', access: 'customer', status: 200,
    summary: "Sign out (ends this token's session)",
  }),
  signoutAll: endpoint<undefined, undefined, undefined, MessageResponse>({
    method: 'POST', path: '/api/v1/auth/signout-all', access: 'customer', status: 200,
    summary: "Sign out everywhere (ends every session of the user's account)",
  }),
  changePassword: endpoint<undefined, undefined, PasswordChangeInput, MessageResponse>({
    method: 'POST', path: '/api/v1/auth/password', access: 'customer', status: 200,
    summary: 'Set or change the password (the current one is required when there is one); signs out every other session',
  }),
  resetOtp: endpoint<undefined, undefined, OtpInput, OtpResponse>({
    method: 'POST', path: '/api/v1/auth/password/reset/otp', access: 'public', status: 200,
    summary: 'Send a password-reset OTP by SMS (the same answer whether or not the mobile is registered)',
  }),
  resetPassword: endpoint<undefined, undefined, PasswordResetInput, MessageResponse>({
    method: 'POST', path: '/api/v1/auth/password/reset', access: 'public', status: 200,
    summary: 'Set a new password with a reset OTP; signs out every session of the account',
  }),
  registerOtp: endpoint<undefined, undefined, OtpInput, OtpResponse>({
    method: 'POST', path: '/api/v1/customer/register/otp', access: 'public', status: 200,
    summary: 'Registration step 1: send an OTP to the mobile to be registered',
  }),
  register: endpoint<undefined, undefined, RegisterInput, RegisterResponse>({
    method: 'POST', path: '/api/v1/customer/register', access: 'public', status: 200,
    summary: 'Registration step 2: create the customer account (mobile, the OTP sent to it, a name) and sign in',
  }),
  appLink: endpoint<{ c_id: string }, AppLinkQuery, undefined, CustomerInfoResponse>({
    method: 'GET', path: '/api/v1/customer/info/:c_id', access: 'public', status: 200,
    summary: 'Sign in from a signed, single-use app link (customers only)',
  }),
  customer: endpoint<{ id: number }, undefined, undefined, CustomerResponse>({
    method: 'GET', path: '/api/v1/customer/:id', access: 'customer', status: 200,
    summary: "A customer's account (their own, or any for an admin)",
  }),
  updateProfile: endpoint<undefined, undefined, ProfileUpdateInput, ProfileUpdateResponse>({
    method: 'POST', path: '/api/v1/customer/profile', access: 'customer', status: 200,
    summary: "Update the signed-in customer's profile",
  }),
  marketingConsent: endpoint<undefined, undefined, undefined, MarketingConsentResponse>({
    method: 'GET', path: '/api/v1/me/consents/marketing', access: 'customer', status: 200,
    summary: 'My consent to news and offers (marketing)',
  }),
  setMarketingConsent: endpoint<undefined, undefined, MarketingConsentInput, MarketingConsentUpdateResponse>({
    method: 'PUT', path: '/api/v1/me/consents/marketing', access: 'customer', status: 200,
    summary: 'Give or withdraw my consent to news and offers; a withdrawal also stops campaign leads of my mobile to the CRM',
  }),
  setLanguage: endpoint<undefined, undefined, LanguageInput, LanguageResponse>({
    method: 'PUT', path: '/api/v1/me/language', access: 'customer', status: 200,
    summary: 'Set the language of my SMS, WhatsApp, push notifications and e-mail (the language switch records it)',
  }),
} as const;

export type AccountsEndpointName = keyof typeof accountsEndpoints;
