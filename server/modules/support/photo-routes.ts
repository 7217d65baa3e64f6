// Raising a support ticket (multipart/form-data, with up to three photos) and the photos of a ticket (files): plain
// routes at the contract's SUPPORT_TICKET_CREATE_PATH, SUPPORT_PHOTO_PATH and DESK_PHOTO_PATH, not JSON descriptors.
// The photos are read from the form and cleaned (server/platform/photos.ts) before anything else; the rules are in service.ts.
import type { FastifyRequest } from 'fastify';
import { apiError } from '@contract/common.js';
import { ticketCreatedResponse, ticketFields, ticketPhotoParams } from '@contract/support.js';
import {
  DESK_PHOTO_PATH,
  SUPPORT_PHOTO_MAX_BYTES,
  SUPPORT_PHOTO_PATH,
  SUPPORT_PHOTOS_MAX,
  SUPPORT_TICKET_CREATE_PATH,
  supportMessages,
} from '@contract/support-rules.js';
import { currentUser, optionalUser } from '../../platform/auth/hook.js';
import { scopedPath } from '../../platform/endpoint-route.js';
import type { App, Deps } from '../../platform/deps.js';
import { HttpError, fieldError } from '../../platform/errors.js';
import { rejectNul } from '../../platform/input-guard.js';
import { MSG } from '../../platform/messages.js';
import { multipartForm, uploadedFiles } from '../../platform/openapi.js';
import { cleanPhoto, sendPhoto, type StoredPhoto } from '../../platform/photos.js';
import { multipartBodyLimit, registerMultipartScope, uploadsPerIpGuard, type MultipartLimits } from '../../platform/uploads.js';
import { SUPPORT_MSG, myTicketPhoto, raiseTicket, ticketFormOf, ticketPhoto } from './service.js';

const errors = { '4xx': apiError };
const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];

const PHOTO_FIELD = 'photos';

const TICKET_FORM_LIMITS: MultipartLimits = {
  fileSize: SUPPORT_PHOTO_MAX_BYTES,
  files: SUPPORT_PHOTOS_MAX,
  fields: 10,
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  parts: 15,
  headerPairs: 100,
};

/** The text fields (first value of each name) and every `photos` file; the parser refuses a fourth file or a big one. */
async function readTicketForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; photos: Buffer[] }> {
  const fields = new Map<string, unknown>();
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FIELD) {
          part.file.resume();
          continue;
        }
        const data = await part.toBuffer();
        if (data.length > 0) photos.push(data);
      } else if (!fields.has(part.fieldname)) {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `${PHOTO_FIELD}: ${supportMessages.photoSize}`, [{ field: PHOTO_FIELD, message: supportMessages.photoSize }]);
    if (code === 'FST_FILES_LIMIT') throw fieldError(PHOTO_FIELD, supportMessages.photoCount);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(413, MSG.formTooLarge);
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, MSG.formUnreadable);
  }
  return { fields: Object.fromEntries(fields), photos };
}

/** Every photo cleaned, or a 400 naming the field. */
async function cleanPhotos(photos: Buffer[]): Promise<StoredPhoto[]> {
  if (photos.length > SUPPORT_PHOTOS_MAX) throw fieldError(PHOTO_FIELD, supportMessages.photoCount);
  const cleaned: StoredPhoto[] = [];
  for (const data of photos) {
    const photo = await cleanPhoto(data, SUPPORT_PHOTO_MAX_BYTES);
    if (!photo) throw fieldError(PHOTO_FIELD, supportMessages.photoType);
    cleaned.push(photo);
  }
  return cleaned;
}

/** Under API_PREFIX: the multipart scope of the ticket form, and the two photo routes (mine, the desk's). */
export function supportPhotoRoutes(app: App, deps: Deps): void {
  const { db } = deps;

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
    scopedPath(SUPPORT_PHOTO_PATH),
    {
      config: { auth: 'customer' },
      schema: { tags: ['Support'], summary: 'A photo of one of my support tickets (the re-encoded image)', produces: photoTypes, params: ticketPhotoParams },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      return sendPhoto(reply, await myTicketPhoto({ db }, id, photoId, currentUser(request).id));
    },
  );

  app.get(
    scopedPath(DESK_PHOTO_PATH),
    {
      config: { auth: 'admin' },
      schema: { tags: ['Support', 'Admin'], summary: 'A photo of a support ticket', produces: photoTypes, params: ticketPhotoParams },
    },
    async (request, reply) => sendPhoto(reply, await ticketPhoto({ db }, request.params.id, request.params.photoId)),
  );
}

/** POST SUPPORT_TICKET_CREATE_PATH (multipart/form-data), in the multipart scope supportPhotoRoutes opens. */
function ticketCreateRoute(app: App, deps: Deps): void {
  const { db, now } = deps;
  app.post(
    scopedPath(SUPPORT_TICKET_CREATE_PATH),
    {
      config: { auth: 'public' },
      bodyLimit: multipartBodyLimit(TICKET_FORM_LIMITS.fileSize * TICKET_FORM_LIMITS.files),
      schema: {
        tags: ['Support'],
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
      const body = ticketFormOf(ticketFields.safeParse(form.fields), user !== null);
      // Photos are judged before a visitor's OTP is checked, so a bad photo does not use up the code.
      const photos: StoredPhoto[] = await cleanPhotos(form.photos);
      reply.code(201);
      return { data: await raiseTicket(deps, user, body, photos, request.ip, at) };
    },
  );
}
