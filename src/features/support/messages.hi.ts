// The customer's support screens in Hindi (twin of messages.ts). The limits come from the contract.
import { SUPPORT_MESSAGE_MAX, SUPPORT_PHOTO_MAX_BYTES, SUPPORT_PHOTOS_MAX, type SUPPORT_TOPIC_LABELS, type supportMessages, type SUPPORT_STATUSES } from '@contract/support-rules';
import { icu } from '@/lib/i18n/icu';

type Status = (typeof SUPPORT_STATUSES)[number];

export const topicLabels: Record<keyof typeof SUPPORT_TOPIC_LABELS, string> = {
  service: 'सर्विस या मरम्मत',
  booking: 'बुकिंग',
  delivery: 'डिलीवरी',
  payment: 'भुगतान या रिफ़ंड',
  app: 'MyRevolt ऐप',
  other: 'कुछ और',
};
export const checks: Record<keyof typeof supportMessages, string> = {
  topic: 'बताएँ कि आपका टिकट किस बारे में है।',
  message: `समस्या 10 से ${SUPPORT_MESSAGE_MAX} अक्षरों में बताएँ।`,
  reply: `जवाब 1 से ${SUPPORT_MESSAGE_MAX} अक्षरों में लिखें।`,
  order: 'अपना कोई ऑर्डर चुनें, या कोई नहीं।',
  photoType: 'फ़ोटो JPEG, PNG या WebP इमेज के रूप में लगाएँ।',
  photoSize: `हर फ़ोटो ${SUPPORT_PHOTO_MAX_BYTES / 1024 / 1024} MB या उससे छोटी होनी चाहिए।`,
  photoCount: `ज़्यादा से ज़्यादा ${SUPPORT_PHOTOS_MAX} फ़ोटो लगाएँ।`,
};
export const customerStatus: Record<Status, string> = {
  open: 'खुला: हम जल्द जवाब देंगे',
  pending: 'हमने जवाब दिया: आपके जवाब का इंतज़ार',
  resolved: 'सुलझ गया',
  closed: 'बंद',
};
export const ticketTitle = icu<{ reference: string; topic: string }>('{reference}: {topic}');

export const raiseSeoTitle = 'सपोर्ट टिकट दर्ज करें';
export const raiseSeoDescription = 'अपनी बाइक, बुकिंग, डिलीवरी या ऐप से जुड़ी किसी भी समस्या के बारे में Revolt कस्टमर केयर को बताएँ।';
export const raiseHeading = 'सपोर्ट टिकट दर्ज करें';
export const raised = icu<{ reference: string }>('टिकट {reference} दर्ज हो गया');
export const replyPromise = icu<{ hours: number }>('हम {hours} घंटे के अंदर जवाब देते हैं और जवाब देने पर आपको SMS भेजते हैं।');
export const seeMyTickets = 'मेरे सपोर्ट टिकट देखें';
export const signInToFollow = 'हमारे जवाब पढ़ने और उनका जवाब देने के लिए इसी मोबाइल नंबर से साइन इन करें।';
export const formHeading = 'हम किसमें मदद करें?';
export const requiredNote = '* वाले फ़ील्ड ज़रूरी हैं।';
export const notRaised = 'आपका टिकट दर्ज नहीं हुआ।';
export const haveAccount = 'अकाउंट है? ';
export const signIn = 'साइन इन करें';
export const signInWhy = ', ताकि आप अपना कोई ऑर्डर चुन सकें और टिकट अपने अकाउंट में देख सकें।';
export const fullName = 'पूरा नाम';
export const mobile = 'मोबाइल नंबर';
export const sendOtp = 'OTP भेजें';
export const sendOtpAgain = 'OTP दोबारा भेजें';
export const otpSent = 'हमने आपके मोबाइल पर 6 अंकों का OTP भेजा है।';
export const otp = 'OTP';
export const topic = 'विषय';
export const chooseTopic = 'विषय चुनें';
export const order = 'ऑर्डर (ज़रूरी नहीं)';
export const orderOption = icu<{ reference: string; model: string; state: string }>('{reference} · {model} ({state})');
export const noOrder = 'कोई ख़ास ऑर्डर नहीं';
export const message = 'संदेश';
export const characters = icu<{ count: number; max: number }>('{max} में से {count} अक्षर');
export const photos = 'फ़ोटो (ज़रूरी नहीं)';
export const photoHint = icu<{ count: number; mb: number }>('ज़्यादा से ज़्यादा {count} फ़ोटो, JPEG, PNG या WebP, हर एक {mb} MB तक। लोकेशन और कैमरे की जानकारी हम हटा देते हैं।');
export const photosChosen = icu<{ hint: string; names: string }>('{hint} चुनी गई: {names}।');
export const raiseSubmit = 'टिकट दर्ज करें';

export const listSeoTitle = 'मेरे सपोर्ट टिकट';
export const listSeoDescription = 'आपके सपोर्ट टिकट और Revolt के जवाब।';
export const listHeading = 'मेरे सपोर्ट टिकट';
export const raiseNew = 'नया टिकट दर्ज करें';
export const listFailed = 'हम आपके टिकट लोड नहीं कर पाए।';
export const listLoading = 'आपके टिकट लोड हो रहे हैं';
export const noTickets = icu<{ hours: number }>(
  'आपका कोई सपोर्ट टिकट नहीं है। बाइक, बुकिंग या ऐप में कोई दिक़्क़त है? टिकट दर्ज करें, हम {hours} घंटे के अंदर जवाब देते हैं।',
);
export const listLabel = 'सपोर्ट टिकट';
export const raisedOn = icu<{ date: string }>('{date} को दर्ज किया');
export const raisedOnForOrder = icu<{ date: string; order: string }>('{date} को दर्ज किया · ऑर्डर {order}');
export const panelHeading = 'आपके सपोर्ट टिकट';
export const panelList = 'खुले सपोर्ट टिकट';

export const ticketSeoTitle = 'मेरा सपोर्ट टिकट';
export const ticketSeoDescription = 'आपका सपोर्ट टिकट और Revolt के जवाब।';
export const allMyTickets = 'मेरे सभी सपोर्ट टिकट';
export const ticketFailed = 'हम यह टिकट खोल नहीं पाए।';
export const ticketLoading = 'टिकट लोड हो रहा है';
export const raisedFact = 'दर्ज किया';
export const orderFact = 'ऑर्डर';
export const hubFact = 'हब';
export const you = 'आप';
export const yourAnswer = 'आपका जवाब';
export const send = 'भेजें';

export const conversation = 'बातचीत';
export const staffAuthor = icu<{ name: string }>('{name} (Revolt कस्टमर केयर)');
export const photosLabel = 'फ़ोटो';
export const attachment = icu<{ n: number; count: number }>('{count} में से फ़ोटो {n}, पूरे आकार में खुलती है');
export const notSent = 'नहीं भेजा गया।';
