// Support tickets, the customer's side: a visitor's OTP, raising a ticket (multipart, with photos), my tickets, one
// ticket's conversation and a reply. The helpdesk is reached only through the outbox (server/helpdesk/).
import { apiError, idParams, messageResponse } from '@contract/common.js';
import { supportMessages, supportReference } from '@contract/support-rules.js';
import {
  customerTicketResponse,
  myTicketsResponse,
  supportOtpBody,
  ticketCreatedResponse,
  ticketFields,
  ticketPhotoParams,
  ticketReplyBody,
} from '@contract/support.js';
import { checkMobileOtp, createMobileOtp } from '../auth/otp.js';
import { currentUser, optionalUser } from '../auth/hook.js';
import { consumeLimits } from '../auth/rate-limit.js';
import { enqueue } from '../back-office/outbox.js';
import { addRecordEvent } from '../back-office/record-events.js';
import type { App, Deps } from '../deps.js';
import { HttpError, fieldError } from '../errors.js';
import { rejectNul } from '../input-guard.js';
import { MSG } from '../messages.js';
import { multipartForm, uploadedFiles } from '../openapi.js';
import { helpdeskNote } from '../store/support-helpdesk.js';
import {
  HELPDESK_NOTE_TOPIC,
  HELPDESK_TOPIC,
  addMessage,
  findMyTicket,
  findOwnOrder,
  findPhoto,
  findUserContact,
  helpdeskPayload,
  insertTicket,
  isMyTicket,
  listMyTickets,
  lockTicket,
  updateTicket,
} from '../store/support.js';
import { multipartBodyLimit, registerMultipartScope, uploadsPerIpGuard } from '../uploads.js';
import { issueOtp, otpRefusal } from '../auth/otp-issue.js';
import { TICKET_FORM_LIMITS, cleanPhotos, readTicketForm } from './support-photos.js';
import { sendPhoto, type StoredPhoto } from '../photos.js';

const errors = { '4xx': apiError };
const tags = ['Support'];

export const SUPPORT_MSG = {
  otpSent: 'If the mobile number is valid, an OTP is on its way. It is valid for a few minutes.',
  multipart: 'Send the ticket as multipart/form-data, with any photos in the field "photos".',
  ticketNotFound: 'This support ticket does not exist or is not yours.',
  photoNotFound: 'This photo does not exist.',
  visitor: 'Sign in, or give your name, mobile and the OTP sent to it.',
  orderSignedIn: 'Sign in to name one of your orders.',
} as const;

type FieldIssue = { field: string; message: string };

function badFields(issues: FieldIssue[]): HttpError {
  const first = issues[0] ?? { field: 'body', message: 'Invalid request.' };
  return new HttpError(400, `${first.field}: ${first.message}`, issues);
}

