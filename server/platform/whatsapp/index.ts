import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { LogWhatsAppSender, type WhatsAppSender } from '../whatsapp.js';
import { CloudApiWhatsAppSender } from './cloud-api.js';

/** The sender for WHATSAPP_PROVIDER (readConfig has already refused an unknown one, or cloud-api without its settings). */
export function whatsappSender(config: Pick<Config, 'whatsappProvider' | 'whatsapp' | 'production'>, log: FastifyBaseLogger): WhatsAppSender {
  switch (config.whatsappProvider) {
    case 'log':
      return new LogWhatsAppSender(log, { maskMobiles: config.production });
    case 'cloud-api':
      if (!config.whatsapp) throw new Error('WHATSAPP_PROVIDER is cloud-api but its settings are not configured');
      return new CloudApiWhatsAppSender(config.whatsapp, log);
  }
}
