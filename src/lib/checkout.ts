// The hand-over to the payment gateway's checkout page, shared by the purchase and the upgrade screens.
import type { PaymentOrder } from '@contract/bookings';
import { config } from './config';

/** The gateway's checkout page (the API may answer a path on its own host); `go` is replaceable in tests. */
export const checkout = {
  href: (payment: PaymentOrder) => new URL(payment.checkout_url, config.apiBaseUrl || window.location.origin).href,
  go: (url: string) => window.location.assign(url),
};
