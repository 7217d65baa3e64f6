// The order status panel's words in Hindi (twin of order-status-panel.messages.ts). The next step is said for the
// order's state and payment method, as the server decides it (contract ORDER_NEXT_STEPS, a pay-at-hub reservation).
import type { OrderState } from '@contract/order-lifecycle';
import type { Order } from '@contract/orders';
import { icu } from '@/lib/i18n/icu';

const NEXT_STEPS: Readonly<Record<OrderState, string>> = {
  reserved: 'अपनी बुकिंग कन्फ़र्म करने के लिए बुकिंग राशि का भुगतान करें।',
  confirmed: 'आपका हब आपके लिए बाइक अलॉट करेगा और 2 कार्य दिवसों में आपको कॉल करेगा।',
  allotted: 'आपकी बाइक अलॉट हो गई है। काग़ज़ी कार्रवाई और बाकी भुगतान पूरा करने के लिए हब आपको कॉल करेगा।',
  ready_for_delivery: 'आपकी बाइक तैयार है। डिलीवरी लेने के लिए अपने दस्तावेज़ों के साथ हब पर आएँ।',
  delivered: 'राइड का मज़ा लें। आपकी वारंटी डिलीवरी की तारीख़ से शुरू होती है।',
  cancelled: 'आपकी बुकिंग रद्द हो गई है। रिफ़ंड जल्द ही शुरू होगा।',
  refund_initiated: 'आपका रिफ़ंड उसी खाते में भेजा जा रहा है जिससे आपने भुगतान किया था।',
  refunded: 'आपका रिफ़ंड पूरा हो गया है।',
};
const HUB_NEXT_STEP = 'ऑर्डर कन्फ़र्म करने के लिए अपने हब पर भुगतान करें। फ़ोटो ID और पते का प्रमाण साथ लाएँ।';

/** The customer's next step, for the order's state (a pay-at-hub reservation pays at the hub). */
export function nextStep(order: Pick<Order, 'state' | 'payment_method' | 'next_step'>): string {
  return order.state === 'reserved' && order.payment_method === 'hub' ? HUB_NEXT_STEP : NEXT_STEPS[order.state];
}
export const refundNotStarted = 'अभी शुरू नहीं हुआ। शुरू होते ही आपको उसके रेफ़रेंस के साथ SMS मिलेगा।';
export const refundOnItsWay = icu<{ amount: string }>('{amount} उसी खाते में भेजे जा रहे हैं जिससे आपने भुगतान किया था');
export const refundDone = icu<{ amount: string }>('{amount} उसी खाते में लौटा दिए गए हैं जिससे आपने भुगतान किया था');
export const paid = 'भुगतान हुआ';
export const refund = 'रिफ़ंड';
export const payOnlineNow = 'अभी ऑनलाइन भुगतान';
export const stillToPay = 'बाकी भुगतान';
export const nothing = 'कुछ नहीं';
export const payAtHub = 'हब पर भुगतान';
export const atHubPlusExtras = icu<{ amount: string }>('{amount} + रोड टैक्स, रजिस्ट्रेशन और बीमा');
