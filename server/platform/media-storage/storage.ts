// Where the media library's made files live (MEDIA_STORAGE): one interface, a folder under DATA_DIR (local.ts) or any
// S3-compatible bucket (s3.ts). Keys are relative paths such as media/12/800.avif (MEDIA_KEY below).

export type StoredObject = { data: Buffer; contentType: string };

export type MediaStorage = {
  /** Writes (or overwrites) the object at `key`. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object at `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object at `key`; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
};

/** Segments of letters, digits, dots, dashes and underscores, none starting with a dot: no "..", no absolute path. */
export const MEDIA_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function checkKey(key: string): string {
  if (key.length > 512 || !MEDIA_KEY.test(key)) throw new Error(`Not a media storage key: ${JSON.stringify(key)}`);
  return key;
}
