// @vitest-environment node
// News and offers sent by an admin (issue 30): who they are queued for (one notice per customer who opted in to
// offers on WhatsApp or push with the marketing consent in force; nobody else), who may send them, what is refused,
// and what the queued notice says when it goes out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationChoices } from '@contract/notification-rules.js';
import { OFFER_LIMITS, offerMessages as m } from '@contract/offer-rules.js';
import type { OfferAudienceResponse, OfferSendListResponse, OfferSendResponse } from '@contract/offers.js';
import { outboxHandlers } from '../../outbox-handlers.js';
import { drainOutbox } from '../../platform/outbox.js';
import { DEMO, bearer, body, createTestContext, freshMobile, newCustomer, register, signIn, type TestContext } from '../../test-helpers.js';
import { OFFER_TOPIC } from './notices.js';

let ctx: TestContext;
let admin: Record<string, string>;

type Customer = { id: number; mobile: string; headers: Record<string, string> };

async function customer(): Promise<Customer> {
  const person = newCustomer({ mobile: freshMobile('97') });
  expect((await register(ctx, person)).statusCode).toBe(200);
  const mobile = String(person.mobile);
  const headers = bearer(await signIn(ctx.app, { mobile, password: String(person.password) }));
  const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [mobile]);
  return { id: rows[0]!.id, mobile, headers };
}

/** The defaults with offers turned on for the channels named. */
function offersOn(...channels: (keyof NotificationChoices)[]): NotificationChoices {
  const row = (channel: keyof NotificationChoices) => ({
    orders: channel === 'sms', 'test-rides': channel === 'sms', service: channel === 'sms', support: channel === 'sms', offers: channels.includes(channel),
  });
  return { sms: row('sms'), whatsapp: row('whatsapp'), push: row('push') };
}

async function choose(who: Customer, choices: NotificationChoices) {
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/me/notifications', headers: who.headers, payload: { choices } });
  expect(res.statusCode, res.body).toBe(200);
}

const send = (payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url: '/api/v1/admin/offers', headers, payload });

/** The accounts a send queued a notice for, one entry per notice. */
async function queuedFor(sendId: number): Promise<number[]> {
  const { rows } = await ctx.db.query<{ user_id: number }>(
    `SELECT (payload->>'userId')::int AS user_id FROM outbox WHERE topic = $1 AND (payload->>'sendId')::int = $2 ORDER BY id`,
    [OFFER_TOPIC, sendId],
  );
  return rows.map((row) => row.user_id);
}

