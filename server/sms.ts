import type { FastifyBaseLogger } from 'fastify';

export type SmsSender = { send(mobile: string, text: string): Promise<void> };

/** Development sender: the message (with the OTP) goes to the server log. Replace with a real gateway in production. */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(mobile: string, text: string): Promise<void> {
    this.log.info({ mobile, sms: text }, 'SMS (log sender, not delivered)');
  }
}
