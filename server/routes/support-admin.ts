// Support tickets in the back office (/support): the inbox with its CSV export, one ticket with its conversation,
// internal notes and timeline, replies (an SMS tells the customer), assignment and status; and the service
// dashboard (/service-dash). Every change is a record_event of subject 'support_ticket'. Admins only.
import { apiError, idParams } from '@contract/common.js';
import { supportReference } from '@contract/support-rules.js';
import {
  adminTicketResponse,
  hubDrillResponse,
  serviceDashQuery,
  serviceDashResponse,
  ticketListQuery,
  ticketListResponse,
  ticketNoteBody,
  ticketPhotoParams,
  ticketReplyBody,
  ticketUpdateBody,
} from '@contract/support.js';
import { currentUser } from '../auth/hook.js';
import { exportFileName, sendCsv } from '../back-office/csv-export.js';
import { enqueue } from '../back-office/outbox.js';
import { addRecordEvent, listRecordEvents, type RecordActor } from '../back-office/record-events.js';
import type { App, Deps } from '../deps.js';
import { HttpError, fieldError } from '../errors.js';
import { findHubLoad, hubOpenItems, listHubLoads } from '../store/support-dash.js';
import { pageOf } from '../store/sql.js';
import { helpdeskNote } from '../store/support-helpdesk.js';
import {
  HELPDESK_NOTE_TOPIC,
  TICKET_CSV_COLUMNS,
  addMessage,
  findAdminTicket,
  findPhoto,
  isAdminUser,
  listTickets,
  lockTicket,
  ticketExportSql,
  updateTicket,
  type TicketChanges,
} from '../store/support.js';
import { SUPPORT_MSG } from './support.js';
import { sendPhoto } from '../photos.js';

const errors = { '4xx': apiError };
const tags = ['Support', 'Admin'];
const HUB_NOT_FOUND = 'This service centre does not exist.';
const NOT_STAFF = 'Assign the ticket to an admin.';

export function supportAdminRoutes(app: App, deps: Deps): void {
  const { db, now, sms } = deps;

  const readTicket = async (id: number) => {
    const ticket = await findAdminTicket(db, id, now());
    if (!ticket) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
    return { data: { ...ticket, events: await listRecordEvents(db, 'support_ticket', id) } };
  };
  const actorOf = (userId: number): RecordActor => ({ userId, role: 'admin' });

  app.get(
    '/admin/support/tickets',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Support ticket inbox: filter by status, topic, hub, SLA breach or text; sorted and paged',
        querystring: ticketListQuery,
        response: { 200: ticketListResponse, ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listTickets(db, query, now());
      return pageOf(rows, total, query.page, query.pageSize);
    },
  );

  app.get(
    '/admin/support/tickets.csv',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'The support tickets of the same filters and sort as a CSV file (every matching row)',
        produces: ['text/csv'],
        querystring: ticketListQuery,
      },
    },
    async (request, reply) => {
      const { page: _page, pageSize: _size, ...query } = request.query;
      const at = now();
      const { sql, params } = ticketExportSql(query, at);
      const filename = exportFileName('support-tickets', at, { status: query.status, topic: query.topic, hub: query.hub, breach: query.breach, q: query.q });
      return sendCsv(reply, db, { filename, columns: TICKET_CSV_COLUMNS, sql, params });
    },
  );

  app.get(
    '/admin/support/tickets/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'One support ticket: conversation, internal notes and every change, helpdesk delivery, who it may be assigned to',
        params: idParams,
        response: { 200: adminTicketResponse, ...errors },
      },
    },
    async (request) => readTicket(request.params.id),
  );

  app.patch(
    '/admin/support/tickets/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Change the status of a support ticket or who it is assigned to',
        params: idParams,
        body: ticketUpdateBody,
        response: { 200: adminTicketResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, assignee_id: assigneeId } = request.body;
      const actor = actorOf(currentUser(request).id);
      if (assigneeId !== undefined && assigneeId !== null && !(await isAdminUser(db, assigneeId))) throw fieldError('assignee_id', NOT_STAFF);
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
      return readTicket(id);
    },
  );

  app.post(
    '/admin/support/tickets/:id/replies',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Reply to the customer (shown in their portal, with an SMS); the ticket then waits for them',
        params: idParams,
        body: ticketReplyBody,
        response: { 201: adminTicketResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const actor = actorOf(currentUser(request).id);
      const at = now();
      const mobile = await db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, id);
        if (!ticket) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
        await addMessage(tx, id, 'staff', actor.userId, request.body.message, at);
        await enqueue(tx, HELPDESK_NOTE_TOPIC, await helpdeskNote(tx, id, 'staff', actor.userId, request.body.message), at);
        const changes: TicketChanges = {};
        if (!ticket.firstResponseAt) changes.firstResponseAt = at;
        if (ticket.status === 'open') changes.status = 'pending';
        await updateTicket(tx, id, changes, at);
        await addRecordEvent(tx, 'support_ticket', id, actor, { kind: 'reply', note: request.body.message }, at);
        if (changes.status) await addRecordEvent(tx, 'support_ticket', id, actor, { kind: 'state', from: ticket.status, to: changes.status }, at);
        return ticket.mobile;
      });
      try {
        await sms.send(mobile, { kind: 'support-reply', reference: supportReference(id) });
      } catch (error) {
        // The reply is saved and shows in the portal; a lost SMS does not undo it.
        request.log.error({ err: error, ticketId: id }, 'support reply SMS not sent');
      }
      reply.code(201);
      return readTicket(id);
    },
  );

  app.post(
    '/admin/support/tickets/:id/notes',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'An internal note on a support ticket (never shown to the customer)',
        params: idParams,
        body: ticketNoteBody,
        response: { 201: adminTicketResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const actor = actorOf(currentUser(request).id);
      const at = now();
      await db.transaction(async (tx) => {
        if (!(await lockTicket(tx, id))) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
        await addRecordEvent(tx, 'support_ticket', id, actor, { kind: 'note', note: request.body.note }, at);
        await updateTicket(tx, id, {}, at);
      });
      reply.code(201);
      return readTicket(id);
    },
  );

  app.get(
    '/admin/support/tickets/:id/photos/:photoId',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'A photo of a support ticket', produces: ['image/jpeg', 'image/png', 'image/webp'], params: ticketPhotoParams },
    },
    async (request, reply) => {
      const photo = await findPhoto(db, request.params.id, request.params.photoId);
      if (!photo) throw new HttpError(404, SUPPORT_MSG.photoNotFound);
      return sendPhoto(reply, photo);
    },
  );

  app.get(
    '/admin/service-dash',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Service', 'Admin'],
        summary: 'Every service centre with its load (open test rides, deliveries due, open tickets) and speed (lead response, NPS)',
        querystring: serviceDashQuery,
        response: { 200: serviceDashResponse, ...errors },
      },
    },
    async (request) => {
      return { data: await listHubLoads(db, request.query.sort, now()) };
    },
  );

  app.get(
    '/admin/service-dash/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Service', 'Admin'],
        summary: "One service centre's load and its open items, oldest first",
        params: idParams,
        response: { 200: hubDrillResponse, ...errors },
      },
    },
    async (request) => {
      const hub = await findHubLoad(db, request.params.id, now());
      if (!hub) throw new HttpError(404, HUB_NOT_FOUND);
      const items = await hubOpenItems(db, hub.id);
      return { data: { hub, test_rides: items.testRides, deliveries: items.deliveries, tickets: items.tickets } };
    },
  );
}
