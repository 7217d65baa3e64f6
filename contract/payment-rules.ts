// How an order is paid: the cart (part of every page's first load) and the order lifecycle share it. Zod-free: the SPA
// imports it at run time; order-lifecycle.ts re-exports it.
export const PAYMENT_METHODS = ['online', 'hub'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** SPEC §3 names PayPal as the cart's default; PayPal does not take INR payments in India, so the default is online through the configured gateway. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'online';
