// @vitest-environment node
// Campaign booking leads: stored as sent (url without '?ref='), queued for LeadSquared only when configured, delivered
// by the outbox with retries against a local fake, and updated from the order's own state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBookingCreateResponse } from '@contract/orders.js';
import type { ApiError } from '@contract/common.js';
import type { LeadBatchResponse, LeadUpdateResponse } from '@contract/leads.js';
import { leadUrl } from '@contract/lead-rules.js';
import { backoffMs, drainOutbox } from '../../platform/outbox.js';
import { outboxHandlers } from '../../outbox-handlers.js';
import { DEMO, bearer, body, createTestContext, freshMobile, siblingApp, signIn, type TestContext } from '../../test-helpers.js';
import { FAKE_LSQ, startFakeLeadSquared, type FakeLeadSquared } from '../../test-fakes/leadsquared.js';
import type { App } from '../../platform/deps.js';
import { readConfig, type Config } from '../../platform/config.js';

let ctx: TestContext;
let fake: FakeLeadSquared;
let crmApp: App;
let crmConfig: Config;

const lead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Arjun Mehta',
  email: 'arjun@example.com',
  mobile: freshMobile('96'),
  state: 'TN',
  city: 'TN-CHE',
  area: 'TN-CHE-01',
  pincode: '600017',
  url: 'https://www.revoltmotors.example/NewPlaceOrderScreen?utm_source=mail&ref=ASHA42',
  isSeller: false,
  product_type: 'rv400',
  booking_id: '',
  createNewBooking: true,
  source: 'campaign',
  add_comments: '',
  referral_code: 'ASHA42',
  isReferralVerified: false,
  alternate_mobile: '',
  address_pincode: '600017',
  address_state: 'TN',
  address: '12 Anna Salai, Chennai',
  ...overrides,
});

async function book(app: App): Promise<OrderBookingCreateResponse['data']> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: {
      name: 'Arjun Mehta', mobile: freshMobile('96'), email: 'arjun@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01',
      pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return body<OrderBookingCreateResponse>(res).data;
}

const outboxRows = async () =>
  (await ctx.db.query<{ topic: string; attempts: number; sent_at: Date | null; last_error: string | null; next_attempt_at: Date }>("SELECT topic, attempts, sent_at, last_error, next_attempt_at FROM outbox WHERE topic LIKE 'crm.%' ORDER BY id")).rows;

beforeAll(async () => {
  ctx = await createTestContext();
  fake = await startFakeLeadSquared();
  crmConfig = { ...ctx.config, crmProvider: 'leadsquared', leadSquared: { apiBase: fake.base, ...FAKE_LSQ } };
  crmApp = await siblingApp(ctx, { crmProvider: 'leadsquared', leadSquared: crmConfig.leadSquared });
  // The demo data's own outbox rows (its delivery's feedback SMS) are not these tests' business.
  await ctx.db.query("UPDATE outbox SET sent_at = now() WHERE topic NOT LIKE 'crm.%'");
});
afterAll(async () => {
  await crmApp.close();
  await fake.close();
  await ctx.close();
});

describe('CRM_PROVIDER', () => {
  it('defaults to none and needs the LeadSquared settings when it names it', () => {
    expect(readConfig({})).toMatchObject({ crmProvider: 'none', leadSquared: undefined });
    expect(() => readConfig({ CRM_PROVIDER: 'salesforce' })).toThrow(/CRM_PROVIDER must be one of none, leadsquared/);
    expect(() => readConfig({ CRM_PROVIDER: 'leadsquared', LSQ_ACCESS_KEY: 'a', LSQ_SECRET_KEY: 'b' })).toThrow(/LSQ_API_BASE/);
    expect(readConfig({ CRM_PROVIDER: 'leadsquared', LSQ_API_BASE: 'https://api-in21.leadsquared.com', LSQ_ACCESS_KEY: 'a', LSQ_SECRET_KEY: 'b' }).leadSquared).toEqual({
      apiBase: 'https://api-in21.leadsquared.com',
      accessKey: 'a',
      secretKey: 'b',
    });
  });
});

