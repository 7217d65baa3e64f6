// Support tickets: the ticket, its conversation (support_messages) and photos, the customer's scope and the back
// office's list. Internal notes are record_events (subject 'support_ticket'); nothing here reads them for a customer.
import type { StoredPhoto } from '../../platform/photos.js';
import type { AdminTicket, CustomerTicket, SupportSort, TicketListQuery, TicketMessage, TicketRow, TicketSummary } from '@contract/support.js';
import { SUPPORT_SLA_HOURS, supportReference, type SUPPORT_STATUSES, type SUPPORT_TOPICS } from '@contract/support-rules.js';
import type { SortValue } from '@contract/common.js';
import type { OrderKind } from '@contract/order-lifecycle.js';
import type { Queryable } from '../../platform/db/index.js';
import { HELPDESK_TOPIC, type HelpdeskTicket } from '../../platform/helpdesk/helpdesk.js';
import { likePattern, orderBy } from '../../platform/db/sql.js';
import { orderReference } from '@contract/order-reference.js';

export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

const iso = (value: Date | string) => new Date(value).toISOString();

/** A customer's own order (bookings row) with its hub, or null when the order is not theirs. */
export async function findOwnOrder(db: Queryable, orderId: number, customerId: number): Promise<{ id: number; hubId: number } | null> {
  const { rows } = await db.query<{ id: number; dealer_id: number }>('SELECT id, dealer_id FROM bookings WHERE id = $1 AND customer_id = $2', [
    orderId,
    customerId,
  ]);
  const row = rows[0];
  return row ? { id: row.id, hubId: row.dealer_id } : null;
}

export type NewTicket = {
  customerId: number | null;
  name: string;
  mobile: string;
  topic: SupportTopic;
  orderId: number | null;
  hubId: number | null;
  message: string;
};

export async function insertTicket(tx: Queryable, ticket: NewTicket, photos: StoredPhoto[], at: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO support_tickets (customer_id, name, mobile, topic, order_id, hub_id, message, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [ticket.customerId, ticket.name, ticket.mobile, ticket.topic, ticket.orderId, ticket.hubId, ticket.message, at],
  );
  const id = rows[0]!.id;
  for (const photo of photos) {
    await tx.query('INSERT INTO support_photos (ticket_id, content_type, width, height, data, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      id,
      photo.contentType,
      photo.width,
      photo.height,
      photo.data,
      at,
    ]);
  }
  return id;
}

/** Who a ticket belongs to: its customer, or anyone signed in with the mobile an OTP proved when it was raised. */
const OWNER = '(t.customer_id = $1 OR t.mobile = (SELECT mobile FROM users WHERE id = $1))';

const SUMMARY_COLUMNS = `t.id, t.topic, t.status, t.message, t.created_at, t.updated_at, b.kind AS order_kind, t.order_id,
  sc.name AS hub_name,
  COALESCE((SELECT m.body FROM support_messages m WHERE m.ticket_id = t.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1), t.message) AS last_message`;
const SUMMARY_FROM = `support_tickets t LEFT JOIN bookings b ON b.id = t.order_id LEFT JOIN service_centres sc ON sc.id = t.hub_id`;

type SummaryRow = {
  id: number;
  topic: SupportTopic;
  status: SupportStatus;
  message: string;
  created_at: Date | string;
  updated_at: Date | string;
  order_kind: OrderKind | null;
  order_id: number | null;
  hub_name: string | null;
  last_message: string;
};

function toSummary(row: SummaryRow): TicketSummary {
  return {
    id: row.id,
    reference: supportReference(row.id),
    topic: row.topic,
    status: row.status,
    order_reference: row.order_id !== null && row.order_kind ? orderReference(row.order_kind, row.order_id) : null,
    hub_name: row.hub_name,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    last_message: row.last_message,
  };
}

export async function listMyTickets(db: Queryable, userId: number): Promise<TicketSummary[]> {
  const { rows } = await db.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE ${OWNER} ORDER BY t.updated_at DESC, t.id DESC`, [userId]);
  return rows.map(toSummary);
}

async function listMessages(db: Queryable, ticketId: number): Promise<TicketMessage[]> {
  const { rows } = await db.query<{ id: number; author: 'customer' | 'staff'; author_name: string | null; body: string; created_at: Date | string }>(
    `SELECT m.id, m.author, CASE WHEN m.author = 'staff' THEN split_part(u.name, ' ', 1) END AS author_name, m.body, m.created_at
       FROM support_messages m LEFT JOIN users u ON u.id = m.author_id
      WHERE m.ticket_id = $1 ORDER BY m.created_at, m.id`,
    [ticketId],
  );
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
}

async function listPhotoIds(db: Queryable, ticketId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM support_photos WHERE ticket_id = $1 ORDER BY id', [ticketId]);
  return rows.map((row) => row.id);
}

/** The customer's view of one of their tickets; null when it is missing or someone else's (the same 404). */
export async function findMyTicket(db: Queryable, id: number, userId: number): Promise<CustomerTicket | null> {
  const { rows } = await db.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE t.id = $2 AND ${OWNER}`, [userId, id]);
  const row = rows[0];
  if (!row) return null;
  const { last_message: _last, ...summary } = toSummary(row);
  return { ...summary, message: row.message, photo_ids: await listPhotoIds(db, id), messages: await listMessages(db, id) };
}

