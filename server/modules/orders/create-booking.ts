// The one way a ₹499 booking is made, whoever makes it: the customer on /booking (POST /bookings) or a call-centre
// agent for a caller (POST /callcentre/bookings). Checks the place, model, colour and hub, opens the gateway order
// before the transaction, writes the booking with its creation event and pending payment, and gives back the
// booking's access key (random, stored hashed) for the caller to hand on.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentOrder } from '@contract/bookings.js';
import type { PersonAndPlace } from '@contract/common.js';
import type { Language } from '@contract/languages.js';
import { referralMessages } from '@contract/rewards-rules.js';
import type { CouponBenefit, CouponBooking } from '@contract/coupon-rules.js';
import { BOOKING_AMOUNT, bookingMessages, bookingReference } from '@contract/booking-rules.js';
import { newToken } from '../../platform/auth/tokens.js';
import type { Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { fieldError, isUniqueViolation } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { REFERRAL_FIELD, verifiedReferral } from '../rewards/service.js';
import { insertBooking, reserveBookingId } from './booking-store.js';
import { findOrder, markBookedBy, recordOrderCoupon, type OrderRecord } from './store.js';
import { isServiceCentreInCity } from '../reference/service.js';
import { attachReferral } from '../rewards/service.js';
import { activeProduct, checkedPlace, personAndPlace } from '../reference/service.js';
import { recordCreated, type Actor } from './lifecycle.js';
import { openOrder, recordOrder } from './payment-orders.js';
import { checkShownPrice } from './shown-price.js';

/** expected_price: the bike price the customer was shown (a 409 when it is no longer the price). */
export type BookingFields = PersonAndPlace & { model: string; colour: string; dealer_id: number; referral_code?: string; coupon?: string; expected_price?: number };

/**
 * What the booking needs of coupons, given by the caller (server/modules/orders/booking-routes.ts passes the coupons module's
 * couponPort), so this module imports no other module's internals: `preview` gives what the code does to the
 * booking (a 400 on `coupon` when it does not apply); `redeem`, in the booking's transaction, locks the coupon,
 * checks it again and records the use (a 400 on `coupon` when it lapsed or its last use went to someone else).
 */
export type CouponPort = {
  preview(db: Queryable, code: string, booking: CouponBooking, now: Date): Promise<CouponBenefit & { code: string }>;
  redeem(tx: Queryable, code: string, booking: CouponBooking, orderId: number, expected: CouponBenefit, now: Date): Promise<void>;
};

/**
 * Who the booking is for (customerId: their account, if any), who made it (actor; agentId for an agent) and the
 * language of the site it was made on (null for an agent: their site says nothing of the caller's language).
 */
export type BookingMaker = { customerId: number | null; actor: Actor; agentId: number | null; language: Language | null };

export type CreatedBooking = { record: OrderRecord; accessKey: string; payment: PaymentOrder; modelName: string; colour: string };

export async function createBooking(
  { db, payments, now, coupons }: Pick<Deps, 'db' | 'payments' | 'now'> & { coupons?: CouponPort },
  log: FastifyBaseLogger,
  body: BookingFields,
  maker: BookingMaker,
): Promise<CreatedBooking> {
  const at = now();
  await checkedPlace(db, { state: body.state, city: body.city, area: body.area });
  const model = await activeProduct(db, body.model, () => fieldError('model', bookingMessages.model));
  const wanted = body.colour.toLowerCase();
  const colour = model.colours.find((c) => c.name.toLowerCase() === wanted);
  if (!colour) throw fieldError('colour', bookingMessages.colour);
  if (!(await isServiceCentreInCity(db, body.dealer_id, body.city))) throw fieldError('dealer_id', bookingMessages.dealer);

  const access = newToken();
  const { customerId } = maker;
  const referral = await verifiedReferral(db, body.referral_code, { mobile: body.mobile, userId: customerId, name: body.name, modelName: model.name });
  const couponBooking: CouponBooking = {
    model: model.id, state: body.state, hub: body.dealer_id, mobile: body.mobile, withReferral: referral !== null, amount: BOOKING_AMOUNT, price: model.price,
  };
  if (body.coupon && !coupons) throw new Error('createBooking: a coupon was sent but no coupon port was given');
  const coupon = body.coupon && coupons ? await coupons.preview(db, body.coupon, couponBooking, at) : null;
  // Last, so the customer who confirms the new price meets no other error after it.
  checkShownPrice(model, body.expected_price);
  const id = await reserveBookingId(db);
  const payable = { id, reference: bookingReference(id), amount: coupon?.amount ?? BOOKING_AMOUNT };
  const order = await openOrder(payments, payable, log, MSG.bookingGatewayUnavailable);
  const payment = await db
    .transaction(async (tx) => {
      await insertBooking(
        tx,
        id,
        {
          ...personAndPlace(body),
          model: model.id,
          colour: colour.name,
          price: coupon?.price ?? model.price,
          amount: payable.amount,
          dealerId: body.dealer_id,
          customerId,
          accessKeyHash: access.hash,
          language: maker.language,
        },
        at,
      );
      if (coupon && coupons && body.coupon) {
        await coupons.redeem(tx, body.coupon, couponBooking, id, coupon, at);
        await recordOrderCoupon(tx, id, { code: coupon.code, value: coupon.value, text: coupon.text });
      }
      if (maker.agentId !== null) await markBookedBy(tx, id, maker.agentId);
      await recordCreated(tx, id, maker.actor, at);
      if (referral) await attachReferral(tx, id, referral, at);
      return recordOrder(tx, payments, payable, order, at);
    })
    .catch((error: unknown) => {
      // Two bookings of one mobile with a code at once: the database keeps the first.
      throw isUniqueViolation(error) && referral ? fieldError(REFERRAL_FIELD, referralMessages.used) : error;
    });
  const record = await findOrder(db, id);
  if (!record) throw new Error(`booking ${id} not found after insert`);
  return { record, accessKey: access.token, payment, modelName: model.name, colour: colour.name };
}
