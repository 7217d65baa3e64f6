// Changing a booking in Hindi: the twin of edit.messages.ts (same names).
import { icu } from '@/lib/i18n/icu';

export const changeYourBooking = 'अपनी बुकिंग बदलें';
export const pageTitle = icu<{ reference: string }>('बुकिंग {reference} बदलें');
export const pageDescription = 'अपनी बुकिंग का रंग, हब या संपर्क की जानकारी बदलें।';
export const colour = 'रंग';
export const deliveryHub = 'डिलीवरी हब';
export const sameStateOnly = 'आप अपनी बुकिंग इसी राज्य के किसी दूसरे हब पर ले जा सकते हैं।';
export const noHubHelp = 'और हम आपकी बुकिंग दूसरे हब पर ले जाएँगे।';
export const contactDetails = 'संपर्क की जानकारी';
export const saveChanges = 'बदलाव सेव करें';
export const backToBooking = 'मेरी बुकिंग पर वापस जाएँ';
export const nothingChanged = 'अभी कुछ नहीं बदला है: कोई जानकारी बदलें, या अपनी बुकिंग पर वापस जाएँ।';
export const updated = 'आपकी बुकिंग अपडेट हो गई है।';
export const hubState = 'अपनी बुकिंग वाले राज्य का ही कोई हब चुनें।';
export const notEditable = 'यह बुकिंग अब बदली नहीं जा सकती। कृपया अपने हब को कॉल करें।';
