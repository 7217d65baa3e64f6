// The sandbox gateway's own pages, served by this server while PAYMENT_PROVIDER is 'sandbox' (app.ts).
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@contract/common.js';
import type { App, Deps } from '../deps.js';
import { HttpError } from '../errors.js';
import { MSG } from '../messages.js';
import { htmlPage, seeOther } from '../openapi.js';
import { recordPaymentOutcome } from '../modules/orders/flows.js';
import { findPaymentOrder } from '../store/bookings.js';
import { orderReference } from '../modules/orders/store.js';
import { checkoutPage, orderNotFoundPage } from './sandbox-page.js';
import { SANDBOX_ROUTE_PATH, sandboxPaymentId } from './sandbox.js';
import { paymentReturnPath } from './return-path.js';

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
      if (!order) return sendPage(reply, 404, orderNotFoundPage());
      return sendPage(reply, 200, checkoutPage({
        reference: orderReference(order.kind, order.bookingId),
        modelName: order.modelName,
        colour: order.colour,
        amount: order.amount,
        pending: order.status === 'pending',
        returnPath: paymentReturnPath(order.kind, order.bookingId),
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
      if (!order) return sendPage(reply, 404, orderNotFoundPage());

      await recordPaymentOutcome(deps, order, outcome, sandboxPaymentId(), 'after-cancel', request.log);
      return reply.redirect(paymentReturnPath(order.kind, order.bookingId), 303);
    },
  );
}
