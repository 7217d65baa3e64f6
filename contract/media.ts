// The media library's schemas (media-rules.ts has the rules and messages).
import { z } from 'zod';
import { MEDIA_ALT_MAX, MEDIA_SLOTS, mediaMessages } from './media-rules.js';

export const mediaItem = z
  .object({
    id: z.number().int(),
    model: z.string(),
    /** '' when the photograph is for every colour of the model. */
    colour: z.string(),
    slot: z.enum(MEDIA_SLOTS),
    alt: z.string(),
    /** The original's size after the upload's cleaning (the made files keep its proportions). */
    width: z.number().int(),
    height: z.number().int(),
    /** The widths made, each in AVIF and WebP (mediaFileUrl). */
    widths: z.array(z.number().int()),
    created_at: z.string(),
  })
  .meta({ id: 'MediaItem' });
export type MediaItem = z.output<typeof mediaItem>;

/** Without a model (or blank): every model's photographs, so a page showing several models asks once. */
export const mediaListQuery = z.object({ model: z.string().trim().toLowerCase().max(60, mediaMessages.model).optional() });
export type MediaListQuery = z.input<typeof mediaListQuery>;
export const mediaListResponse = z.object({ data: z.array(mediaItem) });
export type MediaListResponse = z.output<typeof mediaListResponse>;
export const mediaItemResponse = z.object({ message: z.string(), data: mediaItem });
export type MediaItemResponse = z.output<typeof mediaItemResponse>;
export const mediaParams = z.object({ id: z.coerce.number().int().min(1) });

/** The upload's text fields (the photo is the multipart file MEDIA_FIELD). */
export const mediaUploadFields = z.object({
  model: z.string({ error: mediaMessages.model }).trim().toLowerCase().min(1, mediaMessages.model).max(60, mediaMessages.model),
  colour: z.string({ error: mediaMessages.colour }).trim().max(40, mediaMessages.colour).default(''),
  slot: z.enum(MEDIA_SLOTS, { error: mediaMessages.slot }),
  alt: z.string({ error: mediaMessages.alt }).trim().min(1, mediaMessages.alt).max(MEDIA_ALT_MAX, mediaMessages.alt),
});
export type MediaUploadFields = z.output<typeof mediaUploadFields>;
