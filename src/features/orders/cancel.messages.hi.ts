// Cancelling a booking in Hindi: the twin of cancel.messages.ts (same names). बुकिंग is feminine, ऑर्डर and अपग्रेड
// masculine, so each sentence agrees with `noun`.
import { icu } from '@/lib/i18n/icu';

type Noun = { noun: 'booking' | 'order' | 'upgrade' };
type Ref = { reference: string };

// /cancel-my-revolt/: the chooser.
export const chooseTitle = 'बुकिंग रद्द करें';
export const chooseDescription = 'वह Revolt बुकिंग चुनें जिसे आप रद्द करना चाहते हैं।';
/** "You have no booking … please call your hub. See [all my bookings]." */
export const noneBefore =
  'आपकी कोई ऐसी बुकिंग नहीं है जिसे रद्द किया जा सके। डिलीवरी के लिए तैयार या डिलीवर हो चुकी बाइक ऑनलाइन रद्द नहीं हो सकती: कृपया अपने हब को कॉल करें।';
export const noneLink = 'अपनी सारी बुकिंग';
export const noneAfter = ' देखें।';
export const chooseIntro = 'वह बुकिंग चुनें जिसे आप रद्द करना चाहते हैं। अगले पेज पर भी आप अपना इरादा बदल सकते हैं।';
export const chooseList = 'बुकिंग जिन्हें आप रद्द कर सकते हैं';

// /cancel-my-revolt/:id.
export const cancelTitle = 'अपनी बुकिंग रद्द करें';
export const subject = icu<{ model: string }>('आपकी {model} बुकिंग');
export const afterwards = 'रिफ़ंड शुरू करते ही हम आपको उसके रेफ़रेंस के साथ SMS भेजेंगे।';

// /thankyoucancel/:id.
export const thankYouTitle = 'आपका रद्दीकरण';
export const cancelledTitle = icu<Noun & Ref>(
  '{noun, select, booking {आपकी बुकिंग {reference} रद्द हो गई है} order {आपका ऑर्डर {reference} रद्द हो गया है} other {आपका अपग्रेड {reference} रद्द हो गया है}}',
);
export const cancelledDescription = icu<Noun>(
  '{noun, select, booking {आपकी Revolt बुकिंग रद्द हो गई है।} order {आपका Revolt ऑर्डर रद्द हो गया है।} other {आपका Revolt अपग्रेड रद्द हो गया है।}}',
);
export const seeWithTimeline = icu<Noun>('{noun, select, booking {यह बुकिंग} order {यह ऑर्डर} other {यह अपग्रेड}} और इसकी टाइमलाइन देखें');
export const bookAgain = 'फिर से Revolt बुक करें';
export const orderTitle = icu<Noun & Ref>('{noun, select, booking {आपकी बुकिंग} order {आपका ऑर्डर} other {आपका अपग्रेड}} {reference}');
export const orderDescription = icu<Noun>('{noun, select, booking {आपकी Revolt बुकिंग।} order {आपका Revolt ऑर्डर।} other {आपका Revolt अपग्रेड।}}');
export const notCancelledTitle = icu<Noun & Ref>(
  '{noun, select, booking {आपकी बुकिंग {reference} रद्द नहीं हुई है} order {आपका ऑर्डर {reference} रद्द नहीं हुआ है} other {आपका अपग्रेड {reference} रद्द नहीं हुआ है}}',
);
export const stillGoingAhead = 'यह अब भी जारी है। इसे देखने, बदलने या रद्द करने के लिए इसका पेज खोलें।';
export const seeOrder = icu<Noun & Ref>('{noun, select, booking {बुकिंग} order {ऑर्डर} other {अपग्रेड}} {reference} देखें');
