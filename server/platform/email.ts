// What the server sends by e-mail. Like SMS (server/platform/sms.ts), a message is a kind plus its variables: the sender
// turns it into a subject and a plain-text body (emailContent), so every wording lives here (Hindi: email-hi.ts) and
// tests read it. A customer's e-mail goes out in their language (issue 29, platform/language.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@contract/languages.js';
import { hindiEmailContent } from './email-hi.js';
import { redactCodes } from './log.js';

export type EmailMessage =
  | { kind: 'work-email-otp'; code: string; minutes: number; partner: string }
  | { kind: 'dealer-application-received'; name: string; reference: string }
  | { kind: 'review-waiting'; model: string; author: string; rating: number; url: string };
export type EmailKind = EmailMessage['kind'];

export type EmailSender = { send(to: string, message: EmailMessage, language: Language): Promise<void> };

/** The mail service did not take the message; the caller decides whether that fails its request. */
export class EmailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmailError';
  }
}

export type EmailContent = { subject: string; text: string };

/** The e-mail in the recipient's language (a staff notice is in English whatever the language). */
export function emailContent(message: EmailMessage, language: Language = 'en'): EmailContent {
  return (language === 'hi' ? hindiEmailContent(message) : null) ?? englishEmailContent(message);
}

function englishEmailContent(message: EmailMessage): EmailContent {
  switch (message.kind) {
    case 'work-email-otp':
      return {
        subject: `Your Revolt ${message.partner} employee offer code`,
        text:
          `${message.code} is your code to confirm your work e-mail for the ${message.partner} employee offer on Revolt Motors. ` +
          `It expires in ${message.minutes} minutes. If you did not ask for it, ignore this e-mail.`,
      };
    case 'dealer-application-received':
      return {
        subject: `We received your dealership application ${message.reference}`,
        text:
          `Dear ${message.name}, thank you for applying to become a Revolt Motors dealer. Your reference is ${message.reference}. ` +
          'Our dealer development team reviews every application and will contact you.',
      };
    case 'review-waiting':
      return {
        subject: `A review of the ${message.model} is waiting for moderation`,
        text:
          `${message.author} rated the ${message.model} ${message.rating} of 5. The review is not on the site until an admin publishes it. ` +
          `Read it and publish, hide or answer it here: ${message.url}`,
      };
  }
}

/** "meera.iyer@persistent.com" → "me***@persistent.com": enough to follow a delivery in the log. */
export function maskedAddress(to: string): string {
  const at = to.lastIndexOf('@');
  return at < 0 ? '***' : `${to.slice(0, Math.min(2, at))}***${to.slice(at)}`;
}

/**
 * Development sender: the message goes to the server log, not to a mailbox. Codes are masked unless revealCodes
 * (development only: production refuses this sender unless ALLOW_LOG_EMAIL=on, and then never shows codes).
 */
export class LogEmailSender implements EmailSender {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly options: { revealCodes: boolean } = { revealCodes: false },
  ) {}

  async send(to: string, message: EmailMessage, language: Language): Promise<void> {
    const { subject, text } = emailContent(message, language);
    const body = this.options.revealCodes ? text : redactCodes(text);
    this.log.info({ to: this.options.revealCodes ? to : maskedAddress(to), kind: message.kind, language, subject, email: body }, 'E-mail (log sender, not delivered)');
  }
}
