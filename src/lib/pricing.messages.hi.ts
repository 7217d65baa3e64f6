// The on-road estimate's line names and PM E-DRIVE's periods in Hindi (twin of pricing.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const financialYear = icu<{ years: string }>('वित्त वर्ष {years}');
export const exShowroom = 'एक्स-शोरूम क़ीमत';
export const charger = 'चार्जर';
export const subsidy = 'PM E-DRIVE सब्सिडी';
export const roadTax = 'रोड टैक्स';
export const registration = 'रजिस्ट्रेशन फ़ीस';
export const platesAndRc = 'नंबर प्लेट और स्मार्ट-कार्ड RC (अनुमान)';
export const insurance = 'बीमा (अनुमान)';
