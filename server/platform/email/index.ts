import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { LogEmailSender, type EmailSender } from '../email.js';
import { HttpMailSender } from './http-mail.js';

/** The sender for EMAIL_PROVIDER (readConfig has already refused an unknown one, or http without its settings). */
export function emailSender(config: Pick<Config, 'emailProvider' | 'httpMail' | 'production'>, log: FastifyBaseLogger): EmailSender {
  switch (config.emailProvider) {
    case 'log':
      return new LogEmailSender(log, { revealCodes: !config.production });
    case 'http':
      if (!config.httpMail) throw new Error('EMAIL_PROVIDER is http but its settings are not configured');
      return new HttpMailSender(config.httpMail, log);
  }
}
