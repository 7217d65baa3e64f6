// What this browser tab remembers of the bookings it made: the key that reads each one (a booking made
// without an account has no other proof of ownership) and its latest payment order. Session storage,
// so the key leaves with the tab and is wiped by a full sign-out; on another device the customer signs
// in or quotes the reference.
import type { PaymentOrder } from '@contract/bookings';
import { config } from '@/lib/config';
import { keys, readJson, session, writeJson } from '@/lib/storage';

/** `paying`: the customer went to the gateway's page from this tab, so a pending status may just be late. */
export type BookingAccess = { key: string; payment?: PaymentOrder; paying?: boolean };
type AccessMap = Record<string, BookingAccess>;

const read = (): AccessMap => readJson<AccessMap>(session(), keys.bookingAccess) ?? {};

export function readBookingAccess(id: number): BookingAccess | null {
  const entry = read()[String(id)];
  return entry && typeof entry.key === 'string' ? entry : null;
}

export function rememberBooking(id: number, access: BookingAccess): void {
  writeJson(session(), keys.bookingAccess, { ...read(), [String(id)]: access });
}

export function rememberPayment(id: number, payment: PaymentOrder): void {
  const entry = readBookingAccess(id);
  if (entry) rememberBooking(id, { ...entry, payment });
}

/** Notes that this tab sent the customer to the gateway (for a booking made elsewhere, there is no entry to mark). */
export function rememberPaymentAttempt(id: number): void {
  const entry = readBookingAccess(id);
  if (entry) rememberBooking(id, { ...entry, paying: true });
}

/** The gateway's checkout page: the API may answer a path on its own host. */
export function checkoutHref(payment: PaymentOrder, origin: string): string {
  return new URL(payment.checkout_url, config.apiBaseUrl || origin).href;
}

/** What a partner offer or an invitation code did to a booking, handed by the form to the status page in the router state. */
export type BookingBenefitNote = { applied: boolean; text: string };

/** The benefit note of a router state, or null (a reload or a shared link has none). */
export function benefitNoteOf(state: unknown): BookingBenefitNote | null {
  if (typeof state !== 'object' || state === null || !('benefit' in state)) return null;
  const { benefit } = state as { benefit: unknown };
  if (typeof benefit !== 'object' || benefit === null) return null;
  const { applied, text } = benefit as { applied?: unknown; text?: unknown };
  return typeof applied === 'boolean' && typeof text === 'string' && text ? { applied, text } : null;
}
