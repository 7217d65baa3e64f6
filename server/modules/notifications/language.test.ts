// @vitest-environment node
// A notice in the customer's language (issue 29): the same order move texts a Hindi-speaking customer in Hindi (its
// Hindi DLT wording), sends their WhatsApp template's Hindi translation (language code "hi" on the Cloud API fake,
// server/test-fakes/whatsapp.ts) and a Hindi push title; an English-speaking customer's stay English.
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRideDateWindow } from '@contract/enquiry-rules.js';
import type { NotificationChoices } from '@contract/notification-rules.js';
import type { OrderBookingCreateResponse } from '@contract/orders.js';
import { buildApp } from '../../app.js';
import type { App } from '../../platform/deps.js';
import { CloudApiWhatsAppSender } from '../../platform/whatsapp/cloud-api.js';
import { FAKE_WHATSAPP, startFakeCloudApi, type FakeCloudApi } from '../../test-fakes/whatsapp.js';
import { DEMO, bearer, body, createTestContext, freshMobile, newCustomer, register, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let app: App;
let cloud: FakeCloudApi;
let admin: Record<string, string>;

type Customer = { mobile: string; headers: Record<string, string>; device: string };
let hindi: Customer;
let english: Customer;

const everyChannel: NotificationChoices = {
  sms: { orders: true, 'test-rides': true, service: true, support: true, offers: false },
  whatsapp: { orders: true, 'test-rides': false, service: false, support: false, offers: false },
  push: { orders: true, 'test-rides': false, service: false, support: false, offers: false },
};

/** A signed-up customer (in `language`, or English when none is named) who chose SMS, WhatsApp and push for orders. */
async function customer(language?: 'hi' | 'en'): Promise<Customer> {
  const signup = newCustomer({ mobile: freshMobile('96'), ...(language ? { language } : {}) });
  expect((await register({ app, sms: ctx.sms }, signup)).statusCode).toBe(200);
  const mobile = String(signup.mobile);
  const headers = bearer(await signIn(app, { mobile, password: String(signup.password) }));
  expect((await app.inject({ method: 'PUT', url: '/api/v1/me/notifications', headers, payload: { choices: everyChannel } })).statusCode).toBe(200);
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const device = `https://fcm.googleapis.com/fcm/send/${mobile}`;
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  const added = await app.inject({ method: 'POST', url: '/api/v1/me/notifications/push-devices', headers, payload: { endpoint: device, keys, label: 'Chrome on Android' } });
  expect(added.statusCode, added.body).toBe(201);
  return { mobile, headers, device };
}

const place = { state: 'KA', city: 'KA-BLR', area: 'KA-BLR-01', pincode: '560034' };

/** Books and pays; a guest sends no token, and names the site's language as the SPA does. */
async function bookAndPay(who: Pick<Customer, 'mobile' | 'headers'>): Promise<number> {
  const payload = { name: 'Asha Menon', mobile: who.mobile, email: 'asha@example.com', model: 'rv400', colour: 'Rebel Red', accept_terms: true, ...place, dealer_id: 9 };
  const res = await app.inject({ method: 'POST', url: '/api/v1/bookings', payload, headers: who.headers });
  expect(res.statusCode, res.body).toBe(201);
  const { booking, payment } = body<OrderBookingCreateResponse>(res).data;
  const paid = await app.inject({ method: 'POST', url: payment.checkout_url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });
  expect(paid.statusCode).toBe(303);
  return booking.id;
}

async function allot(id: number, chassis: string): Promise<void> {
  const res = await app.inject({ method: 'POST', url: `/api/v1/back-office/orders/${id}/allot`, headers: admin, payload: { chassis } });
  expect(res.statusCode, res.body).toBe(200);
}

/** What each channel carried to this customer (besides their sign-up code): an SMS as they read it, and its language. */
function received(who: Pick<Customer, 'mobile' | 'device'>) {
  return {
    sms: ctx.sms.messages
      .map((m, i) => ({ ...m, text: ctx.sms.sent[i]!.text }))
      .filter((m) => m.mobile === who.mobile && m.message.kind !== 'otp')
      .map(({ text, language }) => ({ text, language })),
    whatsapp: cloud.messages.filter((m) => m.to === `91${who.mobile}`),
    push: ctx.push.sent.filter((p) => p.endpoint === who.device),
  };
}

beforeAll(async () => {
  cloud = await startFakeCloudApi();
  ctx = await createTestContext();
  app = buildApp({
    db: ctx.db,
    config: ctx.config,
    sms: ctx.sms,
    email: ctx.email,
    whatsapp: new CloudApiWhatsAppSender({ ...FAKE_WHATSAPP, apiBase: cloud.base }, ctx.app.log),
    push: ctx.push,
    now: ctx.clock.now,
  });
  await app.ready();
  admin = bearer(await signIn(app, DEMO.admin));
  [hindi, english] = [await customer('hi'), await customer()];
}, 180_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
  await cloud.close();
});

