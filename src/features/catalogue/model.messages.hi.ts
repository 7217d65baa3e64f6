// A model's page in Hindi (twin of model.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const home = 'होम';
export const electricBikes = 'इलेक्ट्रिक बाइक';
export const seoTitle = icu<{ model: string }>('{model} इलेक्ट्रिक मोटरसाइकिल: रेंज, क़ीमत और स्पेसिफ़िकेशन');
export const seoDescription = icu<{ model: string; tagline: string; range: number; speed: number; kw: number; price: string }>(
  '{model}: {tagline}। एक चार्ज में {range} km तक, {speed} kmph, {kw} kW। क़ीमत चार्जर सहित {price} (एक्स-शोरूम)।',
);
export const exShowroom = 'एक्स-शोरूम';
export const chargerBefore = ', ';
export const chargerAfter = ' के चार्जर सहित';
export const bookNow = 'अभी बुक करें';
export const bookTestRide = 'टेस्ट राइड बुक करें';
export const moreAboutBuying = icu<{ model: string }>('{model} ख़रीदने के बारे में और जानें');
export const configure = 'अपनी बाइक कॉन्फ़िगर करें';
export const onRoadPrice = 'ऑन-रोड क़ीमत और EMI';
export const compare = 'दूसरे मॉडलों से तुलना करें';
export const savings = 'अपनी बचत निकालें';
export const keyNumbers = 'ख़ास आँकड़े';
export const rangeOnCharge = 'एक चार्ज में रेंज';
export const topSpeed = 'टॉप स्पीड';
export const motorPower = 'मोटर पावर';
export const torque = 'टॉर्क';
export const modesTitle = 'अपने अंदाज़ में चलाएँ';
export const modesText = icu<{ modes: string }>('{modes} मोड: एक स्विच दबाते ही रेंज या रफ़्तार चुनें।');
export const modesTextRanges = icu<{ modes: string; eco: number; normal: number; sport: number }>(
  '{modes} मोड: एक स्विच दबाते ही रेंज या रफ़्तार चुनें। Eco में {eco} km तक, Normal में {normal} km और Sport में {sport} km।',
);
export const regenText = ' रीजेनरेटिव ब्रेकिंग से हर बार धीमा होने पर ऊर्जा वापस बैटरी में जाती है।';
export const soundModesText = icu<{ count: number }>(' ट्रैफ़िक में सुनाई देने के लिए {count} साउंड मोड में से कोई एक चुनें।');
export const chargingAtHome = icu<{ charging: string }>('घर पर चार्जिंग: {charging}।');
export const moreAbout = icu<{ model: string }>('{model} के बारे में और जानें');
export const featureCharging = 'चार्जिंग';
export const featureComfort = 'आराम';
export const featureDesign = 'डिज़ाइन';
export const featureSafety = 'सुरक्षा';
export const specsTitle = 'स्पेसिफ़िकेशन';
export const specsNote =
  'रेंज टेस्ट की स्थितियों में मापी गई है और राइड मोड, वज़न, रास्ते, मौसम और बैटरी की उम्र के साथ बदलती है। क़ीमतें एक्स-शोरूम हैं; इनमें रजिस्ट्रेशन, बीमा और एक्सेसरीज़ शामिल नहीं हैं।';
export const bookBar = icu<{ model: string }>('{model} बुक करें');
export const book = 'बुक करें';
export const testRide = 'टेस्ट राइड';
export const modelHidden = icu<{ model: string }>(': {model}');
