// Assisted sales (issue 13; SPEC §2 /ccsupport, /upgradeccsupport): a call-centre agent (role 'callcentre'; admins
// may act too) books a bike, or an upgrade, for a caller. Every call is staff-only and the agent is recorded on the
// order's events. The caller receives an SMS with a payment link: the order's status page with the order's own
// access key in the #fragment (never sent to a server, so never in a log), which reads that one order only.
import { z } from 'zod';
import { mobile, numericId, personAndPlace } from './common.js';
import { order } from './orders.js';
import { OTP_RE, messages } from './rules.js';
import { bookingMessages } from './booking-rules.js';
import { chassis, upgradeOrderFields } from './upgrade.js';

/** POST /api/v1/callcentre/bookings (callcentre, 201): a ₹499 booking for the caller, reserved until they pay. */
export const assistedBookingBody = z.object({
  ...personAndPlace,
  model: z.string({ error: bookingMessages.model }).trim().toLowerCase().min(1, bookingMessages.model).max(60, bookingMessages.model),
  colour: z.string({ error: bookingMessages.colour }).trim().min(1, bookingMessages.colour).max(60, bookingMessages.colour),
  dealer_id: numericId(bookingMessages.dealer),
});

/** What the agent reads back: the order, and the mobile the link went to (masked, e.g. 98xxxxxx10). */
export const assistedOrderResponse = z.object({ message: z.string(), data: z.object({ order, sent_to: z.string() }) });

/** POST /api/v1/callcentre/upgrades/otp (callcentre, 202): an OTP to the owner's mobile; the same answer whether or not they match. */
export const assistedUpgradeOtpBody = z.object({ chassis, mobile });

/** POST /api/v1/callcentre/upgrades (callcentre, 201): the owner read the OTP to the agent; the order is created for that mobile. */
export const assistedUpgradeBody = z.object({
  ...upgradeOrderFields,
  mobile,
  otp: z.string({ error: messages.otp }).trim().regex(OTP_RE, messages.otp),
});

export type AssistedBookingRequest = z.input<typeof assistedBookingBody>;
export type AssistedOrderResponse = z.output<typeof assistedOrderResponse>;
export type AssistedUpgradeOtpRequest = z.input<typeof assistedUpgradeOtpBody>;
export type AssistedUpgradeRequest = z.input<typeof assistedUpgradeBody>;
