// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS, WHATSAPP_TEMPLATE_ENV } from './config-notify.js';
import { readConfig } from './config.js';
import { isAllowedPushEndpoint } from './push.js';

const CLOUD_API = {
  WHATSAPP_PROVIDER: 'cloud-api',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_ACCESS_TOKEN: 'token',
  WHATSAPP_APP_SECRET: 'app-secret',
  WHATSAPP_VERIFY_TOKEN: 'verify',
  ...Object.fromEntries(Object.values(WHATSAPP_TEMPLATE_ENV).map((name) => [name, name.toLowerCase()])),
};

describe('readConfig: the notification channels', () => {
  it('defaults to the log WhatsApp sender, generated VAPID keys and the browsers’ push services', () => {
    expect(readConfig({})).toMatchObject({ whatsappProvider: 'log', whatsapp: undefined, whatsappWebhook: undefined, vapid: undefined, vapidSubject: 'mailto:support@revoltmotors.com' });
    expect(readConfig({}).pushServiceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS.split(','));
  });

  it('reads the Cloud API with a template name per notice, the Graph API address and version by default', () => {
    expect(readConfig(CLOUD_API)).toMatchObject({
      whatsapp: { apiBase: 'https://graph.facebook.com', apiVersion: 'v21.0', phoneNumberId: '106540352242922', language: 'en', languageHi: 'hi', templates: { orderAllotted: 'whatsapp_template_order_allotted' } },
      whatsappWebhook: { appSecret: 'app-secret', verifyToken: 'verify' },
    });
  });

  it('refuses an unknown provider, the Cloud API without a setting or the webhook secrets, half a VAPID pair, a bad subject', () => {
    expect(() => readConfig({ WHATSAPP_PROVIDER: 'twilio' })).toThrow(/WHATSAPP_PROVIDER must be one of log, cloud-api/);
    expect(() => readConfig({ ...CLOUD_API, WHATSAPP_TEMPLATE_ORDER_READY: '' })).toThrow(/^WHATSAPP_TEMPLATE_ORDER_READY must be set when WHATSAPP_PROVIDER is cloud-api/);
    expect(() => readConfig({ ...CLOUD_API, WHATSAPP_APP_SECRET: '' })).toThrow(/WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN/);
    expect(() => readConfig({ VAPID_PUBLIC_KEY: 'B' })).toThrow(/set together/);
    expect(() => readConfig({ VAPID_SUBJECT: 'support@revoltmotors.com' })).toThrow(/VAPID_SUBJECT/);
  });

  it('lets the server post only to an https endpoint of an allowed push service', () => {
    const hosts = DEFAULT_PUSH_SERVICE_HOSTS.split(',');
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://db5p.notify.windows.com/w/?token=x', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://notify.windows.com.evil/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('not a url', hosts)).toBe(false);
  });
});
