// The order's states in Hindi: the twin of order-states.messages.ts (same names). The server's words are English, so
// here a state, a next step and a move of the timeline are told from the state itself; an event that moves no state
// (an edit, a note, a payment after cancelling) stays in the server's words.
import type { OrderState } from '@contract/order-lifecycle';
import type { Order, OrderEvent, OrderSummary } from '@contract/orders';
import { icu } from '@/lib/i18n/icu';

/** Each state's label (badges, lists, the dashboard, the timeline). */
export const stateLabels: Readonly<Record<OrderState, string>> = {
  reserved: 'बुक हुई: भुगतान बाकी',
  confirmed: 'कन्फ़र्म',
  allotted: 'बाइक अलॉट हुई',
  ready_for_delivery: 'डिलीवरी के लिए तैयार',
  delivered: 'डिलीवर हो गई',
  cancelled: 'रद्द',
  refund_initiated: 'रिफ़ंड शुरू हुआ',
  refunded: 'रिफ़ंड हो गया',
};

/** The customer's next step in each state. */
export const nextSteps: Readonly<Record<OrderState, string>> = {
  reserved: 'अपनी बुकिंग कन्फ़र्म करने के लिए बुकिंग राशि का भुगतान करें।',
  confirmed: 'आपका हब एक बाइक अलॉट करेगा और 2 कामकाजी दिनों में आपको कॉल करेगा।',
  allotted: 'आपकी बाइक अलॉट हो गई है। कागज़ी कार्रवाई और बाकी भुगतान के लिए हब आपको कॉल करेगा।',
  ready_for_delivery: 'आपकी बाइक तैयार है। डिलीवरी लेने के लिए अपने दस्तावेज़ों के साथ हब पर आएँ।',
  delivered: 'राइड का मज़ा लें। आपकी वारंटी डिलीवरी की तारीख से शुरू होती है।',
  cancelled: 'आपकी बुकिंग रद्द हो गई है। रिफ़ंड जल्द ही शुरू होगा।',
  refund_initiated: 'आपका रिफ़ंड उसी खाते में भेजा जा रहा है जिससे आपने भुगतान किया था।',
  refunded: 'आपका रिफ़ंड पूरा हो गया है।',
};

/** A reserved order to be paid at the hub (the server's own next step for it). */
const HUB_NEXT_STEP = 'ऑर्डर कन्फ़र्म करने के लिए अपने हब पर भुगतान करें। साथ में फ़ोटो ID और पते का प्रमाण लाएँ।';

export function stateLabel(order: Pick<OrderSummary, 'state' | 'state_label'>): string {
  return stateLabels[order.state];
}

export function nextStep(order: Pick<Order, 'state' | 'payment_method' | 'next_step'>): string {
  return order.state === 'reserved' && order.payment_method === 'hub' ? HUB_NEXT_STEP : nextSteps[order.state];
}

const paymentMove = icu<{ state: string }>('भुगतान मिला: {state}');

/** A move is told by the state it reached (a payment that confirmed the order says so); anything else as the server says. */
export function eventText(event: Pick<OrderEvent, 'kind' | 'to' | 'text'>): string {
  if (!event.to) return event.text;
  return event.kind === 'payment' ? paymentMove({ state: stateLabels[event.to] }) : stateLabels[event.to];
}

export const timelineLabel = 'ऑर्डर की टाइमलाइन';
export const timelineEmpty = 'इस ऑर्डर पर अभी तक कुछ नहीं हुआ है।';
