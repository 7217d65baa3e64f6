// What the server sends by SMS. Indian operators deliver business SMS only from DLT-registered templates, so a
// message is a kind plus its variables, not free text: a real sender (sms/msg91.ts) sends the kind's template id
// with the variables, and smsText gives the same message as readable text (the log sender, tests). Each message goes
// out in the recipient's language (issue 29, platform/language.ts): English here, Hindi in sms-hi.ts, each language
// its own DLT template.
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@contract/languages.js';
import { BOOKING_MSG, ORDER_SMS, rupees } from './messages.js';
import { redactCodes } from './log.js';
import { serviceVisitSmsText, type ServiceVisitSmsStatus } from '@contract/service-visit-rules.js';
import { slotWhen, testRideReminderSms } from '@contract/enquiry-rules.js';
import { reviewSmsText, type ReviewNoticeStatus } from '@contract/review-rules.js';
import { HINDI_FEEDBACK_WHAT, HINDI_VISIT_STATUS, hindiSlotWhen, hindiSmsText } from './sms-hi.js';

/** What a feedback SMS asks about. */
export type FeedbackWhat = 'delivery' | 'test ride';

export type SmsMessage =
  | { kind: 'otp'; code: string; minutes: number }
  | { kind: 'booking-confirmed'; model: string; colour: string; reference: string; amount: number }
  | { kind: 'lookup-otp'; code: string; minutes: number }
  | { kind: 'order-allotted'; reference: string; chassis: string; hub: string }
  | { kind: 'order-ready'; reference: string; hub: string }
  | { kind: 'order-cancelled'; reference: string; days: number }
  | { kind: 'order-refunded'; reference: string; refund: string; amount: number }
  | { kind: 'support-reply'; reference: string }
  | { kind: 'feedback-link'; what: FeedbackWhat; hub: string; url: string }
  | { kind: 'pay-link'; reference: string; amount: number; url: string }
  | { kind: 'upgrade-consent-otp'; code: string; minutes: number; chassis: string }
  /** date (YYYY-MM-DD) and slot ("10:00-12:00") are written out in the recipient's language (the template's "when"). */
  | { kind: 'service-visit'; reference: string; status: ServiceVisitSmsStatus; date: string; slot: string; hub: string }
  | { kind: 'test-ride-reminder'; reference: string; model: string; date: string; slot: string; hub: string; phone: string }
  | { kind: 'review-notice'; model: string; status: ReviewNoticeStatus };
export type SmsKind = SmsMessage['kind'];

/** The assisted-sales texts (DLT templates SMS_TEMPLATE_PAY_LINK and SMS_TEMPLATE_UPGRADE_CONSENT_OTP). */
export const ASSISTED_SMS = {
  payLink: (reference: string, amount: number, url: string) =>
    `Revolt Motors: our call centre booked ${reference} for you. Pay ${rupees(amount)} here to confirm it: ${url} This link opens only your booking; do not forward it.`,
  /** The owner reads the code to the agent on the call: that is the consent, so the text says so. */
  upgradeConsentOtp: (code: string, minutes: number, chassis: string) =>
    `${code} is your OTP to let the Revolt call centre book an upgrade of your bike (chassis ending ${chassis.slice(-6)}). Tell it only to the agent on your call. It expires in ${minutes} minutes.`,
} as const;

/** The support ticket texts (DLT template SMS_TEMPLATE_SUPPORT_REPLY). */
export const SUPPORT_SMS = {
  reply: (reference: string) => `Revolt Motors: we replied to your support ticket ${reference}. Read it and answer in My account > Support tickets.`,
} as const;

/** Sends the message in the recipient's language (its DLT template in that language). */
export type SmsSender = { send(mobile: string, message: SmsMessage, language: Language): Promise<void> };

/** The SMS gateway did not take the message; the caller decides whether that fails its request. */
export class SmsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsError';
  }
}

/** The message as the customer reads it in their language; each DLT template is registered with this wording. */
export function smsText(message: SmsMessage, language: Language = 'en'): string {
  return language === 'hi' ? hindiSmsText(message) : englishSmsText(message);
}

