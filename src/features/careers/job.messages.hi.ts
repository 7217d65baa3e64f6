// A job's page and its apply form in Hindi (twin of job.messages.ts). The job's own text comes from the API.
import { icu } from '@/lib/i18n/icu';

export const seoTitle = icu<{ title: string }>('{title}: करियर');
export const jobOpening = 'नौकरी का पद';
export const seoDescription = 'Revolt Motors में नौकरी का एक पद।';
export const loadFailed = 'हम यह पद लोड नहीं कर पाए।';
export const loading = 'पद लोड हो रहा है';
export const closed = 'यह पद बंद हो चुका है।';
/** Followed by the link to the current openings. */
export const closedOn = icu<{ date: string }>('इसके लिए आवेदन {date} को बंद हो गए। ');
export const closedNow = 'इसके लिए अब आवेदन नहीं लिए जाते। ';
export const applyForJob = 'इस पद के लिए आवेदन करें';
export const about = 'इस भूमिका के बारे में';
export const responsibilities = 'आप क्या करेंगे';
export const requirements = 'आपमें क्या होना चाहिए';

export const applyTitle = 'इस भूमिका के लिए आवेदन करें';
export const requiredNote = '* वाले फ़ील्ड भरना ज़रूरी है।';
export const failed = 'आपका आवेदन नहीं भेजा जा सका।';
export const city = 'शहर';
export const experience = 'अनुभव (साल)';
export const experienceHint = 'पूरे सालों में; अगर आप शुरुआत कर रहे हैं तो 0';
export const company = 'मौजूदा कंपनी (वैकल्पिक)';
export const linkedin = 'LinkedIn प्रोफ़ाइल (वैकल्पिक)';
export const linkedinHint = 'जैसे linkedin.com/in/your-name; https:// हम ख़ुद जोड़ देंगे';
export const coverNote = 'कवर नोट (वैकल्पिक)';
export const coverNoteCount = icu<{ length: string; max: string }>('{max} में से {length} अक्षर');
export const cv = 'CV';
export const cvHint = 'PDF या Word (.docx), ज़्यादा से ज़्यादा 5 MB';
export const consent = 'मैं सहमत हूँ कि Revolt इस भूमिका के लिए मुझ पर विचार करने के लिए मेरा आवेदन और CV रख सकता है।';
export const sending = 'आपका आवेदन भेजा जा रहा है';
export const submit = 'आवेदन भेजें';

export const cvRequiredError = 'अपना CV PDF या Word (.docx) फ़ाइल के रूप में लगाएँ।';
export const cvTypeError = 'आपका CV PDF या Word (.docx) फ़ाइल होना चाहिए।';
export const cvSizeError = 'आपका CV 5 MB या उससे छोटा होना चाहिए।';
export const experienceError = 'अपना अनुभव 0 से 50 के बीच सालों की संख्या में डालें।';
export const cityError = 'वह शहर डालें जहाँ आप रहते हैं।';
export const linkedinError = 'https:// से शुरू होने वाला पूरा प्रोफ़ाइल लिंक डालें, या इसे ख़ाली छोड़ दें।';
export const coverNoteError = 'नोट 2,000 अक्षरों के अंदर रखें।';
export const consentError = 'इस भूमिका के लिए आप पर विचार करने हेतु आपका आवेदन रखने की सहमति दें।';
