// The outside helpdesk a support ticket is also created in: the interface every adapter implements (freshdesk.ts)
// and what the outbox carries to it. The routes never call it: the support module enqueues a HelpdeskTicket on the
// outbox (HELPDESK_TOPIC) in the ticket's transaction, and the outbox delivers it through the adapter chosen by
// HELPDESK_PROVIDER (index.ts; the delivery and the poll are server/modules/support/jobs.ts), retrying while the
// helpdesk is down. Staff may answer there too: an adapter that can be polled brings its replies and status changes
// back. Credentials stay in the adapters.
import type { SUPPORT_STATUSES } from '@contract/support-rules.js';

/** The outbox topic that creates a ticket in the outside helpdesk. */
export const HELPDESK_TOPIC = 'helpdesk.ticket';
/** The outbox topic that copies a message written here to the helpdesk's ticket. */
export const HELPDESK_NOTE_TOPIC = 'helpdesk.note';

/** What the outbox carries: enough to create the ticket without reading the database again (photos apart). */
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

/** A message written here (a customer's answer in the portal, a reply from /support), copied to the helpdesk. */
export type HelpdeskNote = { ticketId: number; reference: string; author: 'customer' | 'staff'; authorName: string | null; body: string };

/** A stored (re-encoded) photo of the ticket, sent as an attachment. */
export type HelpdeskPhoto = { id: number; contentType: string; data: Buffer };

/**
 * What the outbox keeps as the row's result: the helpdesk's own id, or null when tickets are stored here only; and
 * the helpdesk's status of the ticket when it is known, from which the status sync starts.
 */
export type HelpdeskResult = { provider: string; remoteId: string | null; remoteStatus?: string };

/** A ticket changed in the helpdesk: its id, its status as ours (null for a status we do not have) and when. */
export type RemoteTicket = { remoteId: string; status: (typeof SUPPORT_STATUSES)[number] | null; rawStatus: string; updatedAt: Date };

/** A public message of the helpdesk's conversation: an agent's reply (staff) or the requester's (customer). */
export type RemoteMessage = { remoteId: string; author: 'customer' | 'staff'; body: string; createdAt: Date };

export type HelpdeskSync = {
  /** Tickets changed at or after `since`, the oldest change first (at most one pass's worth). */
  changedTickets(since: Date): Promise<RemoteTicket[]>;
  /** Every public message of a ticket, oldest first. */
  messages(remoteId: string): Promise<RemoteMessage[]>;
};

export type Helpdesk = {
  provider: string;
  /**
   * Creates the ticket with its photos. `triedAt`: when an earlier attempt began whose answer never came, so the
   * helpdesk may already hold it; the adapter then looks it up by our reference before creating it again.
   */
  createTicket(ticket: HelpdeskTicket, photos: HelpdeskPhoto[], options: { triedAt: Date | null }): Promise<HelpdeskResult>;
  /**
   * Adds a message written here to the helpdesk's ticket as a note only agents see, so they read the whole
   * conversation; private, so the poll never brings it back as a second copy. Absent when tickets are stored here only.
   */
  addNote?(remoteId: string, note: HelpdeskNote): Promise<HelpdeskResult>;
  /** Absent when there is nothing to bring back (tickets stored here only). */
  sync?: HelpdeskSync;
};

/** The outbox payload as a HelpdeskNote, refusing anything else. */
export function asHelpdeskNote(payload: unknown): HelpdeskNote {
  const p = (typeof payload === 'object' && payload !== null ? payload : {}) as Partial<HelpdeskNote>;
  if (typeof p.ticketId !== 'number' || typeof p.reference !== 'string' || typeof p.body !== 'string' || (p.author !== 'customer' && p.author !== 'staff')) {
    throw new Error('helpdesk.note payload is not a note');
  }
  return p as HelpdeskNote;
}

/** The outbox payload as a HelpdeskTicket, refusing anything else (a row written by another version). */
export function asHelpdeskTicket(payload: unknown): HelpdeskTicket {
  const p = (typeof payload === 'object' && payload !== null ? payload : {}) as Partial<HelpdeskTicket>;
  if (typeof p.ticketId !== 'number' || typeof p.reference !== 'string' || typeof p.mobile !== 'string' || typeof p.message !== 'string') {
    throw new Error('helpdesk.ticket payload is not a ticket');
  }
  return p as HelpdeskTicket;
}
