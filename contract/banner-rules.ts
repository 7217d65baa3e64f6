// Home banners (issue 15): every banner image is cropped to this aspect ratio, so the home page reserves its space.
// Zod-free: the SPA imports it at run time.
export const BANNER_ASPECT = { width: 2, height: 1 } as const;
export const BANNER_HEADLINE_MAX = 80;
export const BANNER_ALT_MAX = 160;
/** The admin's create form: multipart (the image in the field "image"), so a plain route, not a JSON descriptor. */
export const BANNER_CREATE_PATH = '/api/v1/admin/banners';
/** A banner's WebP rendition at one width (a file, not JSON); the answers' image srcs are this path filled in. */
export const BANNER_IMAGE_PATH = '/api/v1/banners/:id/image/:width';
export const bannerImageSrc = (id: number, width: number) => BANNER_IMAGE_PATH.replace(':id', String(id)).replace(':width', String(width));
/** Shown by the banner dashboard and the API alike. */
export const bannerMessages = {
  headline: `Write a headline of up to ${BANNER_HEADLINE_MAX} characters.`,
  alt: `Describe the image for people who cannot see it (up to ${BANNER_ALT_MAX} characters).`,
  link: 'Link to a page of this site (starting with /) or an https address on an allowed host.',
  start: 'Choose when the banner starts.',
  end: 'The end must come after the start.',
  image: 'Choose a JPEG, PNG or WebP image of at least 960 px wide.',
  imageSize: 'The image must be 8 MB or smaller.',
  order: 'Send every banner id once, in the new order.',
  notFound: 'Banner not found.',
} as const;
