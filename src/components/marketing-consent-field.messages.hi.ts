// The marketing box's label in Hindi (twin of marketing-consent-field.messages.ts): the contract's Hindi words, which
// the server records as shown for a form sent from the Hindi site.
import { MARKETING_CONSENT_HI } from '@contract/consent-rules';

export const label: string = MARKETING_CONSENT_HI;
