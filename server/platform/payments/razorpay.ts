// Razorpay (https://razorpay.com/docs/api/): orders, payments and refunds over its REST API with HTTP Basic
// auth (key id : key secret), and the two signatures it sends back: the checkout callback's
// HMAC_SHA256(order_id + "|" + payment_id, key secret) and the webhook's HMAC_SHA256(raw body, webhook secret).
// The customer pays on Razorpay Checkout loaded by our page (razorpay-page.ts, razorpay-routes.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  GatewayError,
  type CreatedOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  type PaymentOrderInput,
} from './gateway.js';
import { fromPaise, toPaise } from './money.js';

export const RAZORPAY_PROVIDER = 'razorpay';
export const RAZORPAY_ROUTES = '/api/v1/payments/razorpay';
export const razorpayCheckoutPath = (orderId: string) => `${RAZORPAY_ROUTES}/${encodeURIComponent(orderId)}/checkout`;

export type RazorpaySettings = { keyId: string; keySecret: string; webhookSecret: string; apiBase: string };

const TIMEOUT_MS = 10_000;

const orderEntity = z.object({ id: z.string().min(1), amount: z.number().int(), currency: z.string(), status: z.string() });
const paymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().nullable().optional(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
});
const refundEntity = z.object({
  id: z.string().min(1),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
});
const errorBody = z.object({ error: z.object({ code: z.string().optional(), description: z.string().optional() }) });

function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a hex signature we computed with one we were sent. */
function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function entity<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new GatewayError('unavailable', `Razorpay answered ${what} in an unexpected shape`);
  return parsed.data;
}

function rupeesOf(paise: number): number {
  const rupees = fromPaise(paise);
  if (rupees === null) throw new GatewayError('rejected', `Razorpay reported ${paise} paise, not a whole-rupee amount`);
  return rupees;
}

export class RazorpayGateway implements PaymentGateway {
  readonly provider = RAZORPAY_PROVIDER;

  constructor(private readonly settings: RazorpaySettings) {}

  get keyId(): string {
    return this.settings.keyId;
  }

  /** Checkout's callback: signed with the key secret over order id "|" payment id. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return sameSignature(hmacHex(this.settings.keySecret, `${orderId}|${paymentId}`), signature);
  }

  /** A webhook: signed with the webhook secret over the body exactly as it arrived. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean {
    return sameSignature(hmacHex(this.settings.webhookSecret, rawBody), signature);
  }

  async createOrder(input: PaymentOrderInput): Promise<CreatedOrder> {
    const order = entity(
      orderEntity,
      await this.call('POST', '/v1/orders', {
        amount: toPaise(input.amount),
        currency: 'INR',
        receipt: input.reference,
        notes: { booking_id: String(input.bookingId), booking_reference: input.reference },
      }),
      'an order',
    );
    return { orderId: order.id, checkoutUrl: razorpayCheckoutPath(order.id) };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const payment = entity(paymentEntity, await this.call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`), 'a payment');
    return { id: payment.id, orderId: payment.order_id ?? null, status: payment.status, amount: rupeesOf(payment.amount) };
  }

  async refund(paymentId: string, amount: number, notes: Record<string, string> = {}): Promise<GatewayRefund> {
    const refund = entity(
      refundEntity,
      await this.call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, { amount: toPaise(amount), speed: 'normal', notes }),
      'a refund',
    );
    return { refundId: refund.id, paymentId: refund.payment_id, amount: rupeesOf(refund.amount), status: refund.status };
  }

  private async call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<unknown> {
    const auth = Buffer.from(`${this.settings.keyId}:${this.settings.keySecret}`).toString('base64');
    let res: Response;
    try {
      res = await fetch(new URL(path, this.settings.apiBase), {
        method,
        headers: { authorization: `Basic ${auth}`, accept: 'application/json', ...(payload ? { 'content-type': 'application/json' } : {}) },
        body: payload ? JSON.stringify(payload) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError('unavailable', `Razorpay ${method} ${path} unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (res.ok) {
      if (json === undefined) throw new GatewayError('unavailable', `Razorpay ${method} ${path} answered ${res.status} without JSON`, res.status);
      return json;
    }
    const parsed = errorBody.safeParse(json);
    const detail = parsed.success ? `${parsed.data.error.code ?? 'ERROR'}: ${parsed.data.error.description ?? ''}` : text.slice(0, 200);
    const kind = res.status >= 500 || res.status === 429 ? 'unavailable' : 'rejected';
    throw new GatewayError(kind, `Razorpay ${method} ${path} answered ${res.status} (${detail})`, res.status);
  }
}
