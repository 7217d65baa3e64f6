// @vitest-environment node
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '@contract/common.js';
import type { MyServiceResponse } from '@contract/service-visits.js';
import type { BackOfficeReviewListResponse, BackOfficeReviewResponse, HelpfulResponse, ModelReviewsResponse, MyVotesResponse, OwnReviewResponse, ReviewDraftResponse } from '@contract/reviews.js';
import { monthsOwned, ownershipText, reviewOrderPhotoPath, reviewPhotoPath } from '@contract/review-rules.js';
import { DEMO, bearer, body, createTestContext, siblingApp, signIn, type TestContext } from '../../test-helpers.js';
import { reviewFlags } from './checks.js';
import { authorName } from './service.js';

let ctx: TestContext;
let customer: Record<string, string>;
let admin: Record<string, string>;
let agent: Record<string, string>;
let orderId: number;
let model: string;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const good = { rating: 4, title: 'Smooth and quiet', body: 'Three months of office commutes: the range holds up and the hub is helpful.' };

async function write(payload: object = good, headers = customer) {
  return api('PUT', `/reviews/orders/${orderId}`, headers, payload);
}

/** Published reviews of other orders (any order stands in: only the review's row is read). */
async function seedPublished(ratings: number[]) {
  // Copies of the owner's order stand in for other owners' orders (only the review's row is read).
  const { rows: columns } = await ctx.db.query<{ name: string }>(
    "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'bookings' AND column_name NOT IN ('id', 'invoice_number', 'chassis', 'registration_number', 'referral_code', 'trade_in_chassis') AND is_generated = 'NEVER'",
  );
  const list = columns.map((c) => `"${c.name}"`).join(', ');
  const rows: { id: number }[] = [];
  for (const _ of ratings) {
    const made = await ctx.db.query<{ id: number }>(`INSERT INTO bookings (${list}) SELECT ${list} FROM bookings WHERE id = $1 RETURNING id`, [orderId]);
    rows.push(made.rows[0]!);
  }
  // Written by someone else than the voters below (the demo dealer stands in for their owners).
  const dealerId = (await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [DEMO.dealer.mobile])).rows[0]!.id;
  const ids: number[] = [];
  for (const [i, row] of rows.entries()) {
    const { rows: made } = await ctx.db.query<{ id: number }>(
      `INSERT INTO owner_reviews (order_id, customer_id, model_id, rating, title, body, author_name, delivered_on, state, published_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'A long enough body for a review of this bike.', 'Asha K.', '2025-01-10', 'published', $6, $6) RETURNING id`,
      [row.id, dealerId, model, ratings[i], `Seeded ${i}`, new Date(Date.UTC(2026, 0, 1 + i))],
    );
    ids.push(made[0]!.id);
  }
  return ids;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const [c, a, g] = await Promise.all([signIn(ctx.app, DEMO.customer), signIn(ctx.app, DEMO.admin), signIn(ctx.app, DEMO.agent)]);
  [customer, admin, agent] = [bearer(c), bearer(a), bearer(g)];
  const bikes = body<MyServiceResponse>(await api('GET', '/service-visits', customer)).data;
  const bike = bikes[0];
  if (!bike) throw new Error('the demo customer has no delivered bike');
  orderId = bike.order_id;
  model = (await ctx.db.query<{ model_id: string }>('SELECT model_id FROM bookings WHERE id = $1', [orderId])).rows[0]!.model_id;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.query('DELETE FROM owner_reviews');
});

describe('the checks before publishing', () => {
  it('flags profanity in English and Hindi transliteration, disguised too, and leaves clean words alone', () => {
    expect(reviewFlags('What a shit service')).toEqual(['profanity']);
    expect(reviewFlags('Dealer is a total chutiya')).toEqual(['profanity']);
    expect(reviewFlags('f.u.c.k this')).toEqual(['profanity']);
    expect(reviewFlags('B3h3nch0d')).toEqual(['profanity']);
    expect(reviewFlags('Scunthorpe, Dickens and a classic assessment')).toEqual([]);
  });

  it('flags Indian mobile numbers and e-mail addresses', () => {
    expect(reviewFlags('Call me on 98765 43210')).toEqual(['mobile_number']);
    expect(reviewFlags('+91-9876543210 any time')).toEqual(['mobile_number']);
    expect(reviewFlags('write to priya.s@example.com')).toEqual(['email']);
    expect(reviewFlags('priya (at) gmail (dot) com')).toEqual(['email']);
    expect(reviewFlags('It did 150 km on 12345 charges in 2025')).toEqual([]);
  });

  it('shows the author as first name and initial, and the months of ownership', () => {
    expect(authorName('Priya Sharma')).toBe('Priya S.');
    expect(authorName('Ravi')).toBe('Ravi');
    expect(monthsOwned('2025-01-31', '2025-03-30')).toBe(1);
    expect(monthsOwned('2025-01-10', '2025-04-10')).toBe(3);
    expect(ownershipText(0)).toBe('Verified owner for less than a month');
    expect(ownershipText(1)).toBe('Verified owner for 1 month');
  });
});

