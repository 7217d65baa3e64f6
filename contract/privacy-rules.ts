// The customer's rights under the Digital Personal Data Protection Act, 2023 (issue 24): the words shown before and
// after an erasure, shared by the SPA and the server so both say the same. No zod here (the SPA imports this file).

/** What an erasure keeps, and why, in plain words. */
export const ERASURE_KEPT =
  'We keep the records of your orders and payments: the amounts, dates, the model and what happened to each order, ' +
  'and your bike\'s service history for its warranty: the hub, day, kind of service, odometer and parts used (not your notes). ' +
  'The Income-tax Act and the GST rules require a business to keep its tax and payment records, generally for up to 8 years. ' +
  'These records no longer carry your name, mobile, e-mail or address.';

/** What an erasure removes. */
export const ERASURE_REMOVED =
  'Your name, mobile, e-mail, address and password are removed from your account and from your orders; your test rides, ' +
  'notify and contact requests and support tickets are deleted, and so are the notes of your service visits; a visit still to come is cancelled; ' +
  'you are signed out everywhere.';

export const privacyMessages = {
  codeSent: 'We sent a code to your mobile. Enter it to delete your account.',
  erased: 'Your account has been deleted.',
  otp: 'Enter the 6-digit code sent to your mobile.',
} as const;

/** The name and e-mail domain that replace an erased person's (the e-mail domain .invalid can never receive mail). */
export const ERASED_NAME = 'Erased customer';
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';
