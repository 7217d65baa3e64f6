// The marketing box's label (marketing-consent-field.tsx): the contract's words, which the server records as shown in
// the language the form was sent from. Hindi twin: marketing-consent-field.messages.hi.ts.
import { MARKETING_CONSENT_EN } from '@contract/consent-rules';

export const label: string = MARKETING_CONSENT_EN;
