// Cancelling a booking in English (decision 048): the chooser, the cancel page's own words and the page after it.
// cancel.messages.hi.ts is the Hindi twin, same names. `noun` is the order as the customer calls it.
import { icu } from '@/lib/i18n/icu';

type Noun = { noun: 'booking' | 'order' | 'upgrade' };
type Ref = { reference: string };

// /cancel-my-revolt/: the chooser.
export const chooseTitle = 'Cancel a booking';
export const chooseDescription = 'Choose the Revolt booking you want to cancel.';
/** "You have no booking … please call your hub. See [all my bookings]." */
export const noneBefore = 'You have no booking that can be cancelled. A bike ready for delivery or delivered cannot be cancelled online: please call your hub. See';
export const noneLink = 'all my bookings';
export const noneAfter = '.';
export const chooseIntro = 'Choose the booking you want to cancel. You can still change your mind on the next page.';
export const chooseList = 'Bookings you can cancel';

// /cancel-my-revolt/:id.
export const cancelTitle = 'Cancel your booking';
export const subject = icu<{ model: string }>('Your {model} booking');
export const afterwards = 'You get an SMS with the refund reference as soon as we start it.';

// /thankyoucancel/:id.
export const thankYouTitle = 'Your cancellation';
export const cancelledTitle = icu<Noun & Ref>('Your {noun, select, booking {booking} order {order} other {upgrade}} {reference} is cancelled');
export const cancelledDescription = icu<Noun>('Your Revolt {noun, select, booking {booking} order {order} other {upgrade}} is cancelled.');
export const seeWithTimeline = icu<Noun>('See this {noun, select, booking {booking} order {order} other {upgrade}} and its timeline');
export const bookAgain = 'Book a Revolt again';
export const orderTitle = icu<Noun & Ref>('Your {noun, select, booking {booking} order {order} other {upgrade}} {reference}');
export const orderDescription = icu<Noun>('Your Revolt {noun, select, booking {booking} order {order} other {upgrade}}.');
export const notCancelledTitle = icu<Noun & Ref>('Your {noun, select, booking {booking} order {order} other {upgrade}} {reference} is not cancelled');
export const stillGoingAhead = 'It is still going ahead. To follow it, change it or cancel it, open its page.';
export const seeOrder = icu<Noun & Ref>('See {noun, select, booking {booking} order {order} other {upgrade}} {reference}');
