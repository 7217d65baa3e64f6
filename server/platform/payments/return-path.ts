// Where the gateway sends the customer back after paying (or giving up): a ₹499 booking to its thank-you page,
// a full purchase to its order page (which shows the paid state and the next steps), an upgrade to its upgrade order
// page, built from the one paths module. In the language of the site the order was made on (bookings.language): a
// Hindi booking returns to its Hindi page, where the Hindi site has that page (HINDI_ROUTES), else to the English one.
import { hindiPattern } from '@contract/hindi-routes.js';
import type { Language } from '@contract/languages.js';
import { localePath } from '@contract/locale-path.js';
import type { OrderKind } from '@contract/order-lifecycle.js';
import { paths } from '@contract/paths.js';

function englishReturnPath(kind: OrderKind, bookingId: number): string {
  if (kind === 'upgrade') return paths.upgradeOrder.getHref(bookingId);
  return kind === 'purchase' ? paths.order.getHref(bookingId) : paths.thankYouBooking.getHref(bookingId);
}

/** `language`: the order's (null when not known, as for a booking the call centre made: English). */
export function paymentReturnPath(kind: OrderKind, bookingId: number, language: Language | null): string {
  const path = englishReturnPath(kind, bookingId);
  // None of these pages has a Hindi version of only some ids (as the blog has of some slugs): the pattern decides.
  return language === 'hi' && hindiPattern(path) ? localePath('hi', path) : path;
}
