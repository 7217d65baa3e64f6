// The specification rows and tabs and the model's structured data in Hindi (twin of spec.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const price = 'क़ीमत (एक्स-शोरूम + चार्जर)';
export const rangeClaimed = 'रेंज (कंपनी का दावा)';
export const rangeByMode = 'मोड के हिसाब से रेंज';
export const rangeByModeValue = icu<{ eco: number; normal: number; sport: number }>('Eco {eco} km, Normal {normal} km, Sport {sport} km');
export const onlyClaimedRange = icu<{ km: number }>('इस मॉडल की सिर्फ़ दावा की गई रेंज ({km} km) प्रकाशित है।');
export const topSpeed = 'टॉप स्पीड';
export const motorPower = 'मोटर पावर';
export const torque = 'टॉर्क';
export const batteryCapacity = 'बैटरी क्षमता';
export const batteryType = 'बैटरी का प्रकार';
export const removableBattery = 'निकालने लायक बैटरी';
export const standardCharging = 'स्टैंडर्ड चार्जिंग';
export const fastCharging = 'फ़ास्ट चार्जिंग';
export const offered = 'उपलब्ध';
export const notOffered = 'उपलब्ध नहीं';
export const noFastChargingTime = 'इस मॉडल का फ़ास्ट चार्जिंग समय अभी प्रकाशित नहीं हुआ है।';
export const acceleration = 'एक्सेलरेशन';
export const notPublished = 'इस मॉडल के लिए प्रकाशित नहीं।';
export const seatHeight = 'सीट की ऊँचाई';
export const groundClearance = 'ग्राउंड क्लीयरेंस';
export const payload = 'भार क्षमता';
export const waterAndDust = 'पानी और धूल से सुरक्षा';
export const noIpRating = 'इस मॉडल की कोई IP रेटिंग प्रकाशित नहीं है।';
export const rideModes = 'राइड मोड';
export const soundModes = 'साउंड मोड';
export const soundModesValue = icu<{ count: number }>('{count} में से चुनें');
export const none = 'नहीं';
export const regenerativeBraking = 'रीजेनरेटिव ब्रेकिंग';
export const vehicleWarranty = 'वाहन वारंटी';
export const batteryWarranty = 'बैटरी वारंटी';
export const yes = 'हाँ';
export const no = 'नहीं';

export const performance = 'परफ़ॉर्मेंस';
export const batteryAndCharging = 'बैटरी और चार्जिंग';
export const build = 'बनावट';
export const priceAndWarranty = 'क़ीमत और वारंटी';
export const specifications = icu<{ model: string }>('{model} के स्पेसिफ़िकेशन');
export const specificationGroups = 'स्पेसिफ़िकेशन के समूह';

export const productDescription = icu<{ tagline: string; range: number; speed: number; kw: number }>(
  '{tagline}। {range} km तक की रेंज, {speed} kmph की टॉप स्पीड, {kw} kW मोटर।',
);
