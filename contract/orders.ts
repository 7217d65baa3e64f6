// Orders (issue "Customer portal and the booking lifecycle"; SPEC §2 "Account and orders", "Booking
// management", §3 booking info and cart, §4 payment statuses). One order entity for a booking (the ₹499
// reservation of /book), a purchase (/placeorder: paid online or at the hub) and, later, an upgrade. The
// lifecycle rules live in order-lifecycle.ts (zod-free, the SPA reads them at run time). zod schemas are the
// single source here; the SPA imports the derived types only.
import { z } from 'zod';
import { REGIONS } from './reference.js';
import { numericId, email, mobile, name, pincode, state, city, text } from './common.js';
import { expectedPriceField, paymentOrder } from './bookings.js';
import { referralCodeField } from './rewards.js';
import { appliedCoupon, couponField } from './coupons.js';
import { OTP_RE, messages } from './rules.js';
import { normaliseRegistrationNumber, registrationMessages } from './registration-rules.js';
import { PAYMENT_STATUSES } from './booking-rules.js';
import { CANCEL_REASONS, ORDER_KINDS, ORDER_PAYMENT_FILTERS, ORDER_STATES, PAYMENT_METHODS, orderMessages } from './order-lifecycle.js';

export const orderParams = z.object({ id: numericId('Use an order number.') });

export const orderHub = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    phone: z.string(),
    /** A maps search link for the hub's address (no key, works on phones). */
    map_url: z.string(),
  })
  .meta({ id: 'OrderHub' });

export const EVENT_KINDS = ['state', 'payment', 'edit', 'refund', 'note'] as const;
export const ACTOR_ROLES = ['customer', 'guest', 'admin', 'dealer', 'callcentre', 'system'] as const;

/** One row of the order's timeline (its audit trail): a state move, a payment, an edit, a refund or a note. */
export const orderEvent = z
  .object({
    id: z.number().int(),
    kind: z.enum(EVENT_KINDS),
    /** null for the creation event and for events that do not move the state. */
    from: z.enum(ORDER_STATES).nullable(),
    to: z.enum(ORDER_STATES).nullable(),
    /** Human words made by the server, e.g. "Payment of ₹499 received". */
    text: z.string(),
    actor_role: z.enum(ACTOR_ROLES),
    note: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'OrderEvent' });

