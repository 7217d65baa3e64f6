// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@contract/rules.js';
import { BOOKING_AMOUNT, bookingMessages } from '@contract/booking-rules.js';
import type { PaymentOrderResponse } from '@contract/bookings.js';
import type { Order, OrderBookingCreateResponse, OrderResponse } from '@contract/orders.js';
import type { ApiError } from '@contract/common.js';
import { buildApp } from '../../app.js';
import { readConfig } from '../../platform/config.js';
import { MSG } from '../../platform/messages.js';
import type { PaymentGateway } from '../../platform/payments/gateway.js';
import { escapeHtml } from '../../platform/payments/html-page.js';
import type { SmsSender } from '../../platform/sms.js';
import { DEMO, bearer, body, createTestContext, freshMobile, newCustomer, register, siblingApp, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let customerToken: string;
let customerId: number;
let otherCustomerToken: string;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [customerToken, adminToken] = await Promise.all([signIn(ctx.app, DEMO.customer), signIn(ctx.app, DEMO.admin)]);
  const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [DEMO.customer.mobile]);
  customerId = rows[0]?.id ?? 0;
  const registered = await register(ctx, newCustomer());
  otherCustomerToken = body<{ user: { token: string } }>(registered).user.token;
});
afterAll(() => ctx.close());


