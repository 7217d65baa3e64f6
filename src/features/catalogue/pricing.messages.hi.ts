// The price page (/product-pricing/:id) in Hindi (twin of pricing.messages.ts): amounts, dates and rates are values.
import { icu } from '@/lib/i18n/icu';

// PM E-DRIVE
export const subsidyTitle = 'PM E-DRIVE सब्सिडी';
export const activeBefore = icu<{ date: string; perKwh: string; cap: string }>('आज ({date}) ख़रीदने पर PM E-DRIVE {perKwh} प्रति kWh देती है, अधिकतम {cap}: ');
export const activeAfter = icu<{ model: string; kwh: number }>(' की छूट {model} की {kwh} kWh बैटरी पर, जो इनवॉइस में ही घटा दी जाती है।');
export const endedBefore = icu<{ start: string; end: string; today: string }>('यह योजना {start} से {end} तक चली और अब ख़त्म हो चुकी है, इसलिए आज ({today}) ');
export const endedStrong = 'ख़रीदने पर कोई PM E-DRIVE सब्सिडी नहीं मिलती';
export const endedAfter = icu<{ today: string }>('। इस पेज की क़ीमतें इसी हिसाब से दी गई हैं।');
export const notStarted = icu<{ start: string }>('यह योजना {start} से शुरू होगी; उससे पहले कोई सब्सिडी नहीं मिलती।');
export const subsidyTable = 'PM E-DRIVE में कितनी सब्सिडी मिली';
export const subsidyCaption = icu<{ model: string; kwh: number }>('{model} ({kwh} kWh) पर योजना में मिली सब्सिडी');
export const period = 'अवधि';
export const rate = 'दर';
export const subsidyOn = icu<{ model: string }>('{model} पर सब्सिडी');
export const periodDates = icu<{ period: string; from: string; to: string }>('{period} ({from} से {to})');
export const periodRate = icu<{ perKwh: string; cap: string }>('{perKwh} प्रति kWh, अधिकतम {cap}');
export const schemeCovered = icu<{ max: string }>(
  'यह योजना हर ख़रीदार को आधार से जुड़ी एक इलेक्ट्रिक दोपहिया पर मिलती थी, उन मॉडलों पर जिनकी एक्स-फ़ैक्टरी क़ीमत {max} तक हो।',
);
export const schemeCoveredQualified = icu<{ max: string; model: string }>(
  'यह योजना हर ख़रीदार को आधार से जुड़ी एक इलेक्ट्रिक दोपहिया पर मिलती थी, उन मॉडलों पर जिनकी एक्स-फ़ैक्टरी क़ीमत {max} तक हो; {model} इसके योग्य थी।',
);
export const guideBefore = ' PM E-DRIVE पर हमारी ';
export const guideLink = 'गाइड';
export const guideAfter = ' पढ़ें।';

// EMI calculator
export const priceRange = icu<{ min: string; max: string }>('{min} से {max} के बीच की क़ीमत डालें।');
export const downMin = icu<{ min: string }>('डाउन पेमेंट {min} या उससे ज़्यादा डालें।');
export const downBelowPrice = 'डाउन पेमेंट क़ीमत से कम होना चाहिए।';
export const rateRange = icu<{ min: number; max: number }>('ब्याज दर {min} से {max}% सालाना के बीच डालें।');
export const emiTitle = 'EMI कैलकुलेटर';
export const yourLoan = 'आपका लोन';
export const priceToFinance = 'फ़ाइनेंस की जाने वाली क़ीमत (₹)';
export const downPayment = 'डाउन पेमेंट (₹)';
export const interestRate = 'ब्याज दर (% सालाना)';
export const tenure = 'अवधि';
export const chooseTenure = 'अवधि चुनें';
export const months = icu<{ months: number }>('{months, plural, one {# महीना} other {# महीने}}');
export const useEstimateAgain = 'ऑन-रोड अनुमान पर लौटें';
export const yourEmi = 'आपकी EMI';
export const perMonth = icu<{ amount: string }>('{amount} प्रति माह');
export const loanAmount = 'लोन की रक़म';
export const totalInterest = 'कुल ब्याज';
export const totalRepaid = 'कुल चुकाई जाने वाली रक़म';
export const correctEmi = 'अपनी EMI देखने के लिए हाइलाइट की गई वैल्यू ठीक करें।';
export const emiNote = icu<{ rate: number }>(
  'आपकी डाली गई ब्याज दर पर लोन की रक़म की रिड्यूसिंग-बैलेंस EMI। असली ब्याज दर, प्रोसेसिंग फ़ीस और डाउन पेमेंट बैंक या NBFC आपका क्रेडिट देखकर तय करते हैं; {rate}% दोपहिया लोन के लिए सिर्फ़ एक शुरुआती अनुमान है।',
);

