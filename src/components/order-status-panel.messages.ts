// The order status panel's words (order-status-panel.tsx). The next step is the server's (next_step). Hindi twin:
// order-status-panel.messages.hi.ts.
import type { Order } from '@contract/orders';
import { icu } from '@/lib/i18n/icu';

/** The customer's next step: as the server says it. */
export function nextStep(order: Pick<Order, 'state' | 'payment_method' | 'next_step'>): string {
  return order.next_step;
}
export const refundNotStarted = 'Not started yet. You get an SMS with its reference when it starts.';
export const refundOnItsWay = icu<{ amount: string }>('{amount} on its way to the account you paid from');
export const refundDone = icu<{ amount: string }>('{amount} refunded to the account you paid from');
export const paid = 'Paid';
export const refund = 'Refund';
export const payOnlineNow = 'To pay online now';
export const stillToPay = 'Still to pay';
export const nothing = 'Nothing';
export const payAtHub = 'To pay at the hub';
export const atHubPlusExtras = icu<{ amount: string }>('{amount} plus road tax, registration and insurance');