function englishSmsText(message: SmsMessage): string {
  switch (message.kind) {
    case 'otp':
      return `${message.code} is your Revolt sign-in OTP. It expires in ${message.minutes} minutes. Never share it with anyone.`;
    case 'booking-confirmed':
      return BOOKING_MSG.paidSms(message.model, message.colour, message.reference, message.amount);
    case 'lookup-otp':
      return ORDER_SMS.lookupOtp(message.code, message.minutes);
    case 'order-allotted':
      return ORDER_SMS.allotted(message.reference, message.chassis, message.hub);
    case 'order-ready':
      return ORDER_SMS.ready(message.reference, message.hub);
    case 'order-cancelled':
      return ORDER_SMS.cancelled(message.reference, message.days);
    case 'order-refunded':
      return ORDER_SMS.refunded(message.reference, message.refund, message.amount);
    case 'support-reply':
      return SUPPORT_SMS.reply(message.reference);
    case 'feedback-link':
      return `How was your ${message.what} at Revolt ${message.hub}? Rate it in a minute: ${message.url}`;
    case 'pay-link':
      return ASSISTED_SMS.payLink(message.reference, message.amount, message.url);
    case 'upgrade-consent-otp':
      return ASSISTED_SMS.upgradeConsentOtp(message.code, message.minutes, message.chassis);
    case 'service-visit':
      return serviceVisitSmsText(message.reference, message.status, slotWhen(message.date, message.slot), message.hub);
    case 'test-ride-reminder':
      return testRideReminderSms(message.reference, message.model, slotWhen(message.date, message.slot), message.hub, message.phone);
    case 'review-notice':
      return reviewSmsText(message.model, message.status);
  }
}

/**
 * The template variables of a message, by the names its DLT template uses (docs/operations.md, SMS_TEMPLATE_*), in
 * the recipient's language: the same names in both, a day or a status written in that language.
 */
export function smsVariables(message: SmsMessage, language: Language = 'en'): Record<string, string> {
  const hindi = language === 'hi';
  const when = (date: string, slot: string) => (hindi ? hindiSlotWhen(date, slot) : slotWhen(date, slot));
  switch (message.kind) {
    case 'otp':
      return { otp: message.code, minutes: String(message.minutes) };
    case 'booking-confirmed':
      return { model: message.model, colour: message.colour, reference: message.reference, amount: rupees(message.amount) };
    case 'lookup-otp':
      return { otp: message.code, minutes: String(message.minutes) };
    case 'order-allotted':
      return { reference: message.reference, chassis: message.chassis, hub: message.hub };
    case 'order-ready':
      return { reference: message.reference, hub: message.hub };
    case 'order-cancelled':
      return { reference: message.reference, days: String(message.days) };
    case 'order-refunded':
      return { reference: message.reference, refund: message.refund, amount: rupees(message.amount) };
    case 'support-reply':
      return { reference: message.reference };
    case 'feedback-link':
      return { what: hindi ? HINDI_FEEDBACK_WHAT[message.what] : message.what, hub: message.hub, url: message.url };
    case 'pay-link':
      return { reference: message.reference, amount: rupees(message.amount), url: message.url };
    case 'upgrade-consent-otp':
      return { otp: message.code, minutes: String(message.minutes), chassis: message.chassis.slice(-6) };
    case 'service-visit':
      return {
        reference: message.reference, status: hindi ? HINDI_VISIT_STATUS[message.status] : message.status, when: when(message.date, message.slot), hub: message.hub,
      };
    case 'test-ride-reminder':
      return { reference: message.reference, model: message.model, when: when(message.date, message.slot), hub: message.hub, phone: message.phone };
    case 'review-notice':
      return { model: message.model, status: message.status };
  }
}

/** Enough of a mobile to follow a message in the log (`******9902`), not enough to be a contact list. */
export function maskMobile(mobile: string): string {
  return `******${mobile.slice(-4)}`;
}

/**
 * Development sender: the message goes to the server log, not to a phone. Codes are masked unless revealCodes, the
 * mobile when maskMobiles (development shows both: production refuses this sender unless ALLOW_LOG_SMS=on, and then
 * shows neither).
 */
export class LogSmsSender implements SmsSender {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly options: { revealCodes: boolean; maskMobiles?: boolean } = { revealCodes: false },
  ) {}

  async send(mobile: string, message: SmsMessage, language: Language): Promise<void> {
    const text = smsText(message, language);
    // A payment link's #key= opens that order: like a code, it is shown only in development.
    const sms = this.options.revealCodes ? text : redactCodes(text).replace(/#key=\S+/g, '#key=•••');
    const to = this.options.maskMobiles ? maskMobile(mobile) : mobile;
    this.log.info({ mobile: to, kind: message.kind, language, sms }, 'SMS (log sender, not delivered)');
  }
}
