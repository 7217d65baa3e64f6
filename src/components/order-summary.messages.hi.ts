// The order pieces' words in Hindi (twin of order-summary.messages.ts). The state's name comes from the state itself
// (the server's label is in English).
import type { OrderState } from '@contract/order-lifecycle';
import { icu } from '@/lib/i18n/icu';

const STATE_LABELS: Readonly<Record<OrderState, string>> = {
  reserved: 'रिज़र्व: भुगतान बाकी',
  confirmed: 'कन्फ़र्म',
  allotted: 'बाइक अलॉट',
  ready_for_delivery: 'डिलीवरी के लिए तैयार',
  delivered: 'डिलीवर',
  cancelled: 'रद्द',
  refund_initiated: 'रिफ़ंड शुरू',
  refunded: 'रिफ़ंड पूरा',
};

/** The state's name on its badge. */
export function stateLabel(state: OrderState, _serverLabel: string): string {
  return STATE_LABELS[state];
}
export const openInMaps = 'मैप में खोलें';
export const opensInNewTab = ' (नए टैब में खुलता है)';
export const timelineLabel = 'ऑर्डर की टाइमलाइन';
export const timelineEmpty = 'इस ऑर्डर पर अभी तक कुछ नहीं हुआ है।';
export const cardTitle = icu<{ model: string; colour: string; reference: string }>('{colour} रंग में {model}, {reference}');
export const paid = 'भुगतान हुआ';
export const refund = 'रिफ़ंड';
export const hub = 'हब';
export const date = 'तारीख़';
export const paymentAttempts = 'भुगतान के प्रयास';
