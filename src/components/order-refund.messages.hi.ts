// The refund of a cancelled order in Hindi: the twin of order-refund.messages.ts (same names).
import { icu } from '@/lib/i18n/icu';

type Noun = { noun: 'booking' | 'order' | 'upgrade' };
type Days = { days: number };

export const yourRefund = 'आपका रिफ़ंड';
/** "We refund [₹499] to the account you paid from within 7 working days of cancelling." */
export const promiseBefore = icu<Days>('रद्द करने के {days} कामकाजी दिनों के भीतर हम');
export const promiseAfter = icu<Days>(' उसी खाते में लौटा देंगे जिससे आपने भुगतान किया था।');
export const nothingToRefund = icu<Noun>(
  '{noun, select, booking {इस बुकिंग} order {इस ऑर्डर} other {इस अपग्रेड}} के लिए कोई भुगतान नहीं हुआ है, इसलिए कोई रिफ़ंड नहीं बनता।',
);
/** "We refund [₹499] to the account you paid from within 7 working days. You get an SMS …" */
export const pendingBefore = icu<Days>('{days} कामकाजी दिनों के भीतर हम');
export const pendingAfter = icu<Days>(' उसी खाते में लौटा देंगे जिससे आपने भुगतान किया था। रिफ़ंड शुरू होते ही आपको उसके रेफ़रेंस के साथ SMS मिलेगा।');
export const nothingWasPaid = icu<Noun>(
  '{noun, select, booking {इस बुकिंग} order {इस ऑर्डर} other {इस अपग्रेड}} के लिए कोई भुगतान नहीं हुआ था, इसलिए कोई रिफ़ंड नहीं बनता।',
);
export const refundsTitle = icu<{ count: number }>('{count, plural, one {आपका रिफ़ंड} other {आपके रिफ़ंड}}');
export const refundReference = 'रिफ़ंड रेफ़रेंस';
export const amount = 'रकम';
export const refundStatus = 'रिफ़ंड की स्थिति';
export const refunded = 'रिफ़ंड हो गया';
export const refundedOn = icu<{ date: string }>('{date} को रिफ़ंड हो गया');
export const refundInitiated = 'रिफ़ंड शुरू हो गया';
export const reachesBy = 'खाते में पहुँचने की तारीख';
export const bankHint = 'अगर ऊपर दी गई तारीख तक पैसा नहीं पहुँचता, तो अपने बैंक को रिफ़ंड रेफ़रेंस बताएँ।';
