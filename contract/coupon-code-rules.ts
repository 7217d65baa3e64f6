// A coupon code's shape and what a customer is told about a coupon (coupon-rules.ts re-exports them with the rest of
// the coupon rules): the booking and purchase forms import only this.

/** 4 to 20 capital letters and digits, e.g. DIWALI500. */
export const COUPON_CODE_RE = /^[A-Z0-9]{4,20}$/;

/** What people type: spaces and dashes go, letters become capitals. */
export function normaliseCouponCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export const couponCustomerMessages = {
  format: 'A coupon code has 4 to 20 letters and numbers, e.g. DIWALI500.',
  unknown: 'We could not find this coupon code. Check it, or leave the field empty.',
  off: 'This coupon has been switched off.',
  notYet: (from: string) => `This coupon can be used from ${from}.`,
  expired: (until: string) => `This coupon ended on ${until}.`,
  model: 'This coupon is not for the bike you chose.',
  place: 'This coupon is not for the state or hub you chose.',
  usedUp: 'This coupon has been used as many times as it allows.',
  usedByMobile: 'This mobile number has already used this coupon as many times as it allows.',
  referral: 'This coupon cannot be combined with a referral code: remove one of the two.',
  bookingOnly: 'This coupon takes an amount off the booking amount, so it is for bookings: a purchase paid in full cannot use it.',
  changed: 'This coupon changed while you were booking: check it again to see what it gives now.',
  checkNeeds: 'Choose your bike and delivery hub and enter your mobile number first: a coupon depends on them.',
  applied: (text: string) => `Coupon applied: ${text}.`,
} as const;
