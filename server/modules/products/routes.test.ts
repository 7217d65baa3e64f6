// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikePrice, bikes, findBike } from '../../../src/content/bikes.js';
import type { ApiError } from '@contract/common.js';
import type {
  ProductColourResponse,
  ProductCreateRequest,
  ProductDetailResponse,
  ProductListResponse,
  ProductRecordResponse,
  ProductSummary,
  ReviewResponse,
} from '@contract/products.js';
import { BIKE_CATEGORY, productFromBike } from '../../seed/products.js';
import { DEMO, bearer, body, createTestContext, newCustomer, register, signIn, type TestContext } from '../../test-helpers.js';

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
});
afterAll(() => ctx.close());

const list = async (query = '') => {
  const res = await ctx.app.inject({ url: `/api/v1/products${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return body<ProductListResponse>(res);
};
const ids = (products: ProductSummary[]) => products.map((p) => p.id);
const bikeIds = bikes.map((b) => b.id);
const seededOnly = `?category=${encodeURIComponent(BIKE_CATEGORY)}`;

const rv1 = bikes.find((b) => b.id === 'rv1');
if (!rv1) throw new Error('bikes.ts has no rv1');
/** A valid create body for a new product (the RV1's figures under another id). */
const newProduct = (overrides: Partial<ProductCreateRequest> = {}): ProductCreateRequest => ({
  ...productFromBike(rv1),
  id: 'rv1-test',
  name: 'RV1 Test',
  category: 'Test Fleet',
  ...overrides,
});
const create = (payload: unknown, token = adminToken) =>
  ctx.app.inject({ method: 'POST', url: '/api/products', headers: bearer(token), payload: payload as object });

async function registerCustomer(name: string): Promise<{ id: number; token: string }> {
  const res = await register(ctx, newCustomer({ name }));
  return body<{ user: { id: number; token: string } }>(res).user;
}

describe('GET /api/v1/products', () => {
  it('lists the five models from bikes.ts, price = ex_price + charger = bikePrice()', async () => {
    const result = await list();
    expect(Object.keys(result).sort()).toEqual(['data', 'page', 'pages', 'productPlan', 'retired']);
    expect(result.retired).toEqual([]);
    expect(result.page).toBe(1);
    expect(result.pages).toBe(1);
    expect(ids(result.data).sort()).toEqual([...bikeIds].sort());
    for (const product of result.data) {
      const bike = findBike(product.id);
      if (!bike) throw new Error(`unknown product ${product.id}`);
      expect(Object.keys(product).sort()).toEqual(
        ['category', 'charger', 'colours', 'description', 'ex_price', 'id', 'name', 'num_reviews', 'price', 'rating', 'specs', 'tagline'].sort(),
      );
      expect(product).toEqual({
        id: bike.id,
        name: bike.name,
        category: BIKE_CATEGORY,
        description: bike.tagline,
        ex_price: bike.exShowroom,
        charger: bike.charger,
        price: bikePrice(bike),
        colours: bike.colours,
        rating: 0,
        num_reviews: 0,
        tagline: bike.tagline,
        specs: productFromBike(bike).specs,
      });
      expect(product.price).toBe(product.ex_price + product.charger);
    }
    expect(result.productPlan).toEqual(result.data.map((p) => ({ product_id: p.id, ex_price: p.ex_price, charger: p.charger })));
  });

  it('orders by price ascending unless told otherwise', async () => {
    const byPrice = [...bikes].sort((a, b) => bikePrice(a) - bikePrice(b) || a.name.localeCompare(b.name));
    expect(ids((await list(seededOnly)).data)).toEqual(byPrice.map((b) => b.id));
    expect(ids((await list(`${seededOnly}&order=price_asc`)).data)).toEqual(byPrice.map((b) => b.id));
    const desc = (await list(`${seededOnly}&order=price_desc`)).data.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = (await list(`${seededOnly}&order=name`)).data.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const bad = await ctx.app.inject({ url: '/api/v1/products?order=cheapest' });
    expect(bad.statusCode).toBe(400);
    expect(body<ApiError>(bad).message).toBe('order: Order by price_asc, price_desc, range, newest or name.');
  });

  it('orders by the longest claimed range, and combines search, category and order', async () => {
    const byRange = [...bikes].sort((a, b) => b.rangeKm.claimed - a.rangeKm.claimed || a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
    expect(ids((await list(`${seededOnly}&order=range`)).data)).toEqual(byRange.map((b) => b.id));
    const rv4 = (await list(`${seededOnly}&name=rv4&order=price_desc`)).data;
    expect(ids(rv4).sort()).toEqual(['rv400', 'rv400-brz']);
    expect(rv4.map((p) => p.price)).toEqual([...rv4.map((p) => p.price)].sort((a, b) => b - a));
    expect((await list('?name=rv4&category=Scooter')).data).toEqual([]);
    const long = await ctx.app.inject({ url: `/api/v1/products?name=${'a'.repeat(81)}` });
    expect(long.statusCode).toBe(400);
  });

  it('filters by name (case-insensitive, wildcards taken literally) and category', async () => {
    expect(ids((await list('?name=rv400')).data).sort()).toEqual(['rv400', 'rv400-brz']);
    expect(ids((await list('?name=BlAzE')).data)).toEqual(['rv-blazex']);
    expect((await list('?name=%25')).data).toEqual([]);
    expect((await list('?name=_')).data).toEqual([]);
    expect((await list('?category=electric%20MOTORCYCLE')).data).toHaveLength(bikes.length);
    expect((await list('?category=Scooter')).data).toEqual([]);
    const empty = await list('?name=nothing-like-this');
    expect(empty).toEqual({ data: [], retired: [], productPlan: [], page: 1, pages: 1 });
  });
});

describe('GET /api/v1/products/:id', () => {
  it('gives the product with the specs of bikes.ts and its reviews', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/products/rv400' });
    expect(res.statusCode).toBe(200);
    const { data } = body<ProductDetailResponse>(res);
    const bike = findBike('rv400');
    if (!bike) throw new Error('no rv400');
    expect(data).toMatchObject({ id: 'rv400', price: bikePrice(bike), reviews: [] });
    expect(data.specs).toEqual(productFromBike(bike).specs);
    expect(data.specs.rangeKm).toEqual(bike.rangeKm);
    expect(data.specs.topSpeedKmph).toBe(bike.topSpeedKmph);
    expect(data).not.toHaveProperty('active');
  });

  it('answers 404 for an unknown product', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/products/rv9000' });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ message: 'Product not found' });
  });
});

describe('POST /api/v1/products/:id/:colour', () => {
  const pick = (id: string, colour: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/products/${id}/${colour}`, payload: payload as object });

  it('gives the product list, the product and the colour (by slug or name, any case)', async () => {
    for (const colour of ['rebel-red', 'Rebel%20Red', 'REBEL%20RED']) {
      const res = await pick('rv400', colour, { productId: 'rv400', modelColor: 'rebel red', booking_info: { source: 'web' } });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = body<ProductColourResponse>(res);
      expect(Object.keys(data).sort()).toEqual(['colour', 'product', 'products']);
      expect(data.colour).toEqual({ name: 'Rebel Red', hex: '#c8102e' });
      expect(data.product).toMatchObject({ id: 'rv400', price: bikePrice(findBike('rv400') ?? rv1) });
      expect(ids(data.products)).toEqual(ids((await list('?all=true')).data));
    }
  });

  it('names the signed-in customer when booking_info carries a live token, and never fails on a bad one', async () => {
    for (const authorization of [customerToken, `Bearer ${customerToken}`]) {
      const res = await pick('rv400', 'mist-grey', { productId: 'rv400', modelColor: 'Mist Grey', booking_info: { authorization } });
      expect(res.statusCode).toBe(200);
      expect(body<ProductColourResponse>(res).data.customer).toEqual({ id: expect.any(Number), name: 'Rohan Deshmukh' });
    }
    for (const booking_info of [{ authorization: 'A'.repeat(43) }, { authorization: 'nonsense' }, { authorization: 42 }, 'text', null]) {
      const res = await pick('rv400', 'mist-grey', { productId: 'rv400', modelColor: 'Mist Grey', booking_info });
      expect(res.statusCode, JSON.stringify(booking_info)).toBe(200);
      expect(body<ProductColourResponse>(res).data).not.toHaveProperty('customer');
    }
  });

  it('refuses a colour the product does not come in (400 naming the field)', async () => {
    const res = await pick('rv400', 'green', { productId: 'rv400', modelColor: 'Green' });
    expect(res.statusCode).toBe(400);
    const error = body<ApiError>(res);
    expect(error.message).toBe('colour: RV400 comes in Rebel Red, Cosmic Black, Mist Grey, Pacific Blue.');
    expect(error.errors?.[0]?.field).toBe('colour');

    const otherModel = await pick('rv1', 'rebel-red', { productId: 'rv1', modelColor: 'Rebel Red' });
    expect(body<ApiError>(otherModel).message).toMatch(/^colour: RV1 comes in/);

    const wrongBody = await pick('rv400', 'rebel-red', { productId: 'rv400', modelColor: 'Purple' });
    expect(wrongBody.statusCode).toBe(400);
    expect(body<ApiError>(wrongBody).message).toMatch(/^modelColor: RV400 comes in/);

    const differs = await pick('rv400', 'rebel-red', { productId: 'rv400', modelColor: 'Mist Grey' });
    expect(differs.statusCode).toBe(400);
    expect(body<ApiError>(differs).message).toBe('modelColor: Send the colour in the address (Rebel Red).');
  });

  it('refuses a productId that differs from the address, and a missing one', async () => {
    const res = await pick('rv400', 'rebel-red', { productId: 'rv400-brz', modelColor: 'Rebel Red' });
    expect(res.statusCode).toBe(400);
    expect(body<ApiError>(res)).toEqual({
      message: 'productId: Send the id of the product in the address.',
      errors: [{ field: 'productId', message: 'Send the id of the product in the address.' }],
    });
    const missing = await pick('rv400', 'rebel-red', { modelColor: 'Rebel Red' });
    expect(missing.statusCode).toBe(400);
    expect(body<ApiError>(missing).message).toMatch(/^productId: /);
    const unknown = await pick('rv9000', 'rebel-red', { productId: 'rv9000', modelColor: 'Rebel Red' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('legacy admin calls', () => {
  const adminCalls = [
    { method: 'POST', url: '/api/products', payload: newProduct({ id: 'rv-denied' }) },
    { method: 'PUT', url: '/api/products/rv400', payload: { ex_price: 1 } },
    { method: 'DELETE', url: '/api/products/rv400' },
  ] as const;

  it.each(adminCalls)('$method $url: 401 without a token, 403 for a customer or dealer', async (call) => {
    const anonymous = await ctx.app.inject(call);
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous)).toEqual({ message: 'Unauthorized' });
    for (const token of [customerToken, dealerToken]) {
      const res = await ctx.app.inject({ ...call, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(body(res)).toEqual({ message: 'You do not have permission to do this.' });
    }
    expect(body<ProductDetailResponse>(await ctx.app.inject({ url: '/api/v1/products/rv400' })).data.ex_price).toBe(findBike('rv400')?.exShowroom);
  });

  it('creates a product (201) that the public calls then show; a taken id is 409', async () => {
    const payload = newProduct({ id: 'rv1-fleet', name: 'RV1 Fleet', ex_price: 90000, charger: 5000 });
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = body<ProductRecordResponse>(res);
    expect(data).toMatchObject({ id: 'rv1-fleet', name: 'RV1 Fleet', category: 'Test Fleet', price: 95000, active: true, rating: 0, num_reviews: 0 });
    expect(data.specs).toEqual(payload.specs);
    expect(typeof data.created_at).toBe('string');

    expect((await ctx.app.inject({ url: '/api/v1/products/rv1-fleet' })).statusCode).toBe(200);
    expect(ids((await list('?order=newest')).data)[0]).toBe('rv1-fleet');
    const again = await create(payload);
    expect(again.statusCode).toBe(409);
    expect(body(again)).toEqual({ message: 'A product with this id already exists.' });
    const seeded = await create(newProduct({ id: 'rv400' }));
    expect(seeded.statusCode).toBe(409);
  });

  it.each([
    ['id', { id: 'RV 500' }],
    ['id', { id: undefined }],
    ['name', { name: '' }],
    ['ex_price', { ex_price: -1 }],
    ['charger', { charger: 12.5 }],
    ['colours', { colours: [] }],
    ['colours.0.hex', { colours: [{ name: 'Red', hex: 'red' }] }],
    ['colours.1.name', { colours: [{ name: 'Rebel Red', hex: '#c8102e' }, { name: 'rebel red', hex: '#c8102f' }] }],
    ['specs', { specs: undefined }],
    ['specs.rideModes.0', { specs: { ...productFromBike(rv1).specs, rideModes: ['Turbo'] } }],
    ['specs.topSpeedKmph', { specs: { ...productFromBike(rv1).specs, topSpeedKmph: 'fast' } }],
  ])('refuses a create body with a bad %s (400 naming the field)', async (field, overrides) => {
    const res = await create(newProduct({ id: 'rv-bad', ...(overrides as Partial<ProductCreateRequest>) }));
    expect(res.statusCode).toBe(400);
    const error = body<ApiError>(res);
    expect(error.errors?.[0]?.field).toBe(field);
    expect(error.message.startsWith(`${field}: `)).toBe(true);
  });

  it('updates only the fields sent', async () => {
    await create(newProduct({ id: 'rv1-update' }));
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/products/rv1-update',
      headers: bearer(adminToken),
      payload: { ex_price: 99990, colours: [{ name: 'Neon Green', hex: '#39ff14' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = body<ProductRecordResponse>(res);
    expect(data).toMatchObject({ id: 'rv1-update', name: 'RV1 Test', ex_price: 99990, charger: rv1.charger, price: 99990 + rv1.charger });
    expect(data.colours).toEqual([{ name: 'Neon Green', hex: '#39ff14' }]);
    expect(data.specs).toEqual(productFromBike(rv1).specs);

    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/products/rv1-update', headers: bearer(adminToken), payload: { charger: 'free' } });
    expect(bad.statusCode).toBe(400);
    expect(body<ApiError>(bad).message).toMatch(/^charger: /);
    const missing = await ctx.app.inject({ method: 'PUT', url: '/api/products/rv9000', headers: bearer(adminToken), payload: { name: 'X' } });
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toEqual({ message: 'Product not found' });
  });

  it('retires: the product leaves the public calls (its page 410, listed as retired), stays in the table, and cannot come back', async () => {
    await create(newProduct({ id: 'rv1-gone' }));
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/products/rv1-gone', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ message: 'The RV1 Test is retired: it has left the site, and its orders keep it.' });
    const page = await ctx.app.inject({ url: '/api/v1/products/rv1-gone' });
    expect(page.statusCode).toBe(410);
    expect(body<ApiError>(page).message).toBe('The RV1 Test is no longer sold.');
    const all = await list('?all=true');
    expect(ids(all.data)).not.toContain('rv1-gone');
    expect(all.retired).toEqual([{ id: 'rv1-gone', name: 'RV1 Test' }]);
    const colour = await ctx.app.inject({ method: 'POST', url: '/api/v1/products/rv1-gone/black', payload: { productId: 'rv1-gone', modelColor: 'Black' } });
    expect(colour.statusCode).toBe(404);
    const { rows } = await ctx.db.query<{ active: boolean; retired: boolean }>('SELECT active, retired_at IS NOT NULL AS retired FROM products WHERE id = $1', ['rv1-gone']);
    expect(rows).toEqual([{ active: false, retired: true }]);
    const again = await ctx.app.inject({ method: 'DELETE', url: '/api/products/rv1-gone', headers: bearer(adminToken) });
    expect(again.statusCode).toBe(409);

    const restore = await ctx.app.inject({ method: 'PUT', url: '/api/products/rv1-gone', headers: bearer(adminToken), payload: { active: true } });
    expect(restore.statusCode).toBe(409);
    expect(body<ApiError>(restore).message).toMatch(/retired/);
    expect((await ctx.app.inject({ url: '/api/v1/products/rv1-gone' })).statusCode).toBe(410);
    const missing = await ctx.app.inject({ method: 'DELETE', url: '/api/products/rv9000', headers: bearer(adminToken) });
    expect(missing.statusCode).toBe(404);
  });

  it('off sale is not retired: the product leaves the public list and comes back on sale', async () => {
    await create(newProduct({ id: 'rv1-pause' }));
    const off = await ctx.app.inject({ method: 'PUT', url: '/api/products/rv1-pause', headers: bearer(adminToken), payload: { active: false } });
    expect(body<ProductRecordResponse>(off).data).toMatchObject({ active: false, retired_at: null });
    expect((await ctx.app.inject({ url: '/api/v1/products/rv1-pause' })).statusCode).toBe(404);
    expect((await list('?all=true')).retired.map((r) => r.id)).not.toContain('rv1-pause');
    await ctx.app.inject({ method: 'PUT', url: '/api/products/rv1-pause', headers: bearer(adminToken), payload: { active: true, tagline: 'Back again' } });
    const back = await ctx.app.inject({ url: '/api/v1/products/rv1-pause' });
    expect(back.statusCode).toBe(200);
    expect(body<{ data: { tagline: string } }>(back).data.tagline).toBe('Back again');
  });
});

describe('paging', () => {
  it('pages 12 at a time; all=true gives every active product in one page', async () => {
    for (let i = 1; i <= 14; i += 1) {
      const res = await create(newProduct({ id: `fleet-${i}`, name: `Fleet ${i}`, category: 'Paging Fleet', ex_price: 50000 + i }));
      expect(res.statusCode).toBe(201);
    }
    const first = await list('?category=Paging%20Fleet');
    expect(first.data).toHaveLength(12);
    expect(first).toMatchObject({ page: 1, pages: 2 });
    expect(first.productPlan).toHaveLength(12);
    const second = await list('?category=Paging%20Fleet&pageNumber=2');
    expect(second).toMatchObject({ page: 2, pages: 2 });
    expect(ids(second.data)).toEqual(['fleet-13', 'fleet-14']);
    expect(new Set([...ids(first.data), ...ids(second.data)]).size).toBe(14);
    expect((await list('?category=Paging%20Fleet&pageNumber=3')).data).toEqual([]);

    const everything = await list();
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE active');
    const total = rows[0]?.n ?? 0;
    expect(total).toBeGreaterThan(12);
    expect(everything.pages).toBe(Math.ceil(total / 12));

    const all = await list('?all=true&pageNumber=2');
    expect(all).toMatchObject({ page: 1, pages: 1 });
    expect(all.data).toHaveLength(total);
    expect(all.productPlan).toHaveLength(total);
    expect(all.data.every((p) => p.price === p.ex_price + p.charger)).toBe(true);

    for (const query of ['?pageNumber=0', '?pageNumber=two', '?all=yes']) {
      const bad = await ctx.app.inject({ url: `/api/v1/products${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(body<ApiError>(bad).message).toMatch(query.includes('all') ? /^all: / : /^pageNumber: /);
    }
  });
});

describe('POST /api/products/:id/reviews', () => {
  const review = (id: string, token: string | null, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/products/${id}/reviews`,
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });

  it('needs a signed-in user', async () => {
    const res = await review('rv400', null, { rating: 5, comment: 'Great' });
    expect(res.statusCode).toBe(401);
  });

  it("takes one comment per user, listed on the product; the rating stays the verified owners' published reviews (one truth)", async () => {
    const rated = async () => body<ProductDetailResponse>(await ctx.app.inject({ url: '/api/v1/products/rv400' })).data;
    const before = await rated();
    const first = await review('rv400', customerToken, { rating: 4, comment: 'Smooth ride to work.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(body<ReviewResponse>(first)).toEqual({ message: 'Review added', data: { rating: before.rating, num_reviews: before.num_reviews } });

    const duplicate = await review('rv400', customerToken, { rating: 1, comment: 'Changed my mind.' });
    expect(duplicate.statusCode).toBe(409);
    expect(body(duplicate)).toEqual({ message: 'You have already reviewed this product.' });

    const meera = await registerCustomer('Meera Iyer');
    await review('rv400', meera.token, { rating: 5, comment: 'Love the sound modes.' });
    const kavya = await registerCustomer('Kavya Reddy');
    await review('rv400', kavya.token, { rating: 5, comment: 'Worth it.' });

    const detail = await rated();
    expect(detail).toMatchObject({ rating: before.rating, num_reviews: before.num_reviews });
    expect(detail.reviews.map((r) => [r.name, r.rating, r.comment])).toEqual([
      ['Kavya', 5, 'Worth it.'],
      ['Meera', 5, 'Love the sound modes.'],
      ['Rohan', 4, 'Smooth ride to work.'],
    ]);
    expect(Object.keys(detail.reviews[0] ?? {}).sort()).toEqual(['comment', 'created_at', 'id', 'name', 'rating']);

    // The rating is the owners' published reviews: one published now moves it, on the detail and the list alike.
    const { rows } = await ctx.db.query<{ id: number; customer_id: number }>(
      "SELECT id, customer_id FROM bookings WHERE model_id = 'rv400' AND state = 'delivered' ORDER BY id LIMIT 1",
    );
    const delivered = rows[0]!;
    await ctx.db.query(
      `INSERT INTO owner_reviews (order_id, customer_id, model_id, rating, title, body, author_name, delivered_on, state, published_at, updated_at)
       VALUES ($1, $2, 'rv400', 3, 'Fine', 'A long enough body for a review of this bike.', 'Rohan D.', '2025-01-10', 'published', now(), now())`,
      [delivered.id, delivered.customer_id],
    );
    expect(await rated()).toMatchObject({ rating: 3, num_reviews: 1 });
    // (The public list keeps each query's answer for LIST_TTL_MS: a query not asked before reads the new figures.)
    expect((await list('?name=RV400&order=name')).data.find((p) => p.id === 'rv400')).toMatchObject({ rating: 3, num_reviews: 1 });

    // Removing a commenter removes their comment.
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/users/${kavya.id}`, headers: bearer(adminToken) });
    expect(removed.statusCode).toBe(200);
    expect((await rated()).reviews.map((r) => r.name)).toEqual(['Meera', 'Rohan']);
  });

  it('refuses bad bodies (400 naming the field) and unknown or removed products (404)', async () => {
    for (const [field, payload] of [
      ['rating', { rating: 6, comment: 'Too good' }],
      ['rating', { rating: 3.5, comment: 'Half' }],
      ['rating', { comment: 'No rating' }],
      ['comment', { rating: 3 }],
      ['comment', { rating: 3, comment: '   ' }],
    ] as const) {
      const res = await review('rv1', customerToken, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body<ApiError>(res).message.startsWith(`${field}: `)).toBe(true);
    }
    expect((await review('rv9000', customerToken, { rating: 3, comment: 'Hm' })).statusCode).toBe(404);
    await create(newProduct({ id: 'rv1-retired' }));
    await ctx.app.inject({ method: 'DELETE', url: '/api/products/rv1-retired', headers: bearer(adminToken) });
    expect((await review('rv1-retired', customerToken, { rating: 3, comment: 'Hm' })).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the product calls, with bearer security on the legacy admin ones only', async () => {
    const doc = body<{ paths: Record<string, Record<string, { security?: unknown }>> }>(await ctx.app.inject({ url: '/api/openapi.json' }));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/products', '/api/v1/products/{id}', '/api/v1/products/{id}/{colour}', '/api/products', '/api/products/{id}', '/api/products/{id}/reviews']),
    );
    expect(doc.paths['/api/v1/products']?.get?.security).toBeUndefined();
    expect(doc.paths['/api/products']?.post?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/products/{id}/reviews']?.post?.security).toEqual([{ bearerAuth: [] }]);
  });
});
