// Sign-in, sign-up and the password reset in English (decision 048); messages.hi.ts is the Hindi twin, same names.
// Where a link sits inside a sentence, the sentence is split around the link only (its words before and after).
import { USER_ALREADY_REGISTERED } from '@contract/messages';
import { icu } from '@/lib/i18n/icu';

// Shared by the three screens.
export const signIn = 'Sign in';
export const sendOtp = 'Send OTP';

// Sign-in (/signin).
export const signinSeoDescription = 'Sign in to your Revolt account to manage bookings, test rides, referrals and your profile.';
export const signinIntro = 'Use the mobile number you registered with.';
export const withPassword = 'With password';
export const withOtp = 'With OTP';
export const password = 'Password';
export const showPassword = 'Show password';
export const hidePassword = 'Hide password';
export const otpSent = icu<{ mobile: string; minutes: number }>('We sent a 6-digit OTP to +91 {mobile}. It is valid for {minutes} minutes.');
export const otpRefused = icu<{ seconds: number }>('That OTP did not work. Check the code, or request a new one in {seconds} s.');
export const resendOtpIn = icu<{ seconds: number }>('Resend OTP in {seconds} s');
export const resendOtp = 'Resend OTP';
export const forgotPassword = 'Forgot password?';
export const newHere = 'New here?';
export const createAnAccount = 'Create an account';
/** "Booked without an account? [Find my booking] with its reference and your mobile." */
export const guestBefore = 'Booked without an account?';
export const guestLink = 'Find my booking';
export const guestAfter = ' with its reference and your mobile.';

// Sign-up (/register).
export const registerTitle = 'Create your account';
export const registerSeoDescription = 'Sign up with your mobile number to book a Revolt electric motorcycle, schedule test rides and track your bookings.';
export const registerIntro = 'Your mobile number and the code we send to it, then your name. That is all.';
/** The title of the alert for a mobile that already has an account (in English, the server's own words). */
export const alreadyRegisteredTitle: string = USER_ALREADY_REGISTERED;
export const alreadyRegistered = 'This mobile number already has an account.';
export const signInInstead = 'Sign in instead';
export const registerForm = 'Register';
export const codeSent = icu<{ mobile: string; minutes: number }>('We sent a 6-digit code to +91 {mobile}. It is valid for {minutes} minutes.');
export const sendCode = 'Send code';
export const code = 'Code';
export const continueLabel = 'Continue';
export const sendNewCode = 'Send a new code';
export const changeMobile = 'Change mobile number';
export const change = 'Change';
export const fullName = 'Full name';
export const createAccount = 'Create account';
/** "By creating an account you agree to our [terms of use]." */
export const termsBefore = 'By creating an account you agree to our';
export const termsLink = 'terms of use';
export const termsAfter = '.';
export const alreadyRegisteredQuestion = 'Already registered?';

// The password reset (/reset-password).
export const resetTitle = 'Reset your password';
export const resetSeoDescription = 'Set a new password for your Revolt account with a code sent to your mobile.';
export const resetIntro = 'We send a code to your registered mobile number. Resetting signs you out on every device.';
export const resetForm = 'Reset password';
export const resetOtpSent = icu<{ mobile: string; minutes: number }>(
  'If +91 {mobile} has an account, we sent it a 6-digit OTP, valid for {minutes} minutes.',
);
export const setNewPassword = 'Set new password';
export const sendNewOtp = 'Send a new OTP';
export const rememberedIt = 'Remembered it?';

// A new password and its confirmation (the reset, and the profile's change of password).
export const newPassword = 'New password';
export const confirmNewPassword = 'Confirm new password';
