// A fake of the WhatsApp Business Cloud API for tests, from Meta's documented shapes: POST
// /{version}/{phone-number-id}/messages with "Authorization: Bearer <token>" and { messaging_product: 'whatsapp',
// recipient_type: 'individual', to, type: 'template', template: { name, language: { code }, components: [{ type:
// 'body', parameters: [{ type: 'text', text }] }] } } (or type 'text' with text.body); answers { messaging_product,
// contacts: [{ input, wa_id }], messages: [{ id: 'wamid...' }] }, or { error: { message, type, code, fbtrace_id } }.
// It also signs webhook bodies as Meta does (X-Hub-Signature-256) for the webhook's tests.
import { createHmac, randomBytes } from 'node:crypto';
import type { CloudApiConfig } from '../platform/config-notify.js';
import { startFake, type FakeReply, type FakeRequest, type FakeServer } from './http.js';

export const FAKE_WHATSAPP: Omit<CloudApiConfig, 'apiBase'> & { appSecret: string; verifyToken: string } = {
  apiVersion: 'v21.0',
  phoneNumberId: '106540352242922',
  accessToken: 'fake-whatsapp-token',
  language: 'en',
  languageHi: 'hi',
  appSecret: 'fake-whatsapp-app-secret',
  verifyToken: 'fake-verify-token',
  templates: {
    bookingConfirmed: 'booking_confirmed',
    orderAllotted: 'order_allotted',
    orderReady: 'order_ready',
    orderCancelled: 'order_cancelled',
    orderRefunded: 'order_refunded',
    supportReply: 'support_reply',
    serviceVisit: 'service_visit',
    testRideReminder: 'test_ride_reminder',
    offer: 'news_and_offers',
  },
};

type Body = {
  messaging_product?: unknown;
  recipient_type?: unknown;
  to?: unknown;
  type?: unknown;
  template?: { name?: unknown; language?: { code?: unknown }; components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[] };
  text?: { body?: unknown };
};

export type CloudApiMessage = { id: string; to: string; type: 'template' | 'text'; template?: string; language?: string; parameters: string[]; text?: string };

export type FakeCloudApi = FakeServer & { mode: 'up' | 'down'; messages: CloudApiMessage[] };

const error = (status: number, message: string, code: number): FakeReply => ({ status, body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } } });

export async function startFakeCloudApi(settings = FAKE_WHATSAPP): Promise<FakeCloudApi> {
  const messages: CloudApiMessage[] = [];
  const control: { mode: 'up' | 'down' } = { mode: 'up' };
  const templates = new Set(Object.values(settings.templates));

  function handle(request: FakeRequest): FakeReply {
    if (control.mode === 'down') return error(500, 'An unknown error has occurred.', 1);
    if (request.method !== 'POST' || request.path !== `/${settings.apiVersion}/${settings.phoneNumberId}/messages`) return error(404, 'Unknown path', 100);
    if (request.headers.authorization !== `Bearer ${settings.accessToken}`) return error(401, 'Invalid OAuth access token.', 190);
    const body = request.body as Body;
    if (body.messaging_product !== 'whatsapp' || typeof body.to !== 'string' || !/^\d{12}$/.test(body.to)) return error(400, '(#100) Invalid parameter', 100);
    const id = `wamid.${randomBytes(12).toString('hex')}`;
    if (body.type === 'template') {
      const name = body.template?.name;
      if (typeof name !== 'string' || !templates.has(name)) return error(404, `(#132001) Template name does not exist in the translation`, 132001);
      const bodyComponent = body.template?.components?.find((component) => component.type === 'body');
      const parameters = (bodyComponent?.parameters ?? []).map((parameter) => String(parameter.text));
      messages.push({ id, to: body.to, type: 'template', template: name, language: String(body.template?.language?.code), parameters });
    } else if (body.type === 'text' && typeof body.text?.body === 'string') {
      messages.push({ id, to: body.to, type: 'text', text: body.text.body, parameters: [] });
    } else {
      return error(400, '(#100) Invalid parameter', 100);
    }
    return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] } };
  }

  const server = await startFake(handle);
  return Object.assign(control, server, { messages });
}

/** A webhook body as Meta posts it, and its X-Hub-Signature-256 with the app secret. */
export function signedWebhook(value: Record<string, unknown>, appSecret = FAKE_WHATSAPP.appSecret): { body: string; signature: string } {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550783881', phone_number_id: FAKE_WHATSAPP.phoneNumberId }, ...value } }] }],
  });
  return { body, signature: `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}` };
}
