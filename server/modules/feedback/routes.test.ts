// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@contract/common.js';
import { feedbackMessages, type FeedbackContextResponse, type FeedbackListResponse, type FeedbackSummaryResponse } from '@contract/feedback.js';
import { drainOutbox } from '../../platform/outbox.js';
import { feedbackOutboxHandlers, sendFeedbackLink, signFeedbackLink } from './links.js';
import { DEMO, bearer, body, createTestContext, signIn, type TestContext } from '../../test-helpers.js';

const MUMBAI_DEALER = { mobile: '9000000004', password: 'Dealer@12345' };
const ANSWER = { nps: 10, hubRating: 5, bikeRating: 4, processRating: 5, comment: 'Smooth handover' };

let ctx: TestContext;
let admin: string;
let customer: string;
let bengaluru: string;
let mumbai: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, customer, bengaluru, mumbai] = await Promise.all([
    signIn(ctx.app, DEMO.admin),
    signIn(ctx.app, DEMO.customer),
    signIn(ctx.app, DEMO.dealer),
    signIn(ctx.app, MUMBAI_DEALER),
  ]);
});
afterAll(() => ctx.close());

const drain = () => drainOutbox(ctx.db, feedbackOutboxHandlers({ db: ctx.db, sms: ctx.sms, config: ctx.config, now: ctx.clock.now }), ctx.clock.now());

/** The link of the newest feedback SMS to this mobile, as a query string. */
function linkQuery(mobile: string): string {
  const text = ctx.sms.sent.filter((m) => m.mobile === mobile && m.text.includes('/feedback-hub?')).at(-1)?.text ?? '';
  const url = /(https?:\/\/\S+)/.exec(text)?.[1];
  if (!url) throw new Error(`no feedback link sent to ${mobile}`);
  return new URL(url).search;
}

async function deliverDemoBooking(): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(`SELECT id FROM bookings WHERE mobile = '9000000003' AND state = 'confirmed' ORDER BY id LIMIT 1`);
  const id = rows[0]!.id;
  const act = (action: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url: `/api/v1/back-office/orders/${id}/${action}`, payload, headers: bearer(admin) });
  expect((await act('allot', { chassis: 'MD9RV400X25A09876' })).statusCode).toBe(200);
  expect((await act('ready')).statusCode).toBe(200);
  expect((await act('deliver')).statusCode).toBe(200);
  return id;
}

