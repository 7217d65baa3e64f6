// A customer cancelling their own booking or upgrade, in Hindi: the twin of customer-cancel.messages.ts (same names).
// बुकिंग is feminine and अपग्रेड masculine, so the words around them agree through `noun`.
import { icu } from '@/lib/i18n/icu';

type Noun = { noun: 'booking' | 'upgrade' };

export const cancelYour = icu<Noun>('{noun, select, booking {अपनी बुकिंग} other {अपना अपग्रेड}} रद्द करें');
export const whyCancelling = 'आप क्यों रद्द कर रहे हैं?';
export const tellUsMore = 'हमें थोड़ा और बताएँ';
export const anythingElse = 'कुछ और बताना चाहें (वैकल्पिक)';
export const confirmTitle = icu<Noun & { reference: string }>('{noun, select, booking {बुकिंग} other {अपग्रेड}} {reference} रद्द करें?');
export const confirmPaid = icu<Noun & { subject: string; amount: string; days: number }>(
  '{subject} रद्द {noun, select, booking {हो जाएगी} other {हो जाएगा}} और {amount} {days} कामकाजी दिनों में लौटा दिए जाएँगे। इसे वापस नहीं बदला जा सकता।',
);
export const confirmUnpaid = icu<Noun & { subject: string }>('{subject} रद्द {noun, select, booking {हो जाएगी} other {हो जाएगा}}। इसे वापस नहीं बदला जा सकता।');
export const yesCancel = icu<Noun>('हाँ, {noun, select, booking {मेरी बुकिंग} other {मेरा अपग्रेड}} रद्द करें');
export const keepMine = icu<Noun>('{noun, select, booking {मेरी बुकिंग} other {मेरा अपग्रेड}} रहने दें');
export const cancelMine = icu<Noun>('{noun, select, booking {मेरी बुकिंग} other {मेरा अपग्रेड}} रद्द करें');
export const pageTitle = icu<Noun & { reference: string }>('{noun, select, booking {बुकिंग} other {अपग्रेड}} {reference} रद्द करें');
export const pageDescription = icu<Noun>('अपनी Revolt {noun, select, booking {बुकिंग} other {अपग्रेड}} रद्द करें और अपनी बुकिंग राशि वापस पाएँ।');
export const orderLine = icu<{ model: string; colour: string; hub: string }>('{model}, {colour} रंग, {hub}।');
export const notCancellable: string = 'यह ऑर्डर अब रद्द नहीं किया जा सकता। कृपया अपने हब को कॉल करें।';
export const backToMine = icu<Noun>('{noun, select, booking {मेरी बुकिंग} other {मेरे अपग्रेड}} पर वापस जाएँ');
