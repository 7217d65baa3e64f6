// The booking journey in Hindi (twin of messages.ts): /book, the thank-you page and its payment. Model names, colour
// names, "Revolt", EMI, PAN and OTP stay as written; amounts and figures come as values.
import { icu } from '@/lib/i18n/icu';

// /book
export const offline = 'सर्वर से संपर्क नहीं हो सका। फिर से कोशिश करें।';
export const crumbHome = 'होम';
export const crumbBook = 'बुकिंग';
export const seoTitle = 'अपनी Revolt इलेक्ट्रिक मोटरसाइकिल बुक करें';
export const seoDescription = icu<{ amount: string }>(
  'RV1, RV1+, RV BlazeX, RV400 या RV400 BRZ ऑनलाइन बुक करें: रंग और अपना डिलीवरी हब चुनें, और {amount} की रिफ़ंडेबल राशि देकर इसे रिज़र्व करें।',
);
export const heading = 'अपनी Revolt बुक करें';
export const lead = icu<{ amount: string }>(
  '{amount} की बुकिंग राशि देकर अपनी बाइक रिज़र्व करें, जो डिलीवरी तक पूरी की पूरी रिफ़ंडेबल है। ऑन-रोड क़ीमत का बाकी हिस्सा आप बाइक घर ले जाते समय अपने हब पर चुकाएँगे।',
);
export const formLabel = 'बाइक बुक करें';
export const stepBike = '1. आपकी बाइक';
export const bikeLegend = 'आप कौन-सी बाइक बुक करना चाहते हैं?';
export const stepDetails = '2. आपकी जानकारी';
export const stepDelivery = '3. आप डिलीवरी कहाँ लेंगे';
export const stepTerms = '4. बुकिंग की शर्तें';
export const termPayNow = icu<{ amount: string }>('आप अभी {amount} चुकाएँगे। यह राशि आपकी बाइक की क़ीमत में ही गिनी जाएगी।');
export const termRefund = icu<{ amount: string; days: number }>(
  'डिलीवरी से पहले कभी भी बुकिंग रद्द करें, हम {days} कामकाजी दिनों के अंदर पूरे {amount} उसी खाते में लौटा देंगे जिससे आपने भुगतान किया था।',
);
export const termPrice = 'अंतिम ऑन-रोड क़ीमत (रोड टैक्स, रजिस्ट्रेशन, बीमा) बाकी भुगतान से पहले आपका हब कन्फ़र्म करेगा।';
export const acceptTerms = 'मुझे बुकिंग की ये शर्तें स्वीकार हैं';
/** "हमारी [उपयोग की शर्तें] और [गोपनीयता नीति] भी देखें।" */
export const termsHintBefore = 'हमारी ';
export const termsOfUse = 'उपयोग की शर्तें';
export const termsHintAnd = ' और ';
export const privacyPolicy = 'गोपनीयता नीति';
export const termsHintAfter = ' भी देखें।';
/** The terms box's check. */
export const termsRequired = 'आगे बढ़ने के लिए कृपया बुकिंग की शर्तें स्वीकार करें।';
export const recapLabel = 'आप क्या रिज़र्व कर रहे हैं';
/** "[Pacific Blue रंग में RV400], बाइक की क़ीमत [₹1,34,990]। [अभी भुगतान: ₹499]" */
export const recapBike = icu<{ model: string; colour: string }>('{colour} रंग में {model}');
export const recapPriceBefore = ', बाइक की क़ीमत ';
export const recapPriceAfter = '। ';
export const recapPayNow = icu<{ amount: string }>('अभी भुगतान: {amount}');
export const reserving = 'रिज़र्व हो रही है…';
export const confirmNewPrice = 'नई क़ीमत पर रिज़र्व करें';
export const reserve = 'मेरी बाइक रिज़र्व करें';
export const summaryTitle = 'आपकी बुकिंग';
/** After the model's name in the summary: "RV400 [Pacific Blue रंग में]". */
export const summaryColour = icu<{ colour: string }>('{colour} रंग में');
export const bikePrice = 'बाइक की क़ीमत';
export const payNow = 'अभी भुगतान';
export const coupon = 'कूपन';
export const balanceAtDelivery = 'डिलीवरी पर बाकी राशि';
/** After the balance (a price): "₹1,34,491[ + रोड टैक्स, रजिस्ट्रेशन और बीमा]". */
export const balanceExtras = ' + रोड टैक्स, रजिस्ट्रेशन और बीमा';
/** "बाइक की क़ीमत चार्जर सहित एक्स-शोरूम है। [ऑन-रोड क़ीमत और EMI देखें]।" */
export const summaryNote = 'बाइक की क़ीमत चार्जर सहित एक्स-शोरूम है। ';
export const onRoadPriceLink = 'ऑन-रोड क़ीमत और EMI देखें';
export const summaryNoteAfter = '।';
export const chooseBikeFirst = 'क़ीमत और अभी चुकाई जाने वाली राशि देखने के लिए बाइक चुनें।';
/** "पहले चलाकर देखना चाहते हैं? [मुफ़्त टेस्ट राइड बुक करें]।" */
export const rideFirst = 'पहले चलाकर देखना चाहते हैं? ';
export const bookTestRide = 'मुफ़्त टेस्ट राइड बुक करें';
export const rideFirstAfter = '।';

