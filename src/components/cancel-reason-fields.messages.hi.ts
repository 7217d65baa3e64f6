// The cancel form's fields in Hindi: the twin of cancel-reason-fields.messages.ts (same names).
import type { CancelReason } from '@contract/order-lifecycle';
import { icu } from '@/lib/i18n/icu';

export const reasonLabels: Readonly<Record<CancelReason, string>> = {
  'Bought another bike': 'दूसरी बाइक ख़रीद ली',
  'Price or finance did not work out': 'कीमत या फ़ाइनेंस की बात नहीं बनी',
  'Delivery is taking too long': 'डिलीवरी में बहुत देर हो रही है',
  'Changed my mind about an electric bike': 'इलेक्ट्रिक बाइक को लेकर मेरा इरादा बदल गया',
  'Moving to another city': 'दूसरे शहर में शिफ़्ट होना है',
  Other: 'कोई और कारण',
};
export const chooseReason = 'कारण चुनें';
export const reasonRequired: string = 'रद्द करने का कारण चुनें।';
export const noteTooLong: string = 'थोड़ा और बताएँ (ज़्यादा से ज़्यादा 500 अक्षर)।';
export const noteCount = icu<{ count: number; max: number }>('{max} में से {count} अक्षर');
/** The count after the caller's hint, e.g. who reads the note. */
export const hintAndCount = icu<{ hint: string; count: number; max: number }>('{hint} {max} में से {count} अक्षर।');
