// Support rules and workflows (issue 15): who may raise a ticket (signed in, or a visitor whose mobile an OTP proved;
// only a signed-in customer names one of their orders), a customer's answer that opens the ticket again, and the
// desk's status, assignment, replies (an SMS tells the customer) and internal notes. Every change is a record_event
// of subject 'support_ticket'; every message is copied to the helpdesk through the outbox in its transaction
// (server/platform/helpdesk/, delivered by jobs.ts). The SQL is in store.ts, dash-store.ts and helpdesk-store.ts.
import type { SortValue } from '@contract/common.js';
import type { AdminTicketResponse, HubDrillResponse, ServiceDashSort, SupportSort, TicketFields, TicketListQuery } from '@contract/support.js';
import { supportMessages, supportReference } from '@contract/support-rules.js';
import { checkMobileOtp } from '../../platform/auth/otp.js';
import { consumeLimits } from '../../platform/auth/rate-limit.js';
import type { CsvColumn } from '../../platform/csv-export.js';
import { enqueue } from '../../platform/outbox.js';
import { addRecordEvent, listRecordEvents, type RecordActor } from '../../platform/db/record-events.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError, fieldError } from '../../platform/errors.js';
import { HELPDESK_NOTE_TOPIC, HELPDESK_TOPIC } from '../../platform/helpdesk/helpdesk.js';
import { MSG } from '../../platform/messages.js';
import type { StoredPhoto } from '../../platform/photos.js';
import { otpRefusal } from '../../platform/auth/otp-issue.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { pageOf } from '../../platform/db/sql.js';
import { findHubLoad, hubOpenItems, listHubLoads } from './dash-store.js';
import { helpdeskNote } from './helpdesk-store.js';
import { SUPPORT_REPLY_SMS_TOPIC } from './jobs.js';
import {
  addMessage,
  findAdminTicket,
  findMyTicket,
  findOwnOrder,
  findPhoto,
  findUserContact,
  helpdeskPayload,
  insertTicket,
  isAdminUser,
  isMyTicket,
  listTickets,
  lockTicket,
  ticketExportSql,
  updateTicket,
  type TicketChanges,
} from './store.js';

type SupportDeps = Pick<Deps, 'db' | 'config' | 'now'>;

export const SUPPORT_MSG = {
  otpSent: 'If the mobile number is valid, an OTP is on its way. It is valid for a few minutes.',
  multipart: 'Send the ticket as multipart/form-data, with any photos in the field "photos".',
  ticketNotFound: 'This support ticket does not exist or is not yours.',
  photoNotFound: 'This photo does not exist.',
  visitor: 'Sign in, or give your name, mobile and the OTP sent to it.',
  orderSignedIn: 'Sign in to name one of your orders.',
  hubNotFound: 'This service centre does not exist.',
  notStaff: 'Assign the ticket to an admin.',
} as const;

type FieldIssue = { field: string; message: string };

function badFields(issues: FieldIssue[]): HttpError {
  const first = issues[0] ?? { field: 'body', message: 'Invalid request.' };
  return new HttpError(400, `${first.field}: ${first.message}`, issues);
}

/** The ticket form's fields as parsed by the contract's schema, with what a visitor must add: or a 400 naming each. */
export function ticketFormOf(parsed: { success: true; data: TicketFields } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }, signedIn: boolean): TicketFields {
  const issues: FieldIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message }));
  if (parsed.success && !signedIn) {
    for (const field of ['name', 'mobile', 'otp'] as const) {
      if (!parsed.data[field]) issues.push({ field, message: SUPPORT_MSG.visitor });
    }
    if (parsed.data.order_id !== undefined) issues.push({ field: 'order_id', message: SUPPORT_MSG.orderSignedIn });
  }
  if (!parsed.success || issues.length > 0) throw badFields(issues);
  return parsed.data;
}

/**
 * Raises a ticket (the photos already cleaned, so a bad photo does not use up a visitor's code): its owner, the
 * order named, the ticket with its photos, its event and the helpdesk's copy in the outbox, in one transaction.
 */
