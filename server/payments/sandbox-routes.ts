// The sandbox gateway's own pages, served by this server while PAYMENT_PROVIDER is 'sandbox' (app.ts).
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths } from '@contract/paths.js';
import { bookingReference } from '@contract/rules.js';
import type { App, Deps } from '../deps.js';
import { HttpError, isUniqueViolation } from '../errors.js';
import { MSG } from '../messages.js';
import { completePayment, findPaymentOrder } from '../store/bookings.js';
import { checkoutPage, orderNotFoundPage } from './sandbox-page.js';
import { SANDBOX_ROUTE_PATH, sandboxPaymentId } from './sandbox.js';

/** The checkout form carries one short field. */
const PAYMENT_FORM_LIMIT = 1024;

/** The SPA's page for a booking (SPEC §2), where the customer lands after paying or giving up. */
const thankYouPath = (bookingId: number) => paths.thankYouBooking.getHref(bookingId);

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
 * JSON route ever takes a form post. Hidden from the OpenAPI document: they are the gateway's pages, not the API's.
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

function sandboxPaymentRoutes(app: App, { db, now, sms }: Deps): void {
  app.get(
    `${SANDBOX_ROUTE_PATH}/:orderId`,
    {
      config: { auth: 'public' },
      schema: { hide: true, tags, summary: 'The sandbox checkout page of an order', params: orderParams },
    },
    async (request, reply) => {
      const order = await findPaymentOrder(db, SANDBOX_PROVIDER, request.params.orderId);
      if (!order) return sendPage(reply, 404, orderNotFoundPage());
      return sendPage(reply, 200, checkoutPage({
        reference: bookingReference(order.bookingId),
        modelName: order.modelName,
        colour: order.colour,
        amount: order.amount,
        pending: order.status === 'pending',
        returnPath: thankYouPath(order.bookingId),
      }));
    },
  );

  app.post(
    `${SANDBOX_ROUTE_PATH}/:orderId`,
    {
      config: { auth: 'public' },
      schema: { hide: true, tags, summary: 'Report the test outcome of an order (stands in for the gateway callback)', params: orderParams, body: outcomeBody },
    },
    async (request, reply) => {
      const { outcome } = request.body;
      const at = now();
      const order = await findPaymentOrder(db, SANDBOX_PROVIDER, request.params.orderId);
      if (!order) return sendPage(reply, 404, orderNotFoundPage());

      let completed: boolean;
      try {
        completed = await db.transaction((tx) => completePayment(tx, order, outcome, sandboxPaymentId(), at));
      } catch (error) {
        // Another order of this booking has already succeeded: this report changes nothing.
        if (!isUniqueViolation(error)) throw error;
        completed = false;
      }

      if (completed && outcome === 'success') {
        try {
          await sms.send(order.mobile, {
            kind: 'booking-confirmed', model: order.modelName, colour: order.colour, reference: bookingReference(order.bookingId), amount: order.amount,
          });
        } catch (error) {
          request.log.error({ err: error, bookingId: order.bookingId }, 'booking confirmation SMS not sent');
        }
      }
      return reply.redirect(thankYouPath(order.bookingId), 303);
    },
  );
}
