// The order status panel's words in Hindi (twin of order-status-panel.messages.ts).
import { icu } from '@/lib/i18n/icu';

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
