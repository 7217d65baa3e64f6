// The media storage in a folder of this machine (MEDIA_STORAGE=local, the default): files under `${DATA_DIR}/media`,
// the content type beside each file. Fine for one instance; several instances need a shared store (s3.ts).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type MediaStorage } from './storage.js';

const TYPE_SUFFIX = '.content-type';

export function localMediaStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  /** The file of a key, which can only be inside `base` (checkKey forbids "..", and this checks it again). */
  function fileOf(key: string): string {
    const file = path.resolve(base, checkKey(key));
    if (!file.startsWith(base + path.sep) || file.endsWith(TYPE_SUFFIX)) throw new Error(`Not a media storage key: ${JSON.stringify(key)}`);
    return file;
  }
  return {
    async put(key, data, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file + TYPE_SUFFIX, contentType);
      await writeFile(file, data);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [data, contentType] = await Promise.all([readFile(file), readFile(file + TYPE_SUFFIX, 'utf8')]);
        return { data, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await Promise.all([rm(file, { force: true }), rm(file + TYPE_SUFFIX, { force: true })]);
    },
  };
}
