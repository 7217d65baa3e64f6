// The media library's storage settings (MEDIA_STORAGE, S3_*): server/platform/config.ts reads them through its own readers.
import type { S3Config } from './media-storage/s3.js';

/** Where the media library's files live (server/platform/media-storage/): 'local' a folder under DATA_DIR, 's3' an S3-compatible bucket. */
export const MEDIA_STORAGES = ['local', 's3'] as const;
export type MediaStorageKind = (typeof MEDIA_STORAGES)[number];
export type { S3Config };

/** config.ts's readers, bound to the environment: a trimmed value, a required one, an http(s) base address. */
export type SettingReaders = {
  text: (name: string) => string | undefined;
  required: (name: string, why: string) => string;
  apiBase: (name: string, fallback: string) => string;
};

/** MEDIA_STORAGE (default local), and with s3 every S3_* setting, required (the secret key is never logged). */
export function mediaStorageSettings(read: SettingReaders): { mediaStorage: MediaStorageKind; s3: S3Config | undefined } {
  const raw = read.text('MEDIA_STORAGE')?.toLowerCase() ?? 'local';
  const mediaStorage = MEDIA_STORAGES.find((kind) => kind === raw);
  if (!mediaStorage) throw new Error(`MEDIA_STORAGE must be one of ${MEDIA_STORAGES.join(', ')}, got "${raw}"`);
  if (mediaStorage !== 's3') return { mediaStorage, s3: undefined };
  const why = 'when MEDIA_STORAGE is s3';
  return {
    mediaStorage,
    s3: {
      endpoint: read.apiBase('S3_ENDPOINT', read.required('S3_ENDPOINT', why)),
      bucket: read.required('S3_BUCKET', why),
      region: read.required('S3_REGION', why),
      accessKeyId: read.required('S3_ACCESS_KEY_ID', why),
      secretAccessKey: read.required('S3_SECRET_ACCESS_KEY', why),
    },
  };
}
