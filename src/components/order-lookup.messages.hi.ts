// The guest look-up's words in Hindi (twin of order-lookup.messages.ts).
export const referenceInvalid = 'अपनी बुकिंग का रेफ़रेंस डालें, जैसे BK-000042।';
export const formLabel = 'मेरी बुकिंग खोजें';
export const referenceLabel = 'बुकिंग रेफ़रेंस';
export const referenceHint = 'जैसा आपके कन्फ़र्मेशन SMS में है, जैसे BK-000042';
export const openBooking = 'मेरी बुकिंग खोलें';
export const sendOtp = 'OTP भेजें';
export const changeReference = 'रेफ़रेंस या मोबाइल बदलें';
/** The line once the OTP is asked for: the server always says the contract's orderMessages.lookup, in Hindi here. */
export function otpSent(_serverMessage: string): string {
  return 'अगर रेफ़रेंस और मोबाइल नंबर किसी बुकिंग से मेल खाते हैं, तो हमने उस मोबाइल पर OTP भेज दिया है।';
}
export const inPlaceTitle = 'साइन इन करें या अपनी बुकिंग खोजें';
/** "यह ब्राउज़र बुकिंग [BK-000042] अभी नहीं दिखा सकता: …" */
export const inPlaceBefore = 'यह ब्राउज़र बुकिंग ';
export const inPlaceAfter =
  ' अभी नहीं दिखा सकता: बुकिंग अपने-आप सिर्फ़ उसी ब्राउज़र में खुलती है जिसमें वह की गई थी। बुकिंग के समय दिया गया मोबाइल नंबर डालें, हम उस पर OTP भेजेंगे; फिर बुकिंग यहीं खुल जाएगी और आप उसे बदल या रद्द कर सकेंगे।';
/** "[साइन इन करें], अगर आपने साइन इन करके बुकिंग की थी।" */
export const signIn = 'साइन इन करें';
export const signInAfter = ', अगर आपने साइन इन करके बुकिंग की थी।';
/** "[हमसे संपर्क करें] और अपना रेफ़रेंस बताएँ, हम आपकी मदद करेंगे।" */
export const contactUs = 'हमसे संपर्क करें';
export const contactUsAfter = ' और अपना रेफ़रेंस बताएँ, हम आपकी मदद करेंगे।';
