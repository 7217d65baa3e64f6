// The order status panel's words (order-status-panel.tsx); the state and next step are lib/order-states.messages.ts's.
// Hindi twin: order-status-panel.messages.hi.ts.
import { icu } from '@/lib/i18n/icu';

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
