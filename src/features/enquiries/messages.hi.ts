// The enquiry pages in Hindi (twin of messages.ts): shared pieces and the notify-me page. The checks' limits come from
// the contract, as in English.
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, TEST_RIDE_COMMENTS_MAX, TEST_RIDE_MAX_DAYS_AHEAD } from '@contract/enquiry-rules';
import { icu } from '@/lib/i18n/icu';

export const home = 'होम';
export const testRide = 'टेस्ट राइड';
export const sending = 'भेजा जा रहा है…';

export const modelError = 'कोई मॉडल चुनें।';
export const dateError = `कल से लेकर अगले ${TEST_RIDE_MAX_DAYS_AHEAD} दिनों के बीच की कोई तारीख़ चुनें।`;
export const slotError = 'कोई टाइम स्लॉट चुनें।';
export const dealerError = 'वह हब चुनें जहाँ आप राइड करना चाहते हैं।';
export const topicError = 'बताएँ कि आपका संदेश किस बारे में है।';
export const messageError = `अपना संदेश ${CONTACT_MESSAGE_MIN} से ${CONTACT_MESSAGE_MAX.toLocaleString('hi-IN')} अक्षरों में लिखें।`;
export const commentsError = `अपना नोट ${TEST_RIDE_COMMENTS_MAX} अक्षरों के अंदर रखें।`;

export const distanceUnder1 = '1 km से भी कम दूर';
export const distanceAbout = icu<{ km: string }>('लगभग {km} km दूर');

export const icsTitle = 'Revolt टेस्ट राइड';
export const icsTitleModel = icu<{ model: string }>('Revolt टेस्ट राइड: {model}');
export const icsReference = icu<{ reference: string }>('रेफ़रेंस {reference}।');
export const icsBring = 'अपना ड्राइविंग लाइसेंस साथ लाएँ।';
export const icsHubPhone = icu<{ phone: string }>('हब का फ़ोन: {phone}।');

export const notifyCrumb = 'मुझे सूचना दें';
export const notifyTitle = 'मेरे शहर में उपलब्ध होने पर मुझे बताएँ';
export const notifyDescription =
  'अपनी जानकारी दें: आपकी पसंद की Revolt इलेक्ट्रिक मोटरसाइकिल जैसे ही आपके शहर में उपलब्ध होगी, हम आपको SMS और ई-मेल भेज देंगे।';
export const notifyLead =
  'आपके आसपास अभी बिक्री शुरू नहीं हुई? बाइक और अपना शहर चुनें। जैसे ही वहाँ बुकिंग शुरू होगी, हम आपको SMS और ई-मेल भेजेंगे। इसके अलावा कुछ नहीं, कोई स्पैम नहीं।';
export const notifyFailed = 'हम आपको सूची में नहीं जोड़ पाए।';
export const notifyForm = 'मुझे सूचना दें';
export const notifyModel = 'आप किस बाइक का इंतज़ार कर रहे हैं?';
export const notifySubmit = 'मुझे सूचना दें';
