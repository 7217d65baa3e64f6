// The share box of a Rev Club code in Hindi (twin of share-code.messages.ts).
import { icu } from '@/lib/i18n/icu';

/** The message a rider sends to a friend with the code and the link. */
export const shareText = icu<{ code: string; link: string }>('मेरे साथ इलेक्ट्रिक चलाइए! मेरे Rev Club कोड {code} से अपनी Revolt बुक करें: {link}');
export const yourReferralCode = 'आपका रेफ़रल कोड';
export const whatsApp = 'WhatsApp पर शेयर करें';
export const newTab = ' (नए टैब में खुलेगा)';
export const sms = 'SMS से शेयर करें';
export const copyLink = 'लिंक कॉपी करें';
export const copied = 'लिंक कॉपी हो गया।';
export const copyThis = icu<{ link: string }>('यह लिंक कॉपी करें: {link}');
