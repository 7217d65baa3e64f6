// The media library's workflows. An upload (admin) is judged field by field (a model of the catalogue not retired, one
// of its colours or '' for every colour, a slot, an alt text, and a photograph judged by its bytes: JPEG, PNG or WebP
// that sharp decodes, at least MEDIA_MIN_WIDTH wide once oriented), then made in every MEDIA_WIDTHS width not wider
// than the original, each in AVIF and WebP, without EXIF. One photograph per (model, colour, slot): in one
// transaction the old item's row goes and the new one's row comes with its files stored, and the old files are removed
// from the storage only after the commit, so the slot never shows a missing picture. A removal works the same way.
import { MEDIA_FORMATS, MEDIA_MAX_BYTES, MEDIA_MIN_WIDTH, MEDIA_WIDTHS, mediaMessages as m, type MediaFormat } from '@contract/media-rules.js';
import { mediaUploadFields, type MediaItem } from '@contract/media.js';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Deps } from '../../platform/deps.js';
import { HttpError } from '../../platform/errors.js';
import type { MediaStorage } from '../../platform/media-storage/index.js';
import { deleteMediaItem, deleteMediaOfSlot, insertMediaItem, lockMediaSlot, mediaItemById, mediaModel, type MediaFiles } from './store.js';

type FieldError = { field: string; message: string };
const badFields = (list: FieldError[]) => new HttpError(400, list.map((e) => `${e.field}: ${e.message}`).join(' '), list);
export const mediaNotFound = () => new HttpError(404, m.notFound);

/** As server/platform/photos.ts: decoding bigger pictures costs too much memory (a 48 MP camera fits). */
const MAX_PIXELS = 50_000_000;
const SOURCE_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The storage key of one made file: media/<id>/<width>.<format> (the prefix is the row's storage_prefix). */
export const mediaKey = (prefix: string, width: number, format: MediaFormat) => `${prefix}/${width}.${format}`;
const keysOf = (files: MediaFiles) => files.widths.flatMap((w) => MEDIA_FORMATS.map((f) => mediaKey(files.prefix, w, f)));

type Judged = { contentType: string; width: number; height: number } | { problem: string };

/** What the photograph is, by its bytes (name and declared type are not believed), or why it cannot be used. */
async function judgePhoto(data: Buffer): Promise<Judged> {
  if (data.length === 0 || data.length > MEDIA_MAX_BYTES) return { problem: data.length === 0 ? m.photo : m.photoSize };
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).metadata();
    const format = meta.format as string;
    if (!(format in SOURCE_TYPES) || (meta.pages ?? 1) > 1) return { problem: m.photoType };
    // The size as shown: EXIF orientation 5–8 turns the picture a quarter.
    const { width, height } = meta.autoOrient;
    if (width < MEDIA_MIN_WIDTH) return { problem: m.photoSmall };
    return { contentType: SOURCE_TYPES[format as keyof typeof SOURCE_TYPES], width, height };
  } catch {
    return { problem: m.photoType };
  }
}

/** The widths made of an original this wide: every MEDIA_WIDTHS width not wider than it (at least the smallest). */
export function widthsFor(width: number): number[] {
  const fit = MEDIA_WIDTHS.filter((w) => w <= width);
  return fit.length > 0 ? fit : [MEDIA_WIDTHS[0]];
}

type Made = { width: number; format: MediaFormat; data: Buffer };

/** Every width in AVIF and WebP, oriented, in sRGB, without EXIF (sharp keeps no metadata unless asked); null when the bytes do not decode. */
async function makeFiles(data: Buffer, widths: number[]): Promise<Made[] | null> {
  const source = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  try {
    return await Promise.all(
      widths.flatMap((width) =>
        MEDIA_FORMATS.map(async (format) => {
          const sized = source.clone().resize({ width, withoutEnlargement: true });
          const encoded = format === 'avif' ? sized.avif({ quality: 55, effort: 3 }) : sized.webp({ quality: 80 });
          return { width, format, data: await encoded.toBuffer() };
        }),
      ),
    );
  } catch {
    return null;
  }
}

