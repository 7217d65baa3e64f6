// The marketing box's label (marketing-consent-field.tsx): in English the contract's words, which the server records
// as shown. Hindi twin: marketing-consent-field.messages.hi.ts.
import { MARKETING_CONSENT_TEXT } from '@contract/consent-rules';

export const label: string = MARKETING_CONSENT_TEXT;
