// The one store of how this tab proves it may see and change an order without an account (issue 23, "one access
// store"): the key of a booking it made, or that a call-centre payment link brought in its fragment, with the
// booking's latest payment order; and the guest look-up sessions opened by OTP. Session storage, so both leave with
// the tab and a full sign-out wipes them; on another device the customer signs in or looks the booking up.
import type { PaymentOrder } from '@contract/bookings';
import { keys, readJson, session, writeJson } from './storage';
import type { OrderAccess } from './api/orders';

/**
 * `paying`: the customer went to the gateway's page from this tab, so a pending status may just be late.
 * `payLink`: the key came from a payment link just opened, which means "take me to the payment" (used once).
 */
export type BookingAccess = { key: string; payment?: PaymentOrder; paying?: boolean; payLink?: boolean };
type AccessMap = Record<string, BookingAccess>;
type LookupSession = { token: string; expires_at: string };
type LookupMap = Record<string, LookupSession>;

const readKeys = (): AccessMap => readJson<AccessMap>(session(), keys.bookingAccess) ?? {};
const readLookups = (): LookupMap => readJson<LookupMap>(session(), keys.orderLookup) ?? {};

export function readBookingAccess(id: number): BookingAccess | null {
  const entry = readKeys()[String(id)];
  return entry && typeof entry.key === 'string' ? entry : null;
}

export function rememberBooking(id: number, access: BookingAccess): void {
  writeJson(session(), keys.bookingAccess, { ...readKeys(), [String(id)]: access });
}

function updateBooking(id: number, patch: Partial<BookingAccess>): void {
  const entry = readBookingAccess(id);
  if (entry) rememberBooking(id, { ...entry, ...patch });
}

/** Notes that this tab sent the customer to the gateway (for a booking made elsewhere, there is no entry to mark). */
export const rememberPaymentAttempt = (id: number): void => updateBooking(id, { paying: true });

/** Whether the order's page was just opened from a payment link; true once, then forgotten. */
export function takePayLinkArrival(id: number): boolean {
  const arrived = readBookingAccess(id)?.payLink === true;
  if (arrived) updateBooking(id, { payLink: false });
  return arrived;
}

export function rememberLookup(orderId: number, lookup: LookupSession): void {
  writeJson(session(), keys.orderLookup, { ...readLookups(), [String(orderId)]: lookup });
}

function lookupToken(orderId: number, now = Date.now()): string | undefined {
  const entry = readLookups()[String(orderId)];
  if (!entry || typeof entry.token !== 'string') return undefined;
  return Date.parse(entry.expires_at) > now ? entry.token : undefined;
}

/** The headers' proof for one order, for reading, paying, changing and cancelling it (empty for a signed-in owner, whose token is enough). */
export function orderAccess(orderId: number): OrderAccess {
  const access: OrderAccess = {};
  const key = readBookingAccess(orderId)?.key;
  const lookup = lookupToken(orderId);
  if (key) access.key = key;
  if (lookup) access.lookup = lookup;
  return access;
}