export async function raiseTicket(
  { db, config }: SupportDeps,
  user: SessionUser | null,
  body: TicketFields,
  photos: StoredPhoto[],
  ip: string,
  at: Date,
): Promise<{ id: number; reference: string }> {
  let owner: { customerId: number | null; name: string; mobile: string };
  let order: { id: number; hubId: number } | null = null;
  if (user) {
    const contact = await findUserContact(db, user.id);
    if (!contact) throw new HttpError(401, MSG.unauthorized);
    owner = { customerId: user.id, ...contact };
    if (body.order_id !== undefined) {
      order = await findOwnOrder(db, body.order_id, user.id);
      if (!order) throw fieldError('order_id', supportMessages.order);
    }
  } else {
    const check = await checkMobileOtp(db, 'support', body.mobile!, body.otp!, at, config.otpMaxAttempts);
    if (check !== 'ok') throw fieldError('otp', otpRefusal(check).message);
    owner = { customerId: null, name: body.name!, mobile: body.mobile! };
  }
  await consumeLimits(db, [{ key: `support-ticket:ip:${ip}`, rule: config.rateLimits.contactPerIp }], at);

  const id = await db.transaction(async (tx) => {
    const ticketId = await insertTicket(
      tx,
      { ...owner, topic: body.topic, orderId: order?.id ?? null, hubId: order?.hubId ?? null, message: body.message },
      photos,
      at,
    );
    await addRecordEvent(tx, 'support_ticket', ticketId, { userId: owner.customerId, role: user ? 'customer' : 'guest' }, { kind: 'created', to: 'open' }, at);
    await enqueue(tx, HELPDESK_TOPIC, await helpdeskPayload(tx, ticketId), at);
    return ticketId;
  });
  return { id, reference: supportReference(id) };
}

export async function readMyTicket({ db }: Pick<Deps, 'db'>, id: number, userId: number) {
  const ticket = await findMyTicket(db, id, userId);
  if (!ticket) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
  return ticket;
}

/** The customer's answer: stored, copied to the helpdesk, and the ticket open again. */
export async function replyAsCustomer({ db, now }: Pick<Deps, 'db' | 'now'>, id: number, userId: number, message: string) {
  if (!(await isMyTicket(db, id, userId))) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
  const at = now();
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!ticket) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
    await addMessage(tx, id, 'customer', userId, message, at);
    await enqueue(tx, HELPDESK_NOTE_TOPIC, await helpdeskNote(tx, id, 'customer', userId, message), at);
    await updateTicket(tx, id, { status: 'open' }, at);
    const actor = { userId, role: 'customer' as const };
    await addRecordEvent(tx, 'support_ticket', id, actor, { kind: 'reply', note: message }, at);
    if (ticket.status !== 'open') await addRecordEvent(tx, 'support_ticket', id, actor, { kind: 'state', from: ticket.status, to: 'open' }, at);
  });
  return readMyTicket({ db }, id, userId);
}

/** A photo of one of my tickets: the same 404 for someone else's ticket as for a missing one. */
export async function myTicketPhoto({ db }: Pick<Deps, 'db'>, id: number, photoId: number, userId: number) {
  if (!(await isMyTicket(db, id, userId))) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
  return ticketPhoto({ db }, id, photoId);
}

export async function ticketPhoto({ db }: Pick<Deps, 'db'>, id: number, photoId: number) {
  const photo = await findPhoto(db, id, photoId);
  if (!photo) throw new HttpError(404, SUPPORT_MSG.photoNotFound);
  return photo;
}

// The desk (back office)

export const TICKET_CSV_COLUMNS: CsvColumn[] = [
  { key: 'reference', header: 'Reference' },
  { key: 'created', header: 'Raised' },
  { key: 'status', header: 'Status' },
  { key: 'topic', header: 'Topic' },
  { key: 'name', header: 'Name' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'hub', header: 'Hub' },
  { key: 'assignee', header: 'Assignee' },
  { key: 'age_hours', header: 'Age (hours)' },
  { key: 'sla_breached', header: 'SLA breached' },
  { key: 'message', header: 'Message' },
];

type DeskQuery = TicketListQuery & { sort: SortValue<SupportSort> };

/** One page of the inbox. */
export async function deskPage({ db, now }: Pick<Deps, 'db' | 'now'>, query: DeskQuery & { page: number; pageSize: number }) {
  const { rows, total } = await listTickets(db, query, now());
  return pageOf(rows, total, query.page, query.pageSize);
}

/** The export's SELECT: the inbox's filters and sort, every row. */
export const deskExport = (query: DeskQuery, at: Date) => ticketExportSql(query, at);

const actorOf = (userId: number): RecordActor => ({ userId, role: 'admin' });

