// The feature stories and their diagrams in Hindi (twin of messages.ts). Mode names (Eco, Normal, Sport), units and
// codes (CBS, LED, IP67) stay as they are.
import { icu } from '@/lib/i18n/icu';

export const and = 'और';

export const batteryOutHeading = 'बैटरी निकालें, घर के अंदर चार्ज करें';
export const batteryOutText = icu<{ kwh: number; cells: string; model: string; amps: number }>(
  '{model} की {kwh} kWh {cells, select, nmc {लिथियम-आयन NMC} other {लिथियम-आयन}} बैटरी बाहर निकल आती है। जहाँ बाइक खड़ी करते हैं, वहाँ सॉकेट नहीं है? बैटरी अंदर ले जाएँ और अर्थिंग वाले {amps}A सॉकेट पर चार्ज करें।',
);
export const chargeTimesHeading = 'रात भर घर पर, या फ़ास्ट चार्जर पर झटपट';
export const chargeTimesText = icu<{ standard: string; percent: number; minutes: number; amps: number }>(
  '{standard}। जल्दी हो तो फ़ास्ट चार्जर ({amps}A) इसे {minutes} मिनट में 0 से {percent}% तक चार्ज कर देता है।',
);
export const batteryLifeHeading = 'लंबे समय तक चलने वाली बैटरी';
export const batteryLifeText = icu<{ warranty: string }>(
  'बैटरी वारंटी: {warranty}। छाँव में चार्ज करने और नियमित रूप से चार्ज करते रहने से बैटरी लंबे समय तक अच्छी रहती है।',
);

export const rideModesHeading = 'तीन राइड मोड: रेंज या रफ़्तार';
export const modeRange = icu<{ mode: string; km: string }>('{mode} में {km} km तक');
export const rideModesText = icu<{ ranges: string; kw: number }>(
  '{ranges} (टेस्ट की स्थितियों के आँकड़े)। Eco मोड ट्रैफ़िक के लिए थ्रॉटल को नरम कर देता है; Sport मोड में {kw} kW मोटर सबसे तेज़ रिस्पॉन्स देती है।',
);
export const claimedModesHeading = icu<{ count: number; km: string }>(
  '{count, plural, =3 {तीन} other {#}} राइड मोड, एक चार्ज में {km} km तक',
);
export const claimedModesText = icu<{ modes: string; model: string; km: string }>(
  '{modes}: एक स्विच दबाते ही रेंज या रफ़्तार चुनें। टेस्ट की स्थितियों में {model} एक चार्ज में {km} km तक चलती है।',
);

export const suspensionHeading = 'भारतीय सड़कों के हिसाब से तैयार';
export const suspensionText = icu<{ mm: number }>(
  'सस्पेंशन गड्ढों और जोड़ों के झटके को नरम कर देता है, और {mm} mm का ग्राउंड क्लीयरेंस ऊँचे स्पीड ब्रेकर को बिना रगड़े पार कर लेता है।',
);
export const seatHeightText = icu<{ mm: number }>(' सीट की ऊँचाई {mm} mm है।');

export const ledHeading = 'आगे और पीछे LED लाइट';
export const ledText = icu<{ model: string }>(
  '{model} के LED लैंप तुरंत जलते हैं, बैटरी से कम बिजली लेते हैं और साफ़ सफ़ेद रोशनी देते हैं, ताकि शाम के ट्रैफ़िक और मानसून के अँधेरे में आप दूर से दिखें।',
);

export const coloursHeading = icu<{ count: number }>('{count, plural, =3 {तीन रंग} =4 {चार रंग} other {# रंग}}');
export const coloursText = icu<{ model: string; colours: string }>(
  '{model} {colours} रंगों में आती है। हर शहर में सभी रंग उपलब्ध हों, ज़रूरी नहीं, इसलिए अपने डीलर से पूछ लें।',
);

export const noGearsHeading = 'न क्लच, न गियर';
export const noGearsText = icu<{ torque: number; speed: number }>(
  'बस थ्रॉटल घुमाएँ और चल पड़ें: रुकी हुई हालत से {torque} Nm और {speed} kmph की टॉप स्पीड। रेंगते ट्रैफ़िक में बायाँ हाथ और पैर आराम करते हैं।',
);
export const noGearsTextAcceleration = icu<{ kmph: number; bound: string; seconds: number; torque: number; speed: number }>(
  'बस थ्रॉटल घुमाएँ और चल पड़ें: {bound, select, under {{seconds} सेकंड से कम में} other {लगभग {seconds} सेकंड में}} 0 से {kmph} kmph, रुकी हुई हालत से {torque} Nm और {speed} kmph की टॉप स्पीड। रेंगते ट्रैफ़िक में बायाँ हाथ और पैर आराम करते हैं।',
);