export const orderPayment = z.object({
  order_id: z.string(),
  provider: z.string(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

export const REFUND_STATUSES = ['initiated', 'processed'] as const;
export const orderRefund = z.object({
  /** What the customer quotes to their bank, e.g. "RF-000012". */
  reference: z.string(),
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  /** The date by which the money reaches the account (BOOKING_REFUND_DAYS working days). */
  expected_by: z.string(),
});

/** A delivery and registration address (SPEC §3 cart: shipping address). */
export const address = z.object({
  line1: text('Enter the house number and street.', 120),
  line2: z.string().trim().max(120, 'Keep the second line under 120 characters.').default(''),
  landmark: z.string().trim().max(80, 'Keep the landmark under 80 characters.').default(''),
  pincode,
  state,
  city,
});

/**
 * What an upgrade order carries besides the new bike (issue 13; present only on kind 'upgrade'): the bike traded
 * in, its estimated value by the rule of upgrade-rules.ts, the hub's inspection and what is left to pay at the hub.
 */
export const orderUpgrade = z
  .object({
    trade_in_chassis: z.string(),
    /** A trade-in model id of TRADE_IN_MODELS, e.g. 'rv400'. */
    trade_in_model: z.string(),
    trade_in_model_name: z.string(),
    /** YYYY-MM-DD: the day the old bike was sold (delivered). */
    trade_in_sold_on: z.string(),
    /** The estimate when the upgrade was booked, in rupees. */
    valuation: z.number().int(),
    /** Set by the hub at inspection; replaces the estimate. */
    final_valuation: z.number().int().nullable(),
    inspection_note: z.string().nullable(),
    inspected_at: z.string().nullable(),
    /** price − (final valuation, else the estimate) − paid online; settled at the hub. */
    balance: z.number().int(),
  })
  .meta({ id: 'OrderUpgrade' });

export const orderSummary = z
  .object({
    id: z.number().int(),
    /** "BK-000042" for a booking, "OD-000042" for a purchase. */
    reference: z.string(),
    kind: z.enum(ORDER_KINDS),
    state: z.enum(ORDER_STATES),
    state_label: z.string(),
    model: z.string(),
    model_name: z.string(),
    colour: z.string(),
    /** The bike price (ex-showroom + charger) when ordered, in rupees. */
    price: z.number().int(),
    /** What is paid online now, in rupees: the booking amount, or the full price of an online purchase. */
    amount: z.number().int(),
    amount_paid: z.number().int(),
    /** Refunded or being refunded, in rupees (failed refunds aside), whoever started the refund. */
    amount_refunded: z.number().int(),
    /** Still to pay (order-lifecycle amountDue): online while payable, else at the hub; 0 once closed or delivered. */
    amount_due: z.number().int(),
    /** Where the money stands (order-lifecycle paymentGroup): every screen's "paid" badge reads this. */
    payment_group: z.enum(ORDER_PAYMENT_FILTERS),
    /** Of the latest payment attempt (SPEC §4): pending until the gateway reports. */
    payment_status: z.enum(PAYMENT_STATUSES),
    payment_method: z.enum(PAYMENT_METHODS),
    paid_at: z.string().nullable(),
    hub: orderHub,
    created_at: z.string(),
    /** Booked by a call-centre agent for the customer (issue 13). */
    assisted: z.boolean(),
    /** Only on an upgrade order. */
    upgrade: orderUpgrade.optional(),
    /** The bike's chassis (VIN), once the hub has allotted one. */
    chassis: z.string().nullable(),
    /** The number plate, e.g. "KA 01 AB 1234", once the hub has recorded it (delivered bikes only). */
    registration_number: z.string().nullable(),
    /** The coupon the order was made with (issue 27): its code, the rupees off (0 for an accessory) and what it gave. */
    coupon: appliedCoupon.nullable().optional(),
    /** When the bike was handed over (the warranty runs from it); null until delivered. */
    delivered_at: z.string().nullable(),
  })
  .meta({ id: 'OrderSummary' });

/** Where the order was booked from (SPEC §3 booking info: state, city, area, their names and the region). */
export const orderPlace = z
  .object({
    state: z.string(),
    city: z.string(),
    area: z.string(),
    state_name: z.string(),
    city_name: z.string(),
    area_name: z.string(),
    region: z.enum(REGIONS),
  })
  .meta({ id: 'OrderPlace' });

export const order = orderSummary
  .extend({
    name: z.string(),
    place: orderPlace,
    mobile: z.string(),
    email: z.string(),
    pincode: z.string(),
    shipping: address.nullable(),
    cancel_reason: z.string().nullable(),
    can_pay: z.boolean(),
    can_edit: z.boolean(),
    can_cancel: z.boolean(),
    next_step: z.string(),
    events: z.array(orderEvent),
    payments: z.array(orderPayment),
    refunds: z.array(orderRefund),
  })
  .meta({ id: 'Order' });

export const orderListQuery = z.object({ kind: z.enum(ORDER_KINDS).optional() });
export const orderListResponse = z.object({ data: z.array(orderSummary) });
export const orderResponse = z.object({ data: order });

/** PATCH /api/v1/orders/{id}: what the customer may change while the order is reserved or confirmed. */
export const orderEditBody = z
  .object({
    colour: z.string().trim().min(1).max(60).optional(),
    dealer_id: numericId('Choose a hub.').optional(),
    name: name.optional(),
    email: email.optional(),
    mobile: mobile.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'Change at least one detail.' });

export const orderCancelBody = z.object({
  reason: z.enum(CANCEL_REASONS, { error: orderMessages.reason }),
  note: z.string().trim().max(500, orderMessages.note).optional(),
});

/** POST /api/v1/orders: a purchase from the cart (signed-in customer). */
export const purchaseBody = z.object({
  model: z.string().trim().toLowerCase().min(1).max(60),
  colour: z.string().trim().min(1).max(60),
  dealer_id: numericId('Choose the hub where you will take delivery.'),
  shipping: address,
  payment_method: z.enum(PAYMENT_METHODS),
  /** A friend's Rev Club code (optional; checked by the server). */
  referral_code: referralCodeField,
  /** A coupon code (optional): an amount off the price or a free accessory, checked again in the order's transaction. */
  coupon: couponField,
  expected_price: expectedPriceField,
  /**
   * Asked only when the account has no e-mail yet (sign-up asks a mobile and a name); kept in the profile. An account
   * without a place gets the shipping address's state, city and pincode, with the city's area nearest that pincode.
   */
  email: email.optional(),
});
export const purchaseResponse = z.object({ data: z.object({ order, payment: paymentOrder.nullable() }) });

/** Guest look-up: a booking reference and the mobile it was made with → an OTP to that mobile. */
export const lookupBody = z.object({
  reference: z.string({ error: 'Enter your booking reference, e.g. BK-000042.' }).trim().toUpperCase().regex(/^(BK|OD)-\d{6}$/, 'Enter your booking reference, e.g. BK-000042.'),
  mobile,
});
export const lookupVerifyBody = lookupBody.extend({ otp: z.string().trim().regex(OTP_RE, messages.otp) });
export const lookupVerifyResponse = z.object({ data: z.object({ order_id: z.number().int(), lookup_token: z.string(), expires_at: z.string() }) });

export type OrderHub = z.output<typeof orderHub>;
export type OrderUpgrade = z.output<typeof orderUpgrade>;
export type OrderEvent = z.output<typeof orderEvent>;
export type OrderPayment = z.output<typeof orderPayment>;
export type OrderRefund = z.output<typeof orderRefund>;
export type Address = z.output<typeof address>;
export type OrderSummary = z.output<typeof orderSummary>;
export type OrderPlace = z.output<typeof orderPlace>;
export type Order = z.output<typeof order>;
export type OrderListResponse = z.output<typeof orderListResponse>;
export type OrderResponse = z.output<typeof orderResponse>;
export type OrderEditRequest = z.input<typeof orderEditBody>;
export type OrderCancelRequest = z.input<typeof orderCancelBody>;
export type PurchaseRequest = z.input<typeof purchaseBody>;
export type PurchaseResponse = z.output<typeof purchaseResponse>;
export type LookupRequest = z.input<typeof lookupBody>;
export type LookupVerifyRequest = z.input<typeof lookupVerifyBody>;
export type LookupVerifyResponse = z.output<typeof lookupVerifyResponse>;

/** POST /api/v1/bookings (201): the booking as an Order, this browser's key and its payment order. */
export const orderBookingCreateResponse = z.object({
  message: z.string(),
  data: z.object({ booking: order, access_key: z.string(), payment: paymentOrder }),
});
export type OrderBookingCreateResponse = z.output<typeof orderBookingCreateResponse>;

/** POST /api/v1/admin/orders/{id}/refund (admin): completes a sandbox refund now. */
export const orderRefundBody = z.object({ note: z.string().trim().max(500, orderMessages.note).optional() }).default({});
export type OrderRefundRequest = z.input<typeof orderRefundBody>;

/** POST /api/v1/back-office/orders/{id}/registration: the number plate of a delivered bike, normalised. */
export const orderRegistrationBody = z.object({
  registration_number: z
    .string({ error: registrationMessages.format })
    .transform((value, ctx) => normaliseRegistrationNumber(value) ?? (ctx.addIssue({ code: 'custom', message: registrationMessages.format }), z.NEVER)),
  note: z.string().trim().max(500, orderMessages.note).optional(),
});
export type OrderRegistrationRequest = z.input<typeof orderRegistrationBody>;
