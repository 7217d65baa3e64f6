// The public refer-and-earn page in English (/refer-and-earn); the Hindi twin is refer-and-earn.messages.hi.ts. The
// figures (points, friends a year, months) come from contract/rewards-rules.ts.
import { icu } from '@/lib/i18n/icu';

export const seoTitle = 'Refer and earn with Rev Club';
export const seoDescription = icu<{ points: string }>(
  'Share your Rev Club code: when a friend takes delivery of their Revolt you earn {points} points for service credit and accessories.',
);
export const heading = icu<{ points: string }>('Refer a friend, earn {points} points');
export const lead = icu<{ points: string; friends: number }>(
  'Rev Club rewards Revolt riders who bring friends to electric motorcycles. Every friend who books with your code and takes delivery earns you {points} points, for up to {friends} friends a year.',
);
export const yourCode = 'Your code';
export const signInText = 'Sign in to see your referral code and share it.';
export const signIn = 'Sign in to get your code';
export const createAccount = 'Create an account';
export const codeFailed = 'We could not load your referral code.';
export const codeLoading = 'Loading your referral code';
export const inactiveTitle = 'Your code starts working on delivery';
export const inactiveText = 'Codes count once their owner has taken delivery of a Revolt. Share it now and it works from the day your bike is home.';
export const friendsLink = 'See the friends who booked with your code';
export const myRewards = 'My rewards';

export const howItWorks = 'How it works';
export const stepShare = 'Share your code';
export const stepShareText = 'Send your Rev Club code or link to friends and family by WhatsApp, SMS or in person.';
export const stepBooks = 'Your friend books';
export const stepBooksText = 'They enter your code, or open your link, when they book their Revolt.';
export const stepHome = 'They ride home';
export const stepHomeText = icu<{ points: string }>('When their bike is delivered, {points} points unlock in your account.');
export const stepRedeem = 'You redeem';
export const stepRedeemText = 'Spend your points on service credit and Revolt accessories at your hub.';
/** "Points unlock … Read the <Rev Club terms> for every rule.": the text before, the link and the text after. */
export const terms = icu<{ months: number }>('Points unlock on delivery and lapse {months} months later. Read the ');
export const termsLink = 'Rev Club terms';
export const termsEnd = ' for every rule.';
