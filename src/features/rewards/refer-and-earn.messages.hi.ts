// The public refer-and-earn page in Hindi (twin of refer-and-earn.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const seoTitle = 'Rev Club के साथ रेफ़र करें और कमाएँ';
export const seoDescription = icu<{ points: string }>(
  'अपना Rev Club कोड शेयर करें: जब आपके दोस्त को उसकी Revolt की डिलीवरी मिलेगी, आपको सर्विस क्रेडिट और एक्सेसरीज़ के लिए {points} पॉइंट मिलेंगे।',
);
export const heading = icu<{ points: string }>('दोस्त को रेफ़र करें, {points} पॉइंट पाएँ');
export const lead = icu<{ points: string; friends: number }>(
  'Rev Club उन Revolt राइडर्स को इनाम देता है जो अपने दोस्तों को इलेक्ट्रिक मोटरसाइकिल से जोड़ते हैं। आपके कोड से बुकिंग करके डिलीवरी लेने वाले हर दोस्त पर आपको {points} पॉइंट मिलते हैं, साल में {friends} दोस्तों तक।',
);
export const yourCode = 'आपका कोड';
export const signInText = 'अपना रेफ़रल कोड देखने और शेयर करने के लिए साइन इन करें।';
export const signIn = 'साइन इन करके कोड पाएँ';
export const createAccount = 'अकाउंट बनाएँ';
export const codeFailed = 'हम आपका रेफ़रल कोड लोड नहीं कर पाए।';
export const codeLoading = 'आपका रेफ़रल कोड लोड हो रहा है';
export const inactiveTitle = 'आपका कोड डिलीवरी के बाद चालू होगा';
export const inactiveText = 'कोड तभी गिने जाते हैं जब उनके मालिक को Revolt की डिलीवरी मिल चुकी हो। इसे अभी शेयर करें, यह आपकी बाइक घर आने के दिन से काम करेगा।';
export const friendsLink = 'आपके कोड से बुकिंग करने वाले दोस्त देखें';
export const myRewards = 'मेरे रिवॉर्ड';

export const howItWorks = 'यह कैसे काम करता है';
export const stepShare = 'अपना कोड शेयर करें';
export const stepShareText = 'अपना Rev Club कोड या लिंक दोस्तों और परिवार को WhatsApp, SMS से या ख़ुद मिलकर भेजें।';
export const stepBooks = 'आपका दोस्त बुक करता है';
export const stepBooksText = 'Revolt बुक करते समय वे आपका कोड डालते हैं या आपका लिंक खोलते हैं।';
export const stepHome = 'बाइक उनके घर आती है';
export const stepHomeText = icu<{ points: string }>('उनकी बाइक की डिलीवरी होते ही आपके अकाउंट में {points} पॉइंट खुल जाते हैं।');
export const stepRedeem = 'आप रिडीम करते हैं';
export const stepRedeemText = 'अपने पॉइंट अपने हब पर सर्विस क्रेडिट और Revolt एक्सेसरीज़ पर ख़र्च करें।';
/** "Points unlock … Read the <Rev Club terms> for every rule.": the text before, the link and the text after. */
export const terms = icu<{ months: number }>('पॉइंट डिलीवरी पर खुलते हैं और {months} महीने बाद ख़त्म हो जाते हैं। सभी नियमों के लिए ');
export const termsLink = 'Rev Club की शर्तें';
export const termsEnd = ' पढ़ें।';
