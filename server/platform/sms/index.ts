import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { LogSmsSender, type SmsSender } from '../sms.js';
import { Msg91SmsSender } from './msg91.js';

/** The sender for SMS_PROVIDER (readConfig has already refused an unknown one, or MSG91 without its settings). */
export function smsSender(config: Pick<Config, 'smsProvider' | 'msg91' | 'production'>, log: FastifyBaseLogger): SmsSender {
  switch (config.smsProvider) {
    case 'log':
      return new LogSmsSender(log, { revealCodes: !config.production, maskMobiles: config.production });
    case 'msg91':
      if (!config.msg91) throw new Error('SMS_PROVIDER is msg91 but its settings are not configured');
      return new Msg91SmsSender(config.msg91, log);
  }
}
