// The customer's portal in Hindi: the twin of portal.messages.ts, same names (decision 048).
import type { OrderDocument } from '@contract/order-document-rules';
import { icu } from '@/lib/i18n/icu';

// Shared.
export const myBookings = 'मेरी बुकिंग';
export const myUpgradeBookings = 'मेरी अपग्रेड बुकिंग';
export const upgradeMyBike = 'मेरी बाइक अपग्रेड करें';
export const bookARevolt = 'Revolt बुक करें';
export const bookingPass = 'बुकिंग पास';
/** Read after "Booking pass" by screen readers only. */
export const passFor = icu<{ reference: string }>(' ({reference} के लिए)');
export const cancelThisBooking = 'यह बुकिंग रद्द करें';
export const couldNotLoadBookings = 'हम आपकी बुकिंग लोड नहीं कर सके।';
export const loadingBookings = 'आपकी बुकिंग लोड हो रही हैं';
export const bikeInColour = icu<{ model: string; colour: string }>('{model}, {colour} रंग');
export const chassisNumber = 'चेसिस नंबर';
/** OfflineCopyNotice's "this is … as this device last read it". */
export const offlineYourBookings = 'आपकी बुकिंग';
export const offlineYourBookingList = 'आपकी बुकिंग की सूची';
export const offlineYourBooking = 'आपकी बुकिंग';

// order-parts.tsx: the pay button, the gate before one booking and the documents to bring.
export const payNow = icu<{ amount: string }>('अभी {amount} चुकाएँ');
export const payAgain = 'फिर से भुगतान करें';
export const gateDescription = 'आपकी Revolt बुकिंग।';
export const couldNotLoadBooking = 'हम यह बुकिंग लोड नहीं कर सके।';
export const loadingBooking = 'आपकी बुकिंग लोड हो रही है';
export const documentsToBring = [
  'पहचान का प्रमाण: आधार, PAN, पासपोर्ट या वोटर ID',
  'पते का प्रमाण: आधार, बिजली-पानी का बिल या किराया अनुबंध',
  'पासपोर्ट साइज़ की दो फ़ोटो',
  'आपका बुकिंग रेफ़रेंस',
];

// The dashboard (/userdashboard).
export const dashboardTitle = 'मेरा डैशबोर्ड';
export const dashboardDescription = 'आपकी Revolt बुकिंग और ज़रूरी लिंक।';
export const hello = 'नमस्ते';
export const helloName = icu<{ name: string }>('नमस्ते, {name}');
export const inProgressTitle = icu<{ count: number }>('{count, plural, one {आपकी मौजूदा बुकिंग} other {आपकी चल रही बुकिंग}}');
export const inProgressList = 'चल रही बुकिंग';
export const noneInProgress = 'अभी कोई बुकिंग नहीं चल रही';
export const noneInProgressText = 'रिफ़ंड होने वाली बुकिंग राशि देकर अपनी Revolt बुक करें; बाकी रकम डिलीवरी के समय चुकाएँ।';
export const myBikesTitle = icu<{ count: number }>('{count, plural, one {मेरी बाइक} other {मेरी बाइक}}');
export const bikesDelivered = 'डिलीवर हुई बाइक';
export const seeOnMap = icu<{ hub: string }>('{hub} को मैप पर देखें');
export const opensInNewTab = ' (नए टैब में खुलता है)';
/** "… or call [phone]" after the map link. */
export const orCallBefore = 'या';
export const orCallAfter = ' पर कॉल करें';
export const shortcuts = 'ज़रूरी लिंक';
export const myTestRides = 'मेरी टेस्ट राइड';
export const myProfile = 'मेरी प्रोफ़ाइल';
export const bookTestRide = 'टेस्ट राइड बुक करें';

