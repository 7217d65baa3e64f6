// @vitest-environment node
// Consent per purpose (issue 24): the unticked marketing box of registration, booking and test ride records a consent
// only when ticked; the profile shows it and withdraws it (with its time), and campaign leads of that mobile stop. Each
// records the words shown, in the language of the site they were shown on (issue 29).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentMessages, MARKETING_CONSENT_EN, MARKETING_CONSENT_HI } from '@contract/consent-rules.js';
import type { MarketingConsentResponse } from '@contract/consents.js';
import { OFFERS_CONSENT_EN, OFFERS_CONSENT_HI, WHATSAPP_CONSENT_EN, WHATSAPP_CONSENT_HI } from '@contract/notification-rules.js';
import { testRideDateWindow } from '@contract/enquiry-rules.js';
import { leadBatchBody } from '@contract/leads.js';
import { insertLeads } from '../leads/service.js';
import { bearer, body, createTestContext, freshMobile, newCustomer, register, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type ConsentRow = { user_id: number | null; mobile: string; purpose: string; granted: boolean; text_shown: string; source: string; created_at: Date };
const consents = async (mobile: string) =>
  (await ctx.db.query<ConsentRow>('SELECT * FROM consents WHERE mobile = $1 ORDER BY id', [mobile])).rows;

const place = { state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01', pincode: '600017' };
const person = (mobile: string) => ({ name: 'Arjun Mehta', mobile, email: 'arjun@example.com', ...place });

async function signedUp(marketing: boolean): Promise<{ mobile: string; token: string }> {
  const payload = newCustomer({ mobile: freshMobile('97'), ...(marketing ? { marketing_consent: true } : {}) });
  const res = await register(ctx, payload);
  expect(res.statusCode, res.body).toBe(200);
  return { mobile: String(payload.mobile), token: body<{ user: { token: string } }>(res).user.token };
}

async function queueLead(mobile: string): Promise<void> {
  const [lead] = leadBatchBody.parse([{ ...person(mobile), url: 'https://www.revoltmotors.example/NewPlaceOrderScreen', isSeller: false, product_type: 'rv400', source: 'campaign' }]);
  await ctx.db.transaction((tx) => insertLeads(tx, [lead!], { toCrm: true }, ctx.clock.now()));
}
const queuedLeads = async (mobile: string) =>
  (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE topic = 'crm.lead' AND sent_at IS NULL AND payload->>'mobile' = $1`, [mobile])).rows[0]!.n;

describe('marketing consent on the forms', () => {
  it('records a consent with the words shown and the page only when the box is ticked', async () => {
    const ticked = await signedUp(true);
    expect(await consents(ticked.mobile)).toEqual([
      expect.objectContaining({ purpose: 'marketing', granted: true, text_shown: MARKETING_CONSENT_EN, source: 'register', user_id: expect.any(Number) }),
    ]);
    const unticked = await signedUp(false);
    expect(await consents(unticked.mobile)).toEqual([]);

    const rideMobile = freshMobile('96');
    const ride = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/test-rides',
      payload: { ...person(rideMobile), model: 'rv400', preferred_date: testRideDateWindow(ctx.clock.now()).min, time_slot: '10:00-12:00', dealer_id: 12, marketing_consent: true },
    });
    expect(ride.statusCode, ride.body).toBe(201);
    expect(await consents(rideMobile)).toEqual([expect.objectContaining({ granted: true, text_shown: MARKETING_CONSENT_EN, source: 'test-ride', user_id: null })]);

    const bookingMobile = freshMobile('96');
    const booking = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: { ...person(bookingMobile), model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true, marketing_consent: true },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    expect(await consents(bookingMobile)).toEqual([expect.objectContaining({ granted: true, text_shown: MARKETING_CONSENT_EN, source: 'booking' })]);
  });
});

describe('marketing consent given on the Hindi site', () => {
  // Every call of the Hindi site names its language in Accept-Language (src/lib/api/endpoint.ts).
  const hindi = { 'accept-language': 'hi' };

  it('records the Hindi words the box showed on sign-up, a test ride and a booking', async () => {
    const mobile = freshMobile('97');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/customer/register/otp', headers: hindi, payload: { mobile } })).statusCode).toBe(200);
    const signup = { mobile, name: 'Sunita Verma', otp: ctx.sms.lastCode(mobile), marketing_consent: true };
    const registered = await ctx.app.inject({ method: 'POST', url: '/api/v1/customer/register', headers: hindi, payload: signup });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(await consents(mobile)).toEqual([expect.objectContaining({ granted: true, text_shown: MARKETING_CONSENT_HI, source: 'register' })]);

    const rideMobile = freshMobile('96');
    const ride = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/test-rides',
      headers: hindi,
      payload: { ...person(rideMobile), model: 'rv400', preferred_date: testRideDateWindow(ctx.clock.now()).min, time_slot: '10:00-12:00', dealer_id: 12, marketing_consent: true },
    });
    expect(ride.statusCode, ride.body).toBe(201);
    expect(await consents(rideMobile)).toEqual([expect.objectContaining({ text_shown: MARKETING_CONSENT_HI, source: 'test-ride' })]);

    const bookingMobile = freshMobile('96');
    const booking = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
      payload: { ...person(bookingMobile), model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true, marketing_consent: true },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    expect(await consents(bookingMobile)).toEqual([expect.objectContaining({ text_shown: MARKETING_CONSENT_HI, source: 'booking' })]);
  });

  it('shows and records the statement in the language of the profile it is given or withdrawn on', async () => {
    const me = await signedUp(false);
    const headers = { ...bearer(me.token), ...hindi };
    const read = await ctx.app.inject({ url: '/api/v1/me/consents/marketing', headers });
    expect(body<MarketingConsentResponse>(read).data.text).toBe(MARKETING_CONSENT_HI);
    const given = await ctx.app.inject({ method: 'PUT', url: '/api/v1/me/consents/marketing', headers, payload: { granted: true } });
    expect(given.statusCode, given.body).toBe(200);
    expect(body<MarketingConsentResponse>(given).data.text).toBe(MARKETING_CONSENT_HI);
    // Withdrawn later from the English profile: that row records the English words.
    const withdrawn = await ctx.app.inject({ method: 'PUT', url: '/api/v1/me/consents/marketing', headers: bearer(me.token), payload: { granted: false } });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await consents(me.mobile)).map((c) => [c.granted, c.text_shown])).toEqual([[true, MARKETING_CONSENT_HI], [false, MARKETING_CONSENT_EN]]);
  });

  it('records the Hindi WhatsApp and offers statements the Hindi profile showed when they are turned on there', async () => {
    const me = await signedUp(false);
    const row = { orders: true, 'test-rides': true, service: true, support: true, offers: true };
    const choices = { sms: row, whatsapp: row, push: { ...row, offers: false } };
    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/v1/me/notifications', headers: { ...bearer(me.token), ...hindi }, payload: { choices } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await consents(me.mobile)).map((c) => [c.purpose, c.text_shown])).toEqual([['whatsapp', WHATSAPP_CONSENT_HI], ['marketing', OFFERS_CONSENT_HI]]);
    // Turned off from the English profile: recorded with the English words.
    const off = { sms: { ...row, offers: false }, whatsapp: { orders: false, 'test-rides': false, service: false, support: false, offers: false }, push: { ...row, offers: false } };
    const english = await ctx.app.inject({ method: 'PUT', url: '/api/v1/me/notifications', headers: bearer(me.token), payload: { choices: off } });
    expect(english.statusCode, english.body).toBe(200);
    expect((await consents(me.mobile)).slice(2).map((c) => [c.purpose, c.granted, c.text_shown])).toEqual([
      ['whatsapp', false, WHATSAPP_CONSENT_EN],
      ['marketing', false, OFFERS_CONSENT_EN],
    ]);
  });
});

describe('marketing consent in the profile', () => {
  it('shows none until given; a withdrawal is recorded with its time and stops campaign leads of that mobile', async () => {
    const me = await signedUp(false);
    const read = await ctx.app.inject({ url: '/api/v1/me/consents/marketing', headers: bearer(me.token) });
    expect(read.statusCode).toBe(200);
    expect(body<MarketingConsentResponse>(read).data).toEqual({ granted: false, at: null, text: MARKETING_CONSENT_EN });

    const put = (granted: boolean) => ctx.app.inject({ method: 'PUT', url: '/api/v1/me/consents/marketing', headers: bearer(me.token), payload: { granted } });
    const given = await put(true);
    expect(given.statusCode, given.body).toBe(200);
    expect(body(given)).toMatchObject({ message: consentMessages.granted, data: { granted: true } });
    await queueLead(me.mobile);
    expect(await queuedLeads(me.mobile)).toBe(1);

    ctx.clock.advance(60_000);
    const withdrawnAt = ctx.clock.now();
    const withdrawn = await put(false);
    expect(withdrawn.statusCode).toBe(200);
    expect(body(withdrawn)).toMatchObject({ message: consentMessages.withdrawn, data: { granted: false } });
    expect(Date.parse(body<MarketingConsentResponse>(withdrawn).data.at ?? '')).toBeGreaterThanOrEqual(withdrawnAt.getTime());
    expect((await consents(me.mobile)).map((c) => [c.granted, c.source])).toEqual([[true, 'profile'], [false, 'profile']]);
    expect(await queuedLeads(me.mobile)).toBe(0);

    await queueLead(me.mobile);
    expect(await queuedLeads(me.mobile)).toBe(0);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM booking_leads WHERE mobile = $1', [me.mobile]);
    expect(rows[0]!.n).toBe(2);
  });

  it('is for signed-in customers only and checks the body', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/me/consents/marketing' })).statusCode).toBe(401);
    const me = await signedUp(false);
    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/v1/me/consents/marketing', headers: bearer(me.token), payload: { granted: 'yes' } });
    expect(bad.statusCode).toBe(400);
  });
});
