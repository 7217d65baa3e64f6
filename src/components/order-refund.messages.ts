// The refund of a cancelled order in English (decision 048); order-refund.messages.hi.ts is the Hindi twin. The amount
// is set in bold between the two halves of its sentence; each half may use the number of days.
import { icu } from '@/lib/i18n/icu';

type Noun = { noun: 'booking' | 'order' | 'upgrade' };
type Days = { days: number };

export const yourRefund = 'Your refund';
/** "We refund [₹499] to the account you paid from within 7 working days of cancelling." */
export const promiseBefore = icu<Days>('We refund');
export const promiseAfter = icu<Days>(' to the account you paid from within {days} working days of cancelling.');
export const nothingToRefund = icu<Noun>(
  'Nothing has been paid for this {noun, select, booking {booking} order {order} other {upgrade}}, so there is nothing to refund.',
);
/** "We refund [₹499] to the account you paid from within 7 working days. You get an SMS …" */
export const pendingBefore = icu<Days>('We refund');
export const pendingAfter = icu<Days>(
  ' to the account you paid from within {days} working days. You get an SMS with the refund reference as soon as it starts.',
);
export const nothingWasPaid = icu<Noun>('Nothing was paid for this {noun, select, booking {booking} order {order} other {upgrade}}, so there is nothing to refund.');
export const refundsTitle = icu<{ count: number }>('{count, plural, one {Your refund} other {Your refunds}}');
export const refundReference = 'Refund reference';
export const amount = 'Amount';
export const refundStatus = 'Refund status';
export const refunded = 'Refunded';
export const refundedOn = icu<{ date: string }>('Refunded on {date}');
export const refundInitiated = 'Refund initiated';
export const reachesBy = 'Reaches your account by';
export const bankHint = 'Quote the refund reference to your bank if the money has not arrived by the date above.';
