// @vitest-environment node
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerMessages, type BannerListResponse, type BannerResponse, type PublicBannersResponse } from '@contract/banners.js';
import type { ApiError } from '@contract/common.js';
import { allowedBannerLink, imageKind } from './images.js';
import { DEMO, bearer, body, createTestContext, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let admin: string;
let customer: string;

beforeAll(async () => {
  ctx = await createTestContext({ bannerLinkHosts: ['shop.revoltmotors.example'] });
  [admin, customer] = await Promise.all([signIn(ctx.app, DEMO.admin), signIn(ctx.app, DEMO.customer)]);
});
afterAll(() => ctx.close());

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c8102e' } }).png().toBuffer();

async function multipart(fields: Record<string, string>, image?: { data: Buffer; name: string; type: string }) {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) fd.append(key, value);
  if (image) fd.append('image', new Blob([new Uint8Array(image.data)], { type: image.type }), image.name);
  const request = new Request('http://localhost/', { method: 'POST', body: fd });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

const hour = 3_600_000;
const fields = (overrides: Record<string, string> = {}) => ({
  headline: 'RV400 BRZ: festive offer',
  alt: 'A red RV400 BRZ on a city street at dusk',
  link: '/rv400-brz',
  startsAt: new Date(ctx.clock.now().getTime() - hour).toISOString(),
  ...overrides,
});

async function create(overrides: Record<string, string> = {}, image?: { data: Buffer; name: string; type: string }, token = admin) {
  const form = await multipart(fields(overrides), image ?? { data: await png(1600, 900), name: 'banner.png', type: 'image/png' });
  return ctx.app.inject({ method: 'POST', url: '/api/v1/admin/banners', payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
}

const live = async () => body<PublicBannersResponse>(await ctx.app.inject({ method: 'GET', url: '/api/v1/banners' })).data;

describe('banner uploads', () => {
  it('re-encodes the image to WebP at fixed widths in a 2:1 crop', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    const { data } = body<BannerResponse>(res);
    expect(data.images.map((i) => i.width)).toEqual([480, 960, 1440]);
    const image = await ctx.app.inject({ method: 'GET', url: data.images[1]!.src });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 960, height: 480 });
  });

  it('judges the image by its content, not its name or type', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const disguised = await create({}, { data: html, name: 'banner.png', type: 'image/png' });
    expect(disguised.statusCode).toBe(400);
    expect(body<ApiError>(disguised).errors).toEqual([{ field: 'image', message: bannerMessages.image }]);
    const truncated = (await png(1600, 900)).subarray(0, 200);
    expect((await create({}, { data: truncated, name: 'cut.png', type: 'image/png' })).statusCode).toBe(400);
    const small = await create({}, { data: await png(600, 300), name: 'small.png', type: 'image/png' });
    expect(body<ApiError>(small).errors?.[0]?.field).toBe('image');
    expect(imageKind(Buffer.from('RIFF0000WEBPVP8 '))).toBe('webp');
    expect(imageKind(html)).toBeNull();
  });

  it('requires alt text and an internal or allowed link', async () => {
    const res = await create({ alt: '', link: 'https://evil.example/phish' });
    expect(res.statusCode).toBe(400);
    expect(body<ApiError>(res).errors?.map((e) => e.field).sort()).toEqual(['alt', 'link']);
    expect(allowedBannerLink('//evil.example', [])).toBe(false);
    expect(allowedBannerLink('javascript:alert(1)', ['alert(1)'])).toBe(false);
    expect(allowedBannerLink('http://shop.revoltmotors.example/', ['shop.revoltmotors.example'])).toBe(false);
    expect(allowedBannerLink('https://shop.revoltmotors.example/offers', ['shop.revoltmotors.example'])).toBe(true);
  });

  it('is for admins only', async () => {
    expect((await create({}, undefined, customer)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/banners', headers: bearer(customer) })).statusCode).toBe(403);
  });
});

describe('banner schedule and order', () => {
  it('shows a banner only while switched on and inside its schedule, in the set order', async () => {
    const now = ctx.clock.now().getTime();
    const later = body<BannerResponse>(await create({ headline: 'Starts tomorrow', startsAt: new Date(now + 24 * hour).toISOString() })).data;
    const ended = body<BannerResponse>(
      await create({ headline: 'Ended', startsAt: new Date(now - 48 * hour).toISOString(), endsAt: new Date(now - 24 * hour).toISOString() }),
    ).data;
    const second = body<BannerResponse>(await create({ headline: 'Second live', endsAt: new Date(now + 2 * hour).toISOString() })).data;
    expect(later.live).toBe(false);
    expect(ended.live).toBe(false);
    expect((await live()).map((b) => b.headline)).toEqual(['RV400 BRZ: festive offer', 'Second live']);

    const all = body<BannerListResponse>(await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/banners', headers: bearer(admin) })).data;
    const ids = all.map((b) => b.id);
    const reordered = [second.id, ...ids.filter((id) => id !== second.id)];
    const order = await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/banners/order', payload: { ids: reordered }, headers: bearer(admin) });
    expect(order.statusCode).toBe(200);
    expect((await live()).map((b) => b.headline)).toEqual(['Second live', 'RV400 BRZ: festive offer']);
    const partial = await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/banners/order', payload: { ids: [second.id] }, headers: bearer(admin) });
    expect(partial.statusCode).toBe(400);

    const off = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/banners/${second.id}`, payload: { active: false }, headers: bearer(admin) });
    expect(body<BannerResponse>(off).data).toMatchObject({ active: false, live: false });
    expect((await live()).map((b) => b.headline)).toEqual(['RV400 BRZ: festive offer']);

    ctx.clock.advance(25 * hour);
    try {
      expect((await live()).map((b) => b.headline)).toEqual(['RV400 BRZ: festive offer', 'Starts tomorrow']);
    } finally {
      ctx.clock.advance(-25 * hour);
    }
  });

  it('refuses an end before the start', async () => {
    const all = body<BannerListResponse>(await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/banners', headers: bearer(admin) })).data;
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/banners/${all[0]!.id}`, payload: { endsAt: '2000-01-01T00:00:00Z' }, headers: bearer(admin) });
    expect(res.statusCode).toBe(400);
    expect(body<ApiError>(res).errors?.[0]?.field).toBe('endsAt');
  });
});