export async function isMyTicket(db: Queryable, id: number, userId: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM support_tickets t WHERE t.id = $2 AND ${OWNER}`, [userId, id]);
  return rows.length > 0;
}

export type LockedTicket = { id: number; status: SupportStatus; mobile: string; assigneeId: number | null; firstResponseAt: Date | null };

export async function lockTicket(tx: Queryable, id: number): Promise<LockedTicket | null> {
  const { rows } = await tx.query<{ id: number; status: SupportStatus; mobile: string; assignee_id: number | null; first_response_at: Date | string | null }>(
    'SELECT id, status, mobile, assignee_id, first_response_at FROM support_tickets WHERE id = $1 FOR UPDATE',
    [id],
  );
  const row = rows[0];
  return row
    ? { id: row.id, status: row.status, mobile: row.mobile, assigneeId: row.assignee_id, firstResponseAt: row.first_response_at ? new Date(row.first_response_at) : null }
    : null;
}

export async function addMessage(tx: Queryable, ticketId: number, author: 'customer' | 'staff', authorId: number | null, body: string, at: Date): Promise<void> {
  await tx.query('INSERT INTO support_messages (ticket_id, author, author_id, body, created_at) VALUES ($1, $2, $3, $4, $5)', [ticketId, author, authorId, body, at]);
}

/** helpdeskStatus: the helpdesk's status now applied here (jobs.ts). */
export type TicketChanges = { status?: SupportStatus; assigneeId?: number | null; firstResponseAt?: Date; helpdeskStatus?: string };

export async function updateTicket(tx: Queryable, id: number, changes: TicketChanges, at: Date): Promise<void> {
  const sets = ['updated_at = $2'];
  const params: unknown[] = [id, at];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (changes.status !== undefined) set('status', changes.status);
  if (changes.assigneeId !== undefined) set('assignee_id', changes.assigneeId);
  if (changes.firstResponseAt !== undefined) set('first_response_at', changes.firstResponseAt);
  if (changes.helpdeskStatus !== undefined) set('helpdesk_status', changes.helpdeskStatus);
  await tx.query(`UPDATE support_tickets SET ${sets.join(', ')} WHERE id = $1`, params);
}

export async function findPhoto(db: Queryable, ticketId: number, photoId: number): Promise<{ contentType: string; data: Buffer } | null> {
  const { rows } = await db.query<{ content_type: string; data: Uint8Array }>('SELECT content_type, data FROM support_photos WHERE ticket_id = $1 AND id = $2', [
    ticketId,
    photoId,
  ]);
  const row = rows[0];
  return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : null;
}

export async function isAdminUser(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1 AND is_admin', [userId]);
  return rows.length > 0;
}

// Back office

const SUPPORT_SORT_COLUMNS: Record<SupportSort, string> = {
  created: 't.created_at',
  updated: 't.updated_at',
  status: 't.status',
  topic: 't.topic',
};

/** The SLA breach as SQL, against the clock in parameter `$now` (see SUPPORT_SLA_HOURS). */
const breachSql = (now: string) => `(COALESCE(t.first_response_at, ${now}) > t.created_at + make_interval(hours => ${SUPPORT_SLA_HOURS}))`;

/** One filter builder for the list and its CSV export: the WHERE and its parameters ($1 is always now). */
export function ticketFilter(query: TicketListQuery, now: Date): { where: string; params: unknown[] } {
  const params: unknown[] = [now];
  const conditions: string[] = [];
  const add = (sql: (at: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (query.q) add((p) => `(t.name ILIKE ${p} OR t.mobile ILIKE ${p} OR t.message ILIKE ${p})`, likePattern(query.q));
  if (query.status) add((p) => `t.status = ${p}`, query.status);
  if (query.topic) add((p) => `t.topic = ${p}`, query.topic);
  if (query.hub) add((p) => `t.hub_id = ${p}`, query.hub);
  if (query.breach) conditions.push(query.breach === 'yes' ? breachSql('$1::timestamptz') : `NOT ${breachSql('$1::timestamptz')}`);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

const ROW_COLUMNS = `${SUMMARY_COLUMNS}, t.name, t.mobile, t.hub_id, a.name AS assignee_name,
  floor(extract(epoch FROM ($1::timestamptz - t.created_at)) / 3600)::int AS age_hours, ${breachSql('$1::timestamptz')} AS sla_breached`;
const ROW_FROM = `${SUMMARY_FROM} LEFT JOIN users a ON a.id = t.assignee_id`;

type Row = SummaryRow & { name: string; mobile: string; hub_id: number | null; assignee_name: string | null; age_hours: number; sla_breached: boolean };

function toRow(row: Row): TicketRow {
  const { last_message: _last, ...summary } = toSummary(row);
  return { ...summary, name: row.name, mobile: row.mobile, hub_id: row.hub_id, assignee_name: row.assignee_name, age_hours: Math.max(0, row.age_hours), sla_breached: row.sla_breached };
}

export async function listTickets(
  db: Queryable,
  query: TicketListQuery & { page: number; pageSize: number; sort: SortValue<SupportSort> },
  now: Date,
): Promise<{ rows: TicketRow[]; total: number }> {
  const { where, params } = ticketFilter(query, now);
  // The clock ($1) is typed here too, for a count whose filters do not use it.
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM support_tickets t CROSS JOIN (SELECT $1::timestamptz AS at) clock ${where}`, params);
  const { rows } = await db.query<Row>(
    `SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} ${where} ${orderBy(query.sort, SUPPORT_SORT_COLUMNS, 't.id')}
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { rows: rows.map(toRow), total: count.rows[0]?.total ?? 0 };
}

/** The export's SELECT: the list's filter and sort, every row. */
export function ticketExportSql(query: TicketListQuery & { sort: SortValue<SupportSort> }, now: Date): { sql: string; params: unknown[] } {
  const { where, params } = ticketFilter(query, now);
  const sql = `SELECT 'ST-' || lpad(t.id::text, 6, '0') AS reference, t.created_at AS created, t.status, t.topic, t.name, t.mobile,
      sc.name AS hub, a.name AS assignee, floor(extract(epoch FROM ($1::timestamptz - t.created_at)) / 3600)::int AS age_hours,
      CASE WHEN ${breachSql('$1::timestamptz')} THEN 'yes' ELSE 'no' END AS sla_breached, t.message
    FROM ${ROW_FROM} ${where} ${orderBy(query.sort, SUPPORT_SORT_COLUMNS, 't.id')}`;
  return { sql, params };
}

async function helpdeskState(db: Queryable, ticketId: number): Promise<AdminTicket['helpdesk']> {
  const { rows } = await db.query<{ sent_at: Date | null; attempts: number; last_error: string | null; remote_id: string | null }>(
    `SELECT sent_at, attempts, last_error, result->>'remoteId' AS remote_id FROM outbox
      WHERE topic = $1 AND (payload->>'ticketId')::int = $2 ORDER BY id DESC LIMIT 1`,
    [HELPDESK_TOPIC, ticketId],
  );
  const row = rows[0];
  if (!row) return null;
  return { state: row.sent_at ? 'sent' : 'queued', remote_id: row.remote_id, attempts: row.attempts, last_error: row.last_error };
}

export async function findAdminTicket(db: Queryable, id: number, now: Date): Promise<Omit<AdminTicket, 'events'> | null> {
  const { rows } = await db.query<Row & { message: string; email: string | null; assignee_id: number | null; first_response_at: Date | string | null }>(
    `SELECT ${ROW_COLUMNS}, t.assignee_id, t.first_response_at, cu.email
       FROM ${ROW_FROM} LEFT JOIN users cu ON cu.id = t.customer_id WHERE t.id = $2`,
    [now, id],
  );
  const row = rows[0];
  if (!row) return null;
  const staff = await db.query<{ id: number; name: string }>('SELECT id, name FROM users WHERE is_admin ORDER BY name, id');
  return {
    ...toRow(row),
    message: row.message,
    email: row.email,
    assignee_id: row.assignee_id,
    first_response_at: row.first_response_at ? iso(row.first_response_at) : null,
    photo_ids: await listPhotoIds(db, id),
    messages: await listMessages(db, id),
    helpdesk: await helpdeskState(db, id),
    staff: staff.rows,
  };
}

/** The helpdesk's copy of a new ticket, read in its transaction. */
export async function helpdeskPayload(tx: Queryable, id: number): Promise<HelpdeskTicket> {
  const { rows } = await tx.query<SummaryRow & { name: string; mobile: string; email: string | null; photos: number }>(
    `SELECT ${SUMMARY_COLUMNS}, t.name, t.mobile, cu.email, (SELECT count(*)::int FROM support_photos p WHERE p.ticket_id = t.id) AS photos
       FROM ${SUMMARY_FROM} LEFT JOIN users cu ON cu.id = t.customer_id WHERE t.id = $1`,
    [id],
  );
  const row = rows[0]!;
  const summary = toSummary(row);
  return {
    ticketId: id,
    reference: summary.reference,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    topic: row.topic,
    message: row.message,
    orderReference: summary.order_reference,
    hubName: row.hub_name,
    photoCount: row.photos,
  };
}

export async function findUserContact(db: Queryable, userId: number): Promise<{ name: string; mobile: string } | null> {
  const { rows } = await db.query<{ name: string; mobile: string }>('SELECT name, mobile FROM users WHERE id = $1', [userId]);
  return rows[0] ?? null;
}
