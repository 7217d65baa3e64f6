// The coupon field's words (coupon-field.tsx). The format check, what a check needs and the applied line are the
// contract's own words in English (the server says the same); a refusal the server gives is shown as it sends it.
// Hindi twin: coupon-field.messages.hi.ts.
import { couponCustomerMessages } from '@contract/coupon-code-rules';

export const label = 'Coupon code (optional)';
export const checking = 'Checking…';
export const apply = 'Apply';
export const format: string = couponCustomerMessages.format;
export const checkNeeds: string = couponCustomerMessages.checkNeeds;
/** The benefit the check found (the server's words), under the field. */
export function applied({ text }: { text: string }): string {
  return couponCustomerMessages.applied(text);
}
