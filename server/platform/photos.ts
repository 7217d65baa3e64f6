// Photos people upload (support tickets, owners' reviews): judged by their bytes (sharp must decode them as JPEG, PNG
// or WebP, whatever the name or declared type says) and re-encoded in the same format, so no EXIF (GPS position,
// camera serial) or trailing payload survives. Oriented first, so nothing looks rotated. And how one is sent back.
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';

/** A cleaned photo as it is stored. */
export type StoredPhoto = { contentType: string; width: number; height: number; data: Buffer };

/** Decoding bigger pictures than this costs too much memory for an uploaded photo (a 48 MP phone camera fits). */
const MAX_PIXELS = 50_000_000;
/** Stored photos are scaled down to this on their longer side: plenty to see a scratch, a fraction of the bytes. */
const MAX_SIDE = 2000;

const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Format = keyof typeof FORMATS;
const isFormat = (value: string | undefined): value is Format => value !== undefined && value in FORMATS;

/** The photo as it is stored, or null when its bytes are not a JPEG, PNG or WebP image sharp can decode. */
export async function cleanPhoto(data: Buffer, maxBytes: number): Promise<StoredPhoto | null> {
  if (data.length === 0 || data.length > maxBytes) return null;
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

/** A stored photo to its owner or the back office: never cached, never sniffed as anything else. */
export function sendPhoto(reply: FastifyReply, photo: { contentType: string; data: Buffer }): FastifyReply {
  return reply
    .header('content-type', photo.contentType)
    .header('content-disposition', 'inline')
    .header('content-length', String(photo.data.length))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(photo.data);
}