/** A stored photo as the response body: inline, never sniffed, never cached by a shared cache. */
export function supportRoutes(app: App, deps: Deps): void {
  const { db, config, now } = deps;

  app.post(
    '/support/otp',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'A visitor proves the mobile of a support ticket: an OTP to that mobile',
        body: supportOtpBody,
        response: { 202: messageResponse, ...errors },
      },
    },
    async (request, reply) => {
      await issueOtp(deps, request, request.body.mobile, {
        limitKey: 'support-otp',
        ipRule: (rules) => rules.otpPerIp,
        issue: (mobile, at) => createMobileOtp(db, 'support', mobile, at, config.otpTtlSeconds),
      });
      reply.code(202);
      return { message: SUPPORT_MSG.otpSent };
    },
  );

  registerMultipartScope(
    app,
    {
      limits: TICKET_FORM_LIMITS,
      unsupported: SUPPORT_MSG.multipart,
      guard: uploadsPerIpGuard(deps),
    },
    (scope) => ticketCreateRoute(scope, deps),
  );

  app.get(
    '/support/tickets',
    {
      config: { auth: 'customer' },
      schema: { tags, summary: 'My support tickets, the latest activity first', response: { 200: myTicketsResponse, ...errors } },
    },
    async (request) => ({ data: await listMyTickets(db, currentUser(request).id) }),
  );

  app.get(
    '/support/tickets/:id',
    {
      config: { auth: 'customer' },
      schema: { tags, summary: 'One of my support tickets with its conversation', params: idParams, response: { 200: customerTicketResponse, ...errors } },
    },
    async (request) => {
      const ticket = await findMyTicket(db, request.params.id, currentUser(request).id);
      if (!ticket) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
      return { data: ticket };
    },
  );

  app.post(
    '/support/tickets/:id/replies',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Answer on one of my support tickets (it opens again)',
        params: idParams,
        body: ticketReplyBody,
        response: { 201: customerTicketResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      if (!(await isMyTicket(db, id, user.id))) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
      const at = now();
      await db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, id);
        if (!ticket) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
        await addMessage(tx, id, 'customer', user.id, request.body.message, at);
        await enqueue(tx, HELPDESK_NOTE_TOPIC, await helpdeskNote(tx, id, 'customer', user.id, request.body.message), at);
        await updateTicket(tx, id, { status: 'open' }, at);
        const actor = { userId: user.id, role: 'customer' as const };
        await addRecordEvent(tx, 'support_ticket', id, actor, { kind: 'reply', note: request.body.message }, at);
        if (ticket.status !== 'open') await addRecordEvent(tx, 'support_ticket', id, actor, { kind: 'state', from: ticket.status, to: 'open' }, at);
      });
      reply.code(201);
      return { data: (await findMyTicket(db, id, user.id))! };
    },
  );

  app.get(
    '/support/tickets/:id/photos/:photoId',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'A photo of one of my support tickets (the re-encoded image)',
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        params: ticketPhotoParams,
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      if (!(await isMyTicket(db, id, currentUser(request).id))) throw new HttpError(404, SUPPORT_MSG.ticketNotFound);
      const photo = await findPhoto(db, id, photoId);
      if (!photo) throw new HttpError(404, SUPPORT_MSG.photoNotFound);
      return sendPhoto(reply, photo);
    },
  );
}

/** POST /support/tickets (multipart/form-data), in the multipart scope supportRoutes opens. */
function ticketCreateRoute(app: App, { db, config, now }: Deps): void {
  app.post(
    '/support/tickets',
    {
      config: { auth: 'public' },
      bodyLimit: multipartBodyLimit(TICKET_FORM_LIMITS.fileSize * TICKET_FORM_LIMITS.files),
      schema: {
        tags,
        summary: 'Raise a support ticket (multipart/form-data): signed in, or as a visitor with an OTP',
        description:
          'Text fields topic, message, order_id? (one of my orders, signed in only); a visitor also sends name, mobile and otp ' +
          '(POST /support/otp). Up to three files in "photos": JPEG, PNG or WebP of at most 5 MB each, judged by their content and ' +
          're-encoded without metadata. The ticket is then created in the helpdesk through the outbox.',
        consumes: ['multipart/form-data'],
        documentedBody: multipartForm(ticketFields, { photos: uploadedFiles('A photo: JPEG, PNG or WebP of at most 5 MB', 3) }),
        response: { 201: ticketCreatedResponse, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, SUPPORT_MSG.multipart);
      const form = await readTicketForm(request);
      rejectNul(form.fields, 'body');
      const at = now();
      const user = await optionalUser(db, request, at);
      const parsed = ticketFields.safeParse(form.fields);
      const issues: FieldIssue[] = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message }));
      if (parsed.success && !user) {
        for (const field of ['name', 'mobile', 'otp'] as const) {
          if (!parsed.data[field]) issues.push({ field, message: SUPPORT_MSG.visitor });
        }
        if (parsed.data.order_id !== undefined) issues.push({ field: 'order_id', message: SUPPORT_MSG.orderSignedIn });
      }
      if (!parsed.success || issues.length > 0) throw badFields(issues);
      const body = parsed.data;

      // Photos are judged before a visitor's OTP is checked, so a bad photo does not use up the code.
      const photos: StoredPhoto[] = await cleanPhotos(form.photos);
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
      await consumeLimits(db, [{ key: `support-ticket:ip:${request.ip}`, rule: config.rateLimits.contactPerIp }], at);

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
      reply.code(201);
      return { data: { id, reference: supportReference(id) } };
    },
  );
}
