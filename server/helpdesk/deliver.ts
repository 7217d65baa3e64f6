// The outbox's handler of topic helpdesk.ticket: creates the ticket in the helpdesk with its photos, once. The
// attempt is marked before the call, so when an answer is lost (the helpdesk created the ticket, we never heard)
// the retry looks the ticket up by our reference instead of creating a second one.
import type { OutboxHandler } from '../back-office/outbox.js';
import type { Db } from '../db/index.js';
import { beginHelpdeskDelivery, helpdeskIdOf, setHelpdeskId, ticketPhotos } from '../store/support-helpdesk.js';
import { asHelpdeskNote, asHelpdeskTicket, storedOnly, type Helpdesk, type HelpdeskResult } from './helpdesk.js';

export function helpdeskHandler(helpdesk: Helpdesk, db: Db): OutboxHandler {
  return async (payload): Promise<HelpdeskResult> => {
    const ticket = asHelpdeskTicket(payload);
    if (helpdesk === storedOnly) return helpdesk.createTicket(ticket, [], { triedAt: null });
    const { helpdeskId, triedAt } = await beginHelpdeskDelivery(db, ticket.ticketId);
    if (helpdeskId) return { provider: helpdesk.provider, remoteId: helpdeskId };
    const photos = ticket.photoCount > 0 ? await ticketPhotos(db, ticket.ticketId) : [];
    const result = await helpdesk.createTicket(ticket, photos, { triedAt });
    if (result.remoteId) await setHelpdeskId(db, ticket.ticketId, result.remoteId, result.remoteStatus ?? null);
    return result;
  };
}

/** The outbox's handler of topic helpdesk.note: the message as a private note on the helpdesk's ticket. */
export function helpdeskNoteHandler(helpdesk: Helpdesk, db: Db): OutboxHandler {
  return async (payload): Promise<HelpdeskResult> => {
    const note = asHelpdeskNote(payload);
    if (!helpdesk.addNote) return { provider: helpdesk.provider, remoteId: null };
    // Its ticket's creation is an earlier outbox row; until it is through, this one waits with it.
    const remoteId = await helpdeskIdOf(db, note.ticketId);
    if (!remoteId) throw new Error(`ticket ${note.reference} is not in the helpdesk yet`);
    return helpdesk.addNote(remoteId, note);
  };
}
