// Razorpay's side of a booking payment, registered only while PAYMENT_PROVIDER is 'razorpay' (app.ts):
// - GET  checkout: our page that opens Razorpay Checkout for the order (razorpay-page.ts);
// - POST callback: where Checkout sends the customer back (form post, signed with the key secret);
// - POST webhook: Razorpay's server-to-server events (JSON, signed over the raw body with the webhook secret).
// Nothing is marked paid without a valid signature and the gateway's own word on the payment; every outcome
// goes through completePayment like the sandbox's, so repeats and races change nothing.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@contract/common.js';
import type { Queryable } from '../../platform/db/index.js';
import type { App, Deps } from '../../platform/deps.js';
import { HttpError } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { htmlPage, seeOther } from '../../platform/openapi.js';
import { recordGatewayRefund, recordPaymentOutcome } from './flows.js';
import { deliverOrderNotices } from './notices.js';
import { orderReference } from './store.js';
import { findCheckoutOrder, recordPaymentEvent, type CheckoutOrder } from '../../platform/payments/store.js';
import type { RefundStatus } from '../../platform/payments/refunds-store.js';
import { GatewayError, type GatewayPayment } from '../../platform/payments/gateway.js';
import { fromPaise, toPaise } from '../../platform/payments/money.js';
import { RAZORPAY_PAGE_CSP, razorpayCheckoutPage, razorpayOrderNotFoundPage } from '../../platform/payments/razorpay-page.js';
import { RAZORPAY_PROVIDER, RAZORPAY_ROUTES, type RazorpayGateway } from '../../platform/payments/razorpay.js';
import { paymentReturnPath } from '../../platform/payments/return-path.js';

/** The callback form carries a few ids, a signature, or an error with its metadata. */
const CALLBACK_LIMIT = 8 * 1024;
/** Razorpay's webhook events are a few kilobytes. */
const WEBHOOK_LIMIT = 256 * 1024;


const tags = ['Payments'];
const orderParams = z.object({ orderId: z.string().min(1).max(100) });
const id = z.string().trim().min(1).max(100);
const callbackBody = z.object({
  razorpay_payment_id: id.optional(),
  razorpay_order_id: id.optional(),
  razorpay_signature: id.optional(),
  'error[code]': z.string().max(200).optional(),
  'error[description]': z.string().max(1000).optional(),
  'error[reason]': z.string().max(200).optional(),
  'error[metadata]': z.string().max(1000).optional(),
});
const errorMetadata = z.object({ payment_id: id, order_id: id });

const paymentEntity = z.object({ id, order_id: id.nullable().optional(), amount: z.number().int(), currency: z.string() });
const webhookEvent = z.object({
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      refund: z.object({ entity: z.object({ id, payment_id: id, amount: z.number().int(), status: z.enum(['pending', 'processed', 'failed']) }) }).optional(),
    })
    .default({}),
});

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .headers({ 'content-type': 'text/html; charset=utf-8', 'content-security-policy': RAZORPAY_PAGE_CSP, 'cache-control': 'no-store' })
    .send(html);
}

/**
 * Records the outcome of the order through the order lifecycle (server/orders/flows.ts): a capture confirms a
 * reserved order and sends its SMS, a capture after a failure (a retry inside the same Razorpay order, or webhooks
 * out of order) still pays it, a capture after a cancellation is refunded, a failure after a capture changes
 * nothing. True when the order became confirmed now.
 */
async function settle(
  deps: Deps,
  order: CheckoutOrder,
  outcome: 'success' | 'failed',
  paymentId: string,
  log: FastifyBaseLogger,
  before?: (tx: Queryable) => Promise<boolean>,
): Promise<boolean> {
  return (await recordPaymentOutcome(deps, order, outcome, paymentId, 'always', log, before)) === 'confirmed';
}

/** Whether the gateway's record is a payment of this order, for its amount in rupees. */
function belongsTo(payment: GatewayPayment, order: CheckoutOrder): boolean {
  return payment.orderId === order.orderId && payment.amount === order.amount;
}

