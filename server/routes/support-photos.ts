// The photos of a support ticket: read from the multipart form (at most three), judged by their bytes (sharp must
// decode them as JPEG, PNG or WebP, whatever the name or declared type says) and re-encoded in the same format, so
// no EXIF (GPS position, camera serial) or trailing payload survives. Oriented first, so nothing looks rotated.
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { SUPPORT_PHOTO_MAX_BYTES, SUPPORT_PHOTOS_MAX, supportMessages } from '@contract/support-rules.js';
import { HttpError, fieldError } from '../errors.js';
import { MSG } from '../messages.js';
import type { StoredPhoto } from '../store/support.js';
import type { MultipartLimits } from '../uploads.js';

export const PHOTO_FIELD = 'photos';
/** Decoding bigger pictures than this costs too much memory for a support photo (a 48 MP phone camera fits). */
const MAX_PIXELS = 50_000_000;
/** Stored photos are scaled down to this on their longer side: plenty to see a scratch, a fraction of the bytes. */
const MAX_SIDE = 2000;

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

const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Format = keyof typeof FORMATS;
const isFormat = (value: string | undefined): value is Format => value !== undefined && value in FORMATS;

/** The photo as it is stored, or null when its bytes are not a JPEG, PNG or WebP image sharp can decode. */
export async function cleanPhoto(data: Buffer): Promise<StoredPhoto | null> {
  if (data.length === 0 || data.length > SUPPORT_PHOTO_MAX_BYTES) return null;
  try {
    const image = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!isFormat(meta.format) || (meta.pages ?? 1) > 1) return null;
    const pipeline = image.rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      meta.format === 'jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : meta.format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.webp({ quality: 85 });
    const { data: out, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { contentType: FORMATS[meta.format], width: info.width, height: info.height, data: out };
  } catch {
    return null;
  }
}

/** Every photo cleaned, or a 400 naming the field. */
export async function cleanPhotos(photos: Buffer[]): Promise<StoredPhoto[]> {
  if (photos.length > SUPPORT_PHOTOS_MAX) throw fieldError(PHOTO_FIELD, supportMessages.photoCount);
  const cleaned: StoredPhoto[] = [];
  for (const data of photos) {
    const photo = await cleanPhoto(data);
    if (!photo) throw fieldError(PHOTO_FIELD, supportMessages.photoType);
    cleaned.push(photo);
  }
  return cleaned;
}