// The page
export const roadTaxRange = icu<{ min: number; max: number }>('रोड टैक्स की दर {min} से {max}% के बीच डालें।');
export const home = 'होम';
export const price = 'क़ीमत';
export const seoTitle = icu<{ model: string }>('{model} की क़ीमत: ऑन-रोड अनुमान, सब्सिडी और EMI');
export const seoDescription = icu<{ model: string }>(
  '{model} की क़ीमत का पूरा ब्योरा: एक्स-शोरूम क़ीमत, चार्जर, PM E-DRIVE सब्सिडी, आपके राज्य के लिए अनुमानित ऑन-रोड क़ीमत और EMI कैलकुलेटर।',
);
export const title = icu<{ model: string }>('{model} की क़ीमत');
export const loadFailed = icu<{ model: string }>('{model} की मौजूदा क़ीमत लोड नहीं हो सकी।');
export const loading = 'क़ीमत लोड हो रही है';
export const breakdownTitle = 'क़ीमत का ब्योरा';
export const exShowroomPrice = 'एक्स-शोरूम क़ीमत';
export const charger = 'चार्जर';
export const included = 'शामिल';
export const bikePrice = 'बाइक की क़ीमत (एक्स-शोरूम + चार्जर)';
export const gstNote = icu<{ gst: number }>('एक्स-शोरूम क़ीमतों में GST शामिल है (इलेक्ट्रिक वाहनों पर {gst}%)।');
export const chargerBilled = 'चार्जर बाइक के साथ बिकता है और उसी इनवॉइस में जुड़ता है।';
export const chargerFree = 'बाइक के साथ एक पोर्टेबल चार्जर बिना किसी अतिरिक्त क़ीमत के मिलता है।';
export const onRoadTitle = 'अनुमानित ऑन-रोड क़ीमत';
export const whereRegistered = 'बाइक का रजिस्ट्रेशन कहाँ होगा';
export const stateLabel = 'रजिस्ट्रेशन का राज्य';
export const chooseState = 'अपना राज्य चुनें';
export const roadTaxLabel = 'रोड टैक्स (एक्स-शोरूम क़ीमत का %)';
export const onRoadIn = icu<{ state: string }>('{state} में ऑन-रोड अनुमान');
export const onRoadCaption = icu<{ model: string; state: string }>('{state} में {model} की अनुमानित ऑन-रोड क़ीमत');
export const onRoadTotal = 'अनुमानित ऑन-रोड क़ीमत';
export const correctRoadTax = 'अनुमान देखने के लिए रोड टैक्स की दर ठीक करें।';
export const assumptionsTitle = 'यह अनुमान किन बातों पर आधारित है';
export const assumeRoadTax = 'रोड टैक्स एक ही बार, एक्स-शोरूम क़ीमत पर, ऊपर दी गई दर से लगता है।';
export const assumeRegistration = icu<{ fee: string; date: string }>(
  'रजिस्ट्रेशन फ़ीस: {fee}। बैटरी से चलने वाले वाहनों पर रजिस्ट्रेशन सर्टिफ़िकेट या नंबर की कोई फ़ीस नहीं लगती (सड़क परिवहन और राजमार्ग मंत्रालय की {date} की अधिसूचना)। इन्हें हरी नंबर प्लेट मिलती है।',
);
export const assumePlates = icu<{ amount: string }>('हाई-सिक्योरिटी नंबर प्लेट और स्मार्ट-कार्ड RC: लगभग {amount}, जितनी लागत उतना शुल्क।');
export const assumeInsurance = icu<{ thirdParty: string; motor: 'upTo3' | 'upTo7'; rate: string; ownDamage: string; gstRate: number; gst: string }>(
  'बीमा: नए दोपहिया पर क़ानूनन ज़रूरी पाँच साल का थर्ड-पार्टी कवर ({motor, select, upTo3 {3 kW तक} other {3 kW से ज़्यादा और 7 kW तक}} की मोटर के लिए {thirdParty}), साथ में एक साल का ओन-डैमेज कवर, जिसका अनुमान बीमित मूल्य का {rate}% है ({ownDamage}), और {gstRate}% GST ({gst})। आपकी बीमा कंपनी का कोटेशन इसकी जगह लेगा।',
);
export const assumeExtras = 'एक्सेसरीज़, एक्सटेंडेड वारंटी और राज्य की कोई ख़रीद प्रोत्साहन राशि इसमें शामिल नहीं है। अपने डीलर से पूरा ब्योरेवार कोटेशन माँगें।';
export const bookNow = 'अभी बुक करें';
export const bookTestRide = 'टेस्ट राइड बुक करें';
export const configure = icu<{ model: string }>('अपनी {model} कॉन्फ़िगर करें');
export const compareModels = 'मॉडलों की तुलना करें';
export const savings = 'चलाने के ख़र्च में बचत';
