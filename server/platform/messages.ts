// Every user-facing message the server sends (the SPA shows `message` as is: SPEC §8). The ones the
// SPA also needs come from the contract.
import { PASSWORD_INCORRECT, UNAUTHORIZED, USER_ALREADY_REGISTERED } from '@contract/messages.js';

export const MSG = {
  unauthorized: UNAUTHORIZED,
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  duplicate: USER_ALREADY_REGISTERED,
  noAccount: 'No account is registered with this mobile number. Please register first.',
  wrongPassword: PASSWORD_INCORRECT,
  wrongOtp: 'The OTP is incorrect or has expired. Request a new OTP and try again.',
  otpLocked: 'Too many wrong OTP attempts. Request a new OTP.',
  otpBlocked: 'Too many wrong OTPs for this mobile number. Try again in an hour, or sign in with your password.',
  passwordChanged: 'Your password is changed. Your other devices are signed out.',
  passwordReset: 'Your password is reset and every device is signed out. Sign in with your new password.',
  currentPasswordWrong: 'Your current password is not right.',
  signedOutEverywhere: 'Signed out on every device',
  emailUnavailable: 'This e-mail address cannot be used. Check it or use another one.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  signedOut: 'Signed out',
  customerNotFound: 'Customer not found',
  userNotFound: 'User not found',
  appLinkInvalid: 'This app link is invalid or has expired. Please open it again from the app.',
  emailTaken: 'This e-mail is already used by another account.',
  profileUpdated: 'Profile updated',
  userRemoved: 'User removed',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDemoteSelf: 'You cannot remove your own admin rights.',
  productNotFound: 'Product not found',
  productExists: 'A product with this id already exists.',
  productRetired: (name: string) => `The ${name} is retired: it has left the site, and its orders keep it.`,
  alreadyReviewed: 'You have already reviewed this product.',
  reviewAdded: 'Review added',
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty; send a JSON object.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  bodyTooLarge: 'The request body is too large.',
  nulCharacter: 'Text must not contain the NUL character (U+0000).',
  loneSurrogate: 'Text must not contain a lone UTF-16 surrogate (\\uD800-\\uDFFF without its pair): send valid Unicode.',
  invalidValue: 'A value in the request is not valid.',
  serverError: 'Something went wrong on our side. Please try again in a moment.',
  databaseUnavailable: 'The service is briefly unavailable (its database cannot be reached). Please try again in a moment.',
  testRideTaken: 'You have already booked a test ride for this slot. We will call you to confirm it.',
  jobNotFound: 'This job opening was not found. It may have been removed.',
  jobClosed: 'This opening has closed and no longer takes applications. See our other openings.',
  alreadyApplied: 'You have already applied for this role with this e-mail address.',
  applicationNotFound: 'This application was not found.',
  multipartRequired: 'Send the application as multipart/form-data, with your CV in the field "cv".',
  formUnreadable: 'The form could not be read. Please send it again.',
  formTooLarge: 'The form has too many fields or files.',
  cvOneFile: 'Attach one file only: your CV.',
  bookingNotFound: 'Booking not found. Open it from the device you booked on, or sign in to the account you booked with.',
  bookingPaid: 'This booking is already paid.',
  bookingCancelled: 'This booking has been cancelled, so it cannot be paid.',
  bookingGatewayUnavailable: 'The payment gateway is not answering right now, so no booking was made. Please try again in a few minutes.',
  paymentGatewayUnavailable: 'The payment gateway is not answering right now. Please try again in a few minutes.',
  paymentSignature: 'This payment report is not signed by the payment gateway.',
  paymentCallback: 'This payment report is incomplete.',
  paymentOrderNotFound: 'This payment order does not exist. Start the payment again from your booking.',
  webhookJsonRequired: 'Send the event as application/json.',
  smsUnavailable: 'The OTP could not be sent right now. Please try again in a minute.',
  paymentFormRequired: 'Send the payment form as application/x-www-form-urlencoded.',
  paymentOutcome: 'Choose the outcome of the test payment: success or failed.',
  sandboxRefundAmount: 'Enter the amount to refund in whole rupees.',
  sandboxRefundNoPayment: 'This test order has no completed payment to refund.',
  sandboxRefundTooMuch: 'That is more than is left of this payment to refund.',
  orderPaidAtHub: 'This order is paid at the hub, so there is nothing to pay online.',
  orderNotPayable: 'This order has nothing left to pay online.',
  lookupFailed: 'The reference, mobile or OTP does not match. Check them, or request a new OTP.',
  lookupOtpUnavailable: 'The OTP could not be sent right now. Please try again in a minute.',
  purchaseGatewayUnavailable: 'The payment gateway is not answering right now, so no order was placed. Please try again in a few minutes, or choose to pay at the hub.',
  noSandboxRefund: 'This order has no sandbox refund waiting.',
  chassisTaken: 'This chassis number is already allotted to another order.',
} as const;

