// The notification channels' settings (issue 30, decision 047): WHATSAPP_* for the WhatsApp Business Cloud API and
// VAPID_* / PUSH_SERVICE_HOSTS for web push. server/platform/config.ts reads them through its own readers.
import type { SettingReaders } from './config-media.js';

/** WhatsApp senders in server/platform/whatsapp/: 'log' writes the message to the server log, 'cloud-api' sends it. */
export const WHATSAPP_PROVIDERS = ['log', 'cloud-api'] as const;
export type WhatsAppProvider = (typeof WHATSAPP_PROVIDERS)[number];

/** One approved template name per kind of notice (WhatsApp Manager → Message templates). */
export type WhatsAppTemplates = {
  bookingConfirmed: string;
  orderAllotted: string;
  orderReady: string;
  orderCancelled: string;
  orderRefunded: string;
  supportReply: string;
  serviceVisit: string;
  testRideReminder: string;
  /** News and offers an admin sends (a Marketing template: title, message, page). */
  offer: string;
};
export const WHATSAPP_TEMPLATE_ENV: Record<keyof WhatsAppTemplates, string> = {
  bookingConfirmed: 'WHATSAPP_TEMPLATE_BOOKING_CONFIRMED',
  orderAllotted: 'WHATSAPP_TEMPLATE_ORDER_ALLOTTED',
  orderReady: 'WHATSAPP_TEMPLATE_ORDER_READY',
  orderCancelled: 'WHATSAPP_TEMPLATE_ORDER_CANCELLED',
  orderRefunded: 'WHATSAPP_TEMPLATE_ORDER_REFUNDED',
  supportReply: 'WHATSAPP_TEMPLATE_SUPPORT_REPLY',
  serviceVisit: 'WHATSAPP_TEMPLATE_SERVICE_VISIT',
  testRideReminder: 'WHATSAPP_TEMPLATE_TEST_RIDE_REMINDER',
  offer: 'WHATSAPP_TEMPLATE_OFFER',
};

/**
 * The Cloud API: Graph API host and version, the business phone number's id, its token, and the language codes of
 * the templates' English and Hindi translations (each approved template has both, under the same name).
 */
export type CloudApiConfig = {
  apiBase: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  /** WHATSAPP_TEMPLATE_LANGUAGE: the English translation's code ('en', or 'en_US' / 'en_GB' as it was approved). */
  language: string;
  /** WHATSAPP_TEMPLATE_LANGUAGE_HI: the Hindi translation's code, 'hi' (the only one Meta has for Hindi). */
  languageHi: string;
  templates: WhatsAppTemplates;
};

/** The status webhook's secrets: the app secret signs each POST (X-Hub-Signature-256), the verify token answers Meta's GET. */
export type WhatsAppWebhookConfig = { appSecret: string; verifyToken: string };

/** VAPID keys (URL-safe base64, as webPush.generateVAPIDKeys() gives them) and the contact the push services see. */
export type VapidKeys = { publicKey: string; privateKey: string };

export type NotifySettings = {
  whatsappProvider: WhatsAppProvider;
  /** Set exactly when whatsappProvider is 'cloud-api'. */
  whatsapp: CloudApiConfig | undefined;
  /** WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN; unset = the status webhook refuses everything. */
  whatsappWebhook: WhatsAppWebhookConfig | undefined;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset = a pair generated once into DATA_DIR (development). */
  vapid: VapidKeys | undefined;
  /** VAPID_SUBJECT: a mailto: or https: contact for the push services. */
  vapidSubject: string;
  /** PUSH_SERVICE_HOSTS: the only hosts a subscription's endpoint may name (the server posts to it). */
  pushServiceHosts: string[];
};

/** The browsers' push services (Chrome/Edge via FCM, Firefox, Safari, legacy Edge). */
export const DEFAULT_PUSH_SERVICE_HOSTS = 'fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.notify.windows.com';

export function notifySettings(read: SettingReaders): NotifySettings {
  const raw = read.text('WHATSAPP_PROVIDER')?.toLowerCase() ?? 'log';
  const whatsappProvider = WHATSAPP_PROVIDERS.find((provider) => provider === raw);
  if (!whatsappProvider) throw new Error(`WHATSAPP_PROVIDER must be one of ${WHATSAPP_PROVIDERS.join(', ')}, got "${raw}"`);
  const why = 'when WHATSAPP_PROVIDER is cloud-api';
  const whatsapp: CloudApiConfig | undefined =
    whatsappProvider === 'cloud-api'
      ? {
          apiBase: read.apiBase('WHATSAPP_API_BASE', 'https://graph.facebook.com'),
          apiVersion: read.text('WHATSAPP_API_VERSION') ?? 'v21.0',
          phoneNumberId: read.required('WHATSAPP_PHONE_NUMBER_ID', why),
          accessToken: read.required('WHATSAPP_ACCESS_TOKEN', why),
          language: read.text('WHATSAPP_TEMPLATE_LANGUAGE') ?? 'en',
          languageHi: read.text('WHATSAPP_TEMPLATE_LANGUAGE_HI') ?? 'hi',
          templates: Object.fromEntries(
            Object.entries(WHATSAPP_TEMPLATE_ENV).map(([key, name]) => [key, read.required(name, why)]),
          ) as WhatsAppTemplates,
        }
      : undefined;
  const appSecret = read.text('WHATSAPP_APP_SECRET');
  const verifyToken = read.text('WHATSAPP_VERIFY_TOKEN');
  if (whatsappProvider === 'cloud-api' && (!appSecret || !verifyToken)) {
    throw new Error(`WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN must be set ${why} (the status webhook)`);
  }
  const publicKey = read.text('VAPID_PUBLIC_KEY');
  const privateKey = read.text('VAPID_PRIVATE_KEY');
  if (Boolean(publicKey) !== Boolean(privateKey)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const vapidSubject = read.text('VAPID_SUBJECT') ?? 'mailto:support@revoltmotors.com';
  if (!/^(mailto:|https:\/\/)/.test(vapidSubject)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: address, got "${vapidSubject}"`);
  return {
    whatsappProvider,
    whatsapp,
    whatsappWebhook: appSecret && verifyToken ? { appSecret, verifyToken } : undefined,
    vapid: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    vapidSubject,
    pushServiceHosts: (read.text('PUSH_SERVICE_HOSTS') ?? DEFAULT_PUSH_SERVICE_HOSTS)
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
}
