// The enquiries' thank-you pages in Hindi (twin of thank-you.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const rideTitle = 'टेस्ट राइड का अनुरोध मिला';
export const rideHeading = 'आपकी टेस्ट राइड का अनुरोध मिल गया है';
export const rideFallback = 'हमें आपकी टेस्ट राइड का अनुरोध मिल गया है।';
export const notifyTitle = 'आप सूची में शामिल हैं';
export const notifyHeading = 'आप सूची में शामिल हैं';
export const notifyFallback = 'हमने आपको आपके शहर की सूची में जोड़ दिया है।';
export const contactTitle = 'संदेश मिल गया';
export const contactHeading = 'आपके संदेश के लिए धन्यवाद';
export const contactFallback = 'हमें आपका संदेश मिल गया है।';
export const referenceIs = icu<{ reference: string }>('आपका रेफ़रेंस नंबर {reference} है।');
export const yourReference = 'आपका रेफ़रेंस नंबर';
export const keepHandy = 'इसे संभालकर रखें: हमें कॉल करते या लिखते समय यही नंबर बताएँ।';

export const bike = 'बाइक';
export const date = 'तारीख़';
export const time = 'समय';
export const hub = 'हब';
export const hubPhone = 'हब का फ़ोन';
export const directions = 'हब तक का रास्ता';
export const newTab = ' (नए टैब में खुलेगा)';
export const addToCalendar = 'कैलेंडर में जोड़ें (.ics)';

export const nextTitle = 'आगे क्या होगा';
export const rideSteps = [
  'हब एक कामकाजी दिन के अंदर आपको कॉल करके तारीख़ और समय पक्का करेगा।',
  'दोपहिया का अपना स्थायी ड्राइविंग लाइसेंस साथ लाएँ (गियर वाला हो या बिना गियर का, दोनों चलेंगे: हमारी मोटरसाइकिलें गियरलेस हैं)। हेलमेट हब पर मिलेगा, चाहें तो अपना ले आएँ।',
  'कुछ मिनट पहले पहुँचें; राइड से पहले हब का कोई साथी आपको कंट्रोल और राइड मोड समझा देगा।',
];
export const notifySteps = [
  'जैसे ही आपके शहर में यह बाइक बुक हो सकेगी, हम आपको SMS और ई-मेल भेजेंगे।',
  'आपकी जानकारी सिर्फ़ इसी काम में ली जाएगी। उसी बाइक और शहर के लिए दोबारा साइन अप करने पर आप दो बार नहीं जुड़ते।',
];
export const contactSteps = [
  'कस्टमर केयर दो कामकाजी दिनों के अंदर फ़ोन या ई-मेल से जवाब देगा।',
  'अगर आप इसी मामले में दोबारा लिखें, तो अपना रेफ़रेंस नंबर बताएँ, ताकि हम आपका संदेश जल्दी ढूँढ सकें।',
];
export const whileYouWait = 'तब तक यह भी देखें';
export const explore = icu<{ model: string }>('{model} के बारे में जानें');
export const savings = 'देखें, ईंधन पर आप कितना बचाते हैं';
export const findHub = 'अपने पास का Revolt हब खोजें';
export const bookTestRide = 'मुफ़्त टेस्ट राइड बुक करें';
