// What the server sends on WhatsApp (issue 30, decision 047). Like an SMS, a notice is a kind and its variables: the
// Cloud API sends a business-initiated message only as an approved template (name + language + body parameters),
// so the real sender (whatsapp/cloud-api.ts) maps the kind to the template name configured for it. Free-form text
// is allowed only inside the 24-hour customer service window (withinServiceWindow).
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@contract/languages.js';
import { maskMobile, smsVariables, type SmsKind, type SmsMessage } from './sms.js';

/** The kinds of template: a notice's SMS kind, or an admin's news and offers ('offer', which has no SMS). */
export type WhatsAppKind = SmsKind | 'offer';
/**
 * A template message: the notice's kind (its approved template is chosen by the sender), the language of the
 * template's translation to send (one approved template has one translation per language) and its body parameters,
 * in order.
 */
export type WhatsAppTemplate = { kind: WhatsAppKind; language: Language; parameters: string[] };
/** A free-form text, allowed only within 24 h of the customer's last inbound message. */
export type WhatsAppText = { text: string };

export type WhatsAppSender = {
  /** Answers the Cloud API's message id (wamid). */
  sendTemplate(mobile: string, template: WhatsAppTemplate): Promise<{ id: string }>;
  sendText(mobile: string, text: WhatsAppText): Promise<{ id: string }>;
};

/** The Cloud API did not take the message. */
export class WhatsAppError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WhatsAppError';
  }
}

/** The customer service window: 24 hours from the customer's last inbound message. */
export const SERVICE_WINDOW_MS = 24 * 3_600_000;

/** Whether a free-form message may go now: only within 24 h of the customer's last inbound message (templates always may). */
export function withinServiceWindow(lastInboundAt: Date | null, now: Date): boolean {
  if (!lastInboundAt) return false;
  const age = now.getTime() - lastInboundAt.getTime();
  return age >= 0 && age < SERVICE_WINDOW_MS;
}

/** The template of a notice in the recipient's language: its body parameters are the SMS template's variables, in the same order. */
export function templateOf(message: SmsMessage, language: Language): WhatsAppTemplate {
  return { kind: message.kind, language, parameters: Object.values(smsVariables(message, language)) };
}

/** A body parameter as the Cloud API takes it: no new line or tab and never five spaces in a row (error 132018). */
export function templateParameter(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * News and offers: the approved marketing template's body is {{1}} the title, {{2}} the message and {{3}} the page's
 * address. Its English translation always: the title and message are the admin's own words, written in one language.
 */
export function offerTemplate(offer: { title: string; body: string; link: string }): WhatsAppTemplate {
  return { kind: 'offer', language: 'en', parameters: [offer.title, offer.body, offer.link].map(templateParameter) };
}

/** Development sender (WHATSAPP_PROVIDER=log): the message goes to the server log; the mobile is masked in production. */
export class LogWhatsAppSender implements WhatsAppSender {
  private count = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly options: { maskMobiles: boolean } = { maskMobiles: false },
  ) {}

  private to(mobile: string): string {
    return this.options.maskMobiles ? maskMobile(mobile) : mobile;
  }

  private nextId(): string {
    this.count += 1;
    return `wamid.log-${Date.now()}-${this.count}`;
  }

  async sendTemplate(mobile: string, template: WhatsAppTemplate): Promise<{ id: string }> {
    const id = this.nextId();
    this.log.info({ mobile: this.to(mobile), template: template.kind, language: template.language, id }, 'WhatsApp template (log sender, not delivered)');
    return { id };
  }

  async sendText(mobile: string, text: WhatsAppText): Promise<{ id: string }> {
    const id = this.nextId();
    this.log.info({ mobile: this.to(mobile), length: text.text.length, id }, 'WhatsApp text (log sender, not delivered)');
    return { id };
  }
}

