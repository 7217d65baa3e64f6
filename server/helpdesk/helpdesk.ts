// The outside helpdesk a support ticket is also created in. The route never calls it: it enqueues a
// HelpdeskTicket on the outbox (topic helpdesk.ticket) in the ticket's transaction, and the outbox delivers it
// through the adapter chosen by HELPDESK_PROVIDER, retrying while the helpdesk is down. Credentials stay here.
import type { Config } from '../config.js';
import { FreshdeskHelpdesk } from './freshdesk.js';

/** What the outbox carries: enough to create the ticket without reading the database again. */
export type HelpdeskTicket = {
  ticketId: number;
  reference: string;
  name: string;
  mobile: string;
  email: string | null;
  topic: string;
  message: string;
  orderReference: string | null;
  hubName: string | null;
  photoCount: number;
};

/** What the outbox keeps as the row's result: the helpdesk's own id, or null when tickets are stored here only. */
export type HelpdeskResult = { provider: string; remoteId: string | null };

export type Helpdesk = { provider: string; createTicket(ticket: HelpdeskTicket): Promise<HelpdeskResult> };

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

/** The outbox payload as a HelpdeskTicket, refusing anything else (a row written by another version). */
export function asHelpdeskTicket(payload: unknown): HelpdeskTicket {
  const p = (typeof payload === 'object' && payload !== null ? payload : {}) as Partial<HelpdeskTicket>;
  if (typeof p.ticketId !== 'number' || typeof p.reference !== 'string' || typeof p.mobile !== 'string' || typeof p.message !== 'string') {
    throw new Error('helpdesk.ticket payload is not a ticket');
  }
  return p as HelpdeskTicket;
}
