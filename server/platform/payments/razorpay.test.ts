// @vitest-environment node
// Razorpay against a local fake of its API (server/test-fakes/razorpay.ts): the adapter's calls, and the server's
// booking, checkout, callback and webhook routes through inject. Never the network.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order, OrderBookingCreateResponse, OrderResponse } from '@contract/orders.js';
import { buildApp } from '../../app.js';
import { MSG } from '../messages.js';
import { DEMO, bearer, body, createTestContext, freshMobile, siblingApp, signIn, type TestContext } from '../../test-helpers.js';
import { FAKE_KEYS, startFakeRazorpay, type FakeRazorpay } from '../../test-fakes/razorpay.js';
import { GatewayError, type PaymentGateway } from './gateway.js';
import { fromPaise, toPaise } from './money.js';
import { RazorpayGateway } from './razorpay.js';

let fake: FakeRazorpay;
let ctx: TestContext;
let gateway: RazorpayGateway;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  const razorpay = { ...FAKE_KEYS, apiBase: fake.base };
  gateway = new RazorpayGateway(razorpay);
  ctx = await createTestContext({ paymentProvider: 'razorpay', razorpay });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'up';
  fake.refundStatus = 'processed';
});

const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Arjun Mehta',
  mobile: freshMobile('97'),
  email: 'arjun@example.com',
  state: 'TN',
  city: 'TN-CHE',
  area: 'TN-CHE-01',
  pincode: '600017',
  model: 'rv400',
  colour: 'Rebel Red',
  dealer_id: 12,
  accept_terms: true,
  ...overrides,
});

async function book(overrides: Record<string, unknown> = {}, app = ctx.app): Promise<OrderBookingCreateResponse['data']> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/bookings', payload: bookingBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return body<OrderBookingCreateResponse>(res).data;
}

async function readBooking(created: OrderBookingCreateResponse['data']): Promise<Order> {
  const res = await ctx.app.inject({ url: `/api/v1/orders/${created.booking.id}`, headers: { 'x-booking-key': created.access_key } });
  expect(res.statusCode, res.body).toBe(200);
  return body<OrderResponse>(res).data;
}

async function paymentRows(bookingId: number) {
  const { rows } = await ctx.db.query<{ provider: string; order_id: string; status: string; gateway_payment_id: string | null }>(
    'SELECT provider, order_id, status, gateway_payment_id FROM payments WHERE booking_id = $1 ORDER BY id',
    [bookingId],
  );
  return rows;
}

