// The on-road estimate's line names and PM E-DRIVE's periods (pricing.ts) in English; pricing.messages.hi.ts is the Hindi twin.
import { icu } from '@/lib/i18n/icu';

export const financialYear = icu<{ years: string }>('FY {years}');
export const exShowroom = 'Ex-showroom price';
export const charger = 'Charger';
export const subsidy = 'PM E-DRIVE subsidy';
export const roadTax = 'Road tax';
export const registration = 'Registration fee';
export const platesAndRc = 'Number plates and smart-card RC (estimate)';
export const insurance = 'Insurance (estimate)';
