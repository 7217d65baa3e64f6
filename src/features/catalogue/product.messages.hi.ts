// The configurator (/product/:id) in Hindi (twin of product.messages.ts). Model and colour names stay as the brand writes them.
import { icu } from '@/lib/i18n/icu';

export const replaceTitle = icu<{ other: string; otherColour: string; model: string; colour: string }>(
  '{other} ({otherColour}) की जगह {model} ({colour}) लें?',
);
export const replaceMessage = icu<{ other: string; otherColour: string }>('आपके कार्ट में {other} ({otherColour}) है। एक बार में एक ही बाइक ख़रीदी जा सकती है।');
export const replace = 'बदलें';
export const keep = 'रहने दें';
export const configureTitle = icu<{ model: string }>('अपनी {model} कॉन्फ़िगर करें');
export const seoDescription = icu<{ model: string }>('{model} का रंग चुनें और उसकी क़ीमत व स्पेसिफ़िकेशन देखें।');
export const home = 'होम';
export const electricBikes = 'इलेक्ट्रिक बाइक';
export const configure = 'कॉन्फ़िगर करें';
export const loadFailed = 'इस बाइक की क़ीमत और रंग लोड नहीं हो सके।';
export const loading = 'बाइक लोड हो रही है';
export const chooseColour = 'रंग चुनें';
export const colourUnconfirmed = icu<{ colour: string; error: string }>('अभी {colour} की पुष्टि नहीं हो सकी: {error}');
export const colourAvailable = icu<{ colour: string; model: string }>('{model} {colour} रंग में उपलब्ध है।');
export const summaryTitle = icu<{ model: string; colour: string }>('आपकी {model}, {colour} रंग में');
export const exShowroom = icu<{ amount: string }>('{amount} एक्स-शोरूम');
export const exShowroomCharger = icu<{ amount: string; charger: string }>('{amount} एक्स-शोरूम + {charger} चार्जर');
export const bookThis = icu<{ model: string }>('यह {model} बुक करें');
export const buyNow = 'अभी ख़रीदें';
export const bookTestRide = 'टेस्ट राइड बुक करें';
export const addFailed = icu<{ model: string }>('{model} आपके कार्ट में नहीं जोड़ी जा सकी।');
export const bookTerm = 'बुक करें:';
export const bookExplain = icu<{ amount: string }>('अभी {amount} देकर बाइक रिज़र्व करें (डिलीवरी तक पूरा रिफ़ंड), बाक़ी रक़म अपने हब पर चुकाएँ।');
export const buyNowTerm = 'अभी ख़रीदें:';
export const buyNowExplain = 'पूरी क़ीमत ऑनलाइन या अपने हब पर चुकाएँ, और अपने चुने हुए हब से बाइक ले जाएँ।';
export const moreAbout = icu<{ model: string }>('{model} के बारे में और जानकारी');
export const allAbout = icu<{ model: string }>('{model} के बारे में सब कुछ');
export const onRoadPrice = 'ऑन-रोड क़ीमत और EMI';
export const compare = 'तुलना करें';
export const specifications = 'स्पेसिफ़िकेशन';
