// The comparison (/comparison) in Hindi (twin of comparison.messages.ts). Model names stay as the brand writes them.
import { icu } from '@/lib/i18n/icu';

export const home = 'होम';
export const compareModels = 'मॉडलों की तुलना';
export const seoTitle = 'इलेक्ट्रिक मोटरसाइकिलों की आमने-सामने तुलना';
export const seoDescription =
  'RV1, RV1+, RV BlazeX, RV400 और RV400 BRZ की तुलना करें: रेंज, टॉप स्पीड, मोटर, बैटरी, चार्जिंग, सीट की ऊँचाई, भार क्षमता, वारंटी और क़ीमत।';
export const pickerLegend = icu<{ min: number; max: number; count: number }>(
  '{min} या {max} मॉडल चुनें ({count, plural, one {# चुना गया} other {# चुने गए}})',
);
export const atMost = icu<{ max: number }>('दूसरा मॉडल चुनने के लिए किसी एक का निशान हटाएँ (ज़्यादा से ज़्यादा {max})।');
export const atLeast = icu<{ min: number }>('कम से कम {min} मॉडल चुने रहने चाहिए।');
export const differsNote = 'जिन पंक्तियों में चुने गए मॉडल सच में अलग हैं, वे हाइलाइट हैं और उन पर “अलग” लिखा है।';
export const tableLabel = 'तुलना तालिका';
export const specification = 'स्पेसिफ़िकेशन';
export const differs = 'अलग';
export const nextStep = 'अगला क़दम';
export const book = 'बुक करें';
export const bookModel = icu<{ model: string }>('{model} बुक करें');
export const testRide = 'टेस्ट राइड';
export const testRideModel = icu<{ model: string }>('{model} की टेस्ट राइड लें');
