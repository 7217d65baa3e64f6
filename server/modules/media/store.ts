// The media library in SQL (no side effects): the model an upload is for, the items of a model, and the writes of an
// upload (replacing the item of the same model, colour and slot) and of a removal. The rules are in service.ts.
import type { MediaSlot } from '@contract/media-rules.js';
import type { MediaItem } from '@contract/media.js';
import type { Queryable } from '../../platform/db/index.js';

/** A model as an upload needs it: whether it is retired, and its colours' names. */
export type MediaModel = { id: string; retired: boolean; colours: string[] };

export async function mediaModel(db: Queryable, id: string): Promise<MediaModel | null> {
  const { rows } = await db.query<{ id: string; retired: boolean; colours: { name?: unknown }[] }>(
    'SELECT id, retired_at IS NOT NULL AS retired, colours FROM products WHERE id = $1',
    [id],
  );
  const r = rows[0];
  return r ? { id: r.id, retired: r.retired, colours: (Array.isArray(r.colours) ? r.colours : []).map((c) => c.name).filter((n): n is string => typeof n === 'string') } : null;
}

type ItemRow = { id: number; model_id: string; colour: string; slot: MediaSlot; alt: string; width: number; height: number; widths: number[]; created_at: Date };
const ITEM_COLUMNS = 'id, model_id, colour, slot, alt, width, height, widths, created_at';

const toItem = (r: ItemRow): MediaItem => ({
  id: r.id,
  model: r.model_id,
  colour: r.colour,
  slot: r.slot,
  alt: r.alt,
  width: r.width,
  height: r.height,
  widths: r.widths.map(Number),
  created_at: new Date(r.created_at).toISOString(),
});

/** A model's photographs newest first, or every model's (model null), by model then newest first. */
export async function listMediaOf(db: Queryable, model: string | null): Promise<MediaItem[]> {
  const { rows } = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM media_items WHERE ($1::text IS NULL OR model_id = $1) ORDER BY model_id, created_at DESC, id DESC`,
    [model],
  );
  return rows.map(toItem);
}

export async function mediaItemById(db: Queryable, id: number): Promise<MediaItem | null> {
  const { rows } = await db.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM media_items WHERE id = $1`, [id]);
  return rows[0] ? toItem(rows[0]) : null;
}

/** Where an item's files are: the storage prefix and the widths made. */
export type MediaFiles = { id: number; prefix: string; widths: number[] };
type FilesRow = { id: number; storage_prefix: string; widths: number[] };
const toFiles = (r: FilesRow): MediaFiles => ({ id: r.id, prefix: r.storage_prefix, widths: r.widths.map(Number) });

export async function mediaFilesOf(db: Queryable, id: number): Promise<MediaFiles | null> {
  const { rows } = await db.query<FilesRow>('SELECT id, storage_prefix, widths FROM media_items WHERE id = $1', [id]);
  return rows[0] ? toFiles(rows[0]) : null;
}

export type NewMediaItem = {
  model: string;
  colour: string;
  slot: MediaSlot;
  alt: string;
  contentType: string;
  width: number;
  height: number;
  widths: number[];
  createdBy: number;
  now: Date;
};

/**
 * Holds the (model, colour, slot) until the transaction ends, so two uploads for it one after the other each replace
 * what the other left (the second waits, then sees the first's row).
 */
export async function lockMediaSlot(tx: Queryable, model: string, colour: string, slot: MediaSlot): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('media_items'), hashtext($1 || '/' || $2 || '/' || $3))", [model, colour, slot]);
}

/** Removes the item of the (model, colour, slot), answering where its files are. */
export async function deleteMediaOfSlot(tx: Queryable, model: string, colour: string, slot: MediaSlot): Promise<MediaFiles[]> {
  const { rows } = await tx.query<FilesRow>(
    'DELETE FROM media_items WHERE model_id = $1 AND colour = $2 AND slot = $3 RETURNING id, storage_prefix, widths',
    [model, colour, slot],
  );
  return rows.map(toFiles);
}

/** The new item, its storage prefix media/<id> (the id is taken first, so the prefix is written with the row). */
export async function insertMediaItem(tx: Queryable, item: NewMediaItem): Promise<MediaFiles> {
  const { rows } = await tx.query<FilesRow>(
    `WITH next AS (SELECT nextval(pg_get_serial_sequence('media_items', 'id'))::integer AS id)
     INSERT INTO media_items (id, model_id, colour, slot, alt, content_type, width, height, widths, storage_prefix, created_at, created_by)
     OVERRIDING SYSTEM VALUE
     SELECT id, $1, $2, $3, $4, $5, $6, $7, $8::integer[], 'media/' || id, $9, $10 FROM next
     RETURNING id, storage_prefix, widths`,
    [item.model, item.colour, item.slot, item.alt, item.contentType, item.width, item.height, item.widths, item.now, item.createdBy],
  );
  return toFiles(rows[0]!);
}

export async function deleteMediaItem(db: Queryable, id: number): Promise<MediaFiles | null> {
  const { rows } = await db.query<FilesRow>('DELETE FROM media_items WHERE id = $1 RETURNING id, storage_prefix, widths', [id]);
  return rows[0] ? toFiles(rows[0]) : null;
}