export async function readDeskTicket({ db, now }: Pick<Deps, 'db' | 'now'>, id: number): Promise<AdminTicketResponse> {
  const ticket = await findAdminTicket(db, id, now());
  if (!ticket) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
  return { data: { ...ticket, events: await listRecordEvents(db, 'support_ticket', id) } };
}

/** A new status or assignee (an admin), each change an event. */
export async function changeTicket(
  deps: Pick<Deps, 'db' | 'now'>,
  id: number,
  userId: number,
  { status, assigneeId }: { status?: TicketChanges['status']; assigneeId?: number | null },
): Promise<AdminTicketResponse> {
  const { db, now } = deps;
  const actor = actorOf(userId);
  if (assigneeId !== undefined && assigneeId !== null && !(await isAdminUser(db, assigneeId))) throw fieldError('assignee_id', SUPPORT_MSG.notStaff);
  const at = now();
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!ticket) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
    const changes: TicketChanges = {};
    if (status !== undefined && status !== ticket.status) {
      changes.status = status;
      await addRecordEvent(tx, 'support_ticket', id, actor, { kind: 'state', from: ticket.status, to: status }, at);
    }
    if (assigneeId !== undefined && assigneeId !== ticket.assigneeId) {
      changes.assigneeId = assigneeId;
      await addRecordEvent(
        tx,
        'support_ticket',
        id,
        actor,
        { kind: 'assign', from: ticket.assigneeId === null ? null : String(ticket.assigneeId), to: assigneeId === null ? null : String(assigneeId) },
        at,
      );
    }
    if (Object.keys(changes).length > 0) await updateTicket(tx, id, changes, at);
  });
  return readDeskTicket(deps, id);
}

/**
 * The desk's reply: stored, copied to the helpdesk, the SLA's first response, and the ticket then waits for the
 * customer; an SMS tells them, queued in the outbox in the reply's transaction (as a reply the helpdesk sync brings
 * in), so a reply is never without its SMS and an SMS provider that is down only delays it.
 */
export async function replyAsDesk(deps: Pick<Deps, 'db' | 'now'>, id: number, userId: number, message: string): Promise<AdminTicketResponse> {
  const { db, now } = deps;
  const actor = actorOf(userId);
  const at = now();
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!ticket) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
    await addMessage(tx, id, 'staff', actor.userId, message, at);
    await enqueue(tx, HELPDESK_NOTE_TOPIC, await helpdeskNote(tx, id, 'staff', actor.userId, message), at);
    const changes: TicketChanges = {};
    if (!ticket.firstResponseAt) changes.firstResponseAt = at;
    if (ticket.status === 'open') changes.status = 'pending';
    await updateTicket(tx, id, changes, at);
    await addRecordEvent(tx, 'support_ticket', id, actor, { kind: 'reply', note: message }, at);
    if (changes.status) await addRecordEvent(tx, 'support_ticket', id, actor, { kind: 'state', from: ticket.status, to: changes.status }, at);
    await enqueue(tx, SUPPORT_REPLY_SMS_TOPIC, { ticketId: id }, at);
  });
  return readDeskTicket(deps, id);
}

/** An internal note: an event only, never shown to the customer. */
export async function addDeskNote(deps: Pick<Deps, 'db' | 'now'>, id: number, userId: number, note: string): Promise<AdminTicketResponse> {
  const { db, now } = deps;
  const at = now();
  await db.transaction(async (tx) => {
    if (!(await lockTicket(tx, id))) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
    await addRecordEvent(tx, 'support_ticket', id, actorOf(userId), { kind: 'note', note }, at);
    await updateTicket(tx, id, {}, at);
  });
  return readDeskTicket(deps, id);
}

// The service dashboard

export async function serviceDash({ db, now }: Pick<Deps, 'db' | 'now'>, sort: SortValue<ServiceDashSort>) {
  return { data: await listHubLoads(db, sort, now()) };
}

export async function hubDrill({ db, now }: Pick<Deps, 'db' | 'now'>, hubId: number): Promise<HubDrillResponse> {
  const hub = await findHubLoad(db, hubId, now());
  if (!hub) throw new HttpError(404, SUPPORT_MSG.hubNotFound);
  const items = await hubOpenItems(db, hub.id);
  return { data: { hub, test_rides: items.testRides, deliveries: items.deliveries, tickets: items.tickets } };
}
