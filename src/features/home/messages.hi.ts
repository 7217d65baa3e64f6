// The home page in Hindi (twin of messages.ts): written for Hindi readers, figures from the same source as English.
import { icu } from '@/lib/i18n/icu';

export const seoTitle = icu<{ site: string }>('{site}: भारत के लिए बनी इलेक्ट्रिक मोटरसाइकिलें');
export const seoDescription =
  'Revolt की इलेक्ट्रिक मोटरसाइकिलें: RV1, RV1+, RV BlazeX, RV400 और RV400 BRZ। एक चार्ज में 160 किमी तक, निकालने लायक बैटरी और साथी ऐप। आज ही राइड बुक करें।';
export const onOneCharge = 'Eco मोड में एक चार्ज पर';
export const topSpeed = 'टॉप स्पीड';
export const savedYearly = 'पेट्रोल के मुक़ाबले सालाना बचत';
export const ecoNote = 'हल्की ताक़त, सबसे ज़्यादा रेंज।';
export const normalNote = 'शहर के ट्रैफ़िक के लिए रोज़ की रफ़्तार।';
export const sportNote = icu<{ kw: number; nm: number }>('तेज़ शुरुआत के लिए पूरे {kw} kW और {nm} Nm।');
export const appFeatures = ['बैटरी और रेंज', 'राइड मोड', 'लाइव ट्रैकिंग', 'जियो-फ़ेंस अलर्ट', 'राइड हिस्ट्री', 'Alexa वॉइस कमांड'];
export const testRide = 'टेस्ट राइड';
export const testRideText = 'मॉडल, हब और दो घंटे का स्लॉट चुनें। राइड मुफ़्त है।';
export const testRideLink = 'मुफ़्त टेस्ट राइड बुक करें';
export const findHub = 'हब खोजें';
export const findHubText = 'देश भर के शहरों में सेल्स और सर्विस हब।';
export const findHubLink = 'अपने पास का हब खोजें';
export const priceIt = 'क़ीमत जानें';
export const priceItText = 'आपके राज्य की ऑन-रोड क़ीमत और आपकी EMI।';
export const priceItLink = 'RV400 की ऑन-रोड क़ीमत और EMI';
export const runningCosts = 'चलाने का ख़र्च';
export const runningCostsText = 'आज पेट्रोल पर जितना ख़र्च होता है, उसकी तुलना घर पर चार्जिंग से करें।';
export const runningCostsLink = 'अपनी बचत निकालें';
export const from = 'शुरुआती क़ीमत';
export const heroTitle = 'भारतीय सड़कों के लिए बनी इलेक्ट्रिक मोटरसाइकिलें';
export const heroLead = 'एक चार्ज में 160 किमी तक, घर पर चार्ज होने वाली निकालने लायक बैटरी, और पेट्रोल का कोई बिल नहीं।';
export const bookNow = 'अभी बुक करें';
export const figuresLabel = 'काम के आँकड़े';
export const rideModes = 'राइड मोड';
export const modesTitle = 'तीन मोड, एक बटन।';
export const modesLead = icu<{ model: string; sounds: number }>(
  'एक बटन दबाकर रेंज और रफ़्तार के बीच चुनें। {model} में {sounds} साउंड मोड में से एक भी चुन सकते हैं, ताकि ट्रैफ़िक आपको आते हुए सुन ले।',
);
export const rangeByMode = icu<{ model: string }>('राइड मोड के हिसाब से {model} की रेंज');
export const charging = 'चार्जिंग';
export const chargingTitle = 'फ़ोन की तरह चार्ज करें';
export const chargingLead = 'बैटरी निकालकर घर या दफ़्तर में चार्ज करें, या बाइक को रात भर किसी भी 15 A के घरेलू सॉकेट से जोड़ दें।';
export const homeSocket = 'घरेलू सॉकेट';
export const fastCharging = 'फ़ास्ट चार्जिंग';
export const battery = 'बैटरी';
export const batteryFacts = icu<{ kwh: number; warranty: string }>('{kwh} kWh, {warranty} वारंटी');
export const theApp = 'MyRevolt ऐप';
export const appTitle = 'आपकी बाइक, आपकी जेब में';
export const appLead = 'बैटरी देखें, मोड बदलें, बाइक ढूँढें, और तय इलाक़े से बाहर जाने पर अलर्ट पाएँ।';
export const appLink = 'देखें ऐप क्या-क्या करता है';
export const lineUp = 'हमारे मॉडल';
export const lineUpTitle = 'पाँच मॉडल, एक सोच';
export const exploreBikes = 'सभी बाइक देखें';
export const compareSide = 'मॉडलों की आमने-सामने तुलना करें';
export const readGuide = 'राइडर गाइड पढ़ें';
export const rideTitle = 'पहले चलाकर देखें, फिर अपनी बनाएँ';
export const pricesStart = 'क़ीमतें शुरू होती हैं';
export const subsidyNote =
  'से (एक्स-शोरूम)। इलेक्ट्रिक दोपहिया के लिए PM E-DRIVE सब्सिडी 1 अक्टूबर 2024 से 31 मार्च 2026 तक चली; अपने राज्य में रोड टैक्स और रजिस्ट्रेशन की मौजूदा छूट ज़रूर देखें।';
