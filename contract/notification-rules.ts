// Notifications the customer chose (issue 30, decision 047): the channels, the kinds of notice, the defaults and the
// words the profile shows (recorded as shown with a consent). No zod here (the SPA imports this file).
import type { Language } from './languages.js';

export const NOTIFY_CHANNELS = ['sms', 'whatsapp', 'push'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** Kinds of notice: order moves, test-ride reminders, service visits, support ticket replies, offers. */
export const NOTICE_KINDS = ['orders', 'test-rides', 'service', 'support', 'offers'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const CHANNEL_LABELS: Record<NotifyChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp', push: 'Browser notifications' };
export const KIND_LABELS: Record<NoticeKind, string> = {
  orders: 'My orders',
  'test-rides': 'Test ride reminders',
  service: 'Service visits',
  support: 'Support ticket replies',
  offers: 'News and offers',
};

/** A channel × kind matrix of choices. */
export type NotificationChoices = Record<NotifyChannel, Record<NoticeKind, boolean>>;

/**
 * What a customer who never chose gets: SMS for everything they asked for (as before issue 30, so nothing is lost),
 * nothing on WhatsApp or push until they opt in, and no offers anywhere.
 */
export function defaultChoice(channel: NotifyChannel, kind: NoticeKind): boolean {
  return channel === 'sms' && kind !== 'offers';
}

/**
 * Whether a channel carries a kind at all. SMS never carries offers: an Indian operator delivers business SMS only
 * from DLT-registered templates with short variables, so an admin's free-written news and offers cannot go by SMS;
 * they go on WhatsApp (an approved marketing template) and web push. The profile shows no SMS box for offers.
 */
export function channelCarries(channel: NotifyChannel, kind: NoticeKind): boolean {
  return !(channel === 'sms' && kind === 'offers');
}

/** The choices with every channel × kind the channel does not carry turned off (what is saved and what is shown). */
export function carriedChoices(choices: NotificationChoices): NotificationChoices {
  return Object.fromEntries(
    NOTIFY_CHANNELS.map((channel) => [channel, Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, channelCarries(channel, kind) && choices[channel][kind]]))]),
  ) as NotificationChoices;
}

// Each consent statement in each language is a constant of its own, read by the record of both (as in consent-rules.ts):
// a site's catalogue shows its own language's, the server records the one of the language the request was made in.

/** Recorded as shown when the customer turns WhatsApp on for any kind (consent purpose 'whatsapp'). */
export const WHATSAPP_CONSENT_EN =
  'Send me the updates I chose on WhatsApp from Revolt Motors. I can turn this off here at any time, or reply STOP on WhatsApp.';
export const WHATSAPP_CONSENT_HI =
  'मेरे चुने हुए अपडेट मुझे Revolt Motors की ओर से WhatsApp पर भेजें। इन्हें कभी भी यहीं से बंद किया जा सकता है, या WhatsApp पर जवाब में STOP लिखकर।';
export const WHATSAPP_CONSENT_TEXT: Readonly<Record<Language, string>> = { en: WHATSAPP_CONSENT_EN, hi: WHATSAPP_CONSENT_HI };

/** Recorded as shown when the customer turns offers on for any channel (consent purpose 'marketing'). */
export const OFFERS_CONSENT_EN = 'Send me news and offers from Revolt Motors on the channels I ticked. I can turn this off here at any time.';
export const OFFERS_CONSENT_HI =
  'जिन माध्यमों पर मैंने टिक किया है, उन पर मुझे Revolt Motors की ख़बरें और ऑफ़र भेजें। इन्हें कभी भी यहीं से बंद किया जा सकता है।';
export const OFFERS_CONSENT_TEXT: Readonly<Record<Language, string>> = { en: OFFERS_CONSENT_EN, hi: OFFERS_CONSENT_HI };

/** The words a WhatsApp reply may be to opt out (compared case-insensitively, trimmed). */
export const WHATSAPP_STOP_WORDS = ['stop', 'unsubscribe'] as const;

export function isStopWord(text: string): boolean {
  const word = text.trim().toLowerCase();
  return (WHATSAPP_STOP_WORDS as readonly string[]).includes(word);
}

/** A push device's label: what the profile lists ("Chrome on Android"), from the browser's user agent. */
export const PUSH_LABEL_MAX = 80;

export const notificationMessages = {
  saved: 'Your notification choices are saved.',
  pushAdded: 'This device will show notifications.',
  pushRemoved: 'This device will no longer show notifications.',
  pushUnavailable: 'Browser notifications are briefly unavailable. Please try again in a moment.',
  pushHostRefused: 'This browser’s push service is not supported.',
  whatsappStopped: 'You replied STOP on WhatsApp, so WhatsApp is off. Turn it on again here if you want it.',
} as const;
