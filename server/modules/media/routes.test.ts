// @vitest-environment node
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, MessageResponse } from '@contract/common.js';
import { MEDIA_UPLOAD_PATH, mediaFileUrl, mediaMessages as m } from '@contract/media-rules.js';
import type { MediaItemResponse, MediaListResponse } from '@contract/media.js';
import { buildApp } from '../../app.js';
import type { App } from '../../platform/deps.js';
import { s3MediaStorage } from '../../platform/media-storage/s3.js';
import { FAKE_S3, startFakeS3, type FakeS3 } from '../../test-fakes/s3.js';
import { DEMO, bearer, body, createTestContext, siblingApp, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let dataDir: string;
let admin: Record<string, string>;
let customer: Record<string, string>;
let dealer: Record<string, string>;
let model: string;
let colour: string;
let retired: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'media-routes-'));
  ctx = await createTestContext({ dataDir });
  const [a, c, d] = await Promise.all([signIn(ctx.app, DEMO.admin), signIn(ctx.app, DEMO.customer), signIn(ctx.app, DEMO.dealer)]);
  [admin, customer, dealer] = [bearer(a), bearer(c), bearer(d)];
  const { rows } = await ctx.db.query<{ id: string; colours: { name: string }[] }>(
    "SELECT id, colours FROM products WHERE retired_at IS NULL AND jsonb_array_length(colours) > 0 ORDER BY id LIMIT 2",
  );
  model = rows[0]!.id;
  colour = rows[0]!.colours[0]!.name;
  retired = rows[1]!.id;
  await ctx.db.query('UPDATE products SET active = false, retired_at = now() WHERE id = $1', [retired]);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 30 } } });
  return (format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : image.webp()).toBuffer();
};

async function form(fields: Record<string, string>, photo?: { data: Buffer; type?: string; name?: string }) {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) fd.append(name, value);
  if (photo) fd.append('photo', new Blob([new Uint8Array(photo.data)], { type: photo.type ?? 'image/jpeg' }), photo.name ?? 'bike.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: fd });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

const fieldsOf = (overrides: Record<string, string> = {}) => ({ model, colour: '', slot: 'hero', alt: 'The bike in red, three quarters front', ...overrides });

async function upload(fields: Record<string, string>, photo: Buffer | undefined, headers = admin, app: App = ctx.app) {
  const f = await form(fields, photo ? { data: photo } : undefined);
  return app.inject({ method: 'POST', url: MEDIA_UPLOAD_PATH, payload: f.payload, headers: { ...f.headers, ...headers } });
}

const list = async (of = model) => body<MediaListResponse>(await ctx.app.inject({ method: 'GET', url: `/api/v1/media?model=${of}` })).data;
const storedFiles = async (id: number) => readdir(path.join(dataDir, 'media', 'media', String(id))).catch(() => [] as string[]);
const fieldsWrong = (res: { body: string }) => (body<ApiError>(res as never).errors ?? []).map((e) => e.field);

describe('uploading a photograph', () => {
  it('is for admins only: 401 without a session, 403 for a customer or a dealer', async () => {
    const photo = await picture(900, 600);
    expect((await upload(fieldsOf(), photo, {})).statusCode).toBe(401);
    expect((await upload(fieldsOf(), photo, customer)).statusCode).toBe(403);
    expect((await upload(fieldsOf(), photo, dealer)).statusCode).toBe(403);
    expect(await list()).toEqual([]);
  });

  it('makes every width not wider than the original in AVIF and WebP, listed and served for good', async () => {
    const res = await upload(fieldsOf({ colour: colour.toUpperCase(), slot: 'side' }), await picture(1300, 700, 'png'));
    expect(res.statusCode, res.body).toBe(201);
    const { message, data } = body<MediaItemResponse>(res);
    expect(message).toBe(m.uploaded);
    // The model's own spelling of the colour is kept.
    expect(data).toMatchObject({ model, colour, slot: 'side', alt: 'The bike in red, three quarters front', width: 1300, height: 700, widths: [480, 800, 1200] });
    expect(await list()).toEqual([data]);
    // Without a model: every model's photographs, in one request (a page of several models asks once).
    expect(await list('')).toContainEqual(data);
    expect(await list('rv1')).toEqual([]);
    expect((await storedFiles(data.id)).filter((f) => !f.endsWith('.content-type')).sort()).toEqual(['1200.avif', '1200.webp', '480.avif', '480.webp', '800.avif', '800.webp']);

    for (const width of data.widths) {
      for (const format of ['avif', 'webp'] as const) {
        const file = await ctx.app.inject({ method: 'GET', url: mediaFileUrl(data.id, width, format) });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(`image/${format}`);
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(file.rawPayload).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        if (format === 'avif') expect(meta.compression).toBe('av1');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((700 * width) / 1300));
        expect(meta.exif).toBeUndefined();
      }
    }
    for (const url of [mediaFileUrl(data.id, 1600, 'avif'), `/media/${data.id}/800.jpeg`, `/media/${data.id}/800.avif.txt`, '/media/999999/480.avif', '/media/abc/480.avif', `/media/${data.id}/0800.webp`]) {
      const miss = await ctx.app.inject({ method: 'GET', url });
      expect(miss.statusCode, url).toBe(404);
      expect(body<ApiError>(miss).message).toBe(m.notFound);
    }
  });

  it('orients the photograph first: a portrait turned by EXIF is judged and made at its shown width', async () => {
    // Stored 600 × 900, shown 900 × 600 (orientation 6 turns it a quarter).
    const turned = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#246' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload(fieldsOf({ slot: 'detail' }), turned);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = body<MediaItemResponse>(res);
    expect(data).toMatchObject({ width: 900, height: 600, widths: [480, 800] });
    const file = await ctx.app.inject({ method: 'GET', url: mediaFileUrl(data.id, 800, 'webp') });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 800, height: 533 });
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, naming photo', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');
    for (const bytes of [pdf, Buffer.from('just some text, not a picture')]) {
      const res = await upload(fieldsOf(), bytes);
      expect(res.statusCode).toBe(400);
      expect(body<ApiError>(res).errors).toEqual([{ field: 'photo', message: m.photoType }]);
    }
    const none = await upload(fieldsOf(), undefined);
    expect(body<ApiError>(none).errors).toEqual([{ field: 'photo', message: m.photo }]);
  });

  it('refuses a photograph narrower than the minimum', async () => {
    const res = await upload(fieldsOf(), await picture(799, 1200, 'webp'));
    expect(res.statusCode).toBe(400);
    expect(body<ApiError>(res).errors).toEqual([{ field: 'photo', message: m.photoSmall }]);
  });

  it('refuses an unknown or retired model, an unknown colour, a bad slot or alt, naming each field', async () => {
    const photo = await picture(900, 600);
    for (const wrong of ['no-such-bike', retired]) {
      const res = await upload(fieldsOf({ model: wrong }), photo);
      expect(res.statusCode).toBe(400);
      expect(body<ApiError>(res).errors).toEqual([{ field: 'model', message: m.model }]);
    }
    const colourRes = await upload(fieldsOf({ colour: 'Polka dot' }), photo);
    expect(colourRes.statusCode).toBe(400);
    expect(body<ApiError>(colourRes).errors).toEqual([{ field: 'colour', message: m.colour }]);
    const many = await upload(fieldsOf({ slot: 'roof', alt: ' ' }), Buffer.from('text'));
    expect(many.statusCode).toBe(400);
    expect(fieldsWrong(many).sort()).toEqual(['alt', 'photo', 'slot']);
    expect(await list(retired)).toEqual([]);
  });

  it('is limited per IP address before the body is read (429)', async () => {
    const limited = await siblingApp(ctx, { rateLimits: { ...ctx.config.rateLimits, uploadsPerIp: { limit: 1, windowSeconds: 3600 } } });
    try {
      const send = async () => {
        const f = await form(fieldsOf({ slot: 'hero', colour }), { data: await picture(900, 600) });
        return limited.inject({ method: 'POST', url: MEDIA_UPLOAD_PATH, payload: f.payload, headers: { ...f.headers, ...admin }, remoteAddress: '203.0.113.26' });
      };
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('refuses a JSON body with 415', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: MEDIA_UPLOAD_PATH, payload: fieldsOf(), headers: admin });
    expect(res.statusCode).toBe(415);
    expect(body<ApiError>(res).message).toBe(m.photoForm);
  });
});

