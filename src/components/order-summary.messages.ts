// The order pieces' words (order-summary.tsx); the state badge's label is lib/order-states.messages.ts's. Hindi twin:
// order-summary.messages.hi.ts.
import { icu } from '@/lib/i18n/icu';

export const openInMaps = 'Open in maps';
export const opensInNewTab = ' (opens in a new tab)';
export const cardTitle = icu<{ model: string; colour: string; reference: string }>('{model} in {colour}, {reference}');
export const paid = 'Paid';
export const refund = 'Refund';
export const hub = 'Hub';
export const date = 'Date';
export const paymentAttempts = 'Payment attempts';