// "My bike" on the dashboard (my-bike-card.tsx).
export const registrationNumber = 'रजिस्ट्रेशन नंबर';
export const noRegistrationYet = 'अभी दर्ज नहीं है: RTO से नंबर मिलते ही आपका हब इसे जोड़ देगा।';
export const askYourHub = 'अपने हब से पूछें';
export const deliveredOn = 'डिलीवरी की तारीख';
export const deliveredAt = 'डिलीवरी कहाँ हुई';
export const warranty = 'वारंटी';
/** The parts a warranty covers, by warranty.ts's label. */
export const warrantyParts: Readonly<Record<string, string>> = { Bike: 'बाइक', Battery: 'बैटरी' };
export const warrantyValid = icu<{ years: number; km: string; date: string }>('({years} साल या {km}): {date} तक या {km} तक मान्य, जो भी पहले हो।');
export const warrantyExpired = icu<{ years: number; km: string; date: string }>('({years} साल या {km}): {date} को ख़त्म हो गई।');
export const documents = 'दस्तावेज़';
export const documentLabels: Readonly<Record<OrderDocument, string>> = {
  receipt: 'बुकिंग रसीद',
  invoice: 'टैक्स इनवॉइस',
  'delivery-note': 'डिलीवरी नोट',
};
export const pdf = icu<{ document: string }>('{document} (PDF)');
export const helpWithBike = 'आपकी बाइक के लिए मदद';
export const ownersManual = icu<{ model: string }>('{model} का ओनर्स मैनुअल');
export const rateAndReview = icu<{ model: string }>('अपनी {model} को रेटिंग और रिव्यू दें');
export const roadside = 'रोडसाइड असिस्टेंस, दिन-रात:';
export const customerCare = 'कस्टमर केयर:';
export const serviceAt = icu<{ hub: string }>('{hub} पर सर्विस और रिपेयर:');

// "My bookings" (/userbooking).
export const bookingsDescription = 'आपकी Revolt बुकिंग और ऑर्डर।';
export const noBookingsYet = 'आपकी अभी कोई बुकिंग नहीं है। रिफ़ंड होने वाली बुकिंग राशि देकर अपनी Revolt बुक करें और बाकी रकम डिलीवरी के समय चुकाएँ।';
export const upgrades = 'अपग्रेड';
/** "[Upgrade my bike]: trade in your Revolt for a current model." */
export const upgradeAfter = ': अपनी Revolt के बदले नया मॉडल लें।';

// A booking's page (/booking-detail/:id).
export const yourBooking = 'आपकी बुकिंग';
export const bookingTitle = icu<{ reference: string }>('बुकिंग {reference}');
export const bookingDescription = icu<{ model: string }>('आपकी Revolt {model} बुकिंग।');
export const bookingStatus = 'बुकिंग की स्थिति';
export const passNote = 'हब पर दिखाने के लिए QR कोड; यह ऑफ़लाइन भी खुलता है।';
export const changeBooking = 'रंग, हब या संपर्क बदलें';
export const timeline = 'टाइमलाइन';
export const details = 'विवरण';
export const yourHub = 'आपका हब';
export const documentsToBringTitle = 'साथ लाने वाले दस्तावेज़';
export const bike = 'बाइक';
export const bookedOn = 'बुकिंग की तारीख';
export const bikePrice = 'बाइक की कीमत';
export const priceWithCharger = icu<{ price: string }>('{price} (चार्जर सहित, एक्स-शोरूम)');
export const coupon = 'कूपन';
export const contact = 'संपर्क';
export const cancelReason = 'रद्द करने का कारण';

// A booking's updates for the app (/booking-updates/:id).
export const updatesTitle = 'बुकिंग अपडेट';
export const updatesOn = icu<{ reference: string }>('{reference} के अपडेट');
export const updatesDescription = icu<{ reference: string }>('आपकी Revolt बुकिंग {reference} की टाइमलाइन।');
export const refresh = 'रीफ़्रेश करें';

// The guest look-up (/find-my-booking).
export const findTitle = 'मेरी बुकिंग खोजें';
export const findDescription = 'बुकिंग रेफ़रेंस और अपने मोबाइल नंबर से अपनी Revolt बुकिंग खोलें।';
export const findIntro =
  'बिना खाते के बुकिंग की थी, या किसी दूसरे डिवाइस से? अपना बुकिंग रेफ़रेंस और वह मोबाइल नंबर डालें जिससे आपने बुकिंग की थी। हम उसी मोबाइल पर OTP भेजेंगे।';
/** "Have an account? [Sign in] to see all your bookings." */
export const haveAccount = 'खाता है?';
export const signIn = 'साइन इन करें';
export const seeAllAfter = ' और अपनी सारी बुकिंग देखें।';