const count = async (table: string) => (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;
const smsTo = (mobile: string) => ctx.sms.sent.filter((m) => m.mobile === mobile);

const callback = (form: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/razorpay/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/payments/razorpay/webhook', headers: delivery.headers, payload: delivery.payload });

const paymentPayload = (payment: { id: string; order_id: string; amount: number; status: string }) => ({
  payment: { entity: { ...payment, entity: 'payment', currency: 'INR', method: 'upi' } },
});

describe('money at the gateway boundary', () => {
  it('converts whole rupees to paise and back, and refuses anything else', () => {
    expect(toPaise(499)).toBe(49_900);
    expect(fromPaise(49_900)).toBe(499);
    expect(fromPaise(49_950)).toBeNull();
    expect(() => toPaise(4.5)).toThrow(RangeError);
    expect(() => toPaise(-1)).toThrow(RangeError);
  });
});

describe('the Razorpay adapter', () => {
  it('opens an order in paise, INR, with the booking reference as receipt and Basic auth', async () => {
    const order = await gateway.createOrder({ bookingId: 42, reference: 'BK-000042', amount: 499 });
    expect(order.orderId).toMatch(/^order_\w{14}$/);
    expect(order.checkoutUrl).toBe(`/api/v1/payments/razorpay/${order.orderId}/checkout`);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      body: { amount: 49_900, currency: 'INR', receipt: 'BK-000042', notes: { booking_id: '42', booking_reference: 'BK-000042' } },
    });
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${FAKE_KEYS.keyId}:${FAKE_KEYS.keySecret}`).toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('turns a wrong key (401), an outage (503) and an unreachable API into a GatewayError of the right kind', async () => {
    const wrong = new RazorpayGateway({ ...FAKE_KEYS, keySecret: 'not-the-secret', apiBase: fake.base });
    const refused = await wrong.createOrder({ bookingId: 1, reference: 'BK-000001', amount: 499 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused).toMatchObject({ kind: 'rejected', status: 401 });
    expect((refused as Error).message).toContain('Authentication failed');
    expect((refused as Error).message).not.toContain('not-the-secret');

    fake.mode = 'down';
    await expect(gateway.fetchPayment('pay_x')).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
    fake.mode = 'up';

    const nowhere = new RazorpayGateway({ ...FAKE_KEYS, apiBase: 'http://127.0.0.1:9' });
    await expect(nowhere.createOrder({ bookingId: 1, reference: 'BK-000001', amount: 499 })).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('fetches a payment in rupees, and refunds in paise with notes', async () => {
    const order = await gateway.createOrder({ bookingId: 7, reference: 'BK-000007', amount: 499 });
    const paid = fake.pay(order.orderId);
    expect(await gateway.fetchPayment(paid.id)).toEqual({ id: paid.id, orderId: order.orderId, status: 'captured', amount: 499 });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payments/${paid.id}` });

    const refund = await gateway.refund(paid.id, 200, { reason: 'booking cancelled', booking_reference: 'BK-000007' });
    expect(refund).toEqual({ refundId: expect.stringMatching(/^rfnd_/), paymentId: paid.id, amount: 200, status: 'processed' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${paid.id}/refund`,
      body: { amount: 20_000, speed: 'normal', notes: { reason: 'booking cancelled', booking_reference: 'BK-000007' } },
    });
    await expect(gateway.refund(paid.id, 300)).rejects.toMatchObject({ kind: 'rejected', status: 400 });
    await expect(gateway.fetchPayment('pay_unknown')).rejects.toMatchObject({ kind: 'rejected', status: 400 });
  });

  it('verifies the checkout and webhook signatures', () => {
    expect(gateway.verifyPaymentSignature('order_a', 'pay_b', fake.signature('order_a', 'pay_b'))).toBe(true);
    expect(gateway.verifyPaymentSignature('order_a', 'pay_c', fake.signature('order_a', 'pay_b'))).toBe(false);
    expect(gateway.verifyPaymentSignature('order_a', 'pay_b', 'short')).toBe(false);
    const delivery = fake.webhook('payment.captured', {});
    const signature = delivery.headers['x-razorpay-signature'] ?? '';
    expect(gateway.verifyWebhookSignature(Buffer.from(delivery.payload), signature)).toBe(true);
    expect(gateway.verifyWebhookSignature(Buffer.from(`${delivery.payload} `), signature)).toBe(false);
  });
});

describe('booking with Razorpay', () => {
  it('opens the Razorpay order before writing the booking, outside any transaction, and records it pending', async () => {
    let seenDuringOrder: unknown = 'not called';
    const watching: PaymentGateway = {
      provider: gateway.provider,
      fetchPayment: (id) => gateway.fetchPayment(id),
      refund: (id, amount, notes) => gateway.refund(id, amount, notes),
      createOrder: async (input) => {
        // On PGlite a query from outside waits for an open transaction: inside one, this would never answer.
        const { rows } = await ctx.db.query('SELECT id FROM bookings WHERE id = $1', [input.bookingId]);
        seenDuringOrder = rows;
        return gateway.createOrder(input);
      },
    };
    const app = buildApp({ db: ctx.db, config: ctx.config, sms: ctx.sms, payments: watching, now: ctx.clock.now });
    await app.ready();
    const created = await book({}, app);
    await app.close();
    expect(seenDuringOrder).toEqual([]);

    const order = fake.orders.get(created.payment.order_id);
    expect(order).toMatchObject({ amount: 49_900, currency: 'INR', receipt: created.booking.reference });
    expect(created.payment).toEqual({
      order_id: order?.id, amount: 499, currency: 'INR', checkout_url: `/api/v1/payments/razorpay/${order?.id}/checkout`,
    });
    expect(await paymentRows(created.booking.id)).toEqual([{ provider: 'razorpay', order_id: order?.id, status: 'pending', gateway_payment_id: null }]);
  });

  it('answers 503 with a message when Razorpay is down, and writes no booking without an order', async () => {
    const [bookings, payments] = [await count('bookings'), await count('payments')];
    fake.mode = 'down';
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: bookingBody() });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(body(res)).toEqual({ message: MSG.bookingGatewayUnavailable });
    expect([await count('bookings'), await count('payments')]).toEqual([bookings, payments]);
  });

  it('keeps the pending order when a new one cannot be opened', async () => {
    const created = await book();
    fake.mode = 'down';
    const res = await ctx.app.inject({
      method: 'POST', url: `/api/v1/orders/${created.booking.id}/payments`, headers: { 'x-booking-key': created.access_key },
    });
    expect(res.statusCode).toBe(503);
    expect(body(res)).toEqual({ message: MSG.paymentGatewayUnavailable });
    expect((await paymentRows(created.booking.id)).map((p) => p.status)).toEqual(['pending']);
  });
});

describe('the Razorpay checkout page', () => {
  it('loads Razorpay Checkout with the key, order, amount in paise, prefill and callback, under its own CSP', async () => {
    const created = await book({ name: 'Kavya Rao', email: 'kavya@example.com' });
    const res = await ctx.app.inject({ url: created.payment.checkout_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('script-src https://checkout.razorpay.com;');
    expect(csp).toContain("frame-ancestors 'none'");
    const html = res.body;
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script src="https://checkout.razorpay.com/v1/checkout.js"');
    expect(html).toContain(`data-key="${FAKE_KEYS.keyId}"`);
    expect(html).toContain(`data-order_id="${created.payment.order_id}"`);
    expect(html).toContain('data-amount="49900"');
    expect(html).toContain('data-currency="INR"');
    expect(html).toContain('data-prefill.name="Kavya Rao"');
    expect(html).toContain('data-prefill.email="kavya@example.com"');
    expect(html).toContain(`data-prefill.contact="+91${created.booking.mobile}"`);
    expect(html).toContain('data-callback_url="http://localhost:80/api/v1/payments/razorpay/callback"');
    expect(html).toContain('data-redirect="true"');
    expect(html).toContain(created.booking.reference);
    expect(html).toContain(`<a href="/thankyoubooking/${created.booking.id}">`);
  });

  it('escapes every value, and answers an unknown order with a 404 page', async () => {
    await ctx.db.query(
      `INSERT INTO products (id, name, category, description, ex_price, charger, colours)
       VALUES ('rv-xss-rzp', '"><script>alert(1)</script>', 'Test', 'Escaping', 100000, 5000, '[{"name": "Red \\" onload=\\"x", "hex": "#c8102e"}]')`,
    );
    const created = await book({ model: 'rv-xss-rzp', colour: 'red " onload="x' });
    const html = (await ctx.app.inject({ url: created.payment.checkout_url })).body;
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;, Red &quot; onload=&quot;x');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('" onload="');

    const missing = await ctx.app.inject({ url: '/api/v1/payments/razorpay/order_NoSuchOrder00/checkout' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Payment not found');
  });
});

describe('the Razorpay callback', () => {
  it('marks the booking paid on a good signature Razorpay confirms: 303 to its page, one SMS; a repeat changes nothing', async () => {
    const created = await book();
    const paid = fake.pay(created.payment.order_id);
    const form = { razorpay_payment_id: paid.id, razorpay_order_id: paid.order_id, razorpay_signature: fake.signature(paid.order_id, paid.id) };
    const res = await callback(form);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/thankyoubooking/${created.booking.id}`);
    expect((await readBooking(created)).payment_status).toBe('success');
    expect(await paymentRows(created.booking.id)).toEqual([{ provider: 'razorpay', order_id: paid.order_id, status: 'success', gateway_payment_id: paid.id }]);
    expect(smsTo(created.booking.mobile)).toEqual([
      {
        mobile: created.booking.mobile,
        text: `Revolt Motors: your RV400 (Rebel Red) booking ${created.booking.reference} is confirmed. ₹499 received. Your hub will call you within 2 working days.`,
      },
    ]);

    expect((await callback(form)).statusCode).toBe(303);
    expect(smsTo(created.booking.mobile)).toHaveLength(1);
    const page = await ctx.app.inject({ url: created.payment.checkout_url });
    expect(page.body).toContain('already completed');
    expect(page.body).not.toContain('<script');
  });

  it('refuses a bad or forged signature (400) and marks nothing', async () => {
    const created = await book();
    const paid = fake.pay(created.payment.order_id);
    const other = await book();
    const forgedHmac = (await import('node:crypto')).createHmac('sha256', 'guessed-secret').update(`${paid.order_id}|${paid.id}`).digest('hex');
    for (const signature of ['0'.repeat(64), forgedHmac, fake.signature(other.payment.order_id, paid.id), '']) {
      const res = await callback({ razorpay_payment_id: paid.id, razorpay_order_id: paid.order_id, razorpay_signature: signature });
      expect(res.statusCode).toBe(400);
    }
    // A valid signature of one order does not pay another.
    const swapped = await callback({
      razorpay_payment_id: paid.id, razorpay_order_id: other.payment.order_id, razorpay_signature: fake.signature(paid.order_id, paid.id),
    });
    expect(swapped.statusCode).toBe(400);
    expect(body(swapped)).toEqual({ message: MSG.paymentSignature });
    expect((await paymentRows(created.booking.id))[0]?.status).toBe('pending');
    expect((await paymentRows(other.booking.id))[0]?.status).toBe('pending');
    expect(smsTo(created.booking.mobile)).toEqual([]);
  });

  it('leaves the order pending when Razorpay does not confirm a signed payment (not captured, or unreachable)', async () => {
    const created = await book();
    const attempt = fake.pay(created.payment.order_id, 'failed');
    const form = { razorpay_payment_id: attempt.id, razorpay_order_id: attempt.order_id, razorpay_signature: fake.signature(attempt.order_id, attempt.id) };
    expect((await callback(form)).statusCode).toBe(303);
    const paid = fake.pay(created.payment.order_id);
    fake.mode = 'down';
    const res = await callback({ razorpay_payment_id: paid.id, razorpay_order_id: paid.order_id, razorpay_signature: fake.signature(paid.order_id, paid.id) });
    expect(res.statusCode).toBe(303);
    expect((await paymentRows(created.booking.id))[0]?.status).toBe('pending');
  });

  it('records a failure only as far as Razorpay confirms it', async () => {
    const created = await book();
    const paidElsewhere = await book();
    const captured = fake.pay(paidElsewhere.payment.order_id);
    // Unsigned error metadata naming a captured payment changes nothing.
    const lie = await callback({
      'error[code]': 'BAD_REQUEST_ERROR', 'error[description]': 'Payment failed',
      'error[metadata]': JSON.stringify({ payment_id: captured.id, order_id: paidElsewhere.payment.order_id }),
    });
    expect(lie.statusCode).toBe(303);
    expect((await paymentRows(paidElsewhere.booking.id))[0]?.status).toBe('pending');

    const failed = fake.pay(created.payment.order_id, 'failed');
    const res = await callback({
      'error[code]': 'BAD_REQUEST_ERROR', 'error[description]': 'Your payment has been cancelled.', 'error[reason]': 'payment_cancelled',
      'error[metadata]': JSON.stringify({ payment_id: failed.id, order_id: created.payment.order_id }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/thankyoubooking/${created.booking.id}`);
    expect(await paymentRows(created.booking.id)).toEqual([
      { provider: 'razorpay', order_id: created.payment.order_id, status: 'failed', gateway_payment_id: failed.id },
    ]);

    expect((await callback({ 'error[code]': 'X' })).statusCode).toBe(400);
    const unknown = await callback({ 'error[metadata]': JSON.stringify({ payment_id: 'pay_x', order_id: 'order_NoSuchOrder00' }) });
    expect(unknown.statusCode).toBe(404);
  });

  it('sends a booking made on the Hindi site back to its Hindi thank-you page, paid or not', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/bookings', headers: { 'accept-language': 'hi' }, payload: bookingBody() });
    const created = body<OrderBookingCreateResponse>(res).data;
    const page = (await ctx.app.inject({ url: created.payment.checkout_url })).body;
    expect(page).toContain(`<a href="/hi/thankyoubooking/${created.booking.id}">`);
    const paid = fake.pay(created.payment.order_id);
    const back = await callback({ razorpay_payment_id: paid.id, razorpay_order_id: paid.order_id, razorpay_signature: fake.signature(paid.order_id, paid.id) });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/hi/thankyoubooking/${created.booking.id}`);
    expect((await readBooking(created)).payment_status).toBe('success');
  });

  it('takes form posts only (415 otherwise)', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/payments/razorpay/callback', payload: { razorpay_order_id: 'x' } });
    expect(res.statusCode).toBe(415);
  });
});

