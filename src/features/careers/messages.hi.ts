// The public careers pages in Hindi (twin of messages.ts). What a job says comes from the API and shows as it is.
import { icu } from '@/lib/i18n/icu';

export const home = 'होम';
export const careers = 'करियर';
export const seoTitle = 'करियर: हमारे साथ इलेक्ट्रिक मोटरसाइकिलें बनाइए';
export const seoDescription =
  'Revolt Motors में काम करें: इंजीनियरिंग, मैन्युफ़ैक्चरिंग, सेल्स, सर्विस, डिज़ाइन और दूसरे विभागों में नौकरियाँ, गुरुग्राम हेड ऑफ़िस, मानेसर प्लांट, बेंगलुरु टेक सेंटर और पूरे भारत में।';
export const heading = 'Revolt में करियर';
export const intro = [
  'हम भारतीय सड़कों के लिए इलेक्ट्रिक मोटरसाइकिलें डिज़ाइन करते हैं, बनाते हैं और उनकी देखभाल करते हैं। हमारी टीमें ख़ुद बाइक पर, उन्हें चलाने वाली बैटरी और चार्जर पर, राइडर्स के रोज़ इस्तेमाल होने वाले साथी ऐप पर, और उस डीलर और सर्विस नेटवर्क पर काम करती हैं जो हर राइडर को चलता रखता है।',
  'आप बेंगलुरु के हमारे टेक्नोलॉजी सेंटर में सॉफ़्टवेयर लिख सकते हैं, मानेसर के प्लांट में बाइक असेंबल और टेस्ट कर सकते हैं, गुरुग्राम के हेड ऑफ़िस में ब्रांड को आकार दे सकते हैं, या देश भर में हमारे किसी डीलर के साथ राइडर्स की मदद कर सकते हैं। अगर आप चाहते हैं कि आपका काम सड़क पर दिखे, तो हम आपसे सुनना चाहेंगे।',
];
export const openings = 'मौजूदा पद';
export const filterLegend = 'पद फ़िल्टर करें';
export const department = 'विभाग';
export const allDepartments = 'सभी विभाग';
export const location = 'जगह';
export const allLocations = 'सभी जगहें';
export const type = 'प्रकार';
export const allTypes = 'सभी प्रकार';
export const clearFilters = 'फ़िल्टर हटाएँ';
export const count = icu<{ count: number }>('{count, plural, one {# पद} other {# पद}}');
export const countMatching = icu<{ count: number }>(
  '{count, plural, =0 {कोई पद इन फ़िल्टर से मेल नहीं खाता} one {# पद इन फ़िल्टर से मेल खाता है} other {# पद इन फ़िल्टर से मेल खाते हैं}}',
);
export const loadFailed = 'हम पदों की सूची लोड नहीं कर पाए।';
export const retry = 'फिर से कोशिश करें';
export const loading = 'पद लोड हो रहे हैं';
export const noMatch = 'इन फ़िल्टर से कोई पद मेल नहीं खाता।';
export const showAll = 'सभी पद देखें';
export const noOpenings = 'अभी हमारे पास कोई पद ख़ाली नहीं है।';
/** "… Write to <careers e-mail> with your CV …": the text before the address and after it. */
export const writeTo = 'फिर भी, इलेक्ट्रिक मोबिलिटी में काम करना चाहने वालों से सुनकर हमें ख़ुशी होगी। अपना CV और आप किस तरह का काम चाहते हैं, यह ';
export const writeToEnd = ' पर लिख भेजें।';
/** "Posted on <date>": the text before the date and after it. */
export const postedOn = '';
export const postedOnEnd = ' को पोस्ट किया गया';
export const seeCurrent = 'हमारे मौजूदा पद देखें';
/** The labels of JOB_DEPARTMENTS and JOB_TYPES, in their order (the values stay the contract's). */
export const departments = ['इंजीनियरिंग', 'मैन्युफ़ैक्चरिंग', 'सेल्स', 'सर्विस', 'मार्केटिंग', 'डिज़ाइन', 'फ़ाइनेंस', 'पीपल (HR)'];
export const jobTypes = ['फ़ुल-टाइम', 'पार्ट-टाइम', 'कॉन्ट्रैक्ट', 'इंटर्नशिप'];

export const thanksTitle = 'आवेदन करने के लिए धन्यवाद';
export const thanksDescription = 'Revolt Motors में नौकरी के लिए आपका आवेदन हमें मिल गया है।';
export const thanksName = icu<{ name: string }>('धन्यवाद, {name}');
/** "We have received your application for <job title>.": the text before the title and after it. */
export const received = 'हमें ';
export const receivedEnd = ' पद के लिए आपका आवेदन मिल गया है।';
export const nextTitle = 'आगे क्या होगा';
export const nextSteps = [
  'हमारी हायरिंग टीम हर आवेदन पढ़ती है।',
  'अगर आप शॉर्टलिस्ट होते हैं, तो हम लगभग दो हफ़्तों के अंदर आपको ई-मेल करेंगे।',
  'अपना स्पैम या प्रमोशन फ़ोल्डर भी देखते रहें, ताकि हमारा ई-मेल छूट न जाए।',
];
export const thanksLead =
  'हम हर आवेदन की पुष्टि ई-मेल से करते हैं। अगर आप शॉर्टलिस्ट होते हैं, तो हमारी हायरिंग टीम आपको लिखेगी; अपना स्पैम फ़ोल्डर भी देखते रहें।';
export const seeOther = 'हमारे दूसरे पद देखें';
export const goHome = 'होम पेज पर जाएँ';
