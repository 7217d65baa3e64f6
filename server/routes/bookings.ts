import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  bookingBody,
  bookingCreateResponse,
  bookingParams,
  bookingResponse,
  type PaymentOrder,
  paymentOrderResponse,
} from '@contract/bookings.js';
import { apiError } from '@contract/common.js';
import { BOOKING_AMOUNT, bookingMessages, bookingReference, firstName } from '@contract/rules.js';
import { optionalUser, optionalUserId } from '../auth/hook.js';
import { consumeLimits } from '../auth/rate-limit.js';
import { hashToken, isWellFormedToken, newToken } from '../auth/tokens.js';
import type { Queryable } from '../db/index.js';
import type { App, Deps } from '../deps.js';
import { HttpError, fieldError } from '../errors.js';
import { BOOKING_MSG, MSG } from '../messages.js';
import { GatewayError, type CreatedOrder, type PaymentGateway } from '../payments/gateway.js';
import {
  failPendingPayments,
  findBooking,
  insertBooking,
  insertPayment,
  lockBooking,
  reserveBookingId,
  type BookingRecord,
} from '../store/bookings.js';
import { isServiceCentreInCity } from '../store/reference.js';
import { activeProduct, checkedPlace, personAndPlace } from './lookups.js';

const errors = { '4xx': apiError };
const tags = ['Bookings'];
const BOOKING_KEY_HEADER = 'x-booking-key';

/**
 * Opens a gateway order for the booking amount. An HTTP call for a real gateway, so it runs before (never
 * inside) the transaction that records it; a gateway that cannot open one answers 503 and nothing is written.
 */
async function openOrder(
  gateway: PaymentGateway,
  booking: { id: number; amount: number },
  log: FastifyBaseLogger,
  unavailable: string,
): Promise<CreatedOrder> {
  try {
    return await gateway.createOrder({ bookingId: booking.id, reference: bookingReference(booking.id), amount: booking.amount });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.error({ err: error, bookingId: booking.id, provider: gateway.provider }, 'payment gateway did not open an order');
    throw new HttpError(503, unavailable, undefined, { 'retry-after': '30' });
  }
}

/** Records the opened order as the booking's pending payment. Inside the transaction. */
async function recordOrder(tx: Queryable, gateway: PaymentGateway, booking: { id: number; amount: number }, order: CreatedOrder, now: Date): Promise<PaymentOrder> {
  await insertPayment(tx, { bookingId: booking.id, provider: gateway.provider, orderId: order.orderId, amount: booking.amount }, now);
  return { order_id: order.orderId, amount: booking.amount, currency: 'INR', checkout_url: order.checkoutUrl };
}

/**
 * The booking, when the caller may see it: this browser's access key (x-booking-key), or the token of the
 * customer who booked, or an admin's. Anyone else gets the same 404 as for an unknown id.
 */
async function readableBooking(db: Queryable, request: FastifyRequest, id: number, now: Date): Promise<BookingRecord> {
  const record = await findBooking(db, id);
  if (record && (hasAccessKey(request, record) || (await isOwnerOrAdmin(db, request, record, now)))) return record;
  throw new HttpError(404, MSG.bookingNotFound);
}

function hasAccessKey(request: FastifyRequest, record: BookingRecord): boolean {
  const key = request.headers[BOOKING_KEY_HEADER];
  return typeof key === 'string' && isWellFormedToken(key.trim()) && hashToken(key.trim()) === record.accessKeyHash;
}

async function isOwnerOrAdmin(db: Queryable, request: FastifyRequest, record: BookingRecord, now: Date): Promise<boolean> {
  const user = await optionalUser(db, request, now);
  return user !== null && (user.isAdmin || (record.customerId !== null && user.id === record.customerId));
}

export function bookingRoutes(app: App, { db, config, now, payments }: Deps): void {
  const limits = config.rateLimits;

  app.post(
    '/bookings',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Book a bike and open its payment order',
        body: bookingBody,
        response: { 201: bookingCreateResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const at = now();
      await consumeLimits(db, [{ key: `booking:ip:${request.ip}`, rule: limits.bookingsPerIp }], at);

      await checkedPlace(db, { state: body.state, city: body.city, area: body.area });
      const model = await activeProduct(db, body.model, () => fieldError('model', bookingMessages.model));
      const wanted = body.colour.toLowerCase();
      const colour = model.colours.find((c) => c.name.toLowerCase() === wanted);
      if (!colour) throw fieldError('colour', bookingMessages.colour);
      if (!(await isServiceCentreInCity(db, body.dealer_id, body.city))) throw fieldError('dealer_id', bookingMessages.dealer);

      const access = newToken();
      const customerId = await optionalUserId(db, request, at);
      const id = await reserveBookingId(db);
      const order = await openOrder(payments, { id, amount: BOOKING_AMOUNT }, request.log, MSG.bookingGatewayUnavailable);
      const payment = await db.transaction(async (tx) => {
        await insertBooking(tx, id, {
          ...personAndPlace(body),
          model: model.id,
          colour: colour.name,
          price: model.price,
          amount: BOOKING_AMOUNT,
          dealerId: body.dealer_id,
          customerId,
          accessKeyHash: access.hash,
        }, at);
        return recordOrder(tx, payments, { id, amount: BOOKING_AMOUNT }, order, at);
      });
      const record = await findBooking(db, id);
      if (!record) throw new Error(`booking ${id} not found after insert`);

      reply.code(201);
      return {
        message: BOOKING_MSG.created(firstName(body.name), model.name, colour.name, BOOKING_AMOUNT),
        data: { booking: record.booking, access_key: access.token, payment },
      };
    },
  );

  app.get(
    '/bookings/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'A booking (access key, its customer or an admin)',
        params: bookingParams,
        response: { 200: bookingResponse, ...errors },
      },
    },
    async (request) => {
      const record = await readableBooking(db, request, request.params.id, now());
      return { data: record.booking };
    },
  );

  app.post(
    '/bookings/:id/payments',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Open a new payment order for an unpaid booking',
        params: bookingParams,
        response: { 201: paymentOrderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const at = now();
      await consumeLimits(db, [{ key: `payment:ip:${request.ip}`, rule: limits.paymentsPerIp }], at);
      const record = await readableBooking(db, request, request.params.id, at);
      const { booking } = record;

      // Checked before the gateway is asked for an order, and again under the lock: a payment or cancellation
      // that lands in between leaves the new gateway order unused (it expires at the gateway, nothing is owed).
      const refuse = (state: { status: 'active' | 'cancelled'; paid: boolean } | null) => {
        if (!state) throw new HttpError(404, MSG.bookingNotFound);
        if (state.paid) throw new HttpError(409, MSG.bookingPaid);
        if (state.status === 'cancelled') throw new HttpError(409, MSG.bookingCancelled);
      };
      refuse({ status: record.status, paid: booking.payment_status === 'success' });
      const order = await openOrder(payments, booking, request.log, MSG.paymentGatewayUnavailable);
      const payment = await db.transaction(async (tx) => {
        refuse(await lockBooking(tx, booking.id));
        await failPendingPayments(tx, booking.id, at);
        return recordOrder(tx, payments, booking, order, at);
      });

      reply.code(201);
      return { data: payment };
    },
  );
}