describe('Razorpay webhooks', () => {
  it('pays the booking on payment.captured with a good signature, and refuses a bad or missing one', async () => {
    const created = await book();
    const paid = fake.pay(created.payment.order_id);
    const delivery = fake.webhook('payment.captured', paymentPayload(paid));

    const tampered = { ...delivery, payload: delivery.payload.replace('"captured"', '"captured" ') };
    expect((await deliver(tampered)).statusCode).toBe(400);
    const unsigned = { payload: delivery.payload, headers: { 'content-type': 'application/json' } };
    expect((await deliver(unsigned)).statusCode).toBe(400);
    const wrongSecret = { ...delivery, headers: { ...delivery.headers, 'x-razorpay-signature': fake.signature('a', 'b') } };
    expect((await deliver(wrongSecret)).statusCode).toBe(400);
    expect((await paymentRows(created.booking.id))[0]?.status).toBe('pending');

    const res = await deliver(delivery);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ received: true });
    expect((await readBooking(created)).payment_status).toBe('success');
    expect(smsTo(created.booking.mobile)).toHaveLength(1);
  });

  it('ignores a repeated delivery of the same event, and an order.paid after payment.captured', async () => {
    const created = await book();
    const paid = fake.pay(created.payment.order_id);
    const delivery = fake.webhook('payment.captured', paymentPayload(paid));
    expect((await deliver(delivery)).statusCode).toBe(200);
    const before = await paymentRows(created.booking.id);
    expect((await deliver(delivery)).statusCode).toBe(200);
    const orderPaid = fake.webhook('order.paid', { ...paymentPayload(paid), order: { entity: { id: paid.order_id, amount_paid: 49_900, status: 'paid' } } });
    expect((await deliver(orderPaid)).statusCode).toBe(200);
    expect(await paymentRows(created.booking.id)).toEqual(before);
    expect(smsTo(created.booking.mobile)).toHaveLength(1);
    const { rows } = await ctx.db.query('SELECT event FROM payment_events WHERE event_id = $1', [delivery.headers['x-razorpay-event-id']]);
    expect(rows).toEqual([{ event: 'payment.captured' }]);
  });

  it('does not undo a capture with a later payment.failed, and pays on a capture that follows a failure', async () => {
    const first = await book();
    const paid = fake.pay(first.payment.order_id);
    expect((await deliver(fake.webhook('payment.captured', paymentPayload(paid)))).statusCode).toBe(200);
    expect((await deliver(fake.webhook('payment.failed', paymentPayload({ ...paid, status: 'failed' })))).statusCode).toBe(200);
    expect((await paymentRows(first.booking.id))[0]).toMatchObject({ status: 'success', gateway_payment_id: paid.id });

    // The customer's first attempt failed, the retry inside the same order was captured.
    const second = await book();
    const failed = fake.pay(second.payment.order_id, 'failed');
    const retried = fake.pay(second.payment.order_id);
    expect((await deliver(fake.webhook('payment.failed', paymentPayload(failed)))).statusCode).toBe(200);
    expect((await paymentRows(second.booking.id))[0]?.status).toBe('failed');
    expect((await deliver(fake.webhook('payment.captured', paymentPayload(retried)))).statusCode).toBe(200);
    expect((await paymentRows(second.booking.id))[0]).toMatchObject({ status: 'success', gateway_payment_id: retried.id });
    expect((await readBooking(second)).payment_status).toBe('success');
    expect(smsTo(second.booking.mobile)).toHaveLength(1);
  });

  it('ignores a capture of another amount or an order that is not ours', async () => {
    const created = await book();
    const paid = fake.pay(created.payment.order_id);
    expect((await deliver(fake.webhook('payment.captured', paymentPayload({ ...paid, amount: 100 })))).statusCode).toBe(200);
    expect((await deliver(fake.webhook('payment.captured', paymentPayload({ ...paid, order_id: 'order_NotOurs000000' })))).statusCode).toBe(200);
    expect((await paymentRows(created.booking.id))[0]?.status).toBe('pending');
  });

  it('records refund.processed once', async () => {
    const created = await book();
    const paid = fake.pay(created.payment.order_id);
    const refund = await gateway.refund(paid.id, 499, { reason: 'booking cancelled' });
    const delivery = fake.webhook('refund.processed', {
      refund: { entity: { id: refund.refundId, entity: 'refund', payment_id: paid.id, amount: 49_900, currency: 'INR', status: 'processed' } },
      ...paymentPayload({ ...paid, status: 'refunded' }),
    });
    expect((await deliver(delivery)).statusCode).toBe(200);
    expect((await deliver(delivery)).statusCode).toBe(200);
    const { rows } = await ctx.db.query('SELECT provider, refund_id, gateway_payment_id, amount, status FROM payment_refunds WHERE refund_id = $1', [refund.refundId]);
    expect(rows).toEqual([{ provider: 'razorpay', refund_id: refund.refundId, gateway_payment_id: paid.id, amount: 499, status: 'processed' }]);
  });

  it('takes JSON only (415), and is not served with the sandbox gateway', async () => {
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/v1/payments/razorpay/webhook', headers: { 'content-type': 'text/plain' }, payload: '{}',
    });
    expect(res.statusCode).toBe(415);
    const sandbox = await siblingApp(ctx, { paymentProvider: 'sandbox', razorpay: undefined });
    expect((await sandbox.inject({ method: 'POST', url: '/api/v1/payments/razorpay/webhook', payload: {} })).statusCode).toBe(404);
    await sandbox.close();
  });
});