export const shapeHeading = 'बैटरी के इर्द-गिर्द बना डिज़ाइन';
export const shapeText = icu<{ kwh: number }>(
  'न इंजन, न एग्ज़ॉस्ट, न रेडिएटर: बॉडीवर्क मोटर और {kwh} kWh की निकालने लायक बैटरी को घेरे हुए है। एक कॉम्पैक्ट, साफ़-सुथरी नेकेड स्ट्रीट बाइक।',
);
export const shapeRating = icu<{ rating: string }>(' धूल और पानी से बचाव के लिए इसकी रेटिंग {rating} है।');

export const brakingHeading = 'कंबाइंड ब्रेकिंग के साथ डिस्क ब्रेक';
export const brakingText =
  'कंबाइंड ब्रेकिंग वाले डिस्क ब्रेक ब्रेकिंग की ताक़त को आगे और पीछे के पहियों में बाँट देते हैं, ताकि ज़ोर से ब्रेक लगाने पर भी बाइक स्थिर रहे।';
export const regenHeading = 'रीजेनरेशन से आराम से धीमी होती है';
export const regenText = icu<{ kw: number }>(
  'थ्रॉटल छोड़ते ही {kw} kW मोटर जनरेटर की तरह काम करती है: बाइक आराम से धीमी होती है और कुछ ऊर्जा वापस बैटरी में जाती है। इमरजेंसी में ब्रेक ज़ोर से ही लगाएँ।',
);
export const ipHeading = icu<{ rating: string }>('{rating}: धूल से पूरी सुरक्षा, मानसून के लिए तैयार');
export const ipText = icu<{ rating: string; model: string }>(
  '{rating} रेटिंग वाली {model} धूल से पूरी तरह सुरक्षित है और टेस्ट की स्थितियों में थोड़ी देर पानी में डूबने पर भी सुरक्षित रहती है। बारिश और छींटों की चिंता नहीं; गहरे बाढ़ के पानी से फिर भी बचें।',
);

export const stanceHeading = 'ऊँचा, चुस्त अंदाज़';
export const stanceText = icu<{ clearance: number; seat: number; model: string; payload: number }>(
  '{clearance} mm का ग्राउंड क्लीयरेंस और {seat} mm ऊँची सीट {model} को टूटी-फूटी सड़कों के लायक बनाते हैं, और इसकी भार क्षमता {payload} kg है।',
);
export const payloadHeading = icu<{ kg: number }>('{kg} kg भार क्षमता');
export const payloadText = icu<{ kg: number }>(
  'राइडर, पीछे बैठी सवारी और सामान मिलाकर {kg} kg तक हो सकते हैं। सामान लादकर चलें तो टायर का प्रेशर जाँच लें।',
);

export const homeChargingHeading = 'घर के सॉकेट से चार्ज होती है';
export const homeChargingText = icu<{ standard: string }>('{standard}। घर पहुँचकर प्लग लगाएँ और सुबह राइड पर निकल जाएँ।');
export const homeChargingTextFast = icu<{ standard: string; fast: string }>(
  '{standard}; {fast}। घर पहुँचकर प्लग लगाएँ और सुबह राइड पर निकल जाएँ।',
);

export const batterySwapLabel = icu<{ kwh: number; model: string }>(
  '{model} से {kwh} kWh बैटरी बाहर निकलती है और घर के अंदर दीवार के सॉकेट से चार्ज होती है',
);
export const standardRow = 'स्टैंडर्ड 0–100%';
export const fastRow = icu<{ percent: number }>('फ़ास्ट 0–{percent}%');
export const hours = icu<{ h: number; min: number }>('{h} घंटे{min, plural, =0 {} other { # मिनट}}');
export const minutes = icu<{ min: number }>('{min} मिनट');
export const chargeTimesLabel = icu<{ hours: string; percent: number; minutes: number }>(
  'चार्जिंग का समय: स्टैंडर्ड चार्जर से 0 से 100% लगभग {hours} में, फ़ास्ट चार्जर से 0 से {percent}% {minutes} मिनट में',
);
export const rideModesLabel = icu<{ ranges: string }>('राइड मोड: {ranges}; रेंज जितनी ज़्यादा, रफ़्तार उतनी धीमी');
export const range = 'रेंज';
export const pace = 'रफ़्तार';
export const brakingLabel = 'कंबाइंड ब्रेकिंग: आगे और पीछे के डिस्क ब्रेक साथ काम करते हैं और ब्रेकिंग की ताक़त दोनों पहियों में बाँटते हैं';
export const front = 'आगे';
export const rear = 'पीछे';
export const suspensionLabel = icu<{ mm: number }>(
  'सस्पेंशन: उभार पर आगे का फ़ोर्क और पीछे का शॉक एब्ज़ॉर्बर दबते हैं; बाइक के नीचे {mm} mm ग्राउंड क्लीयरेंस',
);
export const lampLabel = icu<{ model: string }>('{model} का LED हेडलैंप आगे सफ़ेद रोशनी फेंकता हुआ');
export const coloursLabel = icu<{ model: string }>('{model} के रंग');
