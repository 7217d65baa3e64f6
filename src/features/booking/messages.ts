// The booking journey in English: /book, the booking's thank-you page (/thankyoubooking/:id) and its payment.
// Its Hindi twin is messages.hi.ts, with the same names. Amounts come formatted (formatRupees), figures from the
// contract (BOOKING_AMOUNT, BOOKING_REFUND_DAYS) and model names from the line-up.
import { bookingMessages } from '@contract/booking-rules';
import { icu } from '@/lib/i18n/icu';

// /book
export const offline = 'We could not reach the server. Try again.';
export const crumbHome = 'Home';
export const crumbBook = 'Book';
export const seoTitle = 'Book your Revolt electric motorcycle';
export const seoDescription = icu<{ amount: string }>(
  'Book an RV1, RV1+, RV BlazeX, RV400 or RV400 BRZ online: choose the colour and your delivery hub, and reserve it with a refundable {amount}.',
);
export const heading = 'Book your Revolt';
export const lead = icu<{ amount: string }>(
  'Reserve your bike with a booking amount of {amount}, refundable in full until delivery. You pay the rest of the on-road price at your hub when you take the bike home.',
);
export const formLabel = 'Book a bike';
export const stepBike = '1. Your bike';
export const bikeLegend = 'Which bike do you want to book?';
export const stepDetails = '2. Your details';
export const stepDelivery = '3. Where you will take delivery';
export const stepTerms = '4. Booking terms';
export const termPayNow = icu<{ amount: string }>('You pay {amount} now. It counts towards the price of your bike.');
export const termRefund = icu<{ amount: string; days: number }>(
  'Cancel any time before delivery and we refund the full {amount} to the account you paid from within {days} working days.',
);
export const termPrice = 'The final on-road price (road tax, registration, insurance) is confirmed by your hub before you pay the balance.';
export const acceptTerms = 'I accept these booking terms';
/** "See also our [terms of use] and [privacy policy]." */
export const termsHintBefore = 'See also our ';
export const termsOfUse = 'terms of use';
export const termsHintAnd = ' and ';
export const privacyPolicy = 'privacy policy';
export const termsHintAfter = '.';
/** The terms box's check: the contract's own words, as the server says them. */
export const termsRequired: string = bookingMessages.terms;
export const recapLabel = 'What you reserve';
/** "[RV400 in Pacific Blue], bike price [₹1,34,990]. [Pay now: ₹499]" */
export const recapBike = icu<{ model: string; colour: string }>('{model} in {colour}');
export const recapPriceBefore = ', bike price ';
export const recapPriceAfter = '. ';
export const recapPayNow = icu<{ amount: string }>('Pay now: {amount}');
export const reserving = 'Reserving…';
export const confirmNewPrice = 'Confirm the new price and reserve';
export const reserve = 'Reserve my bike';
export const summaryTitle = 'Your booking';
/** After the model's name in the summary: "RV400 [in Pacific Blue]". */
export const summaryColour = icu<{ colour: string }>('in {colour}');
export const bikePrice = 'Bike price';
export const payNow = 'Pay now';
export const coupon = 'Coupon';
export const balanceAtDelivery = 'Balance at delivery';
/** After the balance (a price): "₹1,34,491[ plus road tax, registration and insurance]". */
export const balanceExtras = ' plus road tax, registration and insurance';
/** "Bike price is ex-showroom with the charger. [See the on-road price and EMI]." */
export const summaryNote = 'Bike price is ex-showroom with the charger. ';
export const onRoadPriceLink = 'See the on-road price and EMI';
export const summaryNoteAfter = '.';
export const chooseBikeFirst = 'Choose a bike to see its price and what you pay now.';
/** "Want to ride it first? [Book a free test ride]." */
export const rideFirst = 'Want to ride it first? ';
export const bookTestRide = 'Book a free test ride';
export const rideFirstAfter = '.';

// /thankyoubooking/:id
export const headingPending = icu<{ amount: string }>('Reserved: pay {amount} to confirm');
export const headingPaid = icu<{ model: string }>('Your {model} is booked');
export const headingFailed = 'Your payment did not go through';
export const headingClosed = icu<{ reference: string }>('Your booking {reference} is cancelled');
export const headingOther = icu<{ reference: string }>('Your booking {reference}');
export const messagePaid = icu<{ amount: string }>('We have received your booking amount of {amount}. Your booking is confirmed.');
export const messageFailed = icu<{ amount: string }>(
  'Your booking is saved, but the payment of {amount} failed. If your bank shows a debit for it, the bank reverses it within 5 to 7 working days.',
);
export const messagePending = icu<{ name: string; model: string; colour: string; amount: string }>(
  'Thank you, {name}. We are holding the {model} in {colour} for you: pay the booking amount of {amount} to confirm your booking.',
);
/** "Your reference [BK-000042]" */
export const yourReference = 'Your reference ';
export const statusSeoDescription = icu<{ reference: string }>('Revolt booking {reference}.');
export const statusLabel = 'Booking status';
export const detailsTitle = 'Booking details';
export const factBike = 'Bike';
export const factBikeValue = icu<{ model: string; colour: string }>('{model} in {colour}');
export const factHub = 'Delivery hub';
export const factPrice = 'Bike price';
export const factPriceValue = icu<{ amount: string }>('{amount} (ex-showroom with charger)');
export const factBookedBy = 'Booked by';
export const nextTitle = 'What happens next';
export const nextHubCall = 'Your hub calls you within two working days to confirm the delivery date.';
export const nextDocuments =
  'Keep your documents ready: proof of identity (Aadhaar, PAN, passport or voter ID), proof of address and a passport-size photo, which the hub needs to register the bike in your name.';
/** "Pay the balance at the hub, or ask them about a loan. [Work out your EMI]." */
export const nextBalance = 'Pay the balance at the hub, or ask them about a loan. ';
export const emiLink = 'Work out your EMI';
export const nextBalanceAfter = '.';
export const cancelNote = icu<{ amount: string; days: number }>(
  'Changed your mind? Cancel before delivery and we refund {amount} to the account you paid from within {days} working days.',
);
/** "[See your booking and its progress]: change the colour or hub, or cancel it." (or "." when it can no longer change) */
export const seeBooking = 'See your booking and its progress';
export const seeBookingCanChange = ': change the colour or hub, or cancel it.';
export const seeBookingEnd = '.';
export const savingsLink = 'See how much you save on fuel';
export const gateDescription = 'Your Revolt booking.';
export const loadFailed = 'We could not load your booking.';
export const loading = 'Loading your booking';

// Paying on the thank-you page
export const payAgain = 'Try the payment again';
export const payAmountNow = icu<{ amount: string }>('Pay {amount} now');
export const paidAlready = 'Paid already? The bank can take a minute to tell us.';
export const checkAgain = 'Check the payment again';
