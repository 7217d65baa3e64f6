// Bookings (SPEC §2 /book and /thankyoubooking/:id; the booking fields are "not shown" in the spec, so
// designed here). A booking reserves a bike in a colour at a hub; the booking amount is paid online
// through the payment gateway, the rest at the hub on delivery. zod schemas are the single source; the
// SPA imports the derived types only.
import { z } from 'zod';
import { marketingConsentField } from './consents.js';
import { type PAYMENT_STATUSES, bookingMessages } from './booking-rules.js';
import { apiError, personAndPlace } from './common.js';
import { PRODUCT_LIMITS } from './product-rules.js';
import { referralCodeField } from './rewards.js';
import { couponField } from './coupons.js';

const shownPriceMessage = 'Send the bike price you were shown, in whole rupees.';
/**
 * The bike price (ex-showroom + charger) the customer was shown. When it is not the model's current price, the
 * booking or purchase is not made: 409 PriceChanged. Optional, so a client that sends none is charged the current price.
 */
export const expectedPriceField = z
  .number({ error: shownPriceMessage })
  .int(shownPriceMessage)
  .min(0, shownPriceMessage)
  .max(PRODUCT_LIMITS.priceMax, shownPriceMessage)
  .optional();

/**
 * 409 of POST /bookings and POST /orders: the shown price is not the current one, which is `price` (`ex_price` +
 * `charger`, as in the products API); the message is messages.ts priceChanged. Optional fields: the status also
 * carries the common ApiError.
 */
export const priceChangedError = apiError
  .extend({ price: z.number().int().optional(), ex_price: z.number().int().optional(), charger: z.number().int().optional() })
  .meta({ id: 'PriceChanged' });

/** POST /api/v1/bookings (public; a signed-in customer's id is recorded when a token is sent). */
export const bookingBody = z.object({
  ...personAndPlace,
  /** A bike id such as 'rv400'. */
  model: z.string({ error: bookingMessages.model }).trim().toLowerCase().min(1, bookingMessages.model).max(60, bookingMessages.model),
  /** One of the model's colour names, e.g. 'Cosmic Black'. */
  colour: z.string({ error: bookingMessages.colour }).trim().min(1, bookingMessages.colour).max(60, bookingMessages.colour),
  /** The hub (GET /api/v1/common/getservicecenter) in the chosen city where the bike is delivered. */
  dealer_id: z
    .number({ error: bookingMessages.dealer })
    .int(bookingMessages.dealer)
    .positive(bookingMessages.dealer)
    .max(2_147_483_647, bookingMessages.dealer),
  accept_terms: z.literal(true, { error: bookingMessages.terms }),
  /** A friend's Rev Club code (optional; checked by the server, see /rev-club-refer-terms). */
  referral_code: referralCodeField,
  /** A coupon code (optional; checked again by the server in the booking's transaction). */
  coupon: couponField,
  expected_price: expectedPriceField,
  /** The separate, unticked marketing box: true only when ticked. */
  marketing_consent: marketingConsentField,
});

/** A payment order: the SPA sends the customer to `checkout_url` (absolute, or relative to the API's base address). */
export const paymentOrder = z
  .object({ order_id: z.string(), amount: z.number().int(), currency: z.literal('INR'), checkout_url: z.string() })
  .meta({ id: 'PaymentOrder' });
/**
 * POST /api/v1/orders/{id}/payments (the order's key, look-up session, owner's or admin's token): a new payment order
 * while the order is unpaid; 409 once paid. POST /api/v1/bookings answers contract/orders.ts orderBookingCreateResponse.
 */
export const paymentOrderResponse = z.object({ data: paymentOrder });

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type BookingRequest = z.output<typeof bookingBody>;
/** The booking body as sent (its schema's input). */
export type BookingInput = z.input<typeof bookingBody>;
export type PriceChangedError = z.output<typeof priceChangedError>;
export type PaymentOrder = z.output<typeof paymentOrder>;
export type PaymentOrderResponse = z.output<typeof paymentOrderResponse>;
