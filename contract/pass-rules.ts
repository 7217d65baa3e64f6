// The booking pass (issue 30, decision 046): which records have one, how long its token opens the record, the hub's
// opening hours and map link, and the messages of the hub's "open by token". Zod-free: the SPA imports it at run time.
import { PAID_STATES, type OrderState } from './order-lifecycle.js';
import { TEST_RIDE_SLOTS, slotLabel } from './enquiry-rules.js';

export const PASS_KINDS = ['order', 'test_ride'] as const;
export type PassKind = (typeof PASS_KINDS)[number];

/** An order has a pass once it is paid (confirmed up to delivered): the contract's "paid" group, not a list. */
export const hasOrderPass = (state: OrderState) => PAID_STATES.includes(state);
/** A test ride has a pass while it is to happen: requested or confirmed by the hub. */
export const PASS_TEST_RIDE_STATUSES = ['requested', 'confirmed'] as const;
export const hasTestRidePass = (status: string) => (PASS_TEST_RIDE_STATUSES as readonly string[]).includes(status);

/** A pass token opens its record until this many days after the slot or the delivery (or after it was issued, while no delivery date is known). */
export const PASS_TOKEN_DAYS = 30;

/**
 * When a pass token stops opening its record: PASS_TOKEN_DAYS after the test ride's slot starts, after an order's
 * delivery, or after the pass was issued while the order has no delivery date yet (each fresh pass carries a fresh token).
 */
export function passExpiry(from: Date): Date {
  return new Date(from.getTime() + PASS_TOKEN_DAYS * 86_400_000);
}

/** Every hub's opening hours: the span of its test-ride slots (enquiry-rules TEST_RIDE_SLOTS), every day. */
const lastSlot = TEST_RIDE_SLOTS[TEST_RIDE_SLOTS.length - 1] ?? TEST_RIDE_SLOTS[0];
/** The hours as a slot ("10:00-18:00"), for a page to word in its own language. */
export const HUB_OPEN_SPAN = `${TEST_RIDE_SLOTS[0].slice(0, 5)}-${lastSlot.slice(6)}`;
export const HUB_OPENING_HOURS = `Every day, ${slotLabel(HUB_OPEN_SPAN)}`;

/** A plain maps search link for a hub (no script, no key; opens the maps app on a phone). */
export function hubMapLink(hub: { name: string; address: string }): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${hub.name}, ${hub.address}`)}`;
}

/** The longest token the hub's form accepts (a real one is about 70 characters). */
export const PASS_TOKEN_MAX = 200;

export const passMessages = {
  tokenRequired: 'Type or paste the code printed under the QR code.',
  forged: 'This pass code is not valid. Check that it was typed in full, or ask the customer to open their pass again.',
  expired: 'This pass has expired. Ask the customer to open their pass again for a fresh one.',
  notYours: 'This pass is for a booking at another hub.',
  noPass: 'This booking has no pass yet: a pass is ready once the booking is paid.',
  noRidePass: 'This test ride has no pass: it was cancelled or has already happened.',
  offline: 'You are offline. This is the pass as it was last updated.',
  unavailable: 'Your pass could not be loaded. Check your connection and try again.',
  noCamera: 'The camera could not be opened. Type the code instead.',
} as const;