describe("an order move, in the customer's language", () => {
  it('texts a Hindi-speaking customer in Hindi and sends the Hindi translation of the WhatsApp template', async () => {
    const id = await bookAndPay(hindi);
    await allot(id, 'MD9RV400X26B00041');
    const got = received(hindi);
    expect(got.sms.map((m) => m.language)).toEqual(['hi', 'hi']);
    expect(got.sms[0]!.text).toMatch(/^Revolt Motors: आपकी RV400 \(Rebel Red\) की बुकिंग BK-\d+ पक्की हो गई है।/);
    expect(got.sms[1]!.text).toContain('के लिए चेसिस MD9RV400X26B00041 तय हो गया है।');
    expect(ctx.sms.messages.filter((m) => m.mobile === hindi.mobile).map((m) => m.message.kind)).toEqual(['otp', 'booking-confirmed', 'order-allotted']);
    expect(got.whatsapp).toEqual([
      expect.objectContaining({ type: 'template', template: FAKE_WHATSAPP.templates.bookingConfirmed, language: 'hi' }),
      expect.objectContaining({ type: 'template', template: FAKE_WHATSAPP.templates.orderAllotted, language: 'hi', parameters: [expect.stringMatching(/^BK-/), 'MD9RV400X26B00041', expect.any(String)] }),
    ]);
    expect(got.push.map((p) => p.payload.title)).toEqual(['आपका Revolt ऑर्डर', 'आपका Revolt ऑर्डर']);
    expect(got.push[1]!.payload.body).toBe(got.sms[1]!.text);
  });

  it('keeps an English-speaking customer in English, on every channel', async () => {
    const id = await bookAndPay(english);
    await allot(id, 'MD9RV400X26B00042');
    const got = received(english);
    expect(got.sms.map((m) => m.language)).toEqual(['en', 'en']);
    expect(got.sms[1]!.text).toMatch(/^Revolt Motors: chassis MD9RV400X26B00042 is allotted to your order BK-\d+/);
    expect(got.whatsapp.map((m) => m.language)).toEqual(['en', 'en']);
    expect(got.push.map((p) => p.payload.title)).toEqual(['Your Revolt order', 'Your Revolt order']);
  });

  it('follows a change of language made afterwards (the language switch), for the next move', async () => {
    const id = await bookAndPay(english);
    expect((await app.inject({ method: 'PUT', url: '/api/v1/me/language', headers: english.headers, payload: { language: 'hi' } })).statusCode).toBe(200);
    await allot(id, 'MD9RV400X26B00043');
    const last = received(english);
    expect(last.sms.at(-1)).toMatchObject({ language: 'hi', text: expect.stringContaining('चेसिस MD9RV400X26B00043') });
    expect(last.whatsapp.at(-1)).toMatchObject({ template: FAKE_WHATSAPP.templates.orderAllotted, language: 'hi' });
  });
});

describe('a guest (no account)', () => {
  const guest = (language?: string) => {
    const headers: Record<string, string> = language ? { 'accept-language': language } : {};
    return { mobile: freshMobile('97'), headers, device: '' };
  };

  it('is texted in the language of the site they booked on, kept with the booking', async () => {
    const hindiGuest = guest('hi');
    const id = await bookAndPay(hindiGuest);
    expect((await ctx.db.query('SELECT language FROM bookings WHERE id = $1', [id])).rows).toEqual([{ language: 'hi' }]);
    await allot(id, 'MD9RV400X26B00044');
    const got = received(hindiGuest);
    expect(got.sms.map((m) => m.language)).toEqual(['hi', 'hi']);
    expect(got.sms[0]!.text).toContain('की बुकिंग');
    // WhatsApp and push need an account's opt-in: a guest gets SMS only.
    expect(got.whatsapp).toEqual([]);
  });

  it('is texted in English when the site named no language of ours, and once the mobile has an account, in its language', async () => {
    const plain = guest('ta-IN');
    const id = await bookAndPay(plain);
    expect((await ctx.db.query('SELECT language FROM bookings WHERE id = $1', [id])).rows).toEqual([{ language: null }]);
    expect(received(plain).sms.map((m) => m.language)).toEqual(['en']);
    // The guest signs up on the English site later: their account's language now decides, not the booking's.
    const hindiGuest = guest('hi');
    const booked = await bookAndPay(hindiGuest);
    expect((await register({ app, sms: ctx.sms }, newCustomer({ mobile: hindiGuest.mobile, language: 'en' }))).statusCode).toBe(200);
    await allot(booked, 'MD9RV400X26B00045');
    expect(received(hindiGuest).sms.map((m) => m.language)).toEqual(['hi', 'en']);
  });

  it("keeps the site's language with a test ride asked for on it", async () => {
    const mobile = freshMobile('97');
    const date = testRideDateWindow(ctx.clock.now()).min;
    const payload = { name: 'Asha Menon', mobile, email: 'asha@example.com', ...place, model: 'rv400', preferred_date: date, time_slot: '10:00-12:00', dealer_id: 9 };
    const res = await app.inject({ method: 'POST', url: '/api/v1/test-rides', headers: { 'accept-language': 'hi' }, payload });
    expect(res.statusCode, res.body).toBe(201);
    expect((await ctx.db.query('SELECT language FROM test_rides WHERE mobile = $1', [mobile])).rows).toEqual([{ language: 'hi' }]);
  });
});
