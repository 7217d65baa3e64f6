// The referral field's words (referral-field.tsx). Hindi twin: referral-field.messages.hi.ts.
export const label = 'Referral code (optional)';
/** "A friend … gave you a code? Enter it now: it cannot be added later. See the [Rev Club terms]." */
export const hintBefore = 'A friend who rides a Revolt gave you a code? Enter it now: it cannot be added later. See the ';
export const termsLink = 'Rev Club terms';
export const hintAfter = '.';
