// @vitest-environment node
// News and offers end to end (issue 30): an admin's send, queued in the outbox and delivered by the fan-out to the
// fakes of the WhatsApp Cloud API (server/test-fakes/whatsapp.ts) and of a push service
// (server/test-fakes/push-service.ts) for a customer who opted in; nothing once they opt out, even for a send queued
// before they did (the fan-out reads the choices when it sends).
import { createECDH, randomBytes } from 'node:crypto';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationChoices } from '@contract/notification-rules.js';
import type { OfferSendResponse } from '@contract/offers.js';
import { buildApp } from '../../app.js';
import { outboxHandlers } from '../../outbox-handlers.js';
import type { App } from '../../platform/deps.js';
import { drainOutbox } from '../../platform/outbox.js';
import { WebPushSender } from '../../platform/push/web-push.js';
import { CloudApiWhatsAppSender } from '../../platform/whatsapp/cloud-api.js';
import { startFakePushService, type FakePushService } from '../../test-fakes/push-service.js';
import { FAKE_WHATSAPP, startFakeCloudApi, type FakeCloudApi } from '../../test-fakes/whatsapp.js';
import { DEMO, bearer, body, createTestContext, freshMobile, newCustomer, register, signIn, type TestContext } from '../../test-helpers.js';
import { OFFER_TOPIC } from './notices.js';

let ctx: TestContext;
let app: App;
let cloud: FakeCloudApi;
let pushService: FakePushService;
let whatsapp: CloudApiWhatsAppSender;
let push: WebPushSender;
let admin: Record<string, string>;
let me: Record<string, string>;
let mobile: string;

function choices(offers: { whatsapp: boolean; push: boolean }): NotificationChoices {
  const row = (channel: keyof NotificationChoices) => ({
    orders: channel === 'sms', 'test-rides': channel === 'sms', service: channel === 'sms', support: channel === 'sms', offers: channel !== 'sms' && offers[channel],
  });
  return { sms: row('sms'), whatsapp: row('whatsapp'), push: row('push') };
}

const choose = async (value: NotificationChoices) => {
  const res = await app.inject({ method: 'PUT', url: '/api/v1/me/notifications', headers: me, payload: { choices: value } });
  expect(res.statusCode, res.body).toBe(200);
};

async function sendOffer(payload: object): Promise<OfferSendResponse> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/admin/offers', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  return body<OfferSendResponse>(res);
}

/** Delivers the queued offer notices through the real senders pointed at the fakes. */
async function deliver() {
  const handlers = outboxHandlers(ctx.config, { db: ctx.db, sms: ctx.sms, email: ctx.email, whatsapp, push }, ctx.clock.now);
  const drained = await drainOutbox(ctx.db, handlers, ctx.clock.now(), 100, [OFFER_TOPIC]);
  expect(drained.failed).toBe(0);
}

const mark = () => ({ sms: ctx.sms.messages.length, whatsapp: cloud.messages.length, push: pushService.received.length });
function since(from: ReturnType<typeof mark>) {
  return {
    sms: ctx.sms.messages.slice(from.sms).filter((m) => m.mobile === mobile),
    whatsapp: cloud.messages.slice(from.whatsapp).filter((m) => m.to === `91${mobile}`),
    push: pushService.received.slice(from.push),
  };
}

beforeAll(async () => {
  [cloud, pushService] = await Promise.all([startFakeCloudApi(), startFakePushService()]);
  ctx = await createTestContext({ pushServiceHosts: ['127.0.0.1'], vapid: webPush.generateVAPIDKeys() });
  whatsapp = new CloudApiWhatsAppSender({ ...FAKE_WHATSAPP, apiBase: cloud.base }, ctx.app.log);
  push = new WebPushSender(ctx.config, ctx.app.log, pushService.agent);
  app = buildApp({ db: ctx.db, config: ctx.config, sms: ctx.sms, email: ctx.email, whatsapp, push, now: ctx.clock.now });
  await app.ready();
  const customer = newCustomer({ mobile: freshMobile('96') });
  mobile = String(customer.mobile);
  expect((await register({ app, sms: ctx.sms }, customer)).statusCode).toBe(200);
  [admin, me] = [bearer(await signIn(app, DEMO.admin)), bearer(await signIn(app, { mobile, password: String(customer.password) }))];
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  const device = await app.inject({ method: 'POST', url: '/api/v1/me/notifications/push-devices', headers: me, payload: { endpoint: pushService.endpoint('phone'), keys, label: 'Chrome on Android' } });
  expect(device.statusCode, device.body).toBe(201);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  await Promise.all([cloud.close(), pushService.close()]);
});

describe('news and offers through the fan-out', () => {
  it('reaches WhatsApp (the approved offer template) and push for a customer who opted in, never SMS', async () => {
    await choose(choices({ whatsapp: true, push: true }));
    const before = mark();
    const { data } = await sendOffer({ title: 'Festive offer', body: 'Free helmet with every RV400\nbooked this week.', link: '/rv400' });
    expect(data.recipients).toBe(1);
    await deliver();
    const got = since(before);
    expect(got.sms).toEqual([]);
    expect(got.whatsapp).toEqual([
      expect.objectContaining({
        type: 'template', template: FAKE_WHATSAPP.templates.offer, language: 'en',
        parameters: ['Festive offer', 'Free helmet with every RV400 booked this week.', `${ctx.config.siteOrigin}/rv400`],
      }),
    ]);
    expect(got.push).toHaveLength(1);
    expect(got.push[0]).toMatchObject({ path: '/push/phone', encoding: 'aes128gcm' });
    const { rows } = await ctx.db.query<{ template: string }>('SELECT template FROM whatsapp_messages WHERE wamid = $1', [got.whatsapp[0]!.id]);
    expect(rows).toEqual([{ template: 'offer' }]);
  });

  it('sends nothing after the customer opts out: not a send queued before, and no notice for a later one', async () => {
    await choose(choices({ whatsapp: true, push: true }));
    const queued = await sendOffer({ title: 'Weekend test rides', body: 'Ride an RV400 at any hub this weekend.' });
    expect(queued.data.recipients).toBe(1);
    await choose(choices({ whatsapp: false, push: false }));
    const before = mark();
    await deliver();
    expect(since(before)).toEqual({ sms: [], whatsapp: [], push: [] });

    const later = await sendOffer({ title: 'Another offer', body: 'You should not get this one.' });
    expect(later.data.recipients).toBe(0);
    expect(later.message).toBe('Queued for 0 customers.');
    await deliver();
    expect(since(before)).toEqual({ sms: [], whatsapp: [], push: [] });
  });
});
