// The order pieces' words (order-summary.tsx). An order's state is named as the server names it (state_label, the
// contract's ORDER_STATE_LABELS). Hindi twin: order-summary.messages.hi.ts.
import { ORDER_STATE_LABELS, type OrderState } from '@contract/order-lifecycle';
import { icu } from '@/lib/i18n/icu';

/** The state's name on its badge: the server's label, else the contract's. */
export function stateLabel(state: OrderState, serverLabel: string): string {
  return serverLabel || ORDER_STATE_LABELS[state];
}
export const openInMaps = 'Open in maps';
export const opensInNewTab = ' (opens in a new tab)';
export const timelineLabel = 'Order timeline';
export const timelineEmpty = 'Nothing has happened on this order yet.';
export const cardTitle = icu<{ model: string; colour: string; reference: string }>('{model} in {colour}, {reference}');
export const paid = 'Paid';
export const refund = 'Refund';
export const hub = 'Hub';
export const date = 'Date';
export const paymentAttempts = 'Payment attempts';
