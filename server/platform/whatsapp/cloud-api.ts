// The WhatsApp Business Cloud API (Meta Graph API): POST {base}/{version}/{phone-number-id}/messages with the
// business token as a Bearer header and { messaging_product: 'whatsapp', recipient_type: 'individual', to, type, ... }.
// A template message names an approved template, its language and the body component's text parameters; the
// answer is { messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }, an error { error: { message,
// type, code, fbtrace_id } }. Log lines carry the kind, template and message id, never the parameters.
import type { FastifyBaseLogger } from 'fastify';
import type { CloudApiConfig, WhatsAppTemplates } from '../config-notify.js';
import { maskMobile } from '../sms.js';
import { WhatsAppError, type WhatsAppKind, type WhatsAppSender, type WhatsAppTemplate, type WhatsAppText } from '../whatsapp.js';

const TIMEOUT_MS = 10_000;

/** "98765 43210" as the Cloud API wants it: country code and ten digits, no "+". */
export function waNumber(mobile: string): string {
  return `91${mobile.replace(/\D/g, '').slice(-10)}`;
}

const TEMPLATE_OF: Partial<Record<WhatsAppKind, keyof WhatsAppTemplates>> = {
  'booking-confirmed': 'bookingConfirmed',
  'order-allotted': 'orderAllotted',
  'order-ready': 'orderReady',
  'order-cancelled': 'orderCancelled',
  'order-refunded': 'orderRefunded',
  'support-reply': 'supportReply',
  'service-visit': 'serviceVisit',
  'test-ride-reminder': 'testRideReminder',
  offer: 'offer',
};

export class CloudApiWhatsAppSender implements WhatsAppSender {
  constructor(
    private readonly config: CloudApiConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The approved template of a kind of notice; a kind with none (an OTP) never goes on WhatsApp. */
  templateName(kind: WhatsAppKind): string {
    const key = TEMPLATE_OF[kind];
    if (!key) throw new WhatsAppError(`no WhatsApp template for ${kind}`);
    return this.config.templates[key];
  }

  async sendTemplate(mobile: string, template: WhatsAppTemplate): Promise<{ id: string }> {
    const name = this.templateName(template.kind);
    return this.post(mobile, { kind: template.kind, template: name, language: template.language }, {
      type: 'template',
      template: {
        name,
        language: { code: template.language === 'hi' ? this.config.languageHi : this.config.language },
        components: [{ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) }],
      },
    });
  }

  async sendText(mobile: string, text: WhatsAppText): Promise<{ id: string }> {
    return this.post(mobile, { kind: 'text' }, { type: 'text', text: { preview_url: false, body: text.text } });
  }

  private async post(mobile: string, what: Record<string, string>, message: Record<string, unknown>): Promise<{ id: string }> {
    const where = { ...what, mobile: maskMobile(mobile) };
    const url = new URL(`/${this.config.apiVersion}/${encodeURIComponent(this.config.phoneNumberId)}/messages`, this.config.apiBase);
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.config.accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to: waNumber(mobile), ...message }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      this.log.error({ ...where, err: error }, 'WhatsApp not sent: the Cloud API is unreachable');
      throw new WhatsAppError('WhatsApp Cloud API unreachable');
    }
    const reply = (await res.json().catch(() => null)) as { messages?: { id?: unknown }[]; error?: { message?: unknown; code?: unknown } } | null;
    const id = reply?.messages?.[0]?.id;
    if (!res.ok || typeof id !== 'string') {
      const detail = typeof reply?.error?.message === 'string' ? reply.error.message.slice(0, 200) : '';
      const code = typeof reply?.error?.code === 'number' ? ` code ${reply.error.code}` : '';
      this.log.error({ ...where, status: res.status, detail }, 'WhatsApp not sent: the Cloud API refused it');
      throw new WhatsAppError(`WhatsApp Cloud API answered ${res.status}${code}${detail ? ` (${detail})` : ''}`);
    }
    this.log.info({ ...where, id }, 'WhatsApp sent through the Cloud API');
    return { id };
  }
}
