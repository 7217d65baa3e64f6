// @vitest-environment node
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_S3, startFakeS3, type FakeS3 } from '../../test-fakes/s3.js';
import { localMediaStorage } from './local.js';
import { s3MediaStorage } from './s3.js';
import type { MediaStorage } from './storage.js';

const bytes = Buffer.from([0, 1, 2, 250, 255, 10, 13]);

async function roundTrip(storage: MediaStorage) {
  expect(await storage.get('media/1/480.avif')).toBeNull();
  await storage.put('media/1/480.avif', bytes, 'image/avif');
  await storage.put('media/1/480.webp', Buffer.from('webp'), 'image/webp');
  expect(await storage.get('media/1/480.avif')).toEqual({ data: bytes, contentType: 'image/avif' });
  await storage.put('media/1/480.avif', Buffer.from('again'), 'image/avif');
  expect((await storage.get('media/1/480.avif'))?.data.toString()).toBe('again');
  await storage.delete('media/1/480.avif');
  await storage.delete('media/1/480.avif');
  expect(await storage.get('media/1/480.avif')).toBeNull();
  expect((await storage.get('media/1/480.webp'))?.contentType).toBe('image/webp');
}

describe('local media storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'media-local-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('puts, gets, overwrites and deletes files under its folder', async () => {
    const storage = localMediaStorage(path.join(root, 'media'));
    await roundTrip(storage);
    expect(await readdir(path.join(root, 'media', 'media', '1'))).toEqual(expect.arrayContaining(['480.webp']));
  });

  it('refuses keys that would leave its folder or are not plain paths', async () => {
    const storage = localMediaStorage(path.join(root, 'media'));
    for (const key of ['../escape', 'media/../../x', '/etc/passwd', 'media//x', '.hidden', 'a/./b', 'media\\x', '', 'a/b.content-type']) {
      await expect(storage.put(key, bytes, 'image/avif'), key).rejects.toThrow(/Not a media storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Not a media storage key/);
    }
    expect(await readdir(root)).toEqual(['media']);
  });
});

describe('S3 media storage (against the fake S3, SigV4 checked)', () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3();
  });
  afterAll(() => fake.close());

  it('round-trips objects, path-style in the bucket, every request signed', async () => {
    await roundTrip(s3MediaStorage({ endpoint: fake.base, ...FAKE_S3 }));
    expect(fake.objects.get('media/1/480.webp')).toEqual({ data: Buffer.from('webp'), contentType: 'image/webp' });
    expect(fake.requests.map((r) => r.status).filter((s) => s >= 400 && s !== 404)).toEqual([]);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: `/${FAKE_S3.bucket}/media/1/480.avif` });
  });

  it('is refused (403) when signed with another secret, and says so without the secret', async () => {
    const wrong = s3MediaStorage({ endpoint: fake.base, ...FAKE_S3, secretAccessKey: 'not-the-secret' });
    const error = await wrong.put('media/2/480.avif', bytes, 'image/avif').catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('S3 PUT media/2/480.avif: HTTP 403 SignatureDoesNotMatch');
    expect(fake.objects.has('media/2/480.avif')).toBe(false);
    await expect(wrong.get('media/1/480.webp')).rejects.toThrow(/403/);
    expect(fake.requests.at(-1)?.status).toBe(403);
  });

  it('is refused when the signature was made for other bytes or another key', async () => {
    const res = await fetch(`${fake.base}/${FAKE_S3.bucket}/media/3/x.avif`, {
      method: 'PUT',
      headers: { authorization: `AWS4-HMAC-SHA256 Credential=${FAKE_S3.accessKeyId}/20260101/${FAKE_S3.region}/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=${'0'.repeat(64)}`, 'x-amz-date': '20260101T000000Z', 'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('SignatureDoesNotMatch');
  });
});
