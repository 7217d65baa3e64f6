// The banners' rules and workflows: a new banner from the admin's form (its fields, its link's host, its schedule and
// its image re-encoded, saved with its renditions in one transaction), an edit that keeps the schedule in order, and a
// reorder that names every banner once. No notices: banners send nothing.
import { bannerCreateFields, bannerMessages, type BannerRecord } from '@contract/banners.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError, fieldError } from '../../platform/errors.js';
import { allowedBannerLink, bannerRenditions } from './images.js';
import { bannerIds, findBanner, insertBanner, listBanners, reorderBanners, updateBanner, type BannerFields } from './store.js';

type FieldError = { field: string; message: string };
const badFields = (list: FieldError[]) => new HttpError(400, list.map((e) => `${e.field}: ${e.message}`).join(' '), list);

/** The create form's text fields and image: every field's error at once (400), or the new banner, last in order. */
export async function createBanner(deps: Deps, form: { fields: Record<string, unknown>; image: Buffer | null }): Promise<BannerRecord> {
  const { db, config, now } = deps;
  const parsed = bannerCreateFields.safeParse(form.fields);
  const fieldErrors: FieldError[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message }));
  const fields = parsed.success ? parsed.data : null;
  const link = typeof form.fields.link === 'string' ? form.fields.link.trim() : '';
  if (link && !allowedBannerLink(link, config.bannerLinkHosts)) fieldErrors.push({ field: 'link', message: bannerMessages.link });
  if (fields?.endsAt && fields.endsAt <= fields.startsAt) fieldErrors.push({ field: 'endsAt', message: bannerMessages.end });
  const renditions = form.image ? await bannerRenditions(form.image) : null;
  if (!renditions) fieldErrors.push({ field: 'image', message: bannerMessages.image });
  if (!fields || !renditions || fieldErrors.length > 0) throw badFields(fieldErrors);
  const at = now();
  const id = await db.transaction((tx) => insertBanner(tx, { ...fields, endsAt: fields.endsAt ?? null }, renditions, at));
  return (await findBanner(db, id, at))!;
}

/** An edit (any of the fields); the end, old or new, must stay after the start. */
export async function editBanner(deps: Deps, id: number, changes: Partial<BannerFields>): Promise<BannerRecord> {
  const { db, config, now } = deps;
  const at = now();
  const current = await findBanner(db, id, at);
  if (!current) throw new HttpError(404, bannerMessages.notFound);
  if (changes.link !== undefined && !allowedBannerLink(changes.link, config.bannerLinkHosts)) throw fieldError('link', bannerMessages.link);
  const startsAt = changes.startsAt ?? new Date(current.startsAt);
  const endsAt = changes.endsAt === undefined ? (current.endsAt ? new Date(current.endsAt) : null) : changes.endsAt;
  if (endsAt && endsAt <= startsAt) throw fieldError('endsAt', bannerMessages.end);
  await updateBanner(db, id, changes, at);
  return (await findBanner(db, id, at))!;
}

/** The banners in the order given, which must name every banner exactly once. */
export async function putBannersInOrder(deps: Deps, ids: number[]): Promise<BannerRecord[]> {
  const { db, now } = deps;
  const known = await bannerIds(db);
  const sent = [...ids].sort((a, b) => a - b);
  if (sent.length !== known.length || sent.some((id, i) => id !== known[i])) throw fieldError('ids', bannerMessages.order);
  const at = now();
  await db.transaction((tx) => reorderBanners(tx, ids, at));
  return listBanners(db, at);
}