// /thankyoubooking/:id
export const headingPending = icu<{ amount: string }>('रिज़र्व हो गई: कन्फ़र्म करने के लिए {amount} चुकाएँ');
export const headingPaid = icu<{ model: string }>('आपकी {model} बुक हो गई है');
export const headingFailed = 'आपका भुगतान नहीं हो पाया';
export const headingClosed = icu<{ reference: string }>('आपकी बुकिंग {reference} रद्द हो गई है');
export const headingOther = icu<{ reference: string }>('आपकी बुकिंग {reference}');
export const messagePaid = icu<{ amount: string }>('हमें आपकी {amount} की बुकिंग राशि मिल गई है। आपकी बुकिंग कन्फ़र्म है।');
export const messageFailed = icu<{ amount: string }>(
  'आपकी बुकिंग सेव है, लेकिन {amount} का भुगतान नहीं हो पाया। अगर आपके खाते से इसके पैसे कटे दिखते हैं, तो बैंक उन्हें 5 से 7 कामकाजी दिनों में वापस कर देगा।',
);
export const messagePending = icu<{ name: string; model: string; colour: string; amount: string }>(
  'धन्यवाद, {name}। हमने {colour} रंग की {model} आपके लिए रोक रखी है: अपनी बुकिंग कन्फ़र्म करने के लिए {amount} की बुकिंग राशि चुकाएँ।',
);
/** "आपका रेफ़रेंस [BK-000042]" */
export const yourReference = 'आपका रेफ़रेंस ';
export const statusSeoDescription = icu<{ reference: string }>('Revolt बुकिंग {reference}।');
export const statusLabel = 'बुकिंग की स्थिति';
export const detailsTitle = 'बुकिंग की जानकारी';
export const factBike = 'बाइक';
export const factBikeValue = icu<{ model: string; colour: string }>('{colour} रंग में {model}');
export const factHub = 'डिलीवरी हब';
export const factPrice = 'बाइक की क़ीमत';
export const factPriceValue = icu<{ amount: string }>('{amount} (चार्जर सहित एक्स-शोरूम)');
export const factBookedBy = 'बुक करने वाले';
export const nextTitle = 'आगे क्या होगा';
export const nextHubCall = 'डिलीवरी की तारीख़ तय करने के लिए आपका हब दो कामकाजी दिनों में आपको कॉल करेगा।';
export const nextDocuments =
  'अपने दस्तावेज़ तैयार रखें: पहचान का प्रमाण (आधार, PAN, पासपोर्ट या वोटर ID), पते का प्रमाण और पासपोर्ट साइज़ की एक फ़ोटो। बाइक आपके नाम पर रजिस्टर कराने के लिए हब को इनकी ज़रूरत होगी।';
/** "बाकी राशि हब पर चुकाएँ, या उनसे लोन के बारे में पूछें। [अपनी EMI का हिसाब लगाएँ]।" */
export const nextBalance = 'बाकी राशि हब पर चुकाएँ, या उनसे लोन के बारे में पूछें। ';
export const emiLink = 'अपनी EMI का हिसाब लगाएँ';
export const nextBalanceAfter = '।';
export const cancelNote = icu<{ amount: string; days: number }>(
  'इरादा बदल गया? डिलीवरी से पहले बुकिंग रद्द करें, हम {days} कामकाजी दिनों के अंदर {amount} उसी खाते में लौटा देंगे जिससे आपने भुगतान किया था।',
);
/** "[अपनी बुकिंग और उसकी प्रगति देखें]: रंग या हब बदलें, या बुकिंग रद्द करें।" (or "।") */
export const seeBooking = 'अपनी बुकिंग और उसकी प्रगति देखें';
export const seeBookingCanChange = ': रंग या हब बदलें, या बुकिंग रद्द करें।';
export const seeBookingEnd = '।';
export const savingsLink = 'देखें कि पेट्रोल पर आप कितना बचाते हैं';
export const gateDescription = 'आपकी Revolt बुकिंग।';
export const loadFailed = 'आपकी बुकिंग लोड नहीं हो सकी।';
export const loading = 'आपकी बुकिंग लोड हो रही है';

// Paying on the thank-you page
export const payAgain = 'फिर से भुगतान करें';
export const payAmountNow = icu<{ amount: string }>('अभी {amount} चुकाएँ');
export const paidAlready = 'भुगतान कर दिया है? बैंक से हमें ख़बर मिलने में एक मिनट लग सकता है।';
export const checkAgain = 'भुगतान फिर से जाँचें';
