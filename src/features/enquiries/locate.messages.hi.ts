// The hub locator in Hindi (twin of locate.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const crumb = 'हब खोजें';
export const title = 'अपने पास का Revolt हब खोजें';
export const seoDescription =
  'राज्य, शहर या पिनकोड से पूरे भारत में Revolt के सेल्स और सर्विस हब खोजें, रास्ता देखें, हब को कॉल करें या वहीं मुफ़्त टेस्ट राइड बुक करें।';
export const lead = 'हर हब पर हमारी बाइक की बिक्री, सर्विस और टेस्ट राइड होती है। अपना शहर चुनें, खोजें, या हमें सबसे नज़दीकी हब ढूँढने दें।';
export const loadFailed = 'हम हब की सूची लोड नहीं कर पाए।';
export const loading = 'हब लोड हो रहे हैं';
export const skipMap = 'नक्शा छोड़कर आगे बढ़ें';
export const markerLabel = icu<{ hub: string; city: string }>('{hub}, {city}');
/** "Cannot find a hub near you? <Contact us> and we will …": the text before, the link and the text after. */
export const noHubNear = 'आपके पास कोई हब नहीं मिला? ';
export const noHubNearLink = 'हमसे संपर्क करें';
export const noHubNearEnd = '। हम Revolt देखने, चलाने या सर्विस कराने की सबसे नज़दीकी जगह ढूँढ देंगे।';
export const selectedHub = 'चुना गया हब';
export const nearestHub = 'सबसे नज़दीकी हब';
export const seeInList = 'सूची में देखें';
export const seeInListLabel = icu<{ hub: string }>('सूची में देखें: {hub}');

export const geoLocating = 'आपकी लोकेशन पता की जा रही है…';
export const geoLocated = 'सबसे नज़दीकी हब पहले दिखाए जा रहे हैं। आपकी लोकेशन सिर्फ़ इसी ब्राउज़र में इस्तेमाल होती है, हमें भेजी नहीं जाती।';
export const geoDenied =
  'अनुमति न मिलने के कारण हम आपकी लोकेशन इस्तेमाल नहीं कर पाए। आप अब भी राज्य और शहर चुन सकते हैं, या नाम, इलाक़े या पिनकोड से खोज सकते हैं।';
export const geoUnavailable = 'आपकी लोकेशन अभी उपलब्ध नहीं है। इसके बजाय राज्य और शहर चुनें, या नाम, इलाक़े या पिनकोड से खोजें।';
export const state = 'राज्य';
export const allStates = 'सभी राज्य';
export const city = 'शहर';
export const allCities = 'सभी शहर';
export const chooseStateFirst = 'पहले राज्य चुनें';
export const search = 'खोजें';
export const searchHint = 'हब का नाम, इलाक़ा या पिनकोड';
export const useMyLocation = 'मेरी लोकेशन इस्तेमाल करें';

export const countNone = 'आपके चुनाव से कोई हब मेल नहीं खाता।';
export const countNoHubs = 'अभी दिखाने के लिए कोई हब नहीं है।';
export const countMatch = icu<{ count: number }>('{count, plural, one {# हब आपके चुनाव से मेल खाता है।} other {# हब आपके चुनाव से मेल खाते हैं।}}');
export const countMatchNearest = icu<{ count: number }>(
  '{count, plural, one {# हब आपके चुनाव से मेल खाता है।} other {# हब आपके चुनाव से मेल खाते हैं, सबसे नज़दीकी पहले।}}',
);
export const countAll = icu<{ count: number }>('{count, plural, one {पूरे भारत में # हब।} other {पूरे भारत में # हब।}}');
export const countAllNearest = icu<{ count: number }>('{count, plural, one {पूरे भारत में # हब।} other {पूरे भारत में # हब, सबसे नज़दीकी पहले।}}');

/** "Try another state … Or <contact us> and we will …": the text before, the link and the text after. */
export const empty = 'कोई और राज्य या शहर चुनें, या छोटा शब्द खोजें। या ';
export const emptyLink = 'हमसे संपर्क करें';
export const emptyEnd = ', हम Revolt देखने, चलाने या सर्विस कराने की सबसे नज़दीकी जगह ढूँढ देंगे।';
export const groupCount = icu<{ count: number }>('{count, plural, one {# हब} other {# हब}}');
export const groupNearestUnder1 = icu<{ count: number }>('{count, plural, one {# हब} other {# हब}}, सबसे नज़दीकी 1 km से भी कम दूर');
export const groupNearest = icu<{ count: number; km: string }>('{count, plural, one {# हब} other {# हब}}, सबसे नज़दीकी लगभग {km} km दूर');
export const phone = 'फ़ोन:';
export const bookHere = 'यहाँ टेस्ट राइड बुक करें';
/** Read after the visible words by screen readers only. */
export const bookHereHidden = icu<{ hub: string }>(' ({hub})');
export const directions = 'रास्ता देखें';
export const directionsHidden = icu<{ hub: string }>(' ({hub} तक, नए टैब में खुलेगा)');
export const showOnMap = 'नक्शे पर देखें';
export const showOnMapLabel = icu<{ hub: string }>('नक्शे पर देखें: {hub}');

export const mapLabel = 'भारत में Revolt हब का नक्शा';
export const clusterLabel = icu<{ count: number; places: string }>('{places} में {count} हब');
/** Joins the last two place names of a list ("Mumbai, Thane and Pune"). */
export const and = ' और ';
export const you = 'आप';
/** The map's caption, around its three credit links (@svg-maps/india, MapSVG, CC BY 4.0). */
export const caption =
  'लाल निशान आपके चुनाव से मेल खाने वाले हब हैं, स्लेटी बाक़ी हब; किसी निशान पर लिखी संख्या पास-पास के कई हब दिखाती है। किसी निशान को चुनकर उसे सूची में देखें। भारत का नक्शा: ';
export const captionBy = ' (Victor Cazanave), आधार: ';
export const captionLicence = ', लाइसेंस: ';
export const captionEnd = ' (सरल करके नए रंगों में)।';
