// @vitest-environment node
// The fan-out end to end on the app (issue 30): a customer's choices, an order moved by the hub, and what reaches the
// fakes: the WhatsApp Cloud API (server/test-fakes/whatsapp.ts) and a push service (server/test-fakes/push-service.ts).
import { createECDH, randomBytes } from 'node:crypto';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_CONSENT_EN, type NotificationChoices } from '@contract/notification-rules.js';
import type { NotificationSettingsResponse } from '@contract/notifications.js';
import type { OrderBookingCreateResponse } from '@contract/orders.js';
import { buildApp } from '../../app.js';
import type { App } from '../../platform/deps.js';
import { WebPushSender } from '../../platform/push/web-push.js';
import { CloudApiWhatsAppSender } from '../../platform/whatsapp/cloud-api.js';
import { startFakePushService, type FakePushService } from '../../test-fakes/push-service.js';
import { FAKE_WHATSAPP, startFakeCloudApi, type FakeCloudApi } from '../../test-fakes/whatsapp.js';
import { DEMO, bearer, body, createTestContext, freshMobile, newCustomer, register, signIn, type TestContext } from '../../test-helpers.js';

const CHASSIS = 'MD9RV400X26B00017';
let ctx: TestContext;
let app: App;
let cloud: FakeCloudApi;
let pushService: FakePushService;
let admin: Record<string, string>;
let me: Record<string, string>;
let mobile: string;

/** A device's keys as a browser makes them: a P-256 public key and 16 random bytes, URL-safe base64. */
function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

function choices(on: Partial<Record<keyof NotificationChoices, Partial<NotificationChoices['sms']>>>): NotificationChoices {
  const row = (channel: keyof NotificationChoices) => ({
    orders: channel === 'sms', 'test-rides': channel === 'sms', service: channel === 'sms', support: channel === 'sms', offers: false, ...on[channel],
  });
  return { sms: row('sms'), whatsapp: row('whatsapp'), push: row('push') };
}

const settings = async () => body<NotificationSettingsResponse>(await app.inject({ url: '/api/v1/me/notifications', headers: me })).data;
const choose = (value: NotificationChoices) => app.inject({ method: 'PUT', url: '/api/v1/me/notifications', headers: me, payload: { choices: value } });
const addDevice = (name: string) =>
  app.inject({ method: 'POST', url: '/api/v1/me/notifications/push-devices', headers: me, payload: { endpoint: pushService.endpoint(name), keys: deviceKeys(), label: 'Chrome on Android' } });

async function bookAndPay(): Promise<number> {
  const payload = { name: 'Asha Menon', mobile, email: 'asha@example.com', model: 'rv400', colour: 'Rebel Red', accept_terms: true, state: 'KA', city: 'KA-BLR', area: 'KA-BLR-01', pincode: '560034', dealer_id: 9 };
  const res = await app.inject({ method: 'POST', url: '/api/v1/bookings', payload, headers: me });
  expect(res.statusCode, res.body).toBe(201);
  const { booking, payment } = body<OrderBookingCreateResponse>(res).data;
  const paid = await app.inject({ method: 'POST', url: payment.checkout_url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });
  expect(paid.statusCode).toBe(303);
  return booking.id;
}