/** Best effort: a file left behind costs storage, not correctness (no row points at it). */
async function removeFiles(storage: MediaStorage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed = keys.filter((_, i) => results[i]?.status === 'rejected');
  if (failed.length > 0) log.warn({ keys: failed, err: (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason }, 'media files left in storage');
}

export type MediaUpload = { fields: Record<string, unknown>; photo: Buffer | null; userId: number };

export async function uploadMedia(deps: Deps, storage: MediaStorage, upload: MediaUpload, log: FastifyBaseLogger): Promise<MediaItem> {
  const errors: FieldError[] = [];
  const parsed = mediaUploadFields.safeParse(upload.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors.push({ field: issue.path.map(String).join('.') || 'body', message: issue.message });
  }
  // The model and colour are checked even when another field is wrong, so every mistake is told at once.
  const modelId = typeof upload.fields.model === 'string' ? upload.fields.model.trim().toLowerCase() : '';
  const model = modelId && !errors.some((e) => e.field === 'model') ? await mediaModel(deps.db, modelId) : null;
  if (modelId && !errors.some((e) => e.field === 'model') && (!model || model.retired)) errors.push({ field: 'model', message: m.model });
  let colour = '';
  if (parsed.success && model && !model.retired && parsed.data.colour !== '') {
    // The model's own spelling is kept (the SPA may send another case).
    const known = model.colours.find((name) => name.toLowerCase() === parsed.data.colour.toLowerCase());
    if (known) colour = known;
    else errors.push({ field: 'colour', message: m.colour });
  }
  const judged = upload.photo ? await judgePhoto(upload.photo) : { problem: m.photo };
  if ('problem' in judged) errors.push({ field: 'photo', message: judged.problem });
  if (!parsed.success || !model || 'problem' in judged || errors.length > 0) throw badFields(errors);

  const widths = widthsFor(judged.width);
  const files = await makeFiles(upload.photo!, widths);
  if (!files) throw badFields([{ field: 'photo', message: m.photoType }]);

  const { slot, alt } = parsed.data;
  let newKeys: string[] = [];
  let written: { stored: MediaFiles; replaced: MediaFiles[] };
  try {
    written = await deps.db.transaction(async (tx) => {
      await lockMediaSlot(tx, model.id, colour, slot);
      // The old row goes before the new one comes (one per model, colour and slot), in the same transaction.
      const replaced = await deleteMediaOfSlot(tx, model.id, colour, slot);
      const stored = await insertMediaItem(tx, { model: model.id, colour, slot, alt, ...judged, widths, createdBy: upload.userId, now: deps.now() });
      newKeys = keysOf(stored);
      await Promise.all(files.map((file) => storage.put(mediaKey(stored.prefix, file.width, file.format), file.data, MEDIA_CONTENT_TYPES[file.format])));
      return { stored, replaced };
    });
  } catch (error) {
    // Rolled back: the old item is still there, and the new files (any that were written) are not wanted.
    await removeFiles(storage, newKeys, log);
    throw error;
  }
  await removeFiles(storage, written.replaced.flatMap(keysOf), log);
  const item = await mediaItemById(deps.db, written.stored.id);
  if (!item) throw mediaNotFound();
  return item;
}

export async function removeMedia(deps: Deps, storage: MediaStorage, id: number, log: FastifyBaseLogger): Promise<void> {
  const removed = await deleteMediaItem(deps.db, id);
  if (!removed) throw mediaNotFound();
  await removeFiles(storage, keysOf(removed), log);
}

/** A made file of an item from its URL's last segment (`800.avif`), or null when the item has no such file. */
export function parseMediaFile(file: string, widths: number[]): { width: number; format: MediaFormat } | null {
  const match = /^([1-9]\d{0,4})\.(avif|webp)$/.exec(file);
  if (!match) return null;
  const width = Number(match[1]);
  return widths.includes(width) ? { width, format: match[2] as MediaFormat } : null;
}
