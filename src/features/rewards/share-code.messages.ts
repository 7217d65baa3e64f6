// The share box of a Rev Club code in English (the refer-and-earn page and my referrals); the Hindi twin is
// share-code.messages.hi.ts.
import { icu } from '@/lib/i18n/icu';

/** The message a rider sends to a friend with the code and the link. */
export const shareText = icu<{ code: string; link: string }>('Ride electric with me! Book your Revolt with my Rev Club code {code}: {link}');
export const yourReferralCode = 'Your referral code';
export const whatsApp = 'Share on WhatsApp';
export const newTab = ' (opens in a new tab)';
export const sms = 'Share by SMS';
export const copyLink = 'Copy link';
export const copied = 'Link copied.';
export const copyThis = icu<{ link: string }>('Copy this link: {link}');
