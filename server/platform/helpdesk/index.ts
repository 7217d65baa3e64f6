// The helpdesk adapter chosen by HELPDESK_PROVIDER (like the payment gateway and the SMS sender). The interface is
// helpdesk.ts, which the adapters import; only this file knows them all.
import type { Config } from '../config.js';
import { FreshdeskHelpdesk } from './freshdesk.js';
import type { Helpdesk } from './helpdesk.js';

/** Default: tickets live in this database only, answered in /support; the outbox row is closed at once. */
export const storedOnly: Helpdesk = {
  provider: 'none',
  createTicket: async () => ({ provider: 'none', remoteId: null }),
};

export function helpdeskFor(config: Pick<Config, 'helpdeskProvider' | 'freshdesk'>): Helpdesk {
  switch (config.helpdeskProvider) {
    case 'none':
      return storedOnly;
    case 'freshdesk':
      if (!config.freshdesk) throw new Error('HELPDESK_PROVIDER is freshdesk but its settings are not configured');
      return new FreshdeskHelpdesk(config.freshdesk);
  }
}
