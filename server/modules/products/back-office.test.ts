// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@contract/common.js';
import type { ProductAdminListResponse, ProductDetailResponse, ProductListResponse, ProductRecordResponse } from '@contract/products.js';
import { productMessages } from '@contract/product-rules.js';
import { DEMO, bearer, body, createTestContext, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let adminToken: string;
let dealerToken: string;
let customerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [adminToken, dealerToken, customerToken] = await Promise.all([
    signIn(ctx.app, DEMO.admin),
    signIn(ctx.app, DEMO.dealer),
    signIn(ctx.app, DEMO.customer),
  ]);
  // One of the five models made inactive, so the status filter and the dealer's view have something to leave out.
  const deactivated = await ctx.app.inject({
    method: 'PUT',
    url: '/api/products/rv1',
    headers: bearer(adminToken),
    payload: { active: false },
  });
  expect(deactivated.statusCode, deactivated.body).toBe(200);
});
afterAll(() => ctx.close());

const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });
const page = async (url: string, token = adminToken) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return body<ProductAdminListResponse>(res);
};
const edit = (id: string, payload: unknown, token = adminToken) =>
  ctx.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: bearer(token), payload: payload as object });

describe('GET /api/v1/admin/products', () => {
  it('lists every product with its active flag, paged and counted', async () => {
    const all = await page('/api/v1/admin/products');
    expect(all).toMatchObject({ page: 1, pageSize: 20, pages: 1, total: 5 });
    expect(all.data.find((p) => p.id === 'rv1')?.active).toBe(false);
    expect(all.data.find((p) => p.id === 'rv400')).toMatchObject({ active: true, price: expect.any(Number) as number });

    const second = await page('/api/v1/admin/products?pageSize=2&page=2&sort=name');
    expect(second).toMatchObject({ page: 2, pageSize: 2, pages: 3, total: 5 });
    expect(second.data).toHaveLength(2);
  });

  it('filters by status and search, and sorts by an allowed column only', async () => {
    expect((await page('/api/v1/admin/products?status=inactive')).data.map((p) => p.id)).toEqual(['rv1']);
    expect((await page('/api/v1/admin/products?status=active')).total).toBe(4);
    expect((await page('/api/v1/admin/products?q=brz')).data.map((p) => p.id)).toEqual(['rv400-brz']);
    expect((await page('/api/v1/admin/products?q=%25')).total).toBe(0);

    const prices = (await page('/api/v1/admin/products?sort=-price')).data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    for (const bad of ['sort=price;DROP TABLE products', 'sort=active', 'status=all', 'page=0', 'pageSize=500']) {
      const res = await get(`/api/v1/admin/products?${bad}`, adminToken);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('is for admins only', async () => {
    expect((await get('/api/v1/admin/products')).statusCode).toBe(401);
    expect((await get('/api/v1/admin/products', dealerToken)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/products', customerToken)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/products/rv400', dealerToken)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/admin/products/:id', () => {
  it('answers a product whether active or not, and 404 for none', async () => {
    const res = await get('/api/v1/admin/products/rv1', adminToken);
    expect(res.statusCode).toBe(200);
    expect(body<ProductRecordResponse>(res).data).toMatchObject({ id: 'rv1', active: false });
    expect((await get('/api/v1/admin/products/rv9000', adminToken)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/dealer/products', () => {
  it('gives a dealer the active catalogue with prices, read-only', async () => {
    const catalogue = await page('/api/v1/dealer/products', dealerToken);
    expect(catalogue.total).toBe(4);
    expect(catalogue.data.map((p) => p.id)).not.toContain('rv1');
    for (const p of catalogue.data) expect(p.price).toBe(p.ex_price + p.charger);
    // A dealer cannot ask for the inactive ones: the filter is not part of this list.
    expect((await page('/api/v1/dealer/products?status=inactive', dealerToken)).total).toBe(4);
    expect((await edit('rv400', { ex_price: 1 }, dealerToken)).statusCode).toBe(403);
  });

  it('lets admins in too, and no customer or visitor', async () => {
    expect((await get('/api/v1/dealer/products', adminToken)).statusCode).toBe(200);
    expect((await get('/api/v1/dealer/products', customerToken)).statusCode).toBe(403);
    expect((await get('/api/v1/dealer/products')).statusCode).toBe(401);
  });
});

describe('PUT /api/products/:id (the back-office edit)', () => {
  it('validates price, charger, colours and description with the shared messages', async () => {
    const cases: [unknown, string, string][] = [
      [{ ex_price: -1 }, 'ex_price', productMessages.exPrice],
      [{ ex_price: 12.5 }, 'ex_price', productMessages.exPrice],
      [{ charger: 'free' }, 'charger', productMessages.charger],
      [{ colours: [] }, 'colours', productMessages.colours],
      [{ colours: [{ name: 'Red', hex: 'red' }] }, 'colours.0.hex', productMessages.colourHex],
      [{ colours: [{ name: 'Red', hex: '#ff0000' }, { name: 'red', hex: '#ee0000' }] }, 'colours.1.name', productMessages.colourDuplicate],
      [{ description: '   ' }, 'description', productMessages.description],
      [{ active: 'yes' }, 'active', 'Use true or false.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await edit('rv400', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body<ApiError>(res).errors).toContainEqual({ field, message });
    }
  });

  it('needs an admin', async () => {
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/products/rv400', payload: { ex_price: 1 } })).statusCode).toBe(401);
    expect((await edit('rv400', { ex_price: 1 }, customerToken)).statusCode).toBe(403);
  });

  it('shows a new price on the public pages at once, cached list included', async () => {
    const before = body<ProductListResponse>(await get('/api/v1/products?all=true'));
    const old = before.data.find((p) => p.id === 'rv400');
    expect(old).toBeDefined();
    const res = await edit('rv400', { ex_price: 123_456, charger: 7_890, colours: [{ name: 'Stealth Black', hex: '#111111' }], description: 'Edited in the back office.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<ProductRecordResponse>(res).data).toMatchObject({ ex_price: 123_456, charger: 7_890, price: 131_346 });

    const after = body<ProductListResponse>(await get('/api/v1/products?all=true'));
    expect(after.data.find((p) => p.id === 'rv400')).toMatchObject({ price: 131_346, colours: [{ name: 'Stealth Black', hex: '#111111' }] });
    expect(after.productPlan.find((p) => p.product_id === 'rv400')).toEqual({ product_id: 'rv400', ex_price: 123_456, charger: 7_890 });
    expect(body<ProductDetailResponse>(await get('/api/v1/products/rv400')).data).toMatchObject({ price: 131_346, description: 'Edited in the back office.' });
    expect((await page('/api/v1/dealer/products?q=rv400', dealerToken)).data.find((p) => p.id === 'rv400')?.price).toBe(131_346);
  });

  it('takes a product off the public list when made inactive, and back', async () => {
    expect((await edit('rv400-brz', { active: false })).statusCode).toBe(200);
    const publicIds = body<ProductListResponse>(await get('/api/v1/products?all=true')).data.map((p) => p.id);
    expect(publicIds).not.toContain('rv400-brz');
    expect((await edit('rv400-brz', { active: true })).statusCode).toBe(200);
    expect(body<ProductListResponse>(await get('/api/v1/products?all=true')).data.map((p) => p.id)).toContain('rv400-brz');
  });
});
