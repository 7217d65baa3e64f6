// A customer cancelling their own booking or upgrade, in English (decision 048); customer-cancel.messages.hi.ts is the
// Hindi twin. `noun` is the order as the customer calls it; `subject` the caller's own words for it ("Your RV400
// booking"), so a language can agree its verb with the noun.
import { orderMessages } from '@contract/order-lifecycle';
import { icu } from '@/lib/i18n/icu';

type Noun = { noun: 'booking' | 'upgrade' };

export const cancelYour = icu<Noun>('Cancel your {noun, select, booking {booking} other {upgrade}}');
export const whyCancelling = 'Why are you cancelling?';
export const tellUsMore = 'Tell us more';
export const anythingElse = 'Anything else you want to tell us (optional)';
export const confirmTitle = icu<Noun & { reference: string }>('Cancel {noun, select, booking {booking} other {upgrade}} {reference}?');
export const confirmPaid = icu<Noun & { subject: string; amount: string; days: number }>(
  '{subject} will be cancelled and {amount} refunded within {days} working days. This cannot be undone.',
);
export const confirmUnpaid = icu<Noun & { subject: string }>('{subject} will be cancelled. This cannot be undone.');
export const yesCancel = icu<Noun>('Yes, cancel my {noun, select, booking {booking} other {upgrade}}');
export const keepMine = icu<Noun>('Keep my {noun, select, booking {booking} other {upgrade}}');
export const cancelMine = icu<Noun>('Cancel my {noun, select, booking {booking} other {upgrade}}');
export const pageTitle = icu<Noun & { reference: string }>('Cancel {noun, select, booking {booking} other {upgrade}} {reference}');
export const pageDescription = icu<Noun>('Cancel your Revolt {noun, select, booking {booking} other {upgrade}} and get your booking amount back.');
export const orderLine = icu<{ model: string; colour: string; hub: string }>('{model} in {colour} at {hub}.');
export const notCancellable: string = orderMessages.notCancellable;
export const backToMine = icu<Noun>('Back to my {noun, select, booking {booking} other {upgrade}}');