describe('orders with Razorpay', () => {
  type OrderData = { state: string; events: { text: string; to: string | null }[]; refunds: { reference: string; status: string; amount: number }[] };

  it('refunds a cancelled paid booking through the Refunds API, and a capture reported after cancellation is refunded, never confirmed', async () => {
    const token = await signIn(ctx.app, DEMO.customer);
    const readOrder = async (id: number) => body<{ data: OrderData }>(await ctx.app.inject({ url: `/api/v1/orders/${id}`, headers: bearer(token) })).data;
    const cancel = (id: number) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/cancel`, headers: bearer(token), payload: { reason: 'Bought another bike' } });
    const bookAs = async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: bookingBody(), headers: bearer(token) });
      return body<OrderBookingCreateResponse>(res).data;
    };

    const paid = await bookAs();
    const payment = fake.pay(paid.payment.order_id);
    await deliver(fake.webhook('payment.captured', paymentPayload(payment)));
    expect((await readOrder(paid.booking.id)).state).toBe('confirmed');
    expect((await cancel(paid.booking.id)).statusCode).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payments/${payment.id}/refund`, body: { amount: 49_900 } });
    const refunded = await readOrder(paid.booking.id);
    expect(refunded.state).toBe('refunded');
    expect(refunded.refunds).toEqual([expect.objectContaining({ amount: 499, status: 'processed' })]);
    expect(refunded.events.slice(-3).map((e) => e.text)).toEqual([
      'Cancelled: Bought another bike', `Refund of ₹499 initiated (${refunded.refunds[0]?.reference})`, 'Refund completed',
    ]);

    const late = await bookAs();
    expect((await cancel(late.booking.id)).statusCode).toBe(200);
    const capture = fake.pay(late.payment.order_id);
    expect((await deliver(fake.webhook('payment.captured', paymentPayload(capture)))).statusCode).toBe(200);
    const after = await readOrder(late.booking.id);
    expect(after.state).toBe('refunded');
    expect(after.events.some((e) => e.to === 'confirmed')).toBe(false);
    expect(after.events.map((e) => e.text)).toContain('Payment of ₹499 received after the order was cancelled: it is being refunded');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payments/${capture.id}/refund` });
  });
});

describe('refunds settle by the sums', () => {
  type Refund = { reference: string; status: string; amount: number };
  type OrderData = { state: string; amount_paid: number; amount_refunded: number; amount_due: number; payment_group: string; events: { text: string }[]; refunds: Refund[] };
  let token: string;
  beforeAll(async () => {
    token = await signIn(ctx.app, DEMO.customer);
  });
  const readOrder = async (id: number) => body<{ data: OrderData }>(await ctx.app.inject({ url: `/api/v1/orders/${id}`, headers: bearer(token) })).data;
  const cancel = (id: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/cancel`, headers: bearer(token), payload: { reason: 'Bought another bike' } });
  const refundEvent = (event: string, refund: { id: string; payment_id: string; amount: number }, status: string) =>
    fake.webhook(event, { refund: { entity: { ...refund, entity: 'refund', currency: 'INR', status } } });
  async function paidBooking() {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: bookingBody(), headers: bearer(token) });
    const created = body<OrderBookingCreateResponse>(res).data;
    const payment = fake.pay(created.payment.order_id);
    expect((await deliver(fake.webhook('payment.captured', paymentPayload(payment)))).statusCode).toBe(200);
    return { id: created.booking.id, payment };
  }

  it('a part refund made on the Dashboard is shown on the order, and a later cancellation refunds exactly the rest', async () => {
    const { id, payment } = await paidBooking();
    const part = fake.dashboardRefund(payment.id, 10_000);
    expect((await deliver(refundEvent('refund.processed', part, 'processed'))).statusCode).toBe(200);
    const confirmed = await readOrder(id);
    expect(confirmed).toMatchObject({ state: 'confirmed', amount_paid: 499, amount_refunded: 100, payment_group: 'paid' });
    expect(confirmed.refunds).toEqual([expect.objectContaining({ amount: 100, status: 'processed', reference: expect.stringMatching(/^RF-\d{6}$/) })]);
    expect(confirmed.events.at(-1)?.text).toBe(`Refund of ₹100 made at the gateway (${confirmed.refunds[0]?.reference})`);

    expect((await cancel(id)).statusCode).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payments/${payment.id}/refund`, body: { amount: 39_900 } });
    const refunded = await readOrder(id);
    expect(refunded).toMatchObject({ state: 'refunded', amount_refunded: 499, amount_due: 0, payment_group: 'refunded' });
    expect(refunded.refunds.map((r) => [r.amount, r.status])).toEqual([[100, 'processed'], [399, 'processed']]);
  });

  it('a refund the site did not start (unknown refund id) attaches to its payment and settles a cancelled order', async () => {
    const { id, payment } = await paidBooking();
    fake.mode = 'down';
    expect((await cancel(id)).statusCode).toBe(200);
    fake.mode = 'up';
    expect(await readOrder(id)).toMatchObject({ state: 'cancelled', refunds: [] });

    const whole = fake.dashboardRefund(payment.id, 49_900);
    expect((await deliver(refundEvent('refund.processed', whole, 'processed'))).statusCode).toBe(200);
    const refunded = await readOrder(id);
    expect(refunded).toMatchObject({ state: 'refunded', amount_refunded: 499, refunds: [expect.objectContaining({ amount: 499, status: 'processed' })] });
    expect(refunded.events.slice(-2).map((e) => e.text)).toEqual([`Refund of ₹499 made at the gateway (${refunded.refunds[0]?.reference})`, 'Refund completed']);
    // Nothing is owed any more: the sweep asks the gateway for nothing.
    const { ordersOwingRefunds } = await import('./refunds-store.js');
    expect(await ordersOwingRefunds(ctx.db)).not.toContain(id);
  });

  it('takes refund events in any order: processed before created, each delivered twice, one event on the timeline', async () => {
    fake.refundStatus = 'pending';
    const { id } = await paidBooking();
    expect((await cancel(id)).statusCode).toBe(200);
    const pending = await readOrder(id);
    expect(pending).toMatchObject({ state: 'refund_initiated', refunds: [expect.objectContaining({ amount: 499, status: 'initiated' })] });
    const [refund] = [...fake.refunds.values()].slice(-1);
    if (!refund) throw new Error('no refund at the fake');

    const processed = refundEvent('refund.processed', refund, 'processed');
    const created = refundEvent('refund.created', refund, 'pending');
    for (const delivery of [processed, processed, created, created]) expect((await deliver(delivery)).statusCode).toBe(200);
    const done = await readOrder(id);
    expect(done).toMatchObject({ state: 'refunded', refunds: [expect.objectContaining({ amount: 499, status: 'processed' })] });
    expect(done.events.filter((e) => e.text.startsWith('Refund of'))).toHaveLength(1);
    expect(done.events.filter((e) => e.text === 'Refund completed')).toHaveLength(1);
  });

  it('a failed refund is owed again: the order waits in refund_initiated and the next sweep refunds it', async () => {
    fake.refundStatus = 'pending';
    const { id, payment } = await paidBooking();
    expect((await cancel(id)).statusCode).toBe(200);
    const [refund] = [...fake.refunds.values()].slice(-1);
    if (!refund) throw new Error('no refund at the fake');
    payment.amount_refunded -= refund.amount;
    expect((await deliver(refundEvent('refund.failed', refund, 'failed'))).statusCode).toBe(200);
    const waiting = await readOrder(id);
    expect(waiting).toMatchObject({ state: 'refund_initiated', amount_refunded: 0, refunds: [] });

    fake.refundStatus = 'processed';
    const { refundOutstanding } = await import('../../modules/orders/flows.js');
    await refundOutstanding({ db: ctx.db, config: ctx.config, sms: ctx.sms, email: ctx.email, whatsapp: ctx.whatsapp, push: ctx.push, payments: gateway, now: ctx.clock.now }, id, ctx.app.log);
    expect(await readOrder(id)).toMatchObject({ state: 'refunded', amount_refunded: 499, refunds: [expect.objectContaining({ amount: 499, status: 'processed' })] });
  });
});
