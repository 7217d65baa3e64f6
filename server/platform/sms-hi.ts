// What the server texts a Hindi-speaking customer (issue 29): the twin of each English SMS of sms.ts, with the same
// variables. Indian operators take a Hindi SMS only from its own DLT template (Unicode, registered with this wording,
// SMS_TEMPLATE_*_HI), so a change here is a change to register. A Unicode SMS holds 70 characters a part: the texts
// say what the English ones say, in as few words as read naturally. Brand and model names, references, amounts and
// links stay as they are; words the riders use in English are written in Devanagari (बुकिंग, OTP, हब, चेसिस).
import type { ServiceVisitSmsStatus } from '@contract/service-visit-rules.js';
import type { ReviewNoticeStatus } from '@contract/review-rules.js';
import { rupees } from './messages.js';
import type { FeedbackWhat, SmsMessage } from './sms.js';

const MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'] as const;

/** "14:00" -> "दोपहर 2", "10:00" -> "सुबह 10", "09:30" -> "सुबह 9:30": the time of day as Hindi speakers say it. */
function hindiClock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const part = h < 12 ? 'सुबह' : h < 16 ? 'दोपहर' : h < 20 ? 'शाम' : 'रात';
  return `${part} ${h % 12 === 0 ? 12 : h % 12}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/** A day (YYYY-MM-DD) and slot in Hindi: "12 मार्च, सुबह 10 – दोपहर 12 बजे" (English: slotWhen of enquiry-rules). */
export function hindiSlotWhen(date: string, slot: string): string {
  const day = `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''}`;
  const [from, to] = slot.split('-');
  return from && to ? `${day}, ${hindiClock(from)} – ${hindiClock(to)} बजे` : `${day}, ${slot}`;
}

/** The service visit's news, as the end of "आपकी सर्विस विज़िट … (when) …" (the template's status variable). */
export const HINDI_VISIT_STATUS: Record<ServiceVisitSmsStatus, string> = {
  requested: 'का अनुरोध दर्ज हो गया है',
  confirmed: 'पक्की हो गई है',
  rescheduled: 'का समय बदल दिया गया है',
  completed: 'पूरी हो गई है',
  cancelled: 'रद्द कर दी गई है',
};

/** What the feedback SMS asks about (the template's "what" variable). */
export const HINDI_FEEDBACK_WHAT: Record<FeedbackWhat, string> = {
  delivery: 'डिलीवरी',
  'test ride': 'टेस्ट राइड',
};

function reviewText(model: string, status: ReviewNoticeStatus): string {
  switch (status) {
    case 'published':
      return `धन्यवाद! ${model} की आपकी समीक्षा अब ${model} पेज पर है, जहाँ दूसरे राइडर इसे पढ़ सकते हैं। Revolt Motors`;
    case 'hidden':
      return `${model} की आपकी समीक्षा प्रकाशित नहीं हुई। कारण देखें और इसे अपने Revolt डैशबोर्ड में 'मेरी बाइक' से बदलें। Revolt Motors`;
    case 'answered':
      return `Revolt Motors ने ${model} की आपकी समीक्षा का जवाब दिया है। जवाब ${model} पेज पर आपकी समीक्षा के नीचे पढ़ें।`;
  }
}

/** The message as a Hindi-speaking customer reads it; each DLT template *_HI is registered with this wording. */
export function hindiSmsText(message: SmsMessage): string {
  switch (message.kind) {
    case 'otp':
      return `${message.code} आपका Revolt साइन-इन OTP है। यह ${message.minutes} मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`;
    case 'booking-confirmed':
      return `Revolt Motors: आपकी ${message.model} (${message.colour}) की बुकिंग ${message.reference} पक्की हो गई है। ${rupees(message.amount)} मिल गए हैं। आपका हब 2 कार्य-दिवसों में आपको कॉल करेगा।`;
    case 'lookup-otp':
      return `${message.code} आपकी Revolt बुकिंग खोलने का OTP है। यह ${message.minutes} मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`;
    case 'order-allotted':
      return `Revolt Motors: ${message.hub} पर आपके ऑर्डर ${message.reference} के लिए चेसिस ${message.chassis} तय हो गया है। कागज़ी काम और बाकी भुगतान के लिए हब आपको कॉल करेगा।`;
    case 'order-ready':
      return `Revolt Motors: ऑर्डर ${message.reference} की आपकी बाइक ${message.hub} पर तैयार है। डिलीवरी लेने के लिए अपने दस्तावेज़ लेकर हब आएँ।`;
    case 'order-cancelled':
      return `Revolt Motors: आपका ऑर्डर ${message.reference} रद्द हो गया है। चुकाई गई राशि ${message.days} कार्य-दिवसों में उसी खाते में लौटा दी जाएगी, जिससे आपने भुगतान किया था।`;
    case 'order-refunded':
      return `Revolt Motors: ऑर्डर ${message.reference} के ${rupees(message.amount)} का रिफ़ंड पूरा हो गया है (${message.refund})। यह 1 से 2 दिन में आपके बैंक खाते में दिखेगा।`;
    case 'support-reply':
      return `Revolt Motors: हमने आपके सहायता टिकट ${message.reference} का जवाब दिया है। इसे 'आपका खाता > सहायता टिकट' में पढ़ें और जवाब दें।`;
    case 'feedback-link':
      return `Revolt ${message.hub} पर आपकी ${HINDI_FEEDBACK_WHAT[message.what]} कैसी रही? एक मिनट में रेटिंग दें: ${message.url}`;
    case 'pay-link':
      return `Revolt Motors: हमारे कॉल सेंटर ने आपके लिए बुकिंग ${message.reference} की है। इसे पक्का करने के लिए यहाँ ${rupees(message.amount)} चुकाएँ: ${message.url} यह लिंक सिर्फ़ आपकी बुकिंग खोलता है, इसे किसी को न भेजें।`;
    case 'upgrade-consent-otp':
      return `${message.code} आपका OTP है, जिससे Revolt कॉल सेंटर आपकी बाइक (चेसिस के आख़िरी अंक ${message.chassis.slice(-6)}) का अपग्रेड बुक कर सकेगा। इसे सिर्फ़ अपनी कॉल पर मौजूद एजेंट को बताएँ। यह ${message.minutes} मिनट तक मान्य है।`;
    case 'service-visit':
      return `Revolt Motors: ${message.hub} पर आपकी सर्विस विज़िट ${message.reference} (${hindiSlotWhen(message.date, message.slot)}) ${HINDI_VISIT_STATUS[message.status]}। इसे 'आपका खाता > डैशबोर्ड' में देखें।`;
    case 'test-ride-reminder':
      return `रिमाइंडर: आपकी ${message.model} टेस्ट राइड ${message.reference} कल ${hindiSlotWhen(message.date, message.slot)} ${message.hub} पर है। अपना ड्राइविंग लाइसेंस साथ लाएँ। बदलाव के लिए ${message.phone} पर कॉल करें।`;
    case 'review-notice':
      return reviewText(message.model, message.status);
  }
}
