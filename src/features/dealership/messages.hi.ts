// The public dealership pages in Hindi (twin of messages.ts). The checks' limits come from the contract.
import { DEALER_LIMITS } from '@contract/dealer-rules';
import { icu } from '@/lib/i18n/icu';

export const home = 'होम';
export const crumb = 'डीलर बनें';
export const title = 'Revolt डीलर बनें';
export const seoDescription =
  'Revolt Motors की डीलरशिप खोलें: अपने कारोबार, शोरूम की जगह और निवेश बजट के बारे में बताएँ, हमारी डीलर डेवलपमेंट टीम आपसे संपर्क करेगी।';
export const whyTitle = 'हम क्या देखते हैं';
export const whyList = [
  'किसी व्यस्त सड़क पर शोरूम, जिसमें डिस्प्ले, डिलीवरी और सर्विस बे के लिए जगह हो।',
  'दोपहिया वाहनों की बिक्री या सर्विस का अनुभव, या अपने शहर में कोई रिटेल कारोबार चलाने का अनुभव।',
  'फ़ॉर्म में दिए विकल्पों में से कोई निवेश बजट; इसमें शोरूम की तैयारी, डेमो बाइक, औज़ार और स्टॉक शामिल हैं।',
];
export const reviewNote = 'हमारी डीलर डेवलपमेंट टीम हर आवेदन देखती है और शॉर्टलिस्ट हुए आवेदकों को कॉल करती है।';
export const applyTitle = 'आपका आवेदन';
export const failed = 'हम आपका आवेदन नहीं भेज पाए।';
export const form = 'डीलरशिप आवेदन';
export const business = 'मौजूदा कारोबार';
export const businessHint = 'जैसे: दोपहिया डीलरशिप, सर्विस वर्कशॉप, इलेक्ट्रॉनिक्स रिटेल';
export const showroom = 'शोरूम की जगह (वर्ग फ़ुट)';
export const showroomHint = icu<{ min: string; max: string }>('{min} से {max} वर्ग फ़ुट तक');
export const budget = 'निवेश बजट';
export const budgetPlaceholder = 'अपना बजट चुनें';
/** The labels of DEALER_BUDGETS, in its order (the value sent stays the contract's). */
export const budgets = ['कम से कम 24 लाख', '25–30 लाख', '30–40 लाख'];
export const message = 'संदेश (वैकल्पिक)';
export const sending = 'भेजा जा रहा है…';
export const submit = 'आवेदन भेजें';

export const businessError = `अपने मौजूदा कारोबार के बारे में बताएँ (${DEALER_LIMITS.businessMax} अक्षरों तक)।`;
export const showroomError = `शोरूम की जगह वर्ग फ़ुट में डालें, ${DEALER_LIMITS.showroomMin} से ${DEALER_LIMITS.showroomMax.toLocaleString('hi-IN')} के बीच।`;
export const budgetError = 'अपना निवेश बजट चुनें।';
export const messageError = `संदेश ${DEALER_LIMITS.messageMax.toLocaleString('hi-IN')} अक्षरों के अंदर रखें।`;

export const thanksTitle = 'आवेदन मिल गया';
export const thanksDescription = 'आपका Revolt डीलरशिप आवेदन हमारी डीलर डेवलपमेंट टीम के पास पहुँच गया है।';
export const thanksHeading = 'आवेदन करने के लिए धन्यवाद';
export const yourReference = 'आपका रेफ़रेंस नंबर:';
export const thanksFallback = 'हमें आपका डीलरशिप आवेदन मिल गया है।';
export const thanksReview = 'हमारी डीलर डेवलपमेंट टीम आम तौर पर एक हफ़्ते के अंदर आपका आवेदन देखती है।';
export const thanksVisit = 'अगर आपका शहर और शोरूम हमारी योजना में फ़िट बैठते हैं, तो हम साइट देखने आने के लिए आपको कॉल करेंगे।';
export const thanksQuote = icu<{ reference: string }>('इस बारे में लिखते या कॉल करते समय {reference} ज़रूर बताएँ।');
export const backHome = 'होम पेज पर जाएँ';
export const seeHubs = 'हमारे हब देखें';
