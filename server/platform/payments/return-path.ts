// Where the gateway sends the customer back after paying (or giving up): a ₹499 booking to its thank-you page,
// a full purchase to its order page (which shows the paid state and the next steps), an upgrade to its upgrade order
// page, built from the one paths module.
import type { OrderKind } from '@contract/order-lifecycle.js';
import { paths } from '@contract/paths.js';

export function paymentReturnPath(kind: OrderKind, bookingId: number): string {
  if (kind === 'upgrade') return paths.upgradeOrder.getHref(bookingId);
  return kind === 'purchase' ? paths.order.getHref(bookingId) : paths.thankYouBooking.getHref(bookingId);
}