describe('the owner', () => {
  it('reads the delivered order with no review yet, writes one that waits for moderation, and edits it', async () => {
    const draft = await api('GET', `/reviews/orders/${orderId}`, customer);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(body<ReviewDraftResponse>(draft).data).toMatchObject({ order_id: orderId, model, review: null });

    const res = await write();
    expect(res.statusCode, res.body).toBe(200);
    const saved = body<OwnReviewResponse>(res).data;
    expect(saved).toMatchObject({ rating: 4, title: good.title, state: 'pending', helpful: 0, reply: null });
    expect(saved.author_name).toMatch(/^\S+( \S\.)?$/);

    const edited = body<OwnReviewResponse>(await write({ ...good, rating: 5, title: 'Even better after a service' })).data;
    expect(edited).toMatchObject({ id: saved.id, rating: 5, title: 'Even better after a service', state: 'pending' });
    const { rows } = await ctx.db.query('SELECT count(*)::int AS n FROM owner_reviews WHERE order_id = $1', [orderId]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('is refused with the fields named when the review is out of limits', async () => {
    const res = await write({ rating: 6, title: 'ok', body: 'short' });
    expect(res.statusCode).toBe(400);
    const fields = (body<ApiError>(res).errors ?? []).map((e) => e.field).sort();
    expect(fields).toEqual(['body', 'rating', 'title']);
  });

  it('cannot review an order that is not theirs or not delivered', async () => {
    const other = await ctx.db.query<{ id: number }>("SELECT id FROM bookings WHERE id <> $1 AND state <> 'delivered' ORDER BY id LIMIT 1", [orderId]);
    const stranger = await write(good, agent);
    expect(stranger.statusCode).toBe(404);
    const notDelivered = await api('PUT', `/reviews/orders/${other.rows[0]!.id}`, customer, good);
    expect(notDelivered.statusCode).toBe(404);
    expect((await api('GET', `/reviews/orders/${orderId}`, agent)).statusCode).toBe(404);
    expect((await api('PUT', `/reviews/orders/${orderId}`, {}, good)).statusCode).toBe(401);
  });

  it('sees the flags of profanity and personal data recorded for the admin', async () => {
    await write({ ...good, body: 'Bakwas service, call me on 9876543210 or mail me at a@b.in, the dealer is a gandu.' });
    const list = body<BackOfficeReviewListResponse>(await api('GET', '/back-office/reviews', admin));
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ order_id: orderId, state: 'pending', flags: ['profanity', 'mobile_number', 'email'] });
  });

  it('is stopped by the rate limit after too many writes', async () => {
    const tight = await siblingApp(ctx, { rateLimits: { ...ctx.config.rateLimits, reviewsPerUser: { limit: 2, windowSeconds: 86_400 } } });
    const put = () => tight.inject({ method: 'PUT', url: `/api/v1/reviews/orders/${orderId}`, headers: customer, payload: good });
    expect((await put()).statusCode).toBe(200);
    expect((await put()).statusCode).toBe(200);
    const third = await put();
    expect(third.statusCode).toBe(429);
    await tight.close();
  });
});

describe('moderation and the model page', () => {
  it('publishes, answers and hides a review; only published ones show, and an edit sends it back to moderation', async () => {
    const id = body<OwnReviewResponse>(await write()).data.id;
    const page = async () => body<ModelReviewsResponse>(await api('GET', `/products/${model}/reviews`, {}));
    expect((await page()).total).toBe(0);

    expect((await api('POST', `/back-office/reviews/${id}/publish`, customer)).statusCode).toBe(403);
    const published = await api('POST', `/back-office/reviews/${id}/publish`, admin);
    expect(published.statusCode, published.body).toBe(200);
    expect(body<BackOfficeReviewResponse>(published).data.state).toBe('published');
    const replied = await api('POST', `/back-office/reviews/${id}/reply`, admin, { reply: 'Thank you for riding with us.' });
    expect(body<BackOfficeReviewResponse>(replied).data.reply?.text).toBe('Thank you for riding with us.');

    const shown = await page();
    expect(shown.summary).toEqual({ average: 4, count: 1, distribution: [0, 0, 0, 1, 0] });
    expect(shown.data[0]).toMatchObject({ id, title: good.title, reply: { text: 'Thank you for riding with us.' } });
    expect(shown.data[0]).not.toHaveProperty('flags');
    expect(shown.data[0]).not.toHaveProperty('customer_id');

    const hidden = await api('POST', `/back-office/reviews/${id}/hide`, admin, { reason: 'Mentions another customer by name' });
    expect(body<BackOfficeReviewResponse>(hidden).data).toMatchObject({ state: 'hidden', hidden_reason: 'Mentions another customer by name' });
    expect((await page()).total).toBe(0);
    const mine = body<ReviewDraftResponse>(await api('GET', `/reviews/orders/${orderId}`, customer)).data.review;
    expect(mine).toMatchObject({ state: 'hidden', hidden_reason: 'Mentions another customer by name' });

    await api('POST', `/back-office/reviews/${id}/publish`, admin);
    await write({ ...good, title: 'Changed my mind' });
    expect((await page()).total).toBe(0);
    expect(body<BackOfficeReviewListResponse>(await api('GET', '/back-office/reviews?state=pending', admin)).data.map((r) => r.id)).toEqual([id]);
  });

  it('tells the admins a review is waiting (e-mail) and the owner when it is published, answered or hidden (SMS), through the outbox', async () => {
    const adminEmail = (await ctx.db.query<{ email: string }>('SELECT email FROM users WHERE mobile = $1', [DEMO.admin.mobile])).rows[0]!.email;
    const mails = ctx.email.messages.length;
    const id = body<OwnReviewResponse>(await write({ ...good, title: 'Worth every rupee' })).data.id;
    const waiting = ctx.email.messages.slice(mails).filter((m) => m.message.kind === 'review-waiting');
    expect(waiting.map((m) => m.to)).toContain(adminEmail);
    expect(waiting[0]!.text).toMatch(/rated the .+ 4 of 5/);
    expect(waiting[0]!.text).toContain('/reviewlist?state=pending');

    const texts = () => ctx.sms.sent.filter((m) => m.mobile === DEMO.customer.mobile).map((m) => m.text);
    const before = texts().length;
    await api('POST', `/back-office/reviews/${id}/publish`, admin);
    await api('POST', `/back-office/reviews/${id}/reply`, admin, { reply: 'Thank you for riding with us.' });
    await api('POST', `/back-office/reviews/${id}/hide`, admin, { reason: 'Names a staff member' });
    const sent = texts().slice(before);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/^Thank you: your review of the .+ is now on the .+ page/);
    expect(sent[1]).toMatch(/^Revolt Motors answered your review of the /);
    expect(sent[2]).toMatch(/^Your review of the .+ was not published\. See why and edit it/);
    const { rows } = await ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE topic IN ('review-sms', 'review-waiting-email') AND sent_at IS NULL");
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a hide without a reason and answers 404 for a missing review', async () => {
    const id = body<OwnReviewResponse>(await write()).data.id;
    expect((await api('POST', `/back-office/reviews/${id}/hide`, admin, { reason: '' })).statusCode).toBe(400);
    expect((await api('POST', '/back-office/reviews/999999/publish', admin)).statusCode).toBe(404);
  });

  it('pages the published reviews newest first or most helpful first, with the summary of all', async () => {
    const ids = await seedPublished([5, 3, 5, 1, 4, 5, 2]);
    const first = body<ModelReviewsResponse>(await api('GET', `/products/${model}/reviews?pageSize=3`, {}));
    expect(first).toMatchObject({ page: 1, pageSize: 3, pages: 3, total: 7 });
    expect(first.summary).toEqual({ average: 3.6, count: 7, distribution: [1, 1, 1, 1, 3] });
    expect(first.data.map((r) => r.id)).toEqual([ids[6], ids[5], ids[4]]);
    const last = body<ModelReviewsResponse>(await api('GET', `/products/${model}/reviews?pageSize=3&page=3`, {}));
    expect(last.data.map((r) => r.id)).toEqual([ids[0]]);

    // The customer votes the oldest helpful (twice counts once); the agent too: it leads the helpful order.
    for (const who of [customer, customer, agent]) {
      const vote = await api('POST', `/reviews/${ids[0]}/helpful`, who);
      expect(vote.statusCode, vote.body).toBe(200);
    }
    await api('POST', `/reviews/${ids[2]}/helpful`, customer);
    const helpful = body<ModelReviewsResponse>(await api('GET', `/products/${model}/reviews?sort=helpful&pageSize=3`, {}));
    expect(helpful.data.map((r) => [r.id, r.helpful])).toEqual([[ids[0], 2], [ids[2], 1], [ids[6], 0]]);
    expect((await api('GET', `/products/${model}/reviews?sort=best`, {})).statusCode).toBe(400);
    expect((await api('POST', `/reviews/${ids[0]}/helpful`, {})).statusCode).toBe(401);
  });

  it('counts a helpful vote only on a published review and never on one\'s own', async () => {
    const id = body<OwnReviewResponse>(await write()).data.id;
    expect((await api('POST', `/reviews/${id}/helpful`, agent)).statusCode).toBe(404);
    await api('POST', `/back-office/reviews/${id}/publish`, admin);
    expect((await api('POST', `/reviews/${id}/helpful`, customer)).statusCode).toBe(409);
    expect(body<HelpfulResponse>(await api('POST', `/reviews/${id}/helpful`, agent)).data).toEqual({ id, helpful: 1 });
  });

  it("gives the signed-in user their votes on a model's reviews, so the page shows them after a reload", async () => {
    const id = body<OwnReviewResponse>(await write()).data.id;
    await api('POST', `/back-office/reviews/${id}/publish`, admin);
    await api('POST', `/reviews/${id}/helpful`, agent);
    expect(body<MyVotesResponse>(await api('GET', `/products/${model}/reviews/my-votes`, agent)).data).toContain(id);
    expect(body<MyVotesResponse>(await api('GET', `/products/${model}/reviews/my-votes`, customer)).data).not.toContain(id);
    expect(body<MyVotesResponse>(await api('GET', '/products/rv1/reviews/my-votes', agent)).data).toEqual([]);
    expect((await api('GET', `/products/${model}/reviews/my-votes`, {})).statusCode).toBe(401);
  });
});