describe('replacing and removing', () => {
  it('a second upload for the same model, colour and slot replaces the first, whose files go', async () => {
    const first = body<MediaItemResponse>(await upload(fieldsOf({ slot: 'scene' }), await picture(900, 600))).data;
    const other = body<MediaItemResponse>(await upload(fieldsOf({ slot: 'scene', colour }), await picture(900, 600))).data;
    expect(await storedFiles(first.id)).toHaveLength(8);
    const res = await upload(fieldsOf({ slot: 'scene', alt: 'Riding by the sea' }), await picture(1700, 900));
    expect(res.statusCode, res.body).toBe(201);
    const second = body<MediaItemResponse>(res).data;
    expect(second).toMatchObject({ slot: 'scene', colour: '', alt: 'Riding by the sea', widths: [480, 800, 1200, 1600] });
    const scenes = (await list()).filter((item) => item.slot === 'scene');
    // Newest first; the colour's own photograph is another slot holder and stays.
    expect(scenes.map((item) => item.id)).toEqual([second.id, other.id]);
    expect(await storedFiles(first.id)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: mediaFileUrl(first.id, 480, 'webp') })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: mediaFileUrl(second.id, 1600, 'avif') })).statusCode).toBe(200);
  });

  it('an admin removes an item and its files; others may not; a second removal is 404', async () => {
    const item = body<MediaItemResponse>(await upload(fieldsOf({ slot: 'hero' }), await picture(900, 600))).data;
    const url = `/api/v1/back-office/media/${item.id}`;
    expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: customer })).statusCode).toBe(403);
    const res = await ctx.app.inject({ method: 'DELETE', url, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(body<MessageResponse>(res).message).toBe(m.removed);
    expect((await list()).some((i) => i.id === item.id)).toBe(false);
    expect(await storedFiles(item.id)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: mediaFileUrl(item.id, 480, 'avif') })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);
  });
});

describe('with the S3 storage', () => {
  let fake: FakeS3;
  let app: App;
  beforeAll(async () => {
    fake = await startFakeS3();
    app = buildApp({ db: ctx.db, config: ctx.config, sms: ctx.sms, email: ctx.email, now: ctx.clock.now, mediaStorage: s3MediaStorage({ endpoint: fake.base, ...FAKE_S3 }) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('stores the files in the bucket, serves them from it and removes them', async () => {
    const res = await upload(fieldsOf({ slot: 'detail', colour }), await picture(900, 600), admin, app);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = body<MediaItemResponse>(res).data;
    expect([...fake.objects.keys()].sort()).toEqual([`media/${id}/480.avif`, `media/${id}/480.webp`, `media/${id}/800.avif`, `media/${id}/800.webp`]);
    const file = await app.inject({ method: 'GET', url: mediaFileUrl(id, 800, 'avif') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/avif');
    expect(file.rawPayload.equals(fake.objects.get(`media/${id}/800.avif`)!.data)).toBe(true);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/back-office/media/${id}`, headers: admin })).statusCode).toBe(200);
    expect(fake.objects.size).toBe(0);
  });
});
