// The test-ride page in Hindi (twin of test-ride.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const seoTitle = 'मुफ़्त टेस्ट राइड बुक करें';
export const seoTitleModel = icu<{ model: string }>('मुफ़्त {model} टेस्ट राइड बुक करें');
export const seoDescription =
  'ख़रीदने से पहले Revolt इलेक्ट्रिक मोटरसाइकिल चलाकर देखें: मॉडल, अपने पास का हब, तारीख़ और टाइम स्लॉट चुनें। राइड मुफ़्त है और हेलमेट हब पर मिलेगा।';
export const heading = 'मुफ़्त टेस्ट राइड बुक करें';
export const lead =
  'बाइक, हब और अपनी सुविधा का समय चुनें। हब आपको कॉल करके समय पक्का करेगा। राइड पूरी तरह मुफ़्त है और ख़रीदने की कोई बाध्यता नहीं है।';

export const failed = 'हम आपकी टेस्ट राइड बुक नहीं कर पाए।';
export const form = 'टेस्ट राइड बुक करें';
export const modelLegend = 'आप कौन-सी बाइक चलाकर देखना चाहेंगे?';
export const yourDetails = 'आपकी जानकारी';
export const whereAndWhen = 'कहाँ और कब';
export const hub = 'हब';
/** Ends the hub field's "… or contact us" when the city has no hub. */
export const noHubHelp = 'और हम राइड तय करने में आपकी मदद करेंगे।';
export const date = 'पसंदीदा तारीख़';
export const dateWindow = icu<{ from: string; to: string }>('{from} से {to} के बीच कोई भी दिन।');
export const dateWindowAhead = icu<{ days: number }>('कल से लेकर अगले {days} दिनों तक कोई भी दिन।');
export const dateChosen = icu<{ date: string }>('आपने {date} चुनी है।');
export const slot = 'टाइम स्लॉट';
export const slotFull = 'इस हब पर यह स्लॉट भर चुका है: कोई और स्लॉट या दिन चुनें';
export const placesLeft = icu<{ left: number }>('{left, plural, one {# जगह बाक़ी} other {# जगहें बाक़ी}}');
export const comments = 'कुछ और बताना चाहेंगे? (वैकल्पिक)';
export const commentsHint = icu<{ length: number; max: number }>('जैसे, अगर यह आपकी पहली मोटरसाइकिल राइड है। {max} में से {length} अक्षर।');
export const submit = 'टेस्ट राइड बुक करें';

export const bringTitle = 'साथ क्या लाएँ';
export const bringLicence = 'दोपहिया का वैध ड्राइविंग लाइसेंस।';
export const bringLicenceText =
  'हमारी मोटरसाइकिलों में गियर नहीं होते, इसलिए बिना गियर (MCWOG) या गियर वाले (MCWG), किसी भी दोपहिया का लाइसेंस चलेगा। सुरक्षा के लिए हब स्थायी लाइसेंस माँगता है, लर्नर लाइसेंस नहीं।';
export const bringHelmet = 'हेलमेट।';
export const bringHelmetText = 'हब पर आम साइज़ के साफ़ हेलमेट रहते हैं; चाहें तो अपना हेलमेट भी ला सकते हैं।';
export const bringShoes = 'बंद जूते पहनकर आना सबसे अच्छा है। राइड शुरू करने से पहले हब का कोई साथी आपको कंट्रोल और राइड मोड समझा देगा।';
/** "Need to change the time? … or <contact us>." split around its link. */
export const changeTime = 'समय बदलना है? हब की कॉल या मैसेज का जवाब दें, या ';
export const changeTimeLink = 'हमसे संपर्क करें';
export const changeTimeEnd = '।';
