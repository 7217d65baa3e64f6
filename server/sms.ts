import type { FastifyBaseLogger } from 'fastify';
import { redactCodes } from './log.js';

export type SmsSender = { send(mobile: string, text: string): Promise<void> };

/**
 * Development sender: the message goes to the server log, not to a phone. Codes are masked unless revealCodes
 * (development only: production refuses this sender unless ALLOW_LOG_SMS=on, and then never shows codes).
 */
export class LogSmsSender implements SmsSender {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly options: { revealCodes: boolean } = { revealCodes: false },
  ) {}

  async send(mobile: string, text: string): Promise<void> {
    const sms = this.options.revealCodes ? text : redactCodes(text);
    this.log.info({ mobile, sms }, 'SMS (log sender, not delivered)');
  }
}
