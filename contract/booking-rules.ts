// Bookings: a bike is reserved online with a refundable booking amount; the rest is paid at the hub on
// delivery. The amount is the maker's decision (SPEC leaves it "not shown"); the bike price is the
// product's ex-showroom price plus charger at the time of booking. Zod-free: the SPA imports it at run time.
import { orderReference } from './order-reference.js';

export const BOOKING_AMOUNT = 499;
/** SPEC §4 booking payment statuses: pending until the gateway reports, then success or failed. */
export const PAYMENT_STATUSES = ['pending', 'success', 'failed'] as const;
/** Days within which a cancelled booking's amount is refunded to the account it was paid from. */
export const BOOKING_REFUND_DAYS = 7;
export const bookingMessages = {
  model: 'Choose the bike you want to book.',
  colour: 'Choose a colour.',
  dealer: 'Choose the hub where you will take delivery.',
  terms: 'Please accept the booking terms to continue.',
} as const;

/** "BK-000042": the reference a customer quotes for a booking. */
export function bookingReference(id: number): string {
  return orderReference('booking', id);
}

/** The booking id a typed reference names ("BK-000042", "bk 42" or "42"); null when it names none. */
export function bookingIdOf(value: string): number | null {
  const match = /^(?:BK[\s-]*)?0*(\d{1,9})$/i.exec(value.trim());
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}
