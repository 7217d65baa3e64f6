// The referral code's format check (referral.ts): the contract's own words in English, as the server says them.
// Hindi twin: referral.messages.hi.ts.
import { referralMessages } from '@contract/referral-code-rules';

export const format: string = referralMessages.format;
