// The booking forms' error title (model-prices.ts bookingErrorTitle). Hindi twin: model-prices.messages.hi.ts.
export const priceChanged = 'The price has changed.';
export const bookingFailed = 'We could not make your booking.';
