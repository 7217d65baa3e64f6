// The media storage of the configuration (MEDIA_STORAGE): a folder under DATA_DIR by default, or an S3 bucket.
import path from 'node:path';
import type { Config } from '../config.js';
import { localMediaStorage } from './local.js';
import { s3MediaStorage } from './s3.js';
import type { MediaStorage } from './storage.js';

export type { MediaStorage, StoredObject } from './storage.js';

export function mediaStorage(config: Pick<Config, 'mediaStorage' | 's3' | 'dataDir'>): MediaStorage {
  if (config.mediaStorage === 's3') {
    if (!config.s3) throw new Error('MEDIA_STORAGE is s3 but the S3_* settings are missing');
    return s3MediaStorage(config.s3);
  }
  return localMediaStorage(path.join(config.dataDir, 'media'));
}