const sendCount = async () => (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM offer_sends')).rows[0]!.n;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = bearer(await signIn(ctx.app, DEMO.admin));
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/v1/admin/offers', () => {
  it('queues one notice for each customer who opted in to offers on WhatsApp or push, and none for anyone else', async () => {
    const [onWhatsApp, onPush, onBoth, never, onlySms, withdrew] = await Promise.all([customer(), customer(), customer(), customer(), customer(), customer()]);
    await choose(onWhatsApp, offersOn('whatsapp'));
    await choose(onPush, offersOn('push'));
    await choose(onBoth, offersOn('whatsapp', 'push'));
    // An SMS box for offers is saved off (SMS never carries offers), so it is no opt-in.
    await choose(onlySms, offersOn('sms'));
    // Opted in in the grid, then withdrew the marketing consent in "News and offers": the withdrawal is in force.
    await choose(withdrew, offersOn('whatsapp'));
    const withdrawn = await ctx.app.inject({ method: 'PUT', url: '/api/v1/me/consents/marketing', headers: withdrew.headers, payload: { granted: false } });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    // Asked before the send, the audience is the same customers.
    const audience = await ctx.app.inject({ url: '/api/v1/admin/offers/audience', headers: admin });
    expect(audience.statusCode, audience.body).toBe(200);
    expect(body<OfferAudienceResponse>(audience).data).toEqual({ customers: 3 });

    const res = await send({ title: 'Diwali on a Revolt', body: 'Zero down payment on the RV400 until Sunday.', link: '/rv400' });
    expect(res.statusCode, res.body).toBe(201);
    const { message, data } = body<OfferSendResponse>(res);
    const queued = await queuedFor(data.id);
    expect(queued.sort((a, b) => a - b)).toEqual([onWhatsApp.id, onPush.id, onBoth.id].sort((a, b) => a - b));
    expect(queued).not.toContain(never.id);
    expect(data).toMatchObject({ title: 'Diwali on a Revolt', link: '/rv400', sentBy: 'Aarav Mehta', recipients: 3 });
    expect(message).toBe(m.queued(3));
    expect(message).toBe('Queued for 3 customers.');
  });

  it('lists the sends newest first: when, what, by whom and for how many', async () => {
    const res = await send({ title: 'Service camp', body: 'Free check-up at every hub this weekend.', link: '' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = body<OfferSendResponse>(res).data;
    expect(sent.link).toBeNull();
    const list = await ctx.app.inject({ url: '/api/v1/admin/offers', headers: admin });
    expect(list.statusCode).toBe(200);
    const [latest, previous] = body<OfferSendListResponse>(list).data;
    expect(latest).toEqual(sent);
    expect(previous).toMatchObject({ title: 'Diwali on a Revolt', recipients: 3, sentBy: 'Aarav Mehta' });
    expect(new Date(latest!.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(previous!.createdAt).getTime());
  });

  it('is for admins only: a customer, a dealer and a call-centre agent get 403 and nothing is sent', async () => {
    const before = await sendCount();
    for (const who of [DEMO.customer, DEMO.dealer, DEMO.agent]) {
      const headers = bearer(await signIn(ctx.app, who));
      expect((await send({ title: 'Not mine to send', body: 'Nope.' }, headers)).statusCode).toBe(403);
      expect((await ctx.app.inject({ url: '/api/v1/admin/offers', headers })).statusCode).toBe(403);
      expect((await ctx.app.inject({ url: '/api/v1/admin/offers/audience', headers })).statusCode).toBe(403);
    }
    expect((await send({ title: 'Nobody signed in', body: 'Nope.' }, {})).statusCode).toBe(401);
    expect(await sendCount()).toBe(before);
  });

  it('refuses a missing or too long title or message and a link off this site, with the contract’s messages', async () => {
    const before = await sendCount();
    const refused = async (payload: object, field: string, message: string) => {
      const res = await send(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(body<{ errors: { field: string; message: string }[] }>(res).errors).toContainEqual({ field, message });
    };
    await refused({ title: '   ', body: 'Something.' }, 'title', m.title);
    await refused({ title: 'x'.repeat(OFFER_LIMITS.titleMax + 1), body: 'Something.' }, 'title', m.title);
    await refused({ title: 'A title' }, 'body', m.body);
    await refused({ title: 'A title', body: 'y'.repeat(OFFER_LIMITS.bodyMax + 1) }, 'body', m.body);
    for (const link of ['https://evil.example/win', '//evil.example/win', '/\\evil.example', 'rv400', '/rv 400', 'javascript:alert(1)']) {
      await refused({ title: 'A title', body: 'Something.', link }, 'link', m.link);
    }
    expect(await sendCount()).toBe(before);
    // The limits themselves are allowed.
    expect((await send({ title: 'x'.repeat(OFFER_LIMITS.titleMax), body: 'y'.repeat(OFFER_LIMITS.bodyMax), link: '/rv400?colour=red#emi' })).statusCode).toBe(201);
  });
});

describe('an offer notice going out', () => {
  it('says the admin’s words on WhatsApp and push, never by SMS, and opens the page sent', async () => {
    const who = await customer();
    await choose(who, offersOn('whatsapp', 'push'));
    const device = await ctx.app.inject({
      method: 'POST', url: '/api/v1/me/notifications/push-devices', headers: who.headers,
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/offers-test', keys: { p256dh: 'BKey', auth: 'AuthKey' }, label: 'Chrome on Android' },
    });
    expect(device.statusCode, device.body).toBe(201);
    const res = await send({ title: 'Monsoon offer', body: 'Free rain cover\nwith every booking.', link: '/book' });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = body<OfferSendResponse>(res).data;

    const marks = { sms: ctx.sms.messages.length, whatsapp: ctx.whatsapp.templates.length, push: ctx.push.sent.length };
    const handlers = outboxHandlers(ctx.config, { db: ctx.db, sms: ctx.sms, email: ctx.email, whatsapp: ctx.whatsapp, push: ctx.push }, ctx.clock.now);
    const drained = await drainOutbox(ctx.db, handlers, ctx.clock.now(), 100, [OFFER_TOPIC]);
    expect(drained.failed).toBe(0);

    expect(ctx.sms.messages.slice(marks.sms).filter((s) => s.mobile === who.mobile)).toEqual([]);
    expect(ctx.whatsapp.templates.slice(marks.whatsapp).filter((t) => t.mobile === who.mobile)).toEqual([
      expect.objectContaining({ template: { kind: 'offer', language: 'en', parameters: ['Monsoon offer', 'Free rain cover with every booking.', `${ctx.config.siteOrigin}/book`] } }),
    ]);
    expect(ctx.push.sent.slice(marks.push).filter((p) => p.endpoint.endsWith('/offers-test'))).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/offers-test', payload: { title: 'Monsoon offer', body: 'Free rain cover\nwith every booking.', tag: `offer:${id}`, url: '/book' } },
    ]);
  });
});
