// The profile (/profile) in Hindi: the twin of profile.messages.ts, same names (decision 048). The consent statements
// are the contract's Hindi ones, which the server records as shown for a choice made here.
import { OFFERS_CONSENT_HI, WHATSAPP_CONSENT_HI, type NoticeKind, type NotifyChannel } from '@contract/notification-rules';
import { icu } from '@/lib/i18n/icu';

type Channel = { channel: string };
type Kind = { kind: string };

// The details.
export const myProfile = 'मेरी प्रोफ़ाइल';
export const profileDescription = 'आपके Revolt खाते का विवरण।';
export const couldNotLoadProfile = 'हम आपकी प्रोफ़ाइल लोड नहीं कर सके।';
export const loadingProfile = 'आपकी प्रोफ़ाइल लोड हो रही है';
export const mobile = 'मोबाइल';
export const account = 'खाता';
export const customer = 'ग्राहक';
export const dealer = 'डीलर';
export const administrator = 'एडमिनिस्ट्रेटर';
export const profileSaved = 'आपकी प्रोफ़ाइल सेव हो गई है।';
export const editProfile = 'प्रोफ़ाइल बदलें';
export const email = 'ई-मेल';
export const saveChanges = 'बदलाव सेव करें';

// The password.
export const changePassword = 'पासवर्ड बदलें';
export const setAPassword = 'पासवर्ड सेट करें';
export const noPasswordYet = 'आप अपने मोबाइल पर भेजे गए कोड से साइन इन करते हैं। पासवर्ड से भी साइन इन करने के लिए एक पासवर्ड सेट करें।';
export const currentPassword = 'मौजूदा पासवर्ड';
export const setPassword = 'पासवर्ड सेट करें';

// News and offers.
export const newsAndOffers = 'ख़बरें और ऑफ़र';
export const serviceMessagesNote: string =
  'आपने जो माँगा है उससे जुड़े मैसेज (कोड, बुकिंग, टेस्ट राइड, भुगतान, सर्विस) हमेशा भेजे जाते हैं: वे उसी सेवा का हिस्सा हैं।';
export const loadingChoices = 'आपकी पसंद लोड हो रही है';
export const couldNotLoadChoices = 'हम आपकी पसंद लोड नहीं कर सके।';
export const consentState = icu<{ granted: 'yes' | 'no' }>(
  '{granted, select, yes {आपको हमारी ओर से ख़बरें और ऑफ़र मिलते हैं।} other {आपको हमारी ओर से ख़बरें और ऑफ़र नहीं मिलते।}}',
);
export const consentStateSince = icu<{ granted: 'yes' | 'no'; time: string }>(
  '{granted, select, yes {{time} से आपको हमारी ओर से ख़बरें और ऑफ़र मिलते हैं।} other {{time} से आपको हमारी ओर से ख़बरें और ऑफ़र नहीं मिलते।}}',
);
export const withdrawConsent = 'ख़बरें और ऑफ़र बंद करें';
export const giveConsent = 'मुझे ख़बरें और ऑफ़र भेजें';

