// MSG91 (https://docs.msg91.com): its Flow API sends a DLT-approved template to a mobile with the template's
// variables. POST {base}/api/v5/flow with the account's "authkey" header; it answers
// { type: 'success', message: <request id> } or { type: 'error', message }. The log lines here carry the kind,
// template and request id, never the variables (an OTP is a secret).
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@contract/languages.js';
import type { Msg91Config, SmsTemplates } from '../config.js';
import { SmsError, smsVariables, type SmsKind, type SmsMessage, type SmsSender } from '../sms.js';

const TIMEOUT_MS = 10_000;

/** The setting that holds each kind's template id. */
const TEMPLATE_OF: Record<SmsKind, keyof SmsTemplates> = {
  otp: 'otp',
  'booking-confirmed': 'bookingConfirmed',
  'lookup-otp': 'lookupOtp',
  'order-allotted': 'orderAllotted',
  'order-ready': 'orderReady',
  'order-cancelled': 'orderCancelled',
  'order-refunded': 'orderRefunded',
  'support-reply': 'supportReply',
  'feedback-link': 'feedbackLink',
  'pay-link': 'payLink',
  'upgrade-consent-otp': 'upgradeConsentOtp',
  'service-visit': 'serviceVisit',
  'test-ride-reminder': 'testRideReminder',
  'review-notice': 'reviewNotice',
};

/** "98765 43210" as MSG91 wants it: country code and ten digits. */
function msisdn(mobile: string): string {
  return `91${mobile.replace(/\D/g, '').slice(-10)}`;
}

/** Enough of the mobile to follow a delivery in the log, not enough to be a contact list. */
function masked(mobile: string): string {
  return `******${mobile.slice(-4)}`;
}

export class Msg91SmsSender implements SmsSender {
  constructor(
    private readonly config: Msg91Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The DLT template of the kind in the recipient's language (each language is its own registration). */
  private templateId(kind: SmsKind, language: Language): string {
    return this.config.templates[language][TEMPLATE_OF[kind]];
  }

  async send(mobile: string, message: SmsMessage, language: Language): Promise<void> {
    const templateId = this.templateId(message.kind, language);
    const where = { kind: message.kind, language, templateId, mobile: masked(mobile) };
    let res: Response;
    try {
      res = await fetch(new URL('/api/v5/flow', this.config.apiBase), {
        method: 'POST',
        headers: { authkey: this.config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: templateId,
          sender: this.config.senderId,
          short_url: '0',
          recipients: [{ mobiles: msisdn(mobile), ...smsVariables(message, language) }],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      this.log.error({ ...where, err: error }, 'SMS not sent: MSG91 unreachable');
      throw new SmsError('MSG91 unreachable');
    }
    const reply = (await res.json().catch(() => null)) as { type?: unknown; message?: unknown } | null;
    const detail = typeof reply?.message === 'string' ? reply.message.slice(0, 200) : '';
    if (!res.ok || reply?.type !== 'success') {
      this.log.error({ ...where, status: res.status, detail }, 'SMS not sent: MSG91 refused it');
      throw new SmsError(`MSG91 answered ${res.status}${detail ? ` (${detail})` : ''}`);
    }
    this.log.info({ ...where, requestId: detail }, 'SMS sent through MSG91');
  }
}
