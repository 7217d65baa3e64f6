// Consent per purpose (issue 24, DPDP Act 2023 s. 6): service messages about something the customer asked for need no
// opt-in beyond the request itself; marketing needs a separate, unticked box and can be withdrawn at any time. The
// words below are what the box shows and what the server records as shown, in the language of the site it was shown
// on (issue 29). No zod here (the SPA imports this file).
import type { Language } from './languages.js';

export const CONSENT_PURPOSES = ['service', 'marketing', 'whatsapp'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Where a consent was given or withdrawn. */
export const CONSENT_SOURCES = ['register', 'booking', 'test-ride', 'profile', 'whatsapp'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

// A statement in each language is a constant of its own, and the record of both reads them: each site's catalogue
// imports its own language's, so a page carries no other language's words (decision 048); the server, which records
// the words of the language the request was made in, reads the record.

/** The marketing checkbox's label, recorded with each consent. */
export const MARKETING_CONSENT_EN =
  'Send me news and offers from Revolt Motors by SMS, e-mail, WhatsApp or call. I can withdraw this at any time from my profile.';
export const MARKETING_CONSENT_HI =
  'मुझे Revolt Motors की ख़बरें और ऑफ़र SMS, ई-मेल, WhatsApp या कॉल से भेजें। यह सहमति कभी भी मेरी प्रोफ़ाइल से वापस ली जा सकती है।';
export const MARKETING_CONSENT_TEXT: Readonly<Record<Language, string>> = { en: MARKETING_CONSENT_EN, hi: MARKETING_CONSENT_HI };

/** What the profile says about service messages (they need no opt-in). */
export const SERVICE_MESSAGES_NOTE =
  'Messages about what you asked for (codes, bookings, test rides, payments, service) are always sent: they are part of that service.';

export const consentMessages = {
  granted: 'You will receive news and offers from us.',
  withdrawn: 'You will no longer receive news and offers from us.',
} as const;