const move = async (id: number, action: 'allot' | 'ready' | 'deliver', payload: object = {}) => {
  const res = await app.inject({ method: 'POST', url: `/api/v1/back-office/orders/${id}/${action}`, headers: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
};

/** What each channel got for this customer since `mark`. */
function since(mark: { sms: number; whatsapp: number; push: number }) {
  return {
    sms: ctx.sms.messages.slice(mark.sms).filter((m) => m.mobile === mobile),
    whatsapp: cloud.messages.slice(mark.whatsapp),
    push: pushService.received.slice(mark.push),
  };
}
const mark = () => ({ sms: ctx.sms.messages.length, whatsapp: cloud.messages.length, push: pushService.received.length });

beforeAll(async () => {
  [cloud, pushService] = await Promise.all([startFakeCloudApi(), startFakePushService()]);
  ctx = await createTestContext({ pushServiceHosts: ['127.0.0.1'], vapid: webPush.generateVAPIDKeys() });
  const log = ctx.app.log;
  app = buildApp({
    db: ctx.db,
    config: ctx.config,
    sms: ctx.sms,
    email: ctx.email,
    whatsapp: new CloudApiWhatsAppSender({ ...FAKE_WHATSAPP, apiBase: cloud.base }, log),
    push: new WebPushSender(ctx.config, log, pushService.agent),
    now: ctx.clock.now,
  });
  await app.ready();
  const customer = newCustomer({ mobile: freshMobile('96') });
  mobile = String(customer.mobile);
  expect((await register({ app, sms: ctx.sms }, customer)).statusCode).toBe(200);
  [admin, me] = [bearer(await signIn(app, DEMO.admin)), bearer(await signIn(app, { mobile, password: String(customer.password) }))];
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  await Promise.all([cloud.close(), pushService.close()]);
});

describe('the fan-out of an order move', () => {
  it('sends SMS only by default, as before: WhatsApp and push wait for an opt-in', async () => {
    expect((await settings()).choices).toEqual(choices({}));
    const before = mark();
    const id = await bookAndPay();
    const got = since(before);
    expect(got.sms.map((m) => m.message.kind)).toEqual(['booking-confirmed']);
    expect(got.whatsapp).toEqual([]);
    expect(got.push).toEqual([]);
    await move(id, 'allot', { chassis: CHASSIS });
  });

  it('sends one message per chosen channel for a move, then none on the channels turned off', async () => {
    const saved = await choose(choices({ whatsapp: { orders: true }, push: { orders: true } }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await addDevice('phone')).statusCode).toBe(201);
    const { rows } = await ctx.db.query<{ text_shown: string; granted: boolean }>(`SELECT text_shown, granted FROM consents WHERE mobile = $1 AND purpose = 'whatsapp'`, [mobile]);
    expect(rows).toEqual([{ text_shown: WHATSAPP_CONSENT_EN, granted: true }]);

    const id = await bookAndPay();
    let before = mark();
    await move(id, 'allot', { chassis: 'MD9RV400X26B00018' });
    let got = since(before);
    expect(got.sms.map((m) => m.message.kind)).toEqual(['order-allotted']);
    expect(got.whatsapp).toEqual([
      expect.objectContaining({ to: `91${mobile}`, type: 'template', template: FAKE_WHATSAPP.templates.orderAllotted, language: 'en', parameters: [expect.stringMatching(/^BK-/), 'MD9RV400X26B00018', expect.any(String)] }),
    ]);
    expect(got.push).toHaveLength(1);
    expect(got.push[0]).toMatchObject({ path: '/push/phone', encoding: 'aes128gcm', ttl: '86400' });
    expect(got.push[0]!.body.length).toBeGreaterThan(100);
    const { rows: sent } = await ctx.db.query<{ status: string }>('SELECT status FROM whatsapp_messages WHERE wamid = $1', [got.whatsapp[0]!.id]);
    expect(sent).toEqual([{ status: 'accepted' }]);

    expect((await choose(choices({ sms: { orders: false } }))).statusCode).toBe(200);
    before = mark();
    await move(id, 'ready');
    got = since(before);
    expect(got).toEqual({ sms: [], whatsapp: [], push: [] });
    expect((await ctx.db.query(`SELECT granted FROM consents WHERE mobile = $1 AND purpose = 'whatsapp' ORDER BY id`, [mobile])).rows).toEqual([{ granted: true }, { granted: false }]);
  });

  it('removes a device whose push service answers 410 Gone, and keeps sending to the others', async () => {
    expect((await choose(choices({ push: { orders: true } }))).statusCode).toBe(200);
    expect((await addDevice('old-laptop')).statusCode).toBe(201);
    pushService.expired.add('old-laptop');
    expect((await settings()).devices.map((d) => d.label)).toHaveLength(2);
    const id = await bookAndPay();
    const before = mark();
    await move(id, 'allot', { chassis: 'MD9RV400X26B00019' });
    expect(since(before).push.map((p) => p.path)).toEqual(['/push/phone']);
    expect((await settings()).devices).toHaveLength(1);
  });

  it('refuses a push endpoint outside the known push services, and another customer’s device', async () => {
    const evil = await app.inject({ method: 'POST', url: '/api/v1/me/notifications/push-devices', headers: me, payload: { endpoint: 'https://169.254.169.254/latest', keys: deviceKeys(), label: 'x' } });
    expect(evil.statusCode).toBe(400);
    const [device] = (await settings()).devices;
    const other = bearer(await signIn(app, DEMO.customer));
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/me/notifications/push-devices/${device!.id}`, headers: other })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/me/notifications/push-devices/${device!.id}`, headers: me })).statusCode).toBe(200);
    expect((await settings()).devices).toEqual([]);
  });
});

describe('offers and SMS', () => {
  it('saves an SMS box for offers as off and records no marketing consent for it: SMS never carries offers', async () => {
    const before = (await ctx.db.query(`SELECT count(*)::int AS n FROM consents WHERE mobile = $1 AND purpose = 'marketing'`, [mobile])).rows[0];
    const saved = await choose(choices({ sms: { offers: true } }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<NotificationSettingsResponse>(saved).data.choices.sms.offers).toBe(false);
    expect((await settings()).choices.sms.offers).toBe(false);
    expect((await ctx.db.query(`SELECT count(*)::int AS n FROM consents WHERE mobile = $1 AND purpose = 'marketing'`, [mobile])).rows[0]).toEqual(before);
  });
});
