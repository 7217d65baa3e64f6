// The photos of a support ticket: read from the multipart form (at most three) and cleaned (server/photos.ts).
import type { FastifyRequest } from 'fastify';
import { SUPPORT_PHOTO_MAX_BYTES, SUPPORT_PHOTOS_MAX, supportMessages } from '@contract/support-rules.js';
import { HttpError, fieldError } from '../errors.js';
import { MSG } from '../messages.js';
import { cleanPhoto, type StoredPhoto } from '../photos.js';
import type { MultipartLimits } from '../uploads.js';

export const PHOTO_FIELD = 'photos';

export const TICKET_FORM_LIMITS: MultipartLimits = {
  fileSize: SUPPORT_PHOTO_MAX_BYTES,
  files: SUPPORT_PHOTOS_MAX,
  fields: 10,
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  parts: 15,
  headerPairs: 100,
};

/** The text fields (first value of each name) and every `photos` file; the parser refuses a fourth file or a big one. */
export async function readTicketForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; photos: Buffer[] }> {
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
export async function cleanPhotos(photos: Buffer[]): Promise<StoredPhoto[]> {
  if (photos.length > SUPPORT_PHOTOS_MAX) throw fieldError(PHOTO_FIELD, supportMessages.photoCount);
  const cleaned: StoredPhoto[] = [];
  for (const data of photos) {
    const photo = await cleanPhoto(data, SUPPORT_PHOTO_MAX_BYTES);
    if (!photo) throw fieldError(PHOTO_FIELD, supportMessages.photoType);
    cleaned.push(photo);
  }
  return cleaned;
}
