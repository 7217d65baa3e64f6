// A banner image: judged by its bytes (JPEG, PNG or WebP, whatever the name or the declared type says), decoded
// with a pixel limit, cropped to the banner's aspect ratio and re-encoded as WebP at fixed widths. Nothing of
// the upload (metadata, colour profile tricks, trailing data) is ever served: only the re-encoded pixels.
import sharp from 'sharp';
import { BANNER_ASPECT } from '@contract/banner-rules.js';

export const BANNER_WIDTHS = [480, 960, 1440] as const;
export const BANNER_MIN_WIDTH = 960;
export const BANNER_MAX_BYTES = 8 * 1024 * 1024;
/** A decompression bomb stops here (a 40-megapixel photo passes). */
const MAX_PIXELS = 40_000_000;

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The image type from the first bytes, or null. */
export function imageKind(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export type Rendition = { width: number; data: Buffer };

/** The renditions of an upload, or null when it is not an image we take (type, size, decodable, wide enough). */
export async function bannerRenditions(data: Buffer): Promise<Rendition[] | null> {
  const kind = imageKind(data);
  if (!kind || data.length > BANNER_MAX_BYTES) return null;
  let width: number | undefined;
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    if (meta.format !== kind) return null;
    // EXIF orientation 5–8 turns the picture a quarter: its shown width is the stored height.
    width = meta.orientation && meta.orientation >= 5 ? meta.height : meta.width;
  } catch {
    return null;
  }
  if (!width || width < BANNER_MIN_WIDTH) return null;
  try {
    return await Promise.all(
      BANNER_WIDTHS.filter((w) => w <= Math.max(width, BANNER_MIN_WIDTH)).map(async (w) => ({
        width: w,
        data: await sharp(data, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize(w, Math.round((w * BANNER_ASPECT.height) / BANNER_ASPECT.width), { fit: 'cover', position: 'attention' })
          .webp({ quality: 78 })
          .toBuffer(),
      })),
    );
  } catch {
    return null;
  }
}

/** An internal path ("/rv400", not "//host") or an https address on one of the allowed hosts. */
export function allowedBannerLink(link: string, hosts: readonly string[]): boolean {
  if (link.startsWith('/')) return !link.startsWith('//') && !/[\s\\]/.test(link);
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && !url.username && !url.password && hosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}