const booking = (overrides: Record<string, unknown> = {}) => ({
  name: 'Arjun Mehta',
  mobile: freshMobile('96'),
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

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function book(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<OrderBookingCreateResponse['data']> {
  const res = await post('/api/v1/bookings', booking(overrides), headers);
  expect(res.statusCode, res.body).toBe(201);
  return body<OrderBookingCreateResponse>(res).data;
}

const getBooking = (id: number, headers: Record<string, string> = {}) => ctx.app.inject({ url: `/api/v1/orders/${id}`, headers });
const keyHeader = (key: string) => ({ 'x-booking-key': key });

async function readBooking(id: number, key: string): Promise<Order> {
  const res = await getBooking(id, keyHeader(key));
  expect(res.statusCode, res.body).toBe(200);
  return body<OrderResponse>(res).data;
}

const newOrder = (id: number, headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/payments`, headers });

/** The sandbox checkout's form post, as a browser sends it. */
const submit = (checkoutUrl: string, form: string, app = ctx.app) =>
  app.inject({ method: 'POST', url: checkoutUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });

async function paymentRows(bookingId: number) {
  const { rows } = await ctx.db.query<{ order_id: string; status: string; gateway_payment_id: string | null; completed_at: Date | null }>(
    'SELECT order_id, status, gateway_payment_id, completed_at FROM payments WHERE booking_id = $1 ORDER BY id',
    [bookingId],
  );
  return rows;
}

function expectFieldError(res: Awaited<ReturnType<typeof post>>, field: string, message?: string): void {
  expect(res.statusCode, res.body).toBe(400);
  const error = body<ApiError>(res);
  expect(error.errors?.map((e) => e.field)).toContain(field);
  if (message) expect(error.errors?.find((e) => e.field === field)?.message).toBe(message);
}

describe('POST /api/v1/bookings', () => {
  it('books a bike (201) with the price from the products table, the booking amount and a pending payment order', async () => {
    const res = await post('/api/v1/bookings', booking({ colour: '  rebel RED ', price: 1, amount: 1 }));
    expect(res.statusCode, res.body).toBe(201);
    const { message, data } = body<OrderBookingCreateResponse>(res);
    const { rows: products } = await ctx.db.query<{ price: number }>("SELECT ex_price + charger AS price FROM products WHERE id = 'rv400'");
    const { rows: hubs } = await ctx.db.query<{ name: string; address: string; phone: string }>(
      'SELECT name, address, phone FROM service_centres WHERE id = 12',
    );

    expect(message).toBe('Thank you, Arjun. Your RV400 in Rebel Red is reserved. Pay the booking amount of ₹499 to confirm it.');
    // The booking is an Order now (server/routes/orders.ts): every field the status page reads, and more.
    expect(data.booking).toMatchObject({
      id: data.booking.id,
      reference: `BK-${String(data.booking.id).padStart(6, '0')}`,
      model: 'rv400',
      model_name: 'RV400',
      colour: 'Rebel Red',
      price: products[0]?.price,
      amount: BOOKING_AMOUNT,
      payment_status: 'pending',
      paid_at: null,
      name: 'Arjun Mehta',
      mobile: expect.stringMatching(/^96\d{8}$/),
      email: 'arjun@example.com',
      hub: { id: 12, ...hubs[0] },
      created_at: expect.any(String),
    });
    expect(data.booking.reference).toMatch(/^BK-\d{6}$/);
    expect(data.booking.amount).toBe(499);
    expect(data.booking.price).toBeGreaterThan(BOOKING_AMOUNT);
    expect(new Date(data.booking.created_at).toISOString()).toBe(data.booking.created_at);
    expect(data.payment).toEqual({
      order_id: expect.stringMatching(/^order_[A-Za-z0-9_-]{24}$/),
      amount: 499,
      currency: 'INR',
      checkout_url: `/api/v1/payments/sandbox/${data.payment.order_id}`,
    });
    expect(data.access_key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { rows } = await ctx.db.query<Record<string, unknown>>(
      'SELECT access_key_hash, customer_id, status, source, price, amount, colour, paid_at FROM bookings WHERE id = $1',
      [data.booking.id],
    );
    expect(rows[0]).toEqual({
      access_key_hash: createHash('sha256').update(data.access_key).digest('hex'),
      customer_id: null,
      status: 'active',
      source: 'web',
      price: products[0]?.price,
      amount: 499,
      colour: 'Rebel Red',
      paid_at: null,
    });
    const { rows: payments } = await ctx.db.query<Record<string, unknown>>(
      'SELECT provider, order_id, amount, currency, status, gateway_payment_id, completed_at FROM payments WHERE booking_id = $1',
      [data.booking.id],
    );
    expect(payments).toEqual([
      { provider: 'sandbox', order_id: data.payment.order_id, amount: 499, currency: 'INR', status: 'pending', gateway_payment_id: null, completed_at: null },
    ]);
  });

  it('records the signed-in customer (bearer or x-auth-token), and ignores a stale token', async () => {
    const withBearer = await book({}, bearer(customerToken));
    const withAlt = await book({}, { 'x-auth-token': customerToken });
    const stale = await book({}, bearer('A'.repeat(43)));
    const { rows } = await ctx.db.query<{ customer_id: number | null }>(
      'SELECT customer_id FROM bookings WHERE id = ANY($1::int[]) ORDER BY id',
      [[withBearer.booking.id, withAlt.booking.id, stale.booking.id]],
    );
    expect(rows).toEqual([{ customer_id: customerId }, { customer_id: customerId }, { customer_id: null }]);
  });

  it('refuses an unknown model and an inactive one', async () => {
    expectFieldError(await post('/api/v1/bookings', booking({ model: 'rv9000' })), 'model', bookingMessages.model);
    await ctx.db.query(
      `INSERT INTO products (id, name, category, description, ex_price, colours, active)
       VALUES ('rv-gone', 'RV Gone', 'Test', 'Retired', 1, '[{"name": "Rebel Red", "hex": "#c8102e"}]', false)`,
    );
    expectFieldError(await post('/api/v1/bookings', booking({ model: 'rv-gone' })), 'model', bookingMessages.model);
  });

  it('refuses a colour the model does not come in', async () => {
    expectFieldError(await post('/api/v1/bookings', booking({ colour: 'Stellar Blue' })), 'colour', bookingMessages.colour);
    expectFieldError(await post('/api/v1/bookings', booking({ colour: '' })), 'colour', bookingMessages.colour);
  });

  it('refuses a hub in another city, or no hub at all', async () => {
    expectFieldError(await post('/api/v1/bookings', booking({ dealer_id: 14 })), 'dealer_id', bookingMessages.dealer);
    expectFieldError(await post('/api/v1/bookings', booking({ dealer_id: 9999 })), 'dealer_id', bookingMessages.dealer);
    expectFieldError(await post('/api/v1/bookings', booking({ dealer_id: '12' })), 'dealer_id', bookingMessages.dealer);
  });

  it('needs the booking terms accepted', async () => {
    expectFieldError(await post('/api/v1/bookings', booking({ accept_terms: false })), 'accept_terms', bookingMessages.terms);
    const { accept_terms: _omitted, ...withoutTerms } = booking();
    expectFieldError(await post('/api/v1/bookings', withoutTerms), 'accept_terms', bookingMessages.terms);
  });

  it('checks that the state, city and area exist and belong together', async () => {
    expectFieldError(await post('/api/v1/bookings', booking({ state: 'ZZ' })), 'state', messages.state);
    expectFieldError(await post('/api/v1/bookings', booking({ state: 'KA' })), 'city', messages.city);
    expectFieldError(await post('/api/v1/bookings', booking({ area: 'TN-CBE-01' })), 'area', messages.area);
  });

  it.each([
    ['mobile', '12345', messages.mobile],
    ['email', 'arjun@example', messages.email],
    ['pincode', '06001', messages.pincode],
    ['name', 'A', messages.name],
  ])('names the field when %s is wrong', async (field, value, message) => {
    expectFieldError(await post('/api/v1/bookings', booking({ [field]: value })), field, message);
  });

  it('writes nothing for a refused booking', async () => {
    const payload = booking({ colour: 'Titan Red' });
    expect((await post('/api/v1/bookings', payload)).statusCode).toBe(400);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE mobile = $1', [payload.mobile]);
    expect(rows[0]?.n).toBe(0);
  });
});

describe('GET /api/v1/orders/:id of a booking', () => {
  it('shows the booking to the browser holding its key, and to no one else without a token', async () => {
    const created = await book();
    const id = created.booking.id;
    expect(await readBooking(id, created.access_key)).toEqual(created.booking);

    for (const headers of [{}, keyHeader('B'.repeat(43)), keyHeader('not a key'), keyHeader((await book()).access_key)]) {
      const res = await getBooking(id, headers);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({ message: MSG.bookingNotFound });
    }
    const unknown = await getBooking(999_999, keyHeader(created.access_key));
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toEqual({ message: MSG.bookingNotFound });
    expect((await getBooking(0)).statusCode).toBe(400);
  });

  it('shows it to the customer who booked and to an admin, not to another customer', async () => {
    const created = await book({}, bearer(customerToken));
    const id = created.booking.id;
    for (const headers of [bearer(customerToken), { 'x-auth-token': customerToken }, bearer(adminToken)]) {
      const res = await getBooking(id, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(body<OrderResponse>(res).data).toEqual(created.booking);
    }
    const other = await getBooking(id, bearer(otherCustomerToken));
    expect(other.statusCode).toBe(404);
    expect(body(other)).toEqual({ message: MSG.bookingNotFound });
    expect((await getBooking(999_999, bearer(adminToken))).statusCode).toBe(404);
  });

  it('does not give an anonymous booking to whichever customer asks', async () => {
    const created = await book();
    expect((await getBooking(created.booking.id, bearer(customerToken))).statusCode).toBe(404);
  });
});

describe('the sandbox checkout', () => {
  it('shows a test payment page with the amount, booking, bike and the outcome buttons', async () => {
    const created = await book({ model: 'rv400-brz', colour: 'black' });
    const res = await ctx.app.inject({ url: created.payment.checkout_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<meta name="viewport"');
    expect(html).toMatch(/<title>Test payment \(sandbox, no money moves\)/);
    expect(html).toContain('<main>');
    expect(html).toContain('<h1>Test payment page</h1>');
    expect(html).toContain('No money moves');
    expect(html).toContain('Revolt Motors');
    expect(html).toContain('₹499');
    expect(html).toContain(created.booking.reference);
    expect(html).toContain('RV400 BRZ, Black');
    expect(html).toContain('<form method="post">');
    expect(html).toContain('<button type="submit" class="pay" name="outcome" value="success">Pay ₹499</button>');
    expect(html).toContain('<button type="submit" class="decline" name="outcome" value="failed">Decline payment</button>');
    expect(html).toContain(`<a href="/thankyoubooking/${created.booking.id}">Cancel and return</a>`);
    expect(html).not.toContain('<script');
  });

  it('escapes every value it shows', async () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;');
    await ctx.db.query(
      `INSERT INTO products (id, name, category, description, ex_price, charger, colours)
       VALUES ('rv-xss', '<script>alert(1)</script>', 'Test', 'Escaping', 100000, 5000, '[{"name": "Red <b>&</b> \\"Blue\\"", "hex": "#c8102e"}]')`,
    );
    const created = await book({ model: 'rv-xss', colour: 'red <b>&</b> "blue"' });
    expect(created.booking.colour).toBe('Red <b>&</b> "Blue"');
    expect(created.booking.price).toBe(105_000);
    const html = (await ctx.app.inject({ url: created.payment.checkout_url })).body;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;, Red &lt;b&gt;&amp;&lt;/b&gt; &quot;Blue&quot;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
  });

  it('takes a payment: 303 to the thank-you page, the booking paid, one SMS; a repeated report changes nothing', async () => {
    const created = await book({ name: 'Priya Nair' });
    const { id } = created.booking;
    const res = await submit(created.payment.checkout_url, 'outcome=success');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/thankyoubooking/${id}`);

    const paid = await readBooking(id, created.access_key);
    expect(paid.payment_status).toBe('success');
    expect(paid.paid_at).not.toBeNull();
    expect(new Date(paid.paid_at ?? '').getTime()).toBeGreaterThanOrEqual(new Date(paid.created_at).getTime());
    const sent = ctx.sms.sent.filter((m) => m.mobile === created.booking.mobile);
    expect(sent).toEqual([
      {
        mobile: created.booking.mobile,
        text: `Revolt Motors: your RV400 (Rebel Red) booking ${created.booking.reference} is confirmed. ₹499 received. Your hub will call you within 2 working days.`,
      },
    ]);
    const [payment] = await paymentRows(id);
    expect(payment?.status).toBe('success');
    expect(payment?.gateway_payment_id).toMatch(/^pay_[A-Za-z0-9_-]{16}$/);
    expect(payment?.completed_at).not.toBeNull();

    for (const outcome of ['success', 'failed']) {
      const again = await submit(created.payment.checkout_url, `outcome=${outcome}`);
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(`/thankyoubooking/${id}`);
    }
    expect(await paymentRows(id)).toEqual([payment]);
    expect(await readBooking(id, created.access_key)).toEqual(paid);
    expect(ctx.sms.sent.filter((m) => m.mobile === created.booking.mobile)).toHaveLength(1);

    const page = await ctx.app.inject({ url: created.payment.checkout_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('already completed');
    expect(page.body).toContain(`<a href="/thankyoubooking/${id}">`);
    expect(page.body).not.toContain('<form');

    const retry = await newOrder(id, keyHeader(created.access_key));
    expect(retry.statusCode).toBe(409);
    expect(body(retry)).toEqual({ message: 'This booking is already paid.' });
  });

  it('records a declined payment, and a new order replaces the pending one', async () => {
    const created = await book();
    const { id } = created.booking;
    const declined = await submit(created.payment.checkout_url, 'outcome=failed');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/thankyoubooking/${id}`);
    expect(await readBooking(id, created.access_key)).toMatchObject({ payment_status: 'failed', paid_at: null });
    expect(ctx.sms.sent.filter((m) => m.mobile === created.booking.mobile)).toEqual([]);

    const second = await newOrder(id, keyHeader(created.access_key));
    expect(second.statusCode, second.body).toBe(201);
    const order2 = body<PaymentOrderResponse>(second).data;
    expect(order2).toEqual({
      order_id: expect.stringMatching(/^order_/),
      amount: 499,
      currency: 'INR',
      checkout_url: `/api/v1/payments/sandbox/${order2.order_id}`,
    });
    expect(order2.order_id).not.toBe(created.payment.order_id);
    expect((await readBooking(id, created.access_key)).payment_status).toBe('pending');

    // The customer's token works as well as the key; the pending order 2 fails when order 3 is made.
    await ctx.db.query('UPDATE bookings SET customer_id = $2 WHERE id = $1', [id, customerId]);
    const third = await newOrder(id, bearer(customerToken));
    expect(third.statusCode, third.body).toBe(201);
    const order3 = body<PaymentOrderResponse>(third).data;
    const rows = await paymentRows(id);
    expect(rows.map((r) => [r.order_id, r.status])).toEqual([
      [created.payment.order_id, 'failed'],
      [order2.order_id, 'failed'],
      [order3.order_id, 'pending'],
    ]);
    expect(rows[1]?.completed_at).not.toBeNull();
    expect(rows[1]?.gateway_payment_id).toBeNull();

    // Paying a replaced order is too late: it stays failed and the booking unpaid.
    expect((await submit(order2.checkout_url, 'outcome=success')).statusCode).toBe(303);
    expect(await readBooking(id, created.access_key)).toMatchObject({ payment_status: 'pending', paid_at: null });
    expect((await ctx.app.inject({ url: order2.checkout_url })).body).toContain('already completed');

    expect((await submit(order3.checkout_url, 'outcome=success')).statusCode).toBe(303);
    expect(await readBooking(id, created.access_key)).toMatchObject({ payment_status: 'success' });
  });

  it('makes new orders only for whoever may see the booking, and not for a cancelled one', async () => {
    const created = await book();
    for (const headers of [{}, keyHeader('C'.repeat(43)), bearer(otherCustomerToken)]) {
      const res = await newOrder(created.booking.id, headers);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({ message: MSG.bookingNotFound });
    }
    expect((await newOrder(created.booking.id, bearer(adminToken))).statusCode).toBe(201);

    await ctx.db.query(`UPDATE bookings SET state = 'cancelled' WHERE id = $1`, [created.booking.id]);
    const cancelled = await newOrder(created.booking.id, keyHeader(created.access_key));
    expect(cancelled.statusCode).toBe(409);
    expect(body(cancelled)).toEqual({ message: MSG.bookingCancelled });
  });

  it('refuses an outcome other than success or failed (400), and a body that is not a form (415)', async () => {
    const created = await book();
    for (const form of ['outcome=maybe', 'outcome=', 'other=success', '']) {
      const res = await submit(created.payment.checkout_url, form);
      expect(res.statusCode, form).toBe(400);
      expect(body<ApiError>(res).errors?.[0]).toEqual({ field: 'outcome', message: MSG.paymentOutcome });
    }
    const json = await ctx.app.inject({ method: 'POST', url: created.payment.checkout_url, payload: { outcome: 'success' } });
    expect(json.statusCode).toBe(415);
    expect(body(json)).toEqual({ message: MSG.paymentFormRequired });
    const big = await submit(created.payment.checkout_url, `outcome=success&pad=${'x'.repeat(2000)}`);
    expect(big.statusCode).toBe(413);
    expect((await readBooking(created.booking.id, created.access_key)).payment_status).toBe('pending');
  });

  it('answers an unknown order with a 404 page', async () => {
    const page = await ctx.app.inject({ url: '/api/v1/payments/sandbox/order_doesnotexist' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<h1>Payment not found</h1>');
    const pay = await submit('/api/v1/payments/sandbox/order_doesnotexist', 'outcome=success');
    expect(pay.statusCode).toBe(404);
  });

  it('logs an SMS that could not be sent instead of failing the payment', async () => {
    const failing: SmsSender = { send: () => Promise.reject(new Error('SMS gateway down')) };
    const app = buildApp({ db: ctx.db, config: ctx.config, sms: failing, now: ctx.clock.now });
    await app.ready();
    const created = await book();
    const res = await submit(created.payment.checkout_url, 'outcome=success', app);
    expect(res.statusCode).toBe(303);
    expect((await readBooking(created.booking.id, created.access_key)).payment_status).toBe('success');
    await app.close();
  });
});

describe('bookings in general', () => {
  it('rate-limits bookings and new payment orders per client IP (429 with retry-after)', async () => {
    const limited = await siblingApp(ctx, {
      rateLimits: { ...ctx.config.rateLimits, bookingsPerIp: { limit: 2, windowSeconds: 3600 }, paymentsPerIp: { limit: 2, windowSeconds: 3600 } },
    });
    const create = (ip: string) => limited.inject({ method: 'POST', url: '/api/v1/bookings', payload: booking(), remoteAddress: ip });
    expect((await create('10.30.0.1')).statusCode).toBe(201);
    const second = await create('10.30.0.1');
    expect(second.statusCode).toBe(201);
    const blocked = await create('10.30.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toEqual({ message: MSG.rateLimited });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await create('10.30.0.2')).statusCode, 'another IP is not limited').toBe(201);

    const { booking: created, access_key } = body<OrderBookingCreateResponse>(second).data;
    const order = () =>
      limited.inject({ method: 'POST', url: `/api/v1/orders/${created.id}/payments`, headers: keyHeader(access_key), remoteAddress: '10.30.0.3' });
    expect((await order()).statusCode).toBe(201);
    expect((await order()).statusCode).toBe(201);
    expect((await order()).statusCode).toBe(429);
    await limited.close();
  });

  it('refuses to start with a payment provider that has no adapter, and serves no sandbox without the sandbox', async () => {
    expect(() => readConfig({ PAYMENT_PROVIDER: 'paytm' })).toThrow(/PAYMENT_PROVIDER "paytm" has no adapter/);

    const real: PaymentGateway = {
      provider: 'test-gateway',
      createOrder: async ({ bookingId }) => ({ orderId: `order_real_${bookingId}`, checkoutUrl: `https://pay.example.com/${bookingId}` }),
      fetchPayment: () => Promise.reject(new Error('not used here')),
      refund: () => Promise.reject(new Error('not used here')),
    };
    const app = buildApp({ db: ctx.db, config: ctx.config, sms: ctx.sms, payments: real, now: ctx.clock.now });
    await app.ready();
    const res = await app.inject({ method: 'POST', url: '/api/v1/bookings', payload: booking() });
    expect(res.statusCode, res.body).toBe(201);
    const { booking: created, payment } = body<OrderBookingCreateResponse>(res).data;
    expect(payment).toEqual({ order_id: `order_real_${created.id}`, amount: 499, currency: 'INR', checkout_url: `https://pay.example.com/${created.id}` });
    const { rows } = await ctx.db.query<{ provider: string }>('SELECT provider FROM payments WHERE booking_id = $1', [created.id]);
    expect(rows).toEqual([{ provider: 'test-gateway' }]);
    const sandbox = await app.inject({ url: `/api/v1/payments/sandbox/${payment.order_id}` });
    expect(sandbox.statusCode).toBe(404);
    expect(body(sandbox)).toEqual({ message: MSG.notFound });
    await app.close();
  });

  it('documents the booking routes in the OpenAPI document, public (a booking is read and paid at /orders/:id, the old /bookings/:id aliases are gone); the sandbox pages under Payments, not Bookings', async () => {
    const res = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = body<{ paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>> }>(res);
    const routes: [string, string, string][] = [
      ['/api/v1/bookings', 'post', '201'],
      ['/api/v1/orders/{id}', 'get', '200'],
      ['/api/v1/orders/{id}/payments', 'post', '201'],
    ];
    expect(doc.paths['/api/v1/bookings/{id}']).toBeUndefined();
    expect(doc.paths['/api/v1/bookings/{id}/payments']).toBeUndefined();
    for (const [path, method, status] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.security).toBeUndefined();
      expect(Object.keys(operation?.responses ?? {})).toContain(status);
    }
    const sandbox = Object.entries(doc.paths).filter(([p]) => p.includes('sandbox'));
    for (const [path, operations] of sandbox) {
      for (const operation of Object.values(operations) as { tags?: string[] }[]) expect(operation.tags, path).toEqual(['Payments']);
    }
  });
});