/** Replies to a job application; it names the applicant by first name. */
export const CAREER_MSG = {
  applicationReceived: (firstName: string, jobTitle: string) =>
    `Thank you, ${firstName}. We have received your application for ${jobTitle}.`,
} as const;

/** Replies to the enquiry forms (test rides, notify me, contact us); each names the customer by first name. */
export const ENQUIRY_MSG = {
  testRideReceived: (firstName: string, model: string, date: string, slot: string) =>
    `Thank you, ${firstName}. Your ${model} test ride request for ${date}, ${slot} is received. The hub will call you to confirm.`,
  notifyAdded: (firstName: string, model: string, city: string) =>
    `Thank you, ${firstName}. We will tell you as soon as the ${model} is available in ${city}.`,
  notifyExisting: (model: string, city: string) => `You are already on the list for the ${model} in ${city}. We will let you know.`,
  contactReceived: (firstName: string) =>
    `Thank you, ${firstName}. We have received your message and will reply within two working days.`,
} as const;

/** "₹1,23,999": rupees as the site writes them. */
export function rupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}

/** Replies and SMS about bookings. */
export const BOOKING_MSG = {
  created: (firstName: string, model: string, colour: string, amount: number) =>
    `Thank you, ${firstName}. Your ${model} in ${colour} is reserved. Pay the booking amount of ${rupees(amount)} to confirm it.`,
  paidSms: (model: string, colour: string, reference: string, amount: number) =>
    `Revolt Motors: your ${model} (${colour}) booking ${reference} is confirmed. ${rupees(amount)} received. Your hub will call you within 2 working days.`,
} as const;

/** SMS about an order's lifecycle (server/orders/flows.ts): each names the reference and the next step. */
export const ORDER_SMS = {
  lookupOtp: (code: string, minutes: number) =>
    `${code} is your OTP to open your Revolt booking. It expires in ${minutes} minutes. Never share it with anyone.`,
  allotted: (reference: string, chassis: string, hub: string) =>
    `Revolt Motors: chassis ${chassis} is allotted to your order ${reference} at ${hub}. The hub will call you to complete the paperwork and the balance payment.`,
  ready: (reference: string, hub: string) =>
    `Revolt Motors: your bike for order ${reference} is ready at ${hub}. Visit the hub with your documents to take delivery.`,
  cancelled: (reference: string, days: number) =>
    `Revolt Motors: your order ${reference} is cancelled. Any amount paid is refunded to the account you paid from within ${days} working days.`,
  refunded: (reference: string, refund: string, amount: number) =>
    `Revolt Motors: the refund of ${rupees(amount)} for order ${reference} is complete (${refund}). Your bank shows it in 1 to 2 days.`,
} as const;

/** Our page that opens Razorpay Checkout (server/platform/payments/razorpay-page.ts). */
export const RAZORPAY_PAGE = {
  title: 'Pay your booking amount | Revolt Motors',
  heading: 'Pay your booking amount',
  merchant: 'Revolt Motors',
  description: (reference: string) => `Booking ${reference}`,
  bookingLabel: 'Booking',
  bikeLabel: 'Bike',
  amountLabel: 'Amount',
  pay: (amount: number) => `Pay ${rupees(amount)}`,
  cancel: 'Back to my booking without paying',
  completed: 'This payment is already completed. Nothing more to do here.',
  back: 'Back to my booking',
  notFoundTitle: 'Payment not found | Revolt Motors',
  notFoundHeading: 'Payment not found',
  notFound: 'This payment order does not exist. Start the payment again from your booking.',
  home: 'Go to the home page',
} as const;