describe('the lead url', () => {
  it("drops '?ref=' and keeps the rest of the query", () => {
    expect(leadUrl('/NewPlaceOrderScreen?ref=ABC')).toBe('/NewPlaceOrderScreen');
    expect(leadUrl('/x?utm=1&ref=ABC&b=2#top')).toBe('/x?utm=1&b=2#top');
    expect(leadUrl('/x?utm=1')).toBe('/x?utm=1');
  });
});

describe('POST /api/v1/common/lsq_booking_lead', () => {
  it('stores the records only, with no CRM configured (the default)', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/common/lsq_booking_lead', payload: [lead()] });
    expect(res.statusCode, res.body).toBe(201);
    const [id] = body<LeadBatchResponse>(res).data.ids;
    const { rows } = await ctx.db.query<{ payload: { url: string; referral_code: string } }>('SELECT payload FROM booking_leads WHERE id = $1', [id]);
    expect(rows[0]?.payload).toMatchObject({ url: 'https://www.revoltmotors.example/NewPlaceOrderScreen?utm_source=mail', referral_code: 'ASHA42' });
    expect(await outboxRows()).toEqual([]);
  });

  it('marks the referral verified only when the linked booking was made with that code, whatever the caller says', async () => {
    const plain = await book(ctx.app);
    const referred = await book(ctx.app);
    await ctx.db.query("UPDATE bookings SET referral_code = 'K7M2QX9D' WHERE id = $1", [referred.booking.id]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/common/lsq_booking_lead',
      payload: [
        lead({ booking_id: plain.booking.id, isReferralVerified: true }),
        lead({ booking_id: referred.booking.id, referral_code: 'k7m2-qx9d' }),
        lead({ booking_id: referred.booking.id, referral_code: 'ASHA42', isReferralVerified: true }),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await ctx.db.query<{ verified: boolean }>(
      "SELECT (payload->>'isReferralVerified')::boolean AS verified FROM booking_leads WHERE id = ANY($1::int[]) ORDER BY id",
      [body<LeadBatchResponse>(res).data.ids],
    );
    expect(rows.map((r) => r.verified)).toEqual([false, true, false]);
  });

  it('refuses what is not an array of lead records', async () => {
    const single = await ctx.app.inject({ method: 'POST', url: '/api/v1/common/lsq_booking_lead', payload: lead() });
    expect(single.statusCode).toBe(400);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/common/lsq_booking_lead', payload: [lead({ mobile: '12345', alternate_mobile: '99' })] });
    expect(bad.statusCode).toBe(400);
    expect(body<ApiError>(bad).errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['0.mobile', '0.alternate_mobile']));
  });

  it('with LeadSquared: queues the lead in the same transaction, retries with backoff through an outage and then delivers it', async () => {
    const created = await book(crmApp);
    const res = await crmApp.inject({ method: 'POST', url: '/api/v1/common/lsq_booking_lead', payload: [lead({ booking_id: created.booking.id, alternate_mobile: '9812345678' })] });
    expect(res.statusCode, res.body).toBe(201);
    expect((await outboxRows()).map((r) => r.topic)).toEqual(['crm.lead']);

    fake.mode = 'down';
    const now = ctx.clock.now();
    expect(await drainOutbox(ctx.db, outboxHandlers(crmConfig, { db: ctx.db, sms: ctx.sms, email: ctx.email, whatsapp: ctx.whatsapp, push: ctx.push }), now)).toEqual({ sent: 0, failed: 1 });
    const [failed] = await outboxRows();
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, last_error: 'LeadSquared answered 500 (Service Unavailable)' });
    expect(new Date(failed!.next_attempt_at).getTime()).toBe(now.getTime() + backoffMs(1));
    expect(await drainOutbox(ctx.db, outboxHandlers(crmConfig, { db: ctx.db, sms: ctx.sms, email: ctx.email, whatsapp: ctx.whatsapp, push: ctx.push }), now)).toEqual({ sent: 0, failed: 0 });

    fake.mode = 'up';
    expect(await drainOutbox(ctx.db, outboxHandlers(crmConfig, { db: ctx.db, sms: ctx.sms, email: ctx.email, whatsapp: ctx.whatsapp, push: ctx.push }), new Date(now.getTime() + backoffMs(1)))).toEqual({ sent: 1, failed: 0 });
    expect((await outboxRows())[0]).toMatchObject({ attempts: 2, last_error: null });
    expect(fake.captured.at(-1)).toMatchObject({
      FirstName: 'Arjun Mehta',
      Phone: expect.stringMatching(/^\+91-96\d{8}$/) as string,
      mx_Booking_Id: String(created.booking.id),
      mx_Booking_Status: 'booked',
      mx_Referral_Code: 'ASHA42',
      mx_Alternate_Mobile: '+91-9812345678',
      SourceReferrerURL: 'https://www.revoltmotors.example/NewPlaceOrderScreen?utm_source=mail',
      SearchBy: 'Phone',
    });
  });

  it('with wrong keys the row keeps the reason and stays queued', async () => {
    await ctx.db.query('DELETE FROM outbox');
    await crmApp.inject({ method: 'POST', url: '/api/v1/common/lsq_booking_lead', payload: [lead()] });
    const wrong = { ...crmConfig, leadSquared: { apiBase: fake.base, accessKey: 'nope', secretKey: 'nope' } };
    await drainOutbox(ctx.db, outboxHandlers(wrong, { db: ctx.db, sms: ctx.sms, email: ctx.email, whatsapp: ctx.whatsapp, push: ctx.push }), ctx.clock.now());
    expect((await outboxRows())[0]).toMatchObject({ sent_at: null, last_error: 'LeadSquared answered 401 (Invalid access key or secret key)' });
    await ctx.db.query('DELETE FROM outbox');
  });
});

