// Home page banners (issue 15): the public list of live banners and the admin's banner dashboard. The image
// arrives with the multipart create form (server/modules/banners/upload-routes.ts) and is served as WebP at fixed widths.
// Server only at run time.
import { z } from 'zod';
import { blankToUndefined, numericId } from './common.js';
import { BANNER_ALT_MAX, BANNER_HEADLINE_MAX, bannerMessages } from './banner-rules.js';

export { bannerMessages };

/** The image sizes the server writes; srcset lists those present. */
export const bannerImage = z.object({ src: z.string(), width: z.number().int() });

export const publicBanner = z.object({
  id: z.number().int(),
  headline: z.string(),
  alt: z.string(),
  link: z.string(),
  images: z.array(bannerImage),
});
export type PublicBanner = z.output<typeof publicBanner>;
export const publicBannersResponse = z.object({ data: z.array(publicBanner) });
export type PublicBannersResponse = z.output<typeof publicBannersResponse>;

export const bannerRecord = publicBanner.extend({
  position: z.number().int(),
  active: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** Active and inside its schedule now. */
  live: z.boolean(),
});
export type BannerRecord = z.output<typeof bannerRecord>;
export const bannerListResponse = z.object({ data: z.array(bannerRecord) });
export type BannerListResponse = z.output<typeof bannerListResponse>;
export const bannerResponse = z.object({ data: bannerRecord });
export type BannerResponse = z.output<typeof bannerResponse>;

const instant = (message: string) =>
  z.string({ error: message }).trim().refine((value) => !Number.isNaN(Date.parse(value)), message).transform((value) => new Date(value));

const bannerFields = {
  headline: z.string({ error: bannerMessages.headline }).trim().min(1, bannerMessages.headline).max(BANNER_HEADLINE_MAX, bannerMessages.headline),
  alt: z.string({ error: bannerMessages.alt }).trim().min(1, bannerMessages.alt).max(BANNER_ALT_MAX, bannerMessages.alt),
  link: z.string({ error: bannerMessages.link }).trim().min(1, bannerMessages.link).max(500, bannerMessages.link),
  startsAt: instant(bannerMessages.start),
  endsAt: z.preprocess(blankToUndefined, instant(bannerMessages.end).optional()),
  active: z.preprocess((v) => (v === 'on' || v === 'true' ? true : v === 'off' || v === 'false' ? false : v), z.boolean().default(true)),
};

/** The text fields of the multipart create form (the image is the `image` file). */
export const bannerCreateFields = z.object(bannerFields);
export type BannerCreateFields = z.input<typeof bannerCreateFields>;

/** An edit: any of the fields; an empty endsAt (null) removes the end. */
export const bannerUpdateBody = z.object({
  headline: bannerFields.headline.optional(),
  alt: bannerFields.alt.optional(),
  link: bannerFields.link.optional(),
  startsAt: bannerFields.startsAt.optional(),
  endsAt: z.union([z.null(), instant(bannerMessages.end)]).optional(),
  active: z.boolean().optional(),
});
export type BannerUpdate = z.input<typeof bannerUpdateBody>;

export const bannerOrderBody = z.object({ ids: z.array(numericId(bannerMessages.order)).min(1, bannerMessages.order).max(200, bannerMessages.order) });
export type BannerOrder = z.input<typeof bannerOrderBody>;

export const bannerImageParams = z.object({ id: numericId(bannerMessages.notFound), width: numericId(bannerMessages.notFound) });
