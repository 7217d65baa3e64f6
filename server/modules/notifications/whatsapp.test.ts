// @vitest-environment node
// The WhatsApp side (issue 30): the Cloud API sender against its fake, the 24-hour service window, the status
// webhook's verification and signature, message statuses and "STOP".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettingsResponse } from '@contract/notifications.js';
import { CloudApiWhatsAppSender } from '../../platform/whatsapp/cloud-api.js';
import { SERVICE_WINDOW_MS, withinServiceWindow } from '../../platform/whatsapp.js';
import { FAKE_WHATSAPP, signedWebhook, startFakeCloudApi, type FakeCloudApi } from '../../test-fakes/whatsapp.js';
import { bearer, body, createTestContext, freshMobile, newCustomer, register, signIn, type TestContext } from '../../test-helpers.js';
import { recordWhatsAppMessage, whatsAppMessage } from './store.js';
import { validSignature } from './webhook.js';

let ctx: TestContext;
let cloud: FakeCloudApi;
const URL = '/api/v1/webhooks/whatsapp';

const post = (payload: string, signature?: string) =>
  ctx.app.inject({ method: 'POST', url: URL, payload, headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) } });
const inbound = (mobile: string, text: string, at: Date) =>
  signedWebhook({ contacts: [{ profile: { name: 'Asha' }, wa_id: `91${mobile}` }], messages: [{ from: `91${mobile}`, id: `wamid.in-${at.getTime()}`, timestamp: String(Math.floor(at.getTime() / 1000)), type: 'text', text: { body: text } }] });

beforeAll(async () => {
  cloud = await startFakeCloudApi();
  ctx = await createTestContext({ whatsappWebhook: { appSecret: FAKE_WHATSAPP.appSecret, verifyToken: FAKE_WHATSAPP.verifyToken } });
});
afterAll(async () => {
  await ctx.close();
  await cloud.close();
});

describe('the Cloud API sender', () => {
  it('sends an approved template with its language and body parameters, and a text, and reports a refusal', async () => {
    const sender = new CloudApiWhatsAppSender({ ...FAKE_WHATSAPP, apiBase: cloud.base }, ctx.app.log);
    const { id } = await sender.sendTemplate('98765 43210', { kind: 'order-ready', language: 'en', parameters: ['BK-000001', 'Revolt Hub Andheri'] });
    expect(id).toMatch(/^wamid\./);
    expect(cloud.messages.at(-1)).toEqual({ id, to: '919876543210', type: 'template', template: 'order_ready', language: 'en', parameters: ['BK-000001', 'Revolt Hub Andheri'] });
    // A Hindi-speaking customer: the same approved template, its Hindi translation.
    const hindi = await sender.sendTemplate('98765 43210', { kind: 'order-ready', language: 'hi', parameters: ['BK-000001', 'Revolt Hub Andheri'] });
    expect(cloud.messages.at(-1)).toEqual({ id: hindi.id, to: '919876543210', type: 'template', template: 'order_ready', language: 'hi', parameters: ['BK-000001', 'Revolt Hub Andheri'] });
    await sender.sendText('9876543210', { text: 'Your hub opens at 10.' });
    expect(cloud.messages.at(-1)).toMatchObject({ type: 'text', text: 'Your hub opens at 10.' });
    await expect(sender.sendTemplate('9876543210', { kind: 'otp', language: 'en', parameters: ['123456'] })).rejects.toThrow(/no WhatsApp template/);
    const wrong = new CloudApiWhatsAppSender({ ...FAKE_WHATSAPP, accessToken: 'expired', apiBase: cloud.base }, ctx.app.log);
    await expect(wrong.sendTemplate('9876543210', { kind: 'order-ready', language: 'en', parameters: [] })).rejects.toThrow(/401 code 190/);
    cloud.mode = 'down';
    await expect(sender.sendTemplate('9876543210', { kind: 'order-ready', language: 'en', parameters: [] })).rejects.toThrow(/500/);
    cloud.mode = 'up';
  });
});

describe('the 24-hour service window', () => {
  const now = new Date('2027-03-10T12:00:00Z');
  it('allows free-form text only within 24 hours of the customer’s last inbound message', () => {
    expect(withinServiceWindow(null, now)).toBe(false);
    expect(withinServiceWindow(new Date(now.getTime() - 60_000), now)).toBe(true);
    expect(withinServiceWindow(new Date(now.getTime() - SERVICE_WINDOW_MS + 1000), now)).toBe(true);
    expect(withinServiceWindow(new Date(now.getTime() - SERVICE_WINDOW_MS), now)).toBe(false);
    expect(withinServiceWindow(new Date(now.getTime() + 60_000), now)).toBe(false);
  });
});

