// The media library (issue 26): photographs the maker uploads per model, colour and slot, shown instead of the studio
// render where a slot has one. Zod-free: the SPA imports it at run time. Schemas: media.ts; endpoints: media-endpoints.ts.

/**
 * Where a photograph appears. hero: the model page's and configurator's main picture (and the range's card);
 * side: the side view beside the key figures; scene: the lifestyle picture of the model page; detail: a close-up in
 * the model page's gallery.
 */
export const MEDIA_SLOTS = ['hero', 'side', 'scene', 'detail'] as const;
export type MediaSlot = (typeof MEDIA_SLOTS)[number];
export const MEDIA_SLOT_LABELS: Record<MediaSlot, string> = {
  hero: 'Main picture (model page, configurator, range)',
  side: 'Side view (comparison)',
  scene: 'Lifestyle scene (model page)',
  detail: 'Close-up (feature stories on the model page and its sub-pages)',
};

/** What may be uploaded: JPEG, PNG or WebP (judged by the bytes), up to MEDIA_MAX_BYTES, at least MEDIA_MIN_WIDTH wide. */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
export const MEDIA_MIN_WIDTH = 800;
export const MEDIA_FIELD = 'photo';
export const MEDIA_ALT_MAX = 200;
/** The widths made of every upload (never wider than the original), each in AVIF and WebP. */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600] as const;
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** The multipart upload (admin): the photo plus the fields model, colour ('' for every colour), slot and alt. */
export const MEDIA_UPLOAD_PATH = '/api/v1/back-office/media';
/** One made file of an item, e.g. /media/12/800.avif (public, cached for good: an item's files never change). */
export const mediaFileUrl = (id: number, width: number, format: MediaFormat) => `/media/${id}/${width}.${format}`;

export const mediaMessages = {
  model: 'Choose a model of the catalogue.',
  colour: 'Choose one of the model’s colours, or every colour.',
  slot: `Choose a slot: ${MEDIA_SLOTS.join(', ')}.`,
  alt: `Describe the photograph for people who cannot see it (1 to ${MEDIA_ALT_MAX} characters).`,
  photo: 'Choose a photograph to upload.',
  photoType: 'The photograph must be a JPEG, PNG or WebP image.',
  photoSize: `The photograph must be ${MEDIA_MAX_BYTES / 1024 / 1024} MB or smaller.`,
  photoSmall: `The photograph must be at least ${MEDIA_MIN_WIDTH} pixels wide.`,
  photoForm: 'Send the photograph as a multipart form with the fields model, colour, slot and alt.',
  uploaded: 'The photograph is on the site now.',
  removed: 'The photograph is removed: the slot shows the studio render again.',
  notFound: 'Media not found',
} as const;

/**
 * The photograph of a slot for a colour: the one uploaded for that colour, else the one for every colour (colour ''),
 * else none (the render shows).
 */
export function mediaFor<T extends { slot: MediaSlot; colour: string }>(items: readonly T[], slot: MediaSlot, colour: string): T | undefined {
  return items.find((m) => m.slot === slot && m.colour === colour) ?? items.find((m) => m.slot === slot && m.colour === '');
}
