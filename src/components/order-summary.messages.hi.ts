// The order pieces' words in Hindi (twin of order-summary.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const openInMaps = 'मैप में खोलें';
export const opensInNewTab = ' (नए टैब में खुलता है)';
export const cardTitle = icu<{ model: string; colour: string; reference: string }>('{colour} रंग में {model}, {reference}');
export const paid = 'भुगतान हुआ';
export const refund = 'रिफ़ंड';
export const hub = 'हब';
export const date = 'तारीख़';
export const paymentAttempts = 'भुगतान के प्रयास';
