// Support tickets and the outside helpdesk: which tickets it holds (helpdesk_id), the attempt to create one there,
// the photos it is sent, and what a poll brings back (messages keyed by the helpdesk's id, stored once).
import type { Queryable } from '../../platform/db/index.js';
import { supportReference } from '@contract/support-rules.js';
import type { HelpdeskNote, HelpdeskPhoto } from '../../platform/helpdesk/helpdesk.js';
import type { SupportStatus } from './store.js';

/**
 * Marks that an attempt to create the ticket in the helpdesk begins. `helpdeskId`: it is there already (an earlier
 * attempt got its answer); `triedAt`: when an earlier attempt began, so the helpdesk may hold it without our knowing.
 */
export async function beginHelpdeskDelivery(db: Queryable, ticketId: number): Promise<{ helpdeskId: string | null; triedAt: Date | null }> {
  const { rows } = await db.query<{ helpdesk_id: string | null; tried_at: Date | string | null }>(
    `UPDATE support_tickets t SET helpdesk_tried_at = COALESCE(t.helpdesk_tried_at, now())
       FROM (SELECT id, helpdesk_tried_at AS tried_at FROM support_tickets WHERE id = $1 FOR UPDATE) before
      WHERE t.id = before.id
      RETURNING t.helpdesk_id, before.tried_at`,
    [ticketId],
  );
  const row = rows[0];
  return { helpdeskId: row?.helpdesk_id ?? null, triedAt: row?.tried_at ? new Date(row.tried_at) : null };
}

/** The ticket was created in the helpdesk with this id and status (what it was sent with). */
export async function setHelpdeskId(db: Queryable, ticketId: number, helpdeskId: string, helpdeskStatus: string | null): Promise<void> {
  await db.query('UPDATE support_tickets SET helpdesk_id = $2, helpdesk_status = COALESCE(helpdesk_status, $3) WHERE id = $1', [ticketId, helpdeskId, helpdeskStatus]);
}

export async function ticketPhotos(db: Queryable, ticketId: number): Promise<HelpdeskPhoto[]> {
  const { rows } = await db.query<{ id: number; content_type: string; data: Uint8Array }>(
    'SELECT id, content_type, data FROM support_photos WHERE ticket_id = $1 ORDER BY id',
    [ticketId],
  );
  return rows.map((row) => ({ id: row.id, contentType: row.content_type, data: Buffer.from(row.data) }));
}

export async function helpdeskIdOf(db: Queryable, ticketId: number): Promise<string | null> {
  const { rows } = await db.query<{ helpdesk_id: string | null }>('SELECT helpdesk_id FROM support_tickets WHERE id = $1', [ticketId]);
  return rows[0]?.helpdesk_id ?? null;
}

/** The ticket's mobile as it is now, or null when the ticket is gone. */
export async function ticketMobile(db: Queryable, ticketId: number): Promise<string | null> {
  const { rows } = await db.query<{ mobile: string }>('SELECT mobile FROM support_tickets WHERE id = $1', [ticketId]);
  return rows[0]?.mobile ?? null;
}

/** The outbox's copy of a message written here, with the name of the staff member who wrote it. */
export async function helpdeskNote(tx: Queryable, ticketId: number, author: 'customer' | 'staff', authorId: number | null, body: string): Promise<HelpdeskNote> {
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [authorId]);
  return { ticketId, reference: supportReference(ticketId), author, authorName: author === 'staff' ? (rows[0]?.name ?? null) : null, body };
}

/** Our ticket of a helpdesk id, or null for a ticket raised in the helpdesk itself. */
export async function ticketOfHelpdeskId(db: Queryable, helpdeskId: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM support_tickets WHERE helpdesk_id = $1', [helpdeskId]);
  return rows[0]?.id ?? null;
}

export type SyncedTicket = {
  id: number;
  status: SupportStatus;
  mobile: string;
  customerId: number | null;
  firstResponseAt: Date | null;
  helpdeskStatus: string | null;
};

export async function lockSyncedTicket(tx: Queryable, id: number): Promise<SyncedTicket | null> {
  const { rows } = await tx.query<{
    id: number;
    status: SupportStatus;
    mobile: string;
    customer_id: number | null;
    first_response_at: Date | string | null;
    helpdesk_status: string | null;
  }>('SELECT id, status, mobile, customer_id, first_response_at, helpdesk_status FROM support_tickets WHERE id = $1 FOR UPDATE', [id]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    mobile: row.mobile,
    customerId: row.customer_id,
    firstResponseAt: row.first_response_at ? new Date(row.first_response_at) : null,
    helpdeskStatus: row.helpdesk_status,
  };
}

/** Stores a message brought back from the helpdesk; false when it was stored already (seen by an earlier poll). */
export async function addHelpdeskMessage(
  tx: Queryable,
  ticketId: number,
  message: { remoteId: string; author: 'customer' | 'staff'; body: string; createdAt: Date },
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO support_messages (ticket_id, author, author_id, body, created_at, helpdesk_id) VALUES ($1, $2, NULL, $3, $4, $5)
     ON CONFLICT (ticket_id, helpdesk_id) DO NOTHING RETURNING id`,
    [ticketId, message.author, message.body, message.createdAt, message.remoteId],
  );
  return rows.length > 0;
}

/** Where the last poll got to, or, before the first one, a little before the first ticket sent to the helpdesk. */
export async function syncCursor(db: Queryable, provider: string, margin: number): Promise<Date | null> {
  const saved = await db.query<{ at: Date | string }>('SELECT updated_since AS at FROM helpdesk_sync WHERE provider = $1', [provider]);
  if (saved.rows[0]) return new Date(saved.rows[0].at);
  const first = await db.query<{ at: Date | string | null }>('SELECT min(created_at) AS at FROM support_tickets WHERE helpdesk_id IS NOT NULL');
  const at = first.rows[0]?.at;
  return at ? new Date(new Date(at).getTime() - margin) : null;
}

export async function saveSyncCursor(db: Queryable, provider: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO helpdesk_sync (provider, updated_since) VALUES ($1, $2)
     ON CONFLICT (provider) DO UPDATE SET updated_since = GREATEST(helpdesk_sync.updated_since, EXCLUDED.updated_since)`,
    [provider, at],
  );
}
