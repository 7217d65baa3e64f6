// Home page banners and their WebP renditions (migration 017), SQL only. "Live" = switched on and inside its schedule.
import { bannerImageSrc } from '@contract/banner-rules.js';
import type { BannerRecord, PublicBanner } from '@contract/banners.js';
import type { Queryable } from '../../platform/db/index.js';

type Row = {
  id: number;
  headline: string;
  alt: string;
  link: string;
  position: number;
  active: boolean;
  startsAt: Date;
  endsAt: Date | null;
  live: boolean;
  widths: number[];
};

const SELECT = `
  SELECT b.id, b.headline, b.alt, b.link, b.position, b.active, b.starts_at AS "startsAt", b.ends_at AS "endsAt",
         (b.active AND b.starts_at <= $1 AND (b.ends_at IS NULL OR b.ends_at > $1)) AS live,
         COALESCE((SELECT array_agg(i.width ORDER BY i.width) FROM banner_images i WHERE i.banner_id = b.id), '{}') AS widths
    FROM banners b`;

const images = (row: Row) => row.widths.map((width) => ({ src: bannerImageSrc(row.id, width), width }));

function record(row: Row): BannerRecord {
  return {
    id: row.id,
    headline: row.headline,
    alt: row.alt,
    link: row.link,
    images: images(row),
    position: row.position,
    active: row.active,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: row.endsAt ? new Date(row.endsAt).toISOString() : null,
    live: row.live,
  };
}

/** What the home page shows now, in order. */
export async function liveBanners(db: Queryable, now: Date): Promise<PublicBanner[]> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE b.active AND b.starts_at <= $1 AND (b.ends_at IS NULL OR b.ends_at > $1) ORDER BY b.position, b.id`, [now]);
  return rows.map((row) => ({ id: row.id, headline: row.headline, alt: row.alt, link: row.link, images: images(row) }));
}

export async function listBanners(db: Queryable, now: Date): Promise<BannerRecord[]> {
  const { rows } = await db.query<Row>(`${SELECT} ORDER BY b.position, b.id`, [now]);
  return rows.map(record);
}

export async function findBanner(db: Queryable, id: number, now: Date): Promise<BannerRecord | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE b.id = $2`, [now, id]);
  return rows[0] ? record(rows[0]) : null;
}

export type BannerFields = { headline: string; alt: string; link: string; startsAt: Date; endsAt: Date | null; active: boolean };

/** A new banner goes last, with its renditions. */
export async function insertBanner(tx: Queryable, fields: BannerFields, renditions: { width: number; data: Buffer }[], now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO banners (headline, alt, link, position, active, starts_at, ends_at, created_at, updated_at)
     VALUES ($1, $2, $3, (SELECT COALESCE(max(position), 0) + 1 FROM banners), $4, $5, $6, $7, $7) RETURNING id`,
    [fields.headline, fields.alt, fields.link, fields.active, fields.startsAt, fields.endsAt, now],
  );
  const id = rows[0]!.id;
  for (const rendition of renditions) {
    await tx.query('INSERT INTO banner_images (banner_id, width, data) VALUES ($1, $2, $3::bytea)', [id, rendition.width, rendition.data]);
  }
  return id;
}

/** Applies the given fields; false when there is no such banner. */
export async function updateBanner(db: Queryable, id: number, fields: Partial<BannerFields>, now: Date): Promise<boolean> {
  const columns: Record<keyof BannerFields, string> = { headline: 'headline', alt: 'alt', link: 'link', startsAt: 'starts_at', endsAt: 'ends_at', active: 'active' };
  const sets: string[] = [];
  const params: unknown[] = [id, now];
  for (const key of Object.keys(columns) as (keyof BannerFields)[]) {
    if (fields[key] === undefined) continue;
    params.push(fields[key]);
    sets.push(`${columns[key]} = $${params.length}`);
  }
  const { rows } = await db.query<{ id: number }>(`UPDATE banners SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1 RETURNING id`, params);
  return rows.length > 0;
}

/** The banners' ids, for a reorder that must name each exactly once. */
export async function bannerIds(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM banners ORDER BY id');
  return rows.map((row) => row.id);
}

export async function reorderBanners(tx: Queryable, ids: number[], now: Date): Promise<void> {
  await tx.query(
    'UPDATE banners b SET position = o.position, updated_at = $2 FROM unnest($1::int[]) WITH ORDINALITY AS o(id, position) WHERE b.id = o.id',
    [ids, now],
  );
}

export async function bannerImage(db: Queryable, id: number, width: number): Promise<Buffer | null> {
  const { rows } = await db.query<{ data: Uint8Array }>('SELECT data FROM banner_images WHERE banner_id = $1 AND width = $2', [id, width]);
  return rows[0] ? Buffer.from(rows[0].data) : null;
}
