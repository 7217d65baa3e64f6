// The VAPID key pair: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else (development) generated once into DATA_DIR and
// read from there afterwards, so subscriptions survive a restart. The private key never leaves the server; the
// public key is served by GET /api/v1/me/notifications/push-key.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webPush from 'web-push';
import type { VapidKeys } from '../config-notify.js';

const FILE = 'vapid-keys.json';

function isKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string';
}

export async function loadVapidKeys(configured: VapidKeys | undefined, dataDir: string): Promise<VapidKeys> {
  if (configured) return configured;
  const path = join(dataDir, FILE);
  try {
    const stored: unknown = JSON.parse(await readFile(path, 'utf8'));
    if (isKeys(stored)) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webPush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  // 'wx': two processes starting together keep the first pair.
  try {
    await writeFile(path, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadVapidKeys(undefined, dataDir);
    throw error;
  }
  return keys;
}