async function photoForm(data: Buffer, type = 'image/jpeg', name = 'bike.jpg') {
  const fd = new FormData();
  fd.append('photo', new Blob([new Uint8Array(data)], { type }), name);
  const request = new Request('http://localhost/', { method: 'PUT', body: fd });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

const upload = async (data: Buffer, headers = customer, type?: string) => {
  const form = await photoForm(data, type);
  return ctx.app.inject({ method: 'PUT', url: reviewOrderPhotoPath(orderId), payload: form.payload, headers: { ...form.headers, ...headers } });
};

describe('a review\'s photo', () => {
  const jpeg = () =>
    sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 20, g: 90, b: 200 } } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Model: 'Serial-12345' } })
      .toBuffer();

  it('is added by the owner to a written review, stripped of EXIF, and shown to others only once published', async () => {
    expect((await upload(await jpeg())).statusCode).toBe(409);
    const id = body<OwnReviewResponse>(await write()).data.id;
    await api('POST', `/back-office/reviews/${id}/publish`, admin);

    const res = await upload(await jpeg());
    expect(res.statusCode, res.body).toBe(200);
    expect(body<OwnReviewResponse>(res).data).toMatchObject({ state: 'pending', photo: { width: 80, height: 60 } });
    const photo = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: reviewPhotoPath(id), headers });
    const mine = await photo(customer);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(mine.rawPayload).metadata()).exif).toBeUndefined();
    expect((await photo(admin)).statusCode).toBe(200);
    expect((await photo({})).statusCode).toBe(404);
    expect((await photo(agent)).statusCode).toBe(404);

    await api('POST', `/back-office/reviews/${id}/publish`, admin);
    expect((await photo({})).statusCode).toBe(200);
    const shown = body<ModelReviewsResponse>(await api('GET', `/products/${model}/reviews`, {}));
    expect(shown.data[0]?.photo).toEqual({ width: 80, height: 60 });

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/reviews/orders/${orderId}/photo`, headers: customer });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(body<OwnReviewResponse>(removed).data).toMatchObject({ photo: null, state: 'pending' });
    expect((await photo(customer)).statusCode).toBe(404);
  });

  it('must be an image, of the owner\'s own delivered order', async () => {
    await write();
    const text = await upload(Buffer.from('<html><script>alert(1)</script></html>'), customer, 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(body<ApiError>(text).errors?.[0]?.field).toBe('photo');
    expect((await upload(await jpeg(), agent)).statusCode).toBe(404);
    expect((await upload(await jpeg(), {})).statusCode).toBe(401);
    const json = await ctx.app.inject({ method: 'PUT', url: `/api/v1/reviews/orders/${orderId}/photo`, payload: { photo: 'x' }, headers: customer });
    expect(json.statusCode).toBe(415);
  });
});