describe('feedback links', () => {
  let query: string;

  it('a delivery queues one SMS with a signed link that opens the form', async () => {
    const id = await deliverDemoBooking();
    await drain();
    query = linkQuery('9000000003');
    expect(query).toMatch(/^\?link=\d+&exp=\d+&sig=[\w-]+$/);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/feedback/link${query}` });
    expect(res.statusCode).toBe(200);
    expect(body<FeedbackContextResponse>(res).data).toMatchObject({ subject: 'order', reference: `BK-${String(id).padStart(6, '0')}`, model: 'RV400' });
    // The outbox does not text the same request twice.
    const before = ctx.sms.sent.length;
    await drain();
    expect(ctx.sms.sent.length).toBe(before);
  });

  it('a forged or altered link is refused like a missing one', async () => {
    const params = new URLSearchParams(query);
    const forged = new URLSearchParams({ link: params.get('link')!, exp: params.get('exp')!, sig: signFeedbackLink({ feedbackLinkSecret: 'guess' }, 1, 1) });
    const later = new URLSearchParams({ link: params.get('link')!, exp: String(Number(params.get('exp')) + 86_400), sig: params.get('sig')! });
    for (const bad of [forged, later]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/feedback/link?${bad.toString()}` });
      expect(res.statusCode).toBe(404);
      expect(body<ApiError>(res).message).toBe(feedbackMessages.linkInvalid);
    }
  });

  it('answers once: a reused link gets 410 with a clear message', async () => {
    const first = await ctx.app.inject({ method: 'POST', url: `/api/v1/feedback/link${query}`, payload: ANSWER });
    expect(first.statusCode).toBe(201);
    const again = await ctx.app.inject({ method: 'POST', url: `/api/v1/feedback/link${query}`, payload: ANSWER });
    expect(again.statusCode).toBe(410);
    expect(body<ApiError>(again).message).toBe(feedbackMessages.answered);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/feedback/link${query}` })).statusCode).toBe(410);
  });

  it('checks the scores', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/feedback/link${query}`, payload: { ...ANSWER, nps: 11, hubRating: 0 } });
    expect(res.statusCode).toBe(400);
    expect(body<ApiError>(res).errors?.map((e) => e.field).sort()).toEqual(['hubRating', 'nps']);
  });

  it('a completed test ride gets a link too; once expired it is refused with 410', async () => {
    const ride = await ctx.db.query<{ id: number }>(
      `INSERT INTO test_rides (name, mobile, email, state_id, city_id, area_id, pincode, model_id, preferred_date, time_slot, dealer_id, status)
       SELECT 'Asha Rao', '9811122233', 'asha@example.com', s.state_id, s.city_id, h.id, '560034', 'rv400', '2026-01-10', '10:00-12:00', s.id, 'completed'
         FROM service_centres s JOIN hubs h ON h.city_id = s.city_id WHERE s.id = 9 LIMIT 1 RETURNING id`,
    );
    const id = ride.rows[0]!.id;
    await ctx.db.transaction((tx) => sendFeedbackLink(tx, { subject: 'test_ride', id }, ctx.clock.now()));
    await drain();
    const q = linkQuery('9811122233');
    ctx.clock.advance(15 * 86_400_000);
    try {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/feedback/link${q}`, payload: ANSWER });
      expect(res.statusCode).toBe(410);
      expect(body<ApiError>(res).message).toBe(feedbackMessages.linkExpired);
    } finally {
      ctx.clock.advance(-15 * 86_400_000);
    }
    // Answered before it expires: a detractor at the Bengaluru hub.
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/feedback/link${q}`, payload: { ...ANSWER, nps: 3 } })).statusCode).toBe(201);
  });

  it('a signed-in customer rates their own delivered order, not another record', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(`SELECT id FROM bookings WHERE mobile = '9000000003' AND state = 'delivered' ORDER BY id LIMIT 1`);
    const url = `/api/v1/me/feedback/order/${rows[0]!.id}`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(customer) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url, payload: { ...ANSWER, nps: 8 }, headers: bearer(customer) })).statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'POST', url, payload: ANSWER, headers: bearer(customer) })).statusCode).toBe(410);
    const ride = await ctx.db.query<{ id: number }>(`SELECT id FROM test_rides WHERE mobile = '9811122233'`);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/me/feedback/test_ride/${ride.rows[0]!.id}`, headers: bearer(customer) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('feedback dashboard', () => {
  it('computes NPS in SQL: % promoters − % detractors', async () => {
    // Answers so far: 10 and 8 in Mumbai (hub 1), 3 in Bengaluru (hub 9): 1 promoter, 1 passive, 1 detractor.
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/back-office/feedback/summary', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const { data } = body<FeedbackSummaryResponse>(res);
    expect(data).toMatchObject({ responses: 3, promoters: 1, passives: 1, detractors: 1, nps: 0 });
    expect(data.distribution).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1]);
    expect(data.byHub.find((h) => h.hubId === 1)).toMatchObject({ responses: 2, nps: 50 });
    expect(data.byHub.find((h) => h.hubId === 9)).toMatchObject({ responses: 1, nps: -100 });
    const none = await ctx.app.inject({ method: 'GET', url: '/api/v1/back-office/feedback/summary?from=2020-01-01&to=2020-01-31', headers: bearer(admin) });
    expect(body<FeedbackSummaryResponse>(none).data).toMatchObject({ responses: 0, nps: null });
  });

  it('a dealer sees only their hubs', async () => {
    const list = async (token: string, query = '') => body<FeedbackListResponse>(await ctx.app.inject({ method: 'GET', url: `/api/v1/back-office/feedback${query}`, headers: bearer(token) }));
    expect((await list(admin)).total).toBe(3);
    const mine = await list(mumbai);
    expect(mine.total).toBe(2);
    expect(mine.data.every((e) => e.hubId === 1)).toBe(true);
    const theirs = await list(bengaluru);
    expect(theirs.data.map((e) => e.nps)).toEqual([3]);
    expect((await list(bengaluru, '?hub=1')).total).toBe(0);
    const summary = body<FeedbackSummaryResponse>(await ctx.app.inject({ method: 'GET', url: '/api/v1/back-office/feedback/summary', headers: bearer(bengaluru) }));
    expect(summary.data).toMatchObject({ responses: 1, nps: -100 });
    expect(summary.data.hubs.map((h) => h.id).sort((a, b) => a - b)).toEqual([9, 10]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/back-office/feedback', headers: bearer(customer) })).statusCode).toBe(403);
  });

  it('exports the filtered answers as CSV', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/back-office/feedback.csv?subject=order', headers: bearer(mumbai) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toContain('NPS score');
    expect(lines).toHaveLength(3);
    expect(res.body).toContain('Smooth handover');
  });
});