describe('the status webhook', () => {
  it("answers Meta's verification with the challenge only for the right token", async () => {
    const ok = await ctx.app.inject({ url: `${URL}?hub.mode=subscribe&hub.verify_token=${FAKE_WHATSAPP.verifyToken}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await ctx.app.inject({ url: `${URL}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1` })).statusCode).toBe(403);
  });

  it('refuses a body without the app secret’s signature, or with a tampered one', async () => {
    const { body: raw, signature } = signedWebhook({ statuses: [] });
    expect((await post(raw)).statusCode).toBe(401);
    expect((await post(raw.replace('whatsapp_business_account', 'whatsapp_business_accounT'), signature)).statusCode).toBe(401);
    expect((await post(raw, signedWebhook({ statuses: [] }, 'another-secret').signature)).statusCode).toBe(401);
    expect((await post(raw, signature)).statusCode).toBe(200);
    expect(validSignature(Buffer.from(raw), signature.slice(0, -2), FAKE_WHATSAPP.appSecret)).toBe(false);
  });

  it('records sent, delivered, read and failed, never going back to an earlier stage', async () => {
    await recordWhatsAppMessage(ctx.db, 'wamid.status-1', '9876543210', 'order-ready', ctx.clock.now());
    const status = (value: string, extra: object = {}) =>
      signedWebhook({ statuses: [{ id: 'wamid.status-1', status: value, timestamp: '1773144000', recipient_id: '919876543210', ...extra }] });
    for (const value of ['sent', 'read', 'delivered']) {
      const { body: raw, signature } = status(value);
      expect((await post(raw, signature)).statusCode).toBe(200);
    }
    expect(await whatsAppMessage(ctx.db, 'wamid.status-1')).toEqual({ status: 'read', error: null });
    const failed = status('failed', { errors: [{ code: 131026, title: 'Message undeliverable' }] });
    expect((await post(failed.body, failed.signature)).statusCode).toBe(200);
    expect(await whatsAppMessage(ctx.db, 'wamid.status-1')).toEqual({ status: 'failed', error: '131026 Message undeliverable' });
  });

  it('opts the number out on "STOP" (any case, or "unsubscribe"), records it, and turns WhatsApp off in the profile', async () => {
    const customer = newCustomer({ mobile: freshMobile('96') });
    const mobile = String(customer.mobile);
    expect((await register(ctx, customer)).statusCode).toBe(200);
    const me = bearer(await signIn(ctx.app, { mobile, password: String(customer.password) }));
    const all = { orders: true, 'test-rides': true, service: true, support: true, offers: false };
    const chosen = await ctx.app.inject({ method: 'PUT', url: '/api/v1/me/notifications', headers: me, payload: { choices: { sms: all, whatsapp: all, push: { ...all, orders: false } } } });
    expect(chosen.statusCode, chosen.body).toBe(200);

    const hello = inbound(mobile, 'Where is my bike?', ctx.clock.now());
    expect((await post(hello.body, hello.signature)).statusCode).toBe(200);
    let settings = body<NotificationSettingsResponse>(await ctx.app.inject({ url: '/api/v1/me/notifications', headers: me })).data;
    expect(settings.whatsappStopped).toBe(false);

    const stop = inbound(mobile, ' Stop ', ctx.clock.now());
    expect((await post(stop.body, stop.signature)).statusCode).toBe(200);
    settings = body<NotificationSettingsResponse>(await ctx.app.inject({ url: '/api/v1/me/notifications', headers: me })).data;
    expect(settings.whatsappStopped).toBe(true);
    expect(Object.values(settings.choices.whatsapp).some(Boolean)).toBe(false);
    expect(settings.choices.sms.orders).toBe(true);
    const { rows } = await ctx.db.query<{ granted: boolean; source: string; text_shown: string }>(
      `SELECT granted, source, text_shown FROM consents WHERE mobile = $1 AND purpose = 'whatsapp' ORDER BY id DESC LIMIT 1`,
      [mobile],
    );
    expect(rows).toEqual([{ granted: false, source: 'whatsapp', text_shown: 'Replied "Stop" on WhatsApp.' }]);

    // Opting in again in the profile lifts the STOP; "unsubscribe" (in capitals) stops it again.
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/me/notifications', headers: me, payload: { choices: { sms: all, whatsapp: all, push: { ...all, orders: false } } } });
    settings = body<NotificationSettingsResponse>(await ctx.app.inject({ url: '/api/v1/me/notifications', headers: me })).data;
    expect(settings.whatsappStopped).toBe(false);
    const unsubscribe = inbound(mobile, 'UNSUBSCRIBE', ctx.clock.now());
    await post(unsubscribe.body, unsubscribe.signature);
    settings = body<NotificationSettingsResponse>(await ctx.app.inject({ url: '/api/v1/me/notifications', headers: me })).data;
    expect(settings.whatsappStopped).toBe(true);
  });
});