// Notifications.
export const notifications = 'नोटिफ़िकेशन';
export const loadingNotifications = 'आपकी नोटिफ़िकेशन की पसंद लोड हो रही है';
export const couldNotLoadNotifications = 'हम आपकी नोटिफ़िकेशन की पसंद लोड नहीं कर सके।';
export const whatsappStopped: string = 'आपने WhatsApp पर STOP भेजा था, इसलिए WhatsApp बंद है। चाहें तो इसे यहाँ फिर से चालू करें।';
export const matrixCaption = 'टिक करें कि हर तरह के अपडेट के बारे में हम आपको कैसे बताएँ।';
export const update = 'अपडेट';
export const channelLabels: Readonly<Record<NotifyChannel, string>> = { sms: 'SMS', whatsapp: 'WhatsApp', push: 'ब्राउज़र नोटिफ़िकेशन' };
export const kindLabels: Readonly<Record<NoticeKind, string>> = {
  orders: 'मेरे ऑर्डर',
  'test-rides': 'टेस्ट राइड रिमाइंडर',
  service: 'सर्विस विज़िट',
  support: 'सपोर्ट टिकट के जवाब',
  offers: 'ख़बरें और ऑफ़र',
};
export const kindByChannel = icu<Kind & Channel>('{kind}: {channel} से');
export const notSentBy = icu<Channel>('{channel} से नहीं भेजे जाते');
export const kindNotSentBy = icu<Kind & Channel>('{kind} {channel} से नहीं भेजे जाते');
/** Before the consent statement each channel records (shown as the server records it). */
export const whatsappConsentLabel = 'WhatsApp:';
export const whatsappConsentText: string = WHATSAPP_CONSENT_HI;
export const offersConsentLabel = 'ख़बरें और ऑफ़र:';
export const offersConsentText: string = OFFERS_CONSENT_HI;
export const saveNotifications = 'नोटिफ़िकेशन की पसंद सेव करें';
export const devicesTitle = 'नोटिफ़िकेशन दिखाने वाले डिवाइस';
export const noDevices = 'अभी कोई डिवाइस नोटिफ़िकेशन नहीं दिखाता।';
export const since = icu<{ time: string }>('({time} से)');
export const stopOn = icu<{ device: string }>('{device} पर नोटिफ़िकेशन बंद करें');
export const remove = 'हटाएँ';
export const showOnThisDevice = 'इस डिवाइस पर नोटिफ़िकेशन दिखाएँ';
export const pushBlocked = 'इस ब्राउज़र में इस साइट के नोटिफ़िकेशन ब्लॉक हैं: उन्हें यहाँ चालू करने के लिए ब्राउज़र की साइट सेटिंग में अनुमति दें।';
export const pushUnsupported = 'यह ब्राउज़र वेबसाइटों के नोटिफ़िकेशन नहीं दिखा सकता।';
export const pushFailed = 'यह ब्राउज़र नोटिफ़िकेशन चालू नहीं कर सका। फिर से कोशिश करें, या कोई दूसरा ब्राउज़र इस्तेमाल करें।';
export const pushDenied = 'इस साइट के नोटिफ़िकेशन ब्लॉक हैं। ब्राउज़र की साइट सेटिंग में उन्हें अनुमति दें, फिर से कोशिश करें।';
export const pushNotReady = 'इस पेज का ऑफ़लाइन ऐप अभी तैयार नहीं है। पेज रीलोड करके फिर से कोशिश करें।';
export const pushNoSubscription = 'इस ब्राउज़र से इस्तेमाल लायक पुश सब्सक्रिप्शन नहीं मिला।';

// Your data.
export const yourData = 'आपका डेटा';
export const yourDataText =
  'आपके खाते में हमारे पास जो कुछ है, वह सब डाउनलोड करें: आपका विवरण, भुगतान और रिफ़ंड के साथ ऑर्डर, टेस्ट राइड, नोटिफ़ाई और संपर्क अनुरोध, सपोर्ट टिकट, रेफ़रल और रिवॉर्ड।';
export const downloadJson = 'मेरा डेटा डाउनलोड करें (JSON)';
export const downloadHtml = 'पढ़ने लायक कॉपी डाउनलोड करें (HTML)';

// Deleting the account.
export const deleteAccount = 'मेरा खाता डिलीट करें';
export const erasureRemoved: string =
  'आपका नाम, मोबाइल, ई-मेल, पता और पासवर्ड आपके खाते और आपके ऑर्डर से हटा दिए जाते हैं; आपकी टेस्ट राइड, नोटिफ़ाई और संपर्क अनुरोध और सपोर्ट टिकट डिलीट कर दिए जाते हैं, और आपकी सर्विस विज़िट के नोट भी; आने वाली कोई विज़िट रद्द कर दी जाती है; आप हर जगह से साइन आउट हो जाते हैं।';
export const whatWeKeep = 'हम क्या रखते हैं, और क्यों:';
export const erasureKept: string =
  'हम आपके ऑर्डर और भुगतान के रिकॉर्ड रखते हैं: रकम, तारीखें, मॉडल और हर ऑर्डर के साथ क्या हुआ, ' +
  'और वारंटी के लिए आपकी बाइक की सर्विस हिस्ट्री: हब, दिन, सर्विस का प्रकार, ओडोमीटर और लगाए गए पार्ट (आपके नोट नहीं)। ' +
  'आयकर अधिनियम और GST नियमों के तहत किसी भी कारोबार को अपने टैक्स और भुगतान के रिकॉर्ड आम तौर पर 8 साल तक रखने होते हैं। ' +
  'इन रिकॉर्ड में अब आपका नाम, मोबाइल, ई-मेल या पता नहीं रहता।';
export const sendDeleteCode = 'खाता डिलीट करने का कोड भेजें';
export const deleteCodeSent: string = 'हमने आपके मोबाइल पर एक कोड भेजा है। खाता डिलीट करने के लिए उसे डालें।';
export const mobileEnding = icu<{ ending: string }>('(मोबाइल नंबर के आख़िरी अंक {ending})');
export const codeFromSms = 'SMS में आया कोड';
export const deleteOtp: string = 'अपने मोबाइल पर भेजा गया 6 अंकों का कोड डालें।';
export const sendNewCode = 'नया कोड भेजें';
export const accountDeleted: string = 'आपका खाता डिलीट कर दिया गया है।';
export const signedOut = 'आप साइन आउट हो गए हैं।';
export const goHome = 'होम पेज पर जाएँ';
