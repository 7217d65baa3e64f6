// The zod schemas of the accounts endpoints of accounts-endpoints.ts, tied to the descriptors' types below.
import type { AccountsEndpointName, accountsEndpoints } from './accounts-endpoints.js';
import {
  customerInfoParams,
  customerInfoQuery,
  customerInfoResponse,
  customerResponse,
  languageBody,
  languageResponse,
  otpBody,
  otpResponse,
  passwordChangeBody,
  passwordResetBody,
  profileBody,
  profileResponse,
  registerBody,
  registerResponse,
  signinBody,
  userInfo,
} from './auth.js';
import { apiError, idParams, messageResponse } from './common.js';
import { marketingConsentBody, marketingConsentResponse, marketingConsentUpdateResponse } from './consents.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';

/** 503: the SMS provider (an OTP) or the database is away; the common error shape. */
const errors = { 503: apiError };

export const accountsEndpointSchemas = {
  signinOtp: { body: otpBody, response: otpResponse, errors },
  signin: { body: signinBody, response: userInfo, errors },
  signout: { response: messageResponse, errors },
  signoutAll: { response: messageResponse, errors },
  changePassword: { body: passwordChangeBody, response: messageResponse, errors },
  resetOtp: { body: otpBody, response: otpResponse, errors },
  resetPassword: { body: passwordResetBody, response: messageResponse, errors },
  registerOtp: { body: otpBody, response: otpResponse, errors },
  register: { body: registerBody, response: registerResponse, errors },
  appLink: { params: customerInfoParams, querystring: customerInfoQuery, response: customerInfoResponse, errors },
  customer: { params: idParams, response: customerResponse, errors },
  updateProfile: { body: profileBody, response: profileResponse, errors },
  marketingConsent: { response: marketingConsentResponse },
  setMarketingConsent: { body: marketingConsentBody, response: marketingConsentUpdateResponse },
  setLanguage: { body: languageBody, response: languageResponse },
} as const satisfies Record<AccountsEndpointName, EndpointSchemas>;

export const accountsEndpointTypesAgree: TypesAgree<typeof accountsEndpoints, typeof accountsEndpointSchemas> = {
  signinOtp: true,
  signin: true,
  signout: true,
  signoutAll: true,
  changePassword: true,
  resetOtp: true,
  resetPassword: true,
  registerOtp: true,
  register: true,
  appLink: true,
  customer: true,
  updateProfile: true,
  marketingConsent: true,
  setMarketingConsent: true,
  setLanguage: true,
};
