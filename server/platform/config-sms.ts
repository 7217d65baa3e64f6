// The SMS templates' settings (SMS_TEMPLATE_*): one DLT-registered template id per kind of message and language, read
// by server/platform/config.ts when SMS_PROVIDER is msg91 (every one is then required: a Hindi-speaking customer's
// message cannot fall back to another wording, DLT delivers only the text registered under the id).
import type { Language } from '@contract/languages.js';

/** One DLT-registered template id per kind of message. */
export type SmsTemplates = {
  otp: string;
  bookingConfirmed: string;
  lookupOtp: string;
  orderAllotted: string;
  orderReady: string;
  orderCancelled: string;
  orderRefunded: string;
  supportReply: string;
  feedbackLink: string;
  payLink: string;
  upgradeConsentOtp: string;
  serviceVisit: string;
  testRideReminder: string;
  reviewNotice: string;
};
/** The env variable of each template (docs/operations.md lists their variables). */
export const SMS_TEMPLATE_ENV: Record<keyof SmsTemplates, string> = {
  otp: 'SMS_TEMPLATE_OTP',
  bookingConfirmed: 'SMS_TEMPLATE_BOOKING_CONFIRMED',
  lookupOtp: 'SMS_TEMPLATE_LOOKUP_OTP',
  orderAllotted: 'SMS_TEMPLATE_ORDER_ALLOTTED',
  orderReady: 'SMS_TEMPLATE_ORDER_READY',
  orderCancelled: 'SMS_TEMPLATE_ORDER_CANCELLED',
  orderRefunded: 'SMS_TEMPLATE_ORDER_REFUNDED',
  supportReply: 'SMS_TEMPLATE_SUPPORT_REPLY',
  feedbackLink: 'SMS_TEMPLATE_FEEDBACK_LINK',
  payLink: 'SMS_TEMPLATE_PAY_LINK',
  upgradeConsentOtp: 'SMS_TEMPLATE_UPGRADE_CONSENT_OTP',
  serviceVisit: 'SMS_TEMPLATE_SERVICE_VISIT',
  testRideReminder: 'SMS_TEMPLATE_TEST_RIDE_REMINDER',
  reviewNotice: 'SMS_TEMPLATE_REVIEW_NOTICE',
};

/** The Hindi templates' env variables: the English one's name ending _HI (SMS_TEMPLATE_OTP_HI). */
export const SMS_TEMPLATE_ENV_HI = Object.fromEntries(
  Object.entries(SMS_TEMPLATE_ENV).map(([key, name]) => [key, `${name}_HI`]),
) as Record<keyof SmsTemplates, string>;

/** Each language's template variables. */
export const SMS_TEMPLATE_ENVS: Record<Language, Record<keyof SmsTemplates, string>> = { en: SMS_TEMPLATE_ENV, hi: SMS_TEMPLATE_ENV_HI };

export type Msg91Config = { authKey: string; senderId: string; apiBase: string; templates: Record<Language, SmsTemplates> };
