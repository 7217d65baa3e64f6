import { CheckboxField } from './field';
import * as t from './marketing-consent-field.messages';

/**
 * The separate, unticked marketing box of the registration, booking and test-ride forms (issue 24). Service messages
 * about what was asked for need no box; this one only decides news and offers.
 */
export function MarketingConsentField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return <CheckboxField label={t.label} name="marketing_consent" checked={checked} onChange={(e) => onChange(e.target.checked)} />;
}
