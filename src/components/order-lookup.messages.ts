// The guest look-up's words (order-lookup.tsx). The OTP line is the server's, else the contract's own words.
// Hindi twin: order-lookup.messages.hi.ts.
import { orderMessages } from '@contract/order-lifecycle';

export const referenceInvalid = 'Enter your booking reference, e.g. BK-000042.';
export const formLabel = 'Find my booking';
export const referenceLabel = 'Booking reference';
export const referenceHint = 'As in your confirmation SMS, e.g. BK-000042';
export const openBooking = 'Open my booking';
export const sendOtp = 'Send OTP';
export const changeReference = 'Change reference or mobile';
/** The line once the OTP is asked for: the server's message (always the contract's), else the contract's. */
export function otpSent(serverMessage: string): string {
  return serverMessage || orderMessages.lookup;
}
export const inPlaceTitle = 'Sign in or look up your booking';
/** "This browser cannot show booking [BK-000042] yet: …" */
export const inPlaceBefore = 'This browser cannot show booking ';
export const inPlaceAfter =
  ' yet: it opens by itself only in the browser it was booked in. Enter the mobile number you booked with and we send an OTP to it; the booking then opens here, and you can change or cancel it.';
/** "[Sign in] if you booked while signed in." */
export const signIn = 'Sign in';
export const signInAfter = ' if you booked while signed in.';
/** "[Contact us] with your reference and we will help you." */
export const contactUs = 'Contact us';
export const contactUsAfter = ' with your reference and we will help you.';
