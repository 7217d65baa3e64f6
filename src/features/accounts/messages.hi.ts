// Sign-in, sign-up and the password reset in Hindi: the twin of messages.ts, same names (decision 048).
import { icu } from '@/lib/i18n/icu';

// Shared by the three screens.
export const signIn = 'साइन इन करें';
export const sendOtp = 'OTP भेजें';

// Sign-in (/signin).
export const signinSeoDescription = 'अपने Revolt खाते में साइन इन करें और अपनी बुकिंग, टेस्ट राइड, रेफ़रल और प्रोफ़ाइल संभालें।';
export const signinIntro = 'वही मोबाइल नंबर डालें जिससे आपने रजिस्टर किया था।';
export const withPassword = 'पासवर्ड से';
export const withOtp = 'OTP से';
export const password = 'पासवर्ड';
export const showPassword = 'पासवर्ड दिखाएँ';
export const hidePassword = 'पासवर्ड छिपाएँ';
export const otpSent = icu<{ mobile: string; minutes: number }>('हमने +91 {mobile} पर 6 अंकों का OTP भेजा है। यह {minutes} मिनट तक मान्य है।');
export const otpRefused = icu<{ seconds: number }>('यह OTP सही नहीं निकला। कोड जाँच लें, या {seconds} सेकंड बाद नया OTP मँगाएँ।');
export const resendOtpIn = icu<{ seconds: number }>('{seconds} सेकंड में OTP दोबारा भेजें');
export const resendOtp = 'OTP दोबारा भेजें';
export const forgotPassword = 'पासवर्ड भूल गए?';
export const newHere = 'पहली बार आए हैं?';
export const createAnAccount = 'खाता बनाएँ';
/** "Booked without an account? [Find my booking] with its reference and your mobile." */
export const guestBefore = 'बिना खाते के बुकिंग की थी? बुकिंग रेफ़रेंस और अपने मोबाइल नंबर से';
export const guestLink = 'अपनी बुकिंग खोजें';
export const guestAfter = '।';

// Sign-up (/register).
export const registerTitle = 'अपना खाता बनाएँ';
export const registerSeoDescription = 'अपने मोबाइल नंबर से साइन अप करें और Revolt इलेक्ट्रिक मोटरसाइकिल बुक करें, टेस्ट राइड तय करें और अपनी बुकिंग पर नज़र रखें।';
export const registerIntro = 'आपका मोबाइल नंबर, उस पर भेजा गया कोड, और फिर आपका नाम। बस इतना ही।';
/** The title of the alert for a mobile that already has an account (in English, the server's own words). */
export const alreadyRegisteredTitle: string = 'यह नंबर पहले से रजिस्टर्ड है';
export const alreadyRegistered = 'इस मोबाइल नंबर से पहले से एक खाता बना हुआ है।';
export const signInInstead = 'इसके बजाय साइन इन करें';
export const registerForm = 'रजिस्टर करें';
export const codeSent = icu<{ mobile: string; minutes: number }>('हमने +91 {mobile} पर 6 अंकों का कोड भेजा है। यह {minutes} मिनट तक मान्य है।');
export const sendCode = 'कोड भेजें';
export const code = 'कोड';
export const continueLabel = 'आगे बढ़ें';
export const sendNewCode = 'नया कोड भेजें';
export const changeMobile = 'मोबाइल नंबर बदलें';
export const change = 'बदलें';
export const fullName = 'पूरा नाम';
export const createAccount = 'खाता बनाएँ';
/** "By creating an account you agree to our [terms of use]." */
export const termsBefore = 'खाता बनाकर आप हमारी';
export const termsLink = 'उपयोग की शर्तों';
export const termsAfter = ' से सहमत होते हैं।';
export const alreadyRegisteredQuestion = 'पहले से रजिस्टर्ड हैं?';

// The password reset (/reset-password).
export const resetTitle = 'अपना पासवर्ड रीसेट करें';
export const resetSeoDescription = 'अपने मोबाइल पर भेजे गए कोड से अपने Revolt खाते का नया पासवर्ड सेट करें।';
export const resetIntro = 'हम आपके रजिस्टर्ड मोबाइल नंबर पर एक कोड भेजते हैं। रीसेट करने पर आप हर डिवाइस से साइन आउट हो जाएँगे।';
export const resetForm = 'पासवर्ड रीसेट करें';
export const resetOtpSent = icu<{ mobile: string; minutes: number }>(
  'अगर +91 {mobile} से कोई खाता बना है, तो हमने उस पर 6 अंकों का OTP भेजा है, जो {minutes} मिनट तक मान्य है।',
);
export const setNewPassword = 'नया पासवर्ड सेट करें';
export const sendNewOtp = 'नया OTP भेजें';
export const rememberedIt = 'पासवर्ड याद आ गया?';

// A new password and its confirmation (the reset, and the profile's change of password).
export const newPassword = 'नया पासवर्ड';
export const confirmNewPassword = 'नए पासवर्ड की पुष्टि करें';