describe('POST /api/v1/common/lsq_booking_lead_update', () => {
  const updateUrl = '/api/v1/common/lsq_booking_lead_update';
  const keyHeader = (key: string) => ({ 'x-booking-key': key });
  const leadStatus = async (bookingId: number) =>
    (await ctx.db.query<{ crm_status: string }>('SELECT crm_status FROM booking_leads WHERE booking_id = $1', [bookingId])).rows.map((r) => r.crm_status);

  it('takes the status from the order for the browser holding its key: booked until paid, then paid, once', async () => {
    const created = await book(crmApp);
    await crmApp.inject({ method: 'POST', url: '/api/v1/common/lsq_booking_lead', payload: [lead({ booking_id: created.booking.id })] });
    await ctx.db.query('DELETE FROM outbox');
    const update = () => crmApp.inject({ method: 'POST', url: updateUrl, payload: { booking_id: created.booking.id }, headers: keyHeader(created.access_key) });

    expect(body<LeadUpdateResponse>(await update()).data).toEqual({ status: 'booked', updated: 0 });
    await ctx.db.query("UPDATE bookings SET state = 'confirmed' WHERE id = $1", [created.booking.id]);
    expect(body<LeadUpdateResponse>(await update()).data).toEqual({ status: 'paid', updated: 1 });
    expect(body<LeadUpdateResponse>(await update()).data).toEqual({ status: 'paid', updated: 0 });
    expect((await outboxRows()).map((r) => r.topic)).toEqual(['crm.lead-update']);
    await drainOutbox(ctx.db, outboxHandlers(crmConfig, { db: ctx.db, sms: ctx.sms, email: ctx.email, whatsapp: ctx.whatsapp, push: ctx.push }), ctx.clock.now());
    expect(fake.captured.at(-1)).toMatchObject({ mx_Booking_Id: String(created.booking.id), mx_Booking_Status: 'paid' });

    await ctx.db.query("UPDATE bookings SET state = 'cancelled' WHERE id = $1", [created.booking.id]);
    expect(body<LeadUpdateResponse>(await update()).data).toEqual({ status: 'cancelled', updated: 1 });
  });

  it('answers the signed-in customer who owns the order, and an admin', async () => {
    const token = await signIn(crmApp, DEMO.customer);
    const res = await crmApp.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: bearer(token),
      payload: {
        name: 'Rohan Deshmukh', mobile: DEMO.customer.mobile, email: 'rohan.deshmukh@example.com', state: 'MH', city: 'MH-MUM',
        area: 'MH-MUM-01', pincode: '400069', model: 'rv400', colour: 'Rebel Red', dealer_id: 1, accept_terms: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = body<OrderBookingCreateResponse>(res).data.booking.id;
    for (const who of [token, await signIn(crmApp, DEMO.admin)]) {
      const answer = await crmApp.inject({ method: 'POST', url: updateUrl, payload: { booking_id: id }, headers: bearer(who) });
      expect(answer.statusCode).toBe(200);
      expect(body<LeadUpdateResponse>(answer).data).toEqual({ status: 'booked', updated: 0 });
    }
  });

  it("tells anyone else nothing: an unknown id and an unpaid, paid or cancelled booking answer alike, and nothing is updated", async () => {
    const [unpaid, paid, cancelled] = [await book(crmApp), await book(crmApp), await book(crmApp)];
    for (const created of [unpaid, paid, cancelled]) {
      await crmApp.inject({ method: 'POST', url: '/api/v1/common/lsq_booking_lead', payload: [lead({ booking_id: created.booking.id })] });
    }
    await ctx.db.query("UPDATE bookings SET state = 'confirmed' WHERE id = $1", [paid.booking.id]);
    await ctx.db.query("UPDATE bookings SET state = 'cancelled' WHERE id = $1", [cancelled.booking.id]);
    await ctx.db.query('DELETE FROM outbox');
    const stranger = await signIn(crmApp, DEMO.dealer);
    const callers: [string, Record<string, string>][] = [
      ['a visitor', {}],
      ["another booking's key", keyHeader(unpaid.access_key)],
      ['a signed-in user who does not own it', bearer(stranger)],
    ];
    const ids = [paid.booking.id, cancelled.booking.id, 999_999, unpaid.booking.id + 1000];
    const answers = new Set<string>();
    for (const [who, headers] of callers) {
      for (const id of ids) {
        const res = await crmApp.inject({ method: 'POST', url: updateUrl, payload: { booking_id: id }, headers });
        answers.add(JSON.stringify([res.statusCode, res.body]));
        expect(res.body, `${who}, booking ${id}`).not.toMatch(/paid|cancelled|booked/);
      }
    }
    const visitorOnUnpaid = await crmApp.inject({ method: 'POST', url: updateUrl, payload: { booking_id: unpaid.booking.id } });
    answers.add(JSON.stringify([visitorOnUnpaid.statusCode, visitorOnUnpaid.body]));
    expect([...answers]).toHaveLength(1);
    expect(visitorOnUnpaid.statusCode).toBe(202);
    expect(await leadStatus(paid.booking.id)).toEqual(['booked']);
    expect(await leadStatus(cancelled.booking.id)).toEqual(['booked']);
    expect(await outboxRows()).toEqual([]);
  });

  it('follows the order on its own: an admin cancelling the booking marks its lead cancelled and queues the update', async () => {
    const created = await book(crmApp);
    await crmApp.inject({ method: 'POST', url: '/api/v1/common/lsq_booking_lead', payload: [lead({ booking_id: created.booking.id })] });
    await ctx.db.query('DELETE FROM outbox');
    const res = await crmApp.inject({
      method: 'POST',
      url: `/api/v1/back-office/orders/${created.booking.id}/cancel`,
      payload: { reason: 'Other', note: 'Customer called to cancel' },
      headers: bearer(await signIn(crmApp, DEMO.admin)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await ctx.db.query<{ crm_status: string }>('SELECT crm_status FROM booking_leads WHERE booking_id = $1', [created.booking.id]);
    expect(rows).toEqual([{ crm_status: 'cancelled' }]);
    expect((await outboxRows()).map((r) => r.topic)).toEqual(['crm.lead-update']);
  });
});
