// A fake of Razorpay's REST API (https://razorpay.com/docs/api/) for tests: orders, payments, refunds, with
// HTTP Basic auth (key id : key secret) and Razorpay's error body { error: { code, description, ... } }.
// It also plays the customer and the gateway: pays an order, signs the checkout callback and webhooks.
import { createHmac, randomBytes } from 'node:crypto';
import { startFake, type FakeReply, type FakeRequest, type FakeServer } from './http.js';

export const FAKE_KEYS = { keyId: 'rzp_test_FakeKey0001', keySecret: 'fake_key_secret', webhookSecret: 'fake_webhook_secret' };

type Order = { id: string; amount: number; currency: string; receipt: string; notes: Record<string, string>; status: 'created' | 'attempted' | 'paid' };
type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
type Payment = { id: string; order_id: string; amount: number; currency: string; status: PaymentStatus; amount_refunded: number };
type Refund = { id: string; payment_id: string; amount: number; currency: string; notes: Record<string, string>; status: 'pending' | 'processed' };

const rzpId = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

function error(status: number, description: string, field?: string): FakeReply {
  return {
    status,
    body: { error: { code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {}, ...(field ? { field } : {}) } },
  };
}

export type FakeRazorpay = FakeServer & {
  orders: Map<string, Order>;
  payments: Map<string, Payment>;
  refunds: Map<string, Refund>;
  /** 'down' answers every call with 503, as during an outage. */
  mode: 'up' | 'down';
  /** The status of a refund when the Refunds API answers: Razorpay answers 'pending' while the bank has not confirmed. */
  refundStatus: 'pending' | 'processed';
  /** A refund made by the merchant on Razorpay's Dashboard (not through this site's API calls), in paise. */
  dashboardRefund(paymentId: string, paise: number): Refund;
  /** The customer pays (or fails to pay) the order at Checkout: the payment as Razorpay records it. */
  pay(orderId: string, status?: PaymentStatus): Payment;
  /** Checkout's callback signature for that payment. */
  signature(orderId: string, paymentId: string): string;
  /** A webhook delivery: its raw body and headers, signed with the webhook secret. */
  webhook(event: string, payload: Record<string, unknown>, eventId?: string): { payload: string; headers: Record<string, string> };
};

export async function startFakeRazorpay(keys = FAKE_KEYS): Promise<FakeRazorpay> {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds = new Map<string, Refund>();
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const control: { mode: 'up' | 'down'; refundStatus: 'pending' | 'processed' } = { mode: 'up', refundStatus: 'processed' };

  function refundPayment(payment: Payment, amount: number, notes: Record<string, string>, status: Refund['status']): Refund {
    payment.amount_refunded += amount;
    const created: Refund = { id: rzpId('rfnd'), payment_id: payment.id, amount, currency: 'INR', notes, status };
    refunds.set(created.id, created);
    return created;
  }

  function handle(request: FakeRequest): FakeReply {
    if (control.mode === 'down') return error(503, 'Service unavailable');
    if (request.headers.authorization !== expectedAuth) return error(401, 'Authentication failed');
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;

    if (request.method === 'POST' && request.path === '/v1/orders') {
      const { amount, currency, receipt, notes } = body;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return error(400, 'The amount must be atleast INR 1.00', 'amount');
      if (currency !== 'INR') return error(400, 'The currency provided is invalid.', 'currency');
      if (typeof receipt !== 'string' || receipt.length > 40) return error(400, 'The receipt may not be greater than 40 characters.', 'receipt');
      const order: Order = { id: rzpId('order'), amount, currency, receipt, notes: (notes ?? {}) as Record<string, string>, status: 'created' };
      orders.set(order.id, order);
      return { status: 200, body: { ...order, entity: 'order', amount_paid: 0, amount_due: amount, offer_id: null, attempts: 0, created_at: Math.floor(Date.now() / 1000) } };
    }

    const fetchPayment = /^\/v1\/payments\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && fetchPayment) {
      const payment = payments.get(decodeURIComponent(fetchPayment[1] ?? ''));
      if (!payment) return error(400, 'The id provided does not exist');
      return { status: 200, body: { ...payment, entity: 'payment', method: 'upi', captured: payment.status === 'captured' } };
    }

    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.path);
    if (request.method === 'POST' && refund) {
      const payment = payments.get(decodeURIComponent(refund[1] ?? ''));
      if (!payment) return error(400, 'The id provided does not exist');
      if (payment.status !== 'captured') return error(400, 'The payment has not been captured');
      const amount = body.amount ?? payment.amount - payment.amount_refunded;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100 || amount > payment.amount - payment.amount_refunded) {
        return error(400, 'The refund amount provided is greater than amount captured', 'amount');
      }
      const created = refundPayment(payment, amount, (body.notes ?? {}) as Record<string, string>, control.refundStatus);
      return { status: 200, body: { ...created, entity: 'refund', speed_requested: body.speed ?? 'normal', created_at: Math.floor(Date.now() / 1000) } };
    }

    return error(400, 'The requested URL was not found on the server.');
  }

  const server = await startFake(handle);
  const fake: Omit<FakeRazorpay, 'mode' | 'refundStatus' | keyof FakeServer> = {
    orders,
    payments,
    refunds,
    pay(orderId, status = 'captured') {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake Razorpay has no order ${orderId}`);
      const payment: Payment = { id: rzpId('pay'), order_id: orderId, amount: order.amount, currency: order.currency, status, amount_refunded: 0 };
      payments.set(payment.id, payment);
      if (status === 'captured') order.status = 'paid';
      return payment;
    },
    dashboardRefund(paymentId, paise) {
      const payment = payments.get(paymentId);
      if (!payment || paise > payment.amount - payment.amount_refunded) throw new Error(`fake Razorpay cannot refund ${paise} of ${paymentId}`);
      return refundPayment(payment, paise, { source: 'dashboard' }, 'processed');
    },
    signature: (orderId, paymentId) => createHmac('sha256', keys.keySecret).update(`${orderId}|${paymentId}`).digest('hex'),
    webhook(event, payload, eventId = rzpId('evt')) {
      const body = JSON.stringify({ entity: 'event', account_id: 'acc_FakeAccount01', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });
      const signature = createHmac('sha256', keys.webhookSecret).update(body).digest('hex');
      return { payload: body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId } };
    },
  };
  return Object.assign(control, server, fake);
}
