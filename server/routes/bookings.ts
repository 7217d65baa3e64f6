import { bookingBody } from '@contract/bookings.js';
import { apiError } from '@contract/common.js';
import { orderBookingCreateResponse } from '@contract/orders.js';
import { referralMessages } from '@contract/rewards-rules.js';
import { firstName } from '@contract/rules.js';
import { BOOKING_AMOUNT, bookingMessages, bookingReference } from '@contract/booking-rules.js';
import { optionalUserId } from '../auth/hook.js';
import { consumeLimits } from '../auth/rate-limit.js';
import { newToken } from '../auth/tokens.js';
import type { App, Deps } from '../deps.js';
import { fieldError, isUniqueViolation } from '../errors.js';
import { BOOKING_MSG, MSG } from '../messages.js';
import { recordCreated } from '../orders/lifecycle.js';
import { openOrder, recordOrder } from '../orders/payment-orders.js';
import { insertBooking, reserveBookingId } from '../store/bookings.js';
import { findOrder } from '../store/orders.js';
import { isServiceCentreInCity } from '../store/reference.js';
import { REFERRAL_FIELD, verifiedReferral } from '../rewards/referrals.js';
import { attachReferral } from '../store/rewards.js';
import { activeProduct, checkedPlace, personAndPlace } from './lookups.js';

const errors = { '4xx': apiError };
const tags = ['Bookings'];

/** POST /bookings; reading a booking and paying it are the order routes (orders.ts serves /bookings/:id too). */
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
        response: { 201: orderBookingCreateResponse, ...errors },
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
      const referral = await verifiedReferral(db, body.referral_code, { mobile: body.mobile, userId: customerId, name: body.name, modelName: model.name });
      const id = await reserveBookingId(db);
      const payable = { id, reference: bookingReference(id), amount: BOOKING_AMOUNT };
      const order = await openOrder(payments, payable, request.log, MSG.bookingGatewayUnavailable);
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
        await recordCreated(tx, id, { userId: customerId, role: customerId === null ? 'guest' : 'customer' }, at);
        if (referral) await attachReferral(tx, id, referral, at);
        return recordOrder(tx, payments, payable, order, at);
      }).catch((error: unknown) => {
        // Two bookings of one mobile with a code at once: the database keeps the first.
        throw isUniqueViolation(error) && referral ? fieldError(REFERRAL_FIELD, referralMessages.used) : error;
      });
      const record = await findOrder(db, id);
      if (!record) throw new Error(`booking ${id} not found after insert`);

      reply.code(201);
      return {
        message: BOOKING_MSG.created(firstName(body.name), model.name, colour.name, BOOKING_AMOUNT),
        data: { booking: record.order, access_key: access.token, payment },
      };
    },
  );
}
