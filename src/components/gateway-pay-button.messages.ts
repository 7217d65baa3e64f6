// The pay button's words (gateway-pay-button.tsx); the button's own label is the screen's. Hindi twin:
// gateway-pay-button.messages.hi.ts.
export const hint = 'You pay on the payment gateway’s secure page and come back here when it is done.';
export const openFailed = 'We could not open the payment page.';
export const regionLabel = 'Payment';
export const opening = 'Opening the payment page…';
/** "Not there yet? [Go to the payment page]." */
export const notThereYet = 'Not there yet? ';
export const goToPayment = 'Go to the payment page';
export const notThereYetAfter = '.';
export const startFailed = 'We could not start the payment.';
export const preparing = 'Preparing the payment…';
