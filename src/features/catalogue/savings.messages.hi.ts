// The savings calculator (/savings) in Hindi (twin of savings.messages.ts): figures are values from the same source.
import { icu } from '@/lib/i18n/icu';

export const dailyKm = 'रोज़ाना की दूरी (km)';
export const petrolPrice = 'पेट्रोल का दाम (₹ प्रति लीटर)';
export const petrolMileage = 'आपकी पेट्रोल बाइक का माइलेज (km प्रति लीटर)';
export const tariff = 'बिजली की दर (₹ प्रति kWh)';
export const petrol = 'पेट्रोल';
export const electric = 'इलेक्ट्रिक';
export const chartTitle = 'साल भर का चलाने का ख़र्च';
export const numberRange = icu<{ min: number; max: number }>('{min} से {max} के बीच कोई संख्या डालें।');
export const home = 'होम';
export const calculator = 'बचत कैलकुलेटर';
export const seoTitle = 'इलेक्ट्रिक बाइक बचत कैलकुलेटर: EV बनाम पेट्रोल';
export const seoDescription =
  'पेट्रोल की जगह इलेक्ट्रिक बाइक चलाकर आप कितना बचाते हैं, जानें: रोज़, महीने, साल और पाँच साल का चलाने का ख़र्च और बचने वाला CO₂, हर अनुमान के साथ।';
export const title = 'आप कितना बचाएँगे?';
export const yourRiding = 'आपकी राइडिंग';
export const model = 'इलेक्ट्रिक मॉडल';
export const chooseModel = 'मॉडल चुनें';
export const showSavings = 'मेरी बचत दिखाएँ';
export const resultTitle = icu<{ model: string }>('{model} से आपकी बचत');
export const aDay = 'रोज़';
export const aMonth = 'हर महीने';
export const aYear = 'हर साल';
export const fiveYears = 'पाँच साल में';
export const co2Avoided = 'हर साल बचने वाला CO₂';
export const kg = icu<{ kg: string }>('{kg} kg');
export const bookModel = icu<{ model: string }>('{model} बुक करें');
export const bookTestRide = 'मुफ़्त टेस्ट राइड बुक करें';
export const correct = 'अपनी बचत देखने के लिए हाइलाइट की गई वैल्यू ठीक करें।';
export const howTitle = 'हम कैसे हिसाब लगाते हैं';
export const howElectric = icu<{ days: number; months: number; kwh: number; model: string }>(
  'महीने में {days} दिन और साल में {months} महीने राइडिंग। इलेक्ट्रिक ख़र्च = दूरी × {model} द्वारा सॉकेट से ली गई {kwh} kWh प्रति km (चार्जिंग में होने वाला नुक़सान शामिल) × आपकी बिजली की दर।',
);
export const howPetrol = 'पेट्रोल ख़र्च = दूरी ÷ आपकी बाइक का माइलेज × पेट्रोल का दाम।';
export const howCo2 = icu<{ petrol: number; grid: number }>(
  'CO₂: जलाए गए हर लीटर पेट्रोल पर {petrol} kg, घटाकर ग्रिड बिजली की हर kWh पर {grid} kg (भारत का औसत; सोलर से कम)।',
);
export const howDefaults = icu<{ km: number; petrolPrice: string; mileage: number; tariff: string; saving: string }>(
  'शुरुआती वैल्यू (रोज़ {km} km, {petrolPrice} प्रति लीटर, {mileage} km प्रति लीटर माइलेज, {tariff} प्रति kWh) पर सालाना बचत {saving} है, यही आँकड़ा हम बताते हैं। सर्विस, टायर, बीमा और बाइक की ख़रीद क़ीमत इसमें शामिल नहीं हैं।',
);
export const everyModel = 'सभी मॉडल देखें';
export const linksBetween = ' या ';
export const compareThem = 'उनकी आमने-सामने तुलना करें';
export const linksEnd = '।';
