// A generic transactional-mail HTTP API (the shape Postmark, Resend, SendGrid's v3 "simple" relays and most
// others share): POST {EMAIL_API_URL} with "Authorization: Bearer {EMAIL_API_KEY}" and a JSON body
// { from, to, subject, text }; any 2xx is accepted, and an `id` (or `MessageID`) in the answer is logged.
// Log lines carry the kind and a masked address, never the body (a code is a secret).
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@contract/languages.js';
import type { HttpMailConfig } from '../config.js';
import { EmailError, emailContent, maskedAddress, type EmailMessage, type EmailSender } from '../email.js';

const TIMEOUT_MS = 10_000;

export class HttpMailSender implements EmailSender {
  constructor(
    private readonly config: HttpMailConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(to: string, message: EmailMessage, language: Language): Promise<void> {
    const where = { kind: message.kind, language, to: maskedAddress(to) };
    const { subject, text } = emailContent(message, language);
    let res: Response;
    try {
      res = await fetch(this.config.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.config.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ from: this.config.from, to, subject, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      this.log.error({ ...where, err: error }, 'E-mail not sent: mail API unreachable');
      throw new EmailError('mail API unreachable');
    }
    const reply = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok) {
      const detail = typeof reply?.message === 'string' ? reply.message.slice(0, 200) : '';
      this.log.error({ ...where, status: res.status, detail }, 'E-mail not sent: mail API refused it');
      throw new EmailError(`mail API answered ${res.status}${detail ? ` (${detail})` : ''}`);
    }
    const id = reply?.id ?? reply?.MessageID;
    this.log.info({ ...where, id: typeof id === 'string' ? id.slice(0, 100) : undefined }, 'E-mail sent through the mail API');
  }
}
