// The booking forms' error title in Hindi (twin of model-prices.messages.ts).
export const priceChanged = 'क़ीमत बदल गई है।';
export const bookingFailed = 'आपकी बुकिंग नहीं हो सकी।';
