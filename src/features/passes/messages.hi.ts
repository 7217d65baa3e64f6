// The customer's pass (booking or test ride) in Hindi: the twin of messages.ts, same names (decision 048).
import { icu } from '@/lib/i18n/icu';

type Kind = { kind: 'order' | 'test_ride' };

export const myTestRides = 'मेरी टेस्ट राइड';
export const backToBooking = 'बुकिंग पर वापस जाएँ';
export const yourPass = 'आपका बुकिंग पास';
export const passDescription = 'हब पर दिखाने के लिए आपका Revolt बुकिंग पास।';
export const loadingPass = 'आपका पास लोड हो रहा है';
export const couldNotLoad = 'हम आपका पास लोड नहीं कर सके।';
export const lastUpdated = icu<{ time: string }>('आख़िरी अपडेट: {time}');
export const offline: string = 'आप ऑफ़लाइन हैं। यह पास वैसा ही है जैसा पिछली बार अपडेट हुआ था।';
export const passTitle = icu<Kind & { model: string }>('{model} {kind, select, order {बुकिंग पास} other {टेस्ट राइड पास}}');
export const slot = 'स्लॉट';
export const deliveredOn = 'डिलीवरी की तारीख';
export const deliveryDate = 'डिलीवरी का दिन';
export const deliveryToBeFixed = 'डिलीवरी का दिन तय करने के लिए हब आपको कॉल करेगा।';
export const bike = 'बाइक';
export const bikeInColour = icu<{ model: string; colour: string }>('{model}, {colour} रंग');
export const hub = 'हब';
export const openingHours = 'खुलने का समय';
export const everyDay = icu<{ hours: string }>('हर दिन, {hours}');
export const hubPhone = 'हब का फ़ोन';
export const qrCode = icu<{ reference: string }>('पास {reference} का QR कोड');
export const showAtHub = 'हब पर यह कोड दिखाएँ।';
export const findOnMap = 'हब को मैप पर देखें';
export const opensInNewTab = ' (नए टैब में खुलता है)';
export const codeInText = 'कोड टेक्स्ट में';
export const typeThisCode = 'अगर हब QR कोड स्कैन न कर पाए, तो वे यह कोड टाइप कर सकते हैं:';
export const validUntil = icu<{ time: string }>('{time} तक मान्य।');
export const saveAsImage = 'इमेज के रूप में सेव करें';
export const print = 'प्रिंट करें';
export const couldNotSave = 'पास सेव नहीं हो सका।';
export const couldNotDraw = 'पास की इमेज नहीं बन सकी।';