async function fetchOrNull(gateway: RazorpayGateway, paymentId: string, log: FastifyBaseLogger): Promise<GatewayPayment | null> {
  try {
    return await gateway.fetchPayment(paymentId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // Left pending: the webhook settles it when Razorpay delivers it.
    log.warn({ err: error, paymentId }, 'could not confirm a Razorpay payment');
    return null;
  }
}

function pageRoutes(app: App, { db }: Deps, gateway: RazorpayGateway): void {
  app.get(
    `${RAZORPAY_ROUTES}/:orderId/checkout`,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The Razorpay checkout page of an order (opens Razorpay Checkout; PAYMENT_PROVIDER=razorpay only)',
        params: orderParams,
        response: { 200: htmlPage('The checkout page'), 404: htmlPage('No such order: a page saying so') },
      },
    },
    async (request, reply) => {
      const order = await findCheckoutOrder(db, RAZORPAY_PROVIDER, request.params.orderId);
      if (!order) return sendPage(reply, 404, razorpayOrderNotFoundPage());
      return sendPage(reply, 200, razorpayCheckoutPage({
        keyId: gateway.keyId,
        orderId: order.orderId,
        reference: orderReference(order.kind, order.bookingId),
        modelName: order.modelName,
        colour: order.colour,
        amount: order.amount,
        name: order.name,
        email: order.email,
        mobile: order.mobile,
        pending: order.status === 'pending',
        callbackUrl: `${request.protocol}://${request.host}${RAZORPAY_ROUTES}/callback`,
        returnPath: paymentReturnPath(order.kind, order.bookingId, order.language),
      }));
    },
  );
}

function callbackRoute(app: App, deps: Deps, gateway: RazorpayGateway): void {
  app.post(
    `${RAZORPAY_ROUTES}/callback`,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "Where Razorpay Checkout sends the customer back: a payment signed with the key secret, or a failure confirmed with Razorpay",
        consumes: ['application/x-www-form-urlencoded'],
        body: callbackBody,
        response: { 303: seeOther("To the order's page (a booking's thank-you page)"), '4xx': apiError },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = body;

      if (orderId && paymentId && signature) {
        if (!gateway.verifyPaymentSignature(orderId, paymentId, signature)) {
          request.log.warn({ orderId, paymentId }, 'Razorpay callback with a bad signature');
          throw new HttpError(400, MSG.paymentSignature);
        }
        const order = await findCheckoutOrder(deps.db, RAZORPAY_PROVIDER, orderId);
        if (!order) throw new HttpError(404, MSG.paymentOrderNotFound);
        const payment = await fetchOrNull(gateway, paymentId, request.log);
        if (payment && belongsTo(payment, order) && (payment.status === 'captured' || payment.status === 'authorized')) {
          await settle(deps, order, 'success', paymentId, request.log);
        }
        return reply.redirect(paymentReturnPath(order.kind, order.bookingId, order.language), 303);
      }

      // A failure is not signed: believe it only as far as Razorpay confirms that payment failed for this order.
      const metadata = errorMetadata.safeParse(safeJson(body['error[metadata]']));
      if (!metadata.success) throw new HttpError(400, MSG.paymentCallback);
      const order = await findCheckoutOrder(deps.db, RAZORPAY_PROVIDER, metadata.data.order_id);
      if (!order) throw new HttpError(404, MSG.paymentOrderNotFound);
      const payment = await fetchOrNull(gateway, metadata.data.payment_id, request.log);
      if (payment && payment.orderId === order.orderId && payment.status === 'failed') {
        await settle(deps, order, 'failed', payment.id, request.log);
      }
      return reply.redirect(paymentReturnPath(order.kind, order.bookingId, order.language), 303);
    },
  );
}

function safeJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Razorpay's refund events and the status each reports (a refund made on its dashboard sends them too). */
const REFUND_EVENTS: Partial<Record<string, RefundStatus>> = { 'refund.created': 'pending', 'refund.processed': 'processed', 'refund.failed': 'failed' };

