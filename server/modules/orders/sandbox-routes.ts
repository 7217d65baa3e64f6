// The sandbox gateway's own pages, served by this server while PAYMENT_PROVIDER is 'sandbox' (app.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@contract/common.js';
import { DEFAULT_LANGUAGE } from '@contract/languages.js';
import type { App, Deps } from '../../platform/deps.js';
import { HttpError } from '../../platform/errors.js';
import { requestLanguage } from '../../platform/language.js';
import { MSG } from '../../platform/messages.js';
import { htmlPage, seeOther } from '../../platform/openapi.js';
import { recordGatewayRefund, recordPaymentOutcome } from './flows.js';
import { deliverOrderNotices } from './notices.js';
import { refundedAmount } from '../../platform/payments/refunds-store.js';
import { findPaymentOrder } from './booking-store.js';
import { orderReference } from './store.js';
import { checkoutPage, orderNotFoundPage } from '../../platform/payments/sandbox-page.js';
import { SANDBOX_ROUTE_PATH, sandboxPaymentId } from '../../platform/payments/sandbox.js';
import { paymentReturnPath } from '../../platform/payments/return-path.js';

/** The checkout form carries one short field. */
const PAYMENT_FORM_LIMIT = 1024;

/** The SPA's page for a booking (SPEC §2), where the customer lands after paying or giving up. */

const SANDBOX_PROVIDER = 'sandbox';
const tags = ['Payments'];
const SANDBOX_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
};
const orderParams = z.object({ orderId: z.string().min(1).max(100) });
const outcomeBody = z.object({ outcome: z.enum(['success', 'failed'], { error: MSG.paymentOutcome }) });
const dashboardRefundBody = z.object({ amount: z.coerce.number({ error: MSG.sandboxRefundAmount }).int(MSG.sandboxRefundAmount).positive(MSG.sandboxRefundAmount) });

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).headers(SANDBOX_PAGE_HEADERS).send(html);
}

/**
 * The sandbox gateway's checkout (sandbox.ts): a test page per order, and the form post that stands in for a
 * real gateway's signed callback. Its scope parses application/x-www-form-urlencoded and nothing else, so no
 * JSON route ever takes a form post. In the OpenAPI document (tag Payments) like the Razorpay pages.
 */
export function registerSandboxPayments(app: App, deps: Deps): void {
  app.register(async (instance) => {
    instance.removeAllContentTypeParsers();
    instance.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: PAYMENT_FORM_LIMIT }, (_request, raw, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(raw)))),
    );
    instance.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, MSG.paymentFormRequired)));
    sandboxPaymentRoutes(instance.withTypeProvider<ZodTypeProvider>(), deps);
  });
}

function sandboxPaymentRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  app.get(
    `${SANDBOX_ROUTE_PATH}/:orderId`,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The sandbox checkout page of an order (PAYMENT_PROVIDER=sandbox only)',
        params: orderParams,
        response: { 200: htmlPage('The test checkout page'), 404: htmlPage('No such order: a page saying so') },
      },
    },
    async (request, reply) => {
      const order = await findPaymentOrder(db, SANDBOX_PROVIDER, request.params.orderId);
      if (!order) return sendPage(reply, 404, orderNotFoundPage(requestLanguage(request) ?? DEFAULT_LANGUAGE));
      return sendPage(reply, 200, checkoutPage({
        reference: orderReference(order.kind, order.bookingId),
        modelName: order.modelName,
        colour: order.colour,
        amount: order.amount,
        pending: order.status === 'pending',
        returnPath: paymentReturnPath(order.kind, order.bookingId, order.language),
        language: order.language ?? DEFAULT_LANGUAGE,
      }));
    },
  );

  app.post(
    `${SANDBOX_ROUTE_PATH}/:orderId`,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Report the test outcome of an order (stands in for the gateway callback; PAYMENT_PROVIDER=sandbox only)',
        consumes: ['application/x-www-form-urlencoded'],
        params: orderParams,
        body: outcomeBody,
        response: { 303: seeOther("To the order's page (a booking's thank-you page)"), 404: htmlPage('No such order: a page saying so'), '4xx': apiError },
      },
    },
    async (request, reply) => {
      const { outcome } = request.body;
      const order = await findPaymentOrder(db, SANDBOX_PROVIDER, request.params.orderId);
      if (!order) return sendPage(reply, 404, orderNotFoundPage(requestLanguage(request) ?? DEFAULT_LANGUAGE));

      await recordPaymentOutcome(deps, order, outcome, sandboxPaymentId(), 'after-cancel', request.log);
      return reply.redirect(paymentReturnPath(order.kind, order.bookingId, order.language), 303);
    },
  );

  // A refund made on the gateway's own dashboard, outside this site's cancel flow (a merchant giving back part of a
  // payment), reported to this server as a real gateway's webhook reports it: how the site settles refunds it did not
  // start is tried end to end against the sandbox as it is against the Razorpay fake in the server tests.
  app.post(
    `${SANDBOX_ROUTE_PATH}/:orderId/refund`,
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "Refund part of a paid sandbox payment as the gateway's dashboard would, reported like its webhook (PAYMENT_PROVIDER=sandbox only)",
        consumes: ['application/x-www-form-urlencoded'],
        params: orderParams,
        body: dashboardRefundBody,
        response: { 200: z.object({ refund_id: z.string(), amount: z.number().int() }), '4xx': apiError },
      },
    },
    async (request) => {
      const order = await findPaymentOrder(db, SANDBOX_PROVIDER, request.params.orderId);
      if (!order?.gatewayPaymentId || order.status !== 'success') throw new HttpError(404, MSG.sandboxRefundNoPayment);
      const { amount } = request.body;
      const gatewayPaymentId = order.gatewayPaymentId;
      if (amount > order.amount - (await refundedAmount(db, SANDBOX_PROVIDER, gatewayPaymentId))) throw new HttpError(409, MSG.sandboxRefundTooMuch);
      const refundId = `rfnd_${randomBytes(12).toString('base64url')}`;
      await db.transaction((tx) => recordGatewayRefund(deps, tx, { provider: SANDBOX_PROVIDER, refundId, gatewayPaymentId, amount, status: 'processed' }));
      await deliverOrderNotices(deps, request.log);
      return { refund_id: refundId, amount };
    },
  );
}
