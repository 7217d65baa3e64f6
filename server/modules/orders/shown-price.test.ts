// @vitest-environment node
// Issue 23 "One price": a booking and a purchase carry the price the customer was shown (expected_price); when an
// admin has changed the price since, nothing is booked or charged and the answer is a 409 with the current price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceChangedError } from '@contract/bookings.js';
import { priceChanged } from '@contract/messages.js';
import type { OrderBookingCreateResponse, PurchaseResponse } from '@contract/orders.js';
import type { ProductDetailResponse } from '@contract/products.js';
import { DEMO, bearer, body, createTestContext, freshMobile, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let adminToken: string;
let customerToken: string;
let oldPrice: number;
let newPrice: number;
let changed: PriceChangedError;

const post = (url: string, payload: object, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload, headers });

const currentPrice = async (id: string) => body<ProductDetailResponse>(await ctx.app.inject({ url: `/api/v1/products/${id}` })).data.price;

const booking = (mobile: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Arjun Mehta',
  mobile,
  email: 'arjun@example.com',
  state: 'TN',
  city: 'TN-CHE',
  area: 'TN-CHE-01',
  pincode: '600017',
  model: 'rv400',
  colour: 'Rebel Red',
  dealer_id: 12, // T. Nagar, Chennai
  accept_terms: true,
  ...overrides,
});

const shipping = { line1: '12 Marine Drive', pincode: '400020', state: 'MH', city: 'MH-MUM' };
const purchase = (overrides: Record<string, unknown> = {}) => ({ model: 'rv400', colour: 'Rebel Red', dealer_id: 1, shipping, payment_method: 'online', ...overrides });

const countOrders = async (mobile: string) =>
  Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM bookings WHERE mobile = $1', [mobile])).rows[0]?.n);
const countPayments = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM payments')).rows[0]?.n);

beforeAll(async () => {
  ctx = await createTestContext();
  [adminToken, customerToken] = await Promise.all([signIn(ctx.app, DEMO.admin), signIn(ctx.app, DEMO.customer)]);
  oldPrice = await currentPrice('rv400');
  // The back office's edit: ex-showroom up by ₹5,000, charger unchanged.
  const { rows } = await ctx.db.query<{ ex_price: number }>("SELECT ex_price FROM products WHERE id = 'rv400'");
  const edited = await ctx.app.inject({
    method: 'PUT',
    url: '/api/products/rv400',
    headers: bearer(adminToken),
    payload: { ex_price: (rows[0]?.ex_price ?? 0) + 5000 },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  newPrice = await currentPrice('rv400');
  expect(newPrice).toBe(oldPrice + 5000);
  const { rows: now } = await ctx.db.query<{ ex_price: number; charger: number }>("SELECT ex_price, charger FROM products WHERE id = 'rv400'");
  changed = { message: priceChanged('RV400', newPrice), price: newPrice, ex_price: now[0]?.ex_price, charger: now[0]?.charger };
});
afterAll(() => ctx.close());

describe('POST /api/v1/bookings with the price the customer was shown', () => {
  it('answers 409 with the message and the current price when the shown price is old, and books nothing', async () => {
    const mobile = freshMobile('96');
    const payments = await countPayments();
    const res = await post('/api/v1/bookings', booking(mobile, { expected_price: oldPrice }));
    expect(res.statusCode, res.body).toBe(409);
    expect(body<PriceChangedError>(res)).toEqual(changed);
    expect(body<PriceChangedError>(res).message).toBe(`The price of the RV400 has changed to ₹${newPrice.toLocaleString('en-IN')}. Check the new price and confirm.`);
    expect(await countOrders(mobile)).toBe(0);
    expect(await countPayments(), 'no gateway order is opened for a refused booking').toBe(payments);
  });

  it('books at the shown price when it is the current one (the customer confirmed the new price)', async () => {
    const res = await post('/api/v1/bookings', booking(freshMobile('96'), { expected_price: newPrice }));
    expect(res.statusCode, res.body).toBe(201);
    expect(body<OrderBookingCreateResponse>(res).data.booking.price).toBe(newPrice);
  });

  it('books at the current price when no price is sent (older clients)', async () => {
    const res = await post('/api/v1/bookings', booking(freshMobile('96')));
    expect(res.statusCode, res.body).toBe(201);
    expect(body<OrderBookingCreateResponse>(res).data.booking.price).toBe(newPrice);
  });

  it('refuses a price that is not whole rupees as a field error', async () => {
    const res = await post('/api/v1/bookings', booking(freshMobile('96'), { expected_price: 'cheap' }));
    expect(res.statusCode).toBe(400);
    expect(body<PriceChangedError>(res).errors?.[0]?.field).toBe('expected_price');
  });
});

describe('POST /api/v1/orders (purchase) with the price the customer was shown', () => {
  it('answers 409 with the current price when the shown price is old, and opens no order', async () => {
    const before = await countOrders(DEMO.customer.mobile);
    const payments = await countPayments();
    const res = await post('/api/v1/orders', purchase({ expected_price: oldPrice }), bearer(customerToken));
    expect(res.statusCode, res.body).toBe(409);
    expect(body<PriceChangedError>(res)).toEqual(changed);
    expect(await countOrders(DEMO.customer.mobile)).toBe(before);
    expect(await countPayments()).toBe(payments);
  });

  it('places the order and charges the shown price when it is the current one', async () => {
    const res = await post('/api/v1/orders', purchase({ expected_price: newPrice }), bearer(customerToken));
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = body<PurchaseResponse>(res).data;
    expect(order.price).toBe(newPrice);
    expect(payment).toMatchObject({ amount: newPrice, currency: 'INR' });
  });
});