function webhookRoute(app: App, deps: Deps, gateway: RazorpayGateway): void {
  app.post(
    `${RAZORPAY_ROUTES}/webhook`,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "Razorpay's webhook: payment and refund events, signed over the raw body",
        description:
          'Header X-Razorpay-Signature: hex HMAC-SHA256 of the raw body with RAZORPAY_WEBHOOK_SECRET (400 when missing or wrong); ' +
          'X-Razorpay-Event-Id makes a repeated event change nothing. At most 256 KB of JSON.',
        consumes: ['application/json'],
        documentedBody: webhookEvent,
        response: { 200: z.object({ received: z.literal(true) }), '4xx': apiError },
      },
    },
    async (request, reply) => {
      const raw = request.body;
      const signature = request.headers['x-razorpay-signature'];
      if (!Buffer.isBuffer(raw) || typeof signature !== 'string' || !gateway.verifyWebhookSignature(raw, signature)) {
        request.log.warn('Razorpay webhook with a missing or bad signature');
        throw new HttpError(400, MSG.paymentSignature);
      }
      const parsed = webhookEvent.safeParse(safeJson(raw.toString('utf8')));
      if (!parsed.success) throw new HttpError(400, MSG.paymentCallback);
      const { event, payload } = parsed.data;
      const header = request.headers['x-razorpay-event-id'];
      const eventId = typeof header === 'string' && header.trim() ? header.trim() : createHash('sha256').update(raw).digest('hex');
      const firstTime = (tx: Queryable) =>
        recordPaymentEvent(tx, RAZORPAY_PROVIDER, eventId, event, deps.now());
      const log = request.log.child({ eventId, event });

      const payment = payload.payment?.entity;
      const outcome = event === 'payment.captured' || event === 'order.paid' ? 'success' : event === 'payment.failed' ? 'failed' : null;
      if (outcome && payment?.order_id) {
        const order = await findCheckoutOrder(deps.db, RAZORPAY_PROVIDER, payment.order_id);
        if (order && payment.currency === 'INR' && payment.amount === toPaise(order.amount)) {
          await settle(deps, order, outcome, payment.id, log, firstTime);
          return reply.send({ received: true });
        }
        log.warn({ orderId: payment.order_id }, 'Razorpay event for an order or amount that is not ours: ignored');
      } else if (REFUND_EVENTS[event] && payload.refund) {
        const refund = payload.refund.entity;
        const amount = fromPaise(refund.amount);
        const status = REFUND_EVENTS[event];
        if (amount !== null && amount > 0 && status) {
          const refunded = await deps.db.transaction(async (tx) => {
            if (!(await firstTime(tx))) return null;
            return recordGatewayRefund(deps, tx, { provider: RAZORPAY_PROVIDER, refundId: refund.id, gatewayPaymentId: refund.payment_id, amount, status });
          });
          if (refunded !== null) await deliverOrderNotices(deps, log);
          return reply.send({ received: true });
        }
        log.warn({ refundId: refund.id, paise: refund.amount }, 'Razorpay refund not in whole rupees: not recorded');
      }
      await deps.db.transaction((tx) => firstTime(tx));
      return reply.send({ received: true });
    },
  );
}

/** Registers Razorpay's routes, each body parser in a scope of its own so no JSON route takes a form or raw body. */
export function registerRazorpayRoutes(app: App, deps: Deps, gateway: RazorpayGateway): void {
  app.register(async (instance) => pageRoutes(instance.withTypeProvider<ZodTypeProvider>(), deps, gateway));
  app.register(async (instance) => {
    instance.removeAllContentTypeParsers();
    instance.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: CALLBACK_LIMIT }, (_request, raw, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(raw)))),
    );
    instance.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, MSG.paymentFormRequired)));
    callbackRoute(instance.withTypeProvider<ZodTypeProvider>(), deps, gateway);
  });
  app.register(async (instance) => {
    instance.removeAllContentTypeParsers();
    // The signature covers the bytes as sent: keep them, parse after verifying.
    instance.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_LIMIT }, (_request, raw, done) => done(null, raw));
    instance.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, MSG.webhookJsonRequired)));
    webhookRoute(instance.withTypeProvider<ZodTypeProvider>(), deps, gateway);
  });
}
