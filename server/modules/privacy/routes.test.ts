// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@contract/common.js';
import type { BackOfficeOrderListResponse } from '@contract/back-office-orders.js';
import type { OrderBookingCreateResponse } from '@contract/orders.js';
import { ERASED_NAME, ERASURE_KEPT } from '@contract/privacy-rules.js';
import type { NotificationSettingsResponse } from '@contract/notifications.js';
import type { EraseOtpResponse, EraseResponse, ErasureRequestList } from '@contract/privacy.js';
import { DEMO, bearer, body, createTestContext, newCustomer, register, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = await signIn(ctx.app, DEMO.admin);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** A new customer with a paid order, a contact request and a notify request, all made while signed in. */
async function customerWithRecords(overrides: Record<string, unknown> = {}) {
  const who = newCustomer(overrides);
  const registered = await register(ctx, who);
  expect(registered.statusCode, registered.body).toBe(200);
  const token = body<{ user: { token: string } }>(registered).user.token;
  const auth = bearer(token);
  const booked = await post('/api/v1/bookings', {
    name: who.name, mobile: who.mobile, email: who.email, state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01', pincode: '600017',
    model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true,
  }, auth);
  expect(booked.statusCode, booked.body).toBe(201);
  const { booking, payment } = body<OrderBookingCreateResponse>(booked).data;
  const paid = await ctx.app.inject({ method: 'POST', url: payment.checkout_url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });
  expect(paid.statusCode).toBe(303);
  const contact = await post('/api/v1/contact', { name: who.name, mobile: who.mobile, email: who.email, topic: 'Service and repairs', message: 'My bike shows a warning <script>alert(1)</script> after the update.' }, auth);
  expect(contact.statusCode, contact.body).toBeLessThan(300);
  const notify = await post('/api/v1/notify', { name: who.name, mobile: who.mobile, email: who.email, state: 'KA', city: 'KA-BLR', model: 'rv400-brz' }, auth);
  expect(notify.statusCode, notify.body).toBeLessThan(300);
  return { who, token, auth, booking };
}

/** A service visit of the customer's order, with a timeline event carrying a note (as a hub writes one). */
async function serviceVisit(orderId: number, mobile: string, visit: { state: string; note: string; work_notes?: string; parts?: unknown[] }) {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO service_visits (order_id, customer_id, hub_id, service_type, visit_date, slot, state, note, odometer_km, work_notes, parts)
     SELECT $1, u.id, 12, 'periodic', '2099-01-15', '10:00-12:00', $3, $4, 1012, $5, $6::jsonb FROM users u WHERE u.mobile = $2 RETURNING id`,
    [orderId, mobile, visit.state, visit.note, visit.work_notes ?? null, JSON.stringify(visit.parts ?? [])],
  );
  const id = rows[0]!.id;
  await ctx.db.query(
    `INSERT INTO service_visit_events (visit_id, kind, from_state, to_state, actor_role, note, text) VALUES ($1, 'state', NULL, 'requested', 'customer', $2, 'Periodic service requested for 15 January, 10 am – 12 pm')`,
    [id, visit.note],
  );
  return id;
}

/** A review of the customer's order (as if delivered) and a helpful vote of theirs on another review. */
async function reviewAndVote(orderId: number, mobile: string) {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO owner_reviews (order_id, customer_id, model_id, rating, title, body, author_name, delivered_on, state, published_at)
     SELECT $1, u.id, 'rv400', 5, 'Love it', 'Asha here: the best bike I have owned, call me on 9876500000.', 'Asha K.', '2025-01-10', 'published', now()
       FROM users u WHERE u.mobile = $2 RETURNING id, customer_id`,
    [orderId, mobile],
  );
  const own = rows[0]!.id;
  const other = await ctx.db.query<{ id: number }>(
    `INSERT INTO owner_reviews (order_id, customer_id, model_id, rating, title, body, author_name, delivered_on, state, published_at)
     SELECT b.id, b.customer_id, 'rv400', 4, 'Good', 'Somebody else wrote this long enough review.', 'Ravi P.', '2025-01-10', 'published', now()
       FROM bookings b WHERE b.customer_id IS NOT NULL AND b.id <> $1 AND NOT EXISTS (SELECT 1 FROM owner_reviews r WHERE r.order_id = b.id) ORDER BY b.id LIMIT 1 RETURNING id`,
    [orderId],
  );
  const otherId = other.rows[0]!.id;
  await ctx.db.query('INSERT INTO owner_review_votes (review_id, user_id) SELECT $1, id FROM users WHERE mobile = $2', [otherId, mobile]);
  return { own, other: otherId };
}

describe('GET /api/v1/me/data and /me/data.html', () => {
  it('needs a signed-in customer', async () => {
    expect((await get('/api/v1/me/data')).statusCode).toBe(401);
    expect((await get('/api/v1/me/data.html')).statusCode).toBe(401);
  });

  it('is a JSON attachment of the account, its orders with events and payments, and its requests', async () => {
    const { who, auth, booking } = await customerWithRecords();
    const res = await get('/api/v1/me/data', auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = body<{ account: { mobile: string; email: string }; orders: { id: number; events: unknown[]; payments: { status: string }[]; refunds: unknown[] }[]; contactRequests: { message: string }[]; notifyRequests: unknown[]; supportTickets: unknown[]; rewards: unknown[] }>(res);
    expect(data.account).toMatchObject({ mobile: who.mobile, email: who.email });
    expect(JSON.stringify(data)).not.toContain('password');
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]?.id).toBe(booking.id);
    expect(data.orders[0]?.events.length).toBeGreaterThan(0);
    expect(data.orders[0]?.payments.map((p) => p.status)).toContain('success');
    expect(data.orders[0]?.refunds).toEqual([]);
    expect(data.contactRequests).toHaveLength(1);
    expect(data.notifyRequests).toHaveLength(1);
    expect(data.supportTickets).toEqual([]);
    expect(data.rewards).toEqual([]);
  });

  it('includes the customer\'s service visits with their notes, work done, parts and timeline', async () => {
    const { who, auth, booking } = await customerWithRecords();
    const id = await serviceVisit(booking.id, who.mobile, { state: 'completed', note: 'Brakes squeak', work_notes: 'Replaced front pads', parts: [{ name: 'Brake pad set', quantity: 1 }] });
    const data = body<{ serviceVisits: Record<string, unknown>[] }>(await get('/api/v1/me/data', auth));
    expect(data.serviceVisits).toEqual([
      expect.objectContaining({
        id, order_id: booking.id, hub: expect.any(String), service_type: 'periodic', date: '2099-01-15', slot: '10:00-12:00', state: 'completed',
        note: 'Brakes squeak', odometer_km: 1012, work_notes: 'Replaced front pads', parts: [{ name: 'Brake pad set', quantity: 1 }],
        events: [expect.objectContaining({ to: 'requested', by: 'customer', note: 'Brakes squeak', text: expect.stringContaining('Periodic service requested') })],
      }),
    ]);
    const html = await get('/api/v1/me/data.html', auth);
    expect(html.body).toContain('<h2>Service visits</h2>');
    expect(html.body).toContain('Replaced front pads');
  });

  it('includes the customer\'s reviews, whatever their state, and the reviews they voted helpful', async () => {
    const { who, auth, booking } = await customerWithRecords();
    const { own, other } = await reviewAndVote(booking.id, who.mobile);
    const data = body<{ reviews: Record<string, unknown>[]; reviewsVotedHelpful: Record<string, unknown>[] }>(await get('/api/v1/me/data', auth));
    expect(data.reviews).toEqual([expect.objectContaining({ id: own, order_id: booking.id, model: 'rv400', rating: 5, title: 'Love it', state: 'published' })]);
    expect(data.reviewsVotedHelpful).toEqual([expect.objectContaining({ review_id: other })]);
    const html = await get('/api/v1/me/data.html', auth);
    expect(html.body).toContain('<h2>Your reviews</h2>');
    expect(html.body).toContain('Love it');
  });

  it("includes how the customer is notified and the devices that show notifications, but not the devices' push keys", async () => {
    const { auth } = await customerWithRecords();
    const current = body<NotificationSettingsResponse>(await get('/api/v1/me/notifications', auth)).data.choices;
    const choices = { ...current, whatsapp: { ...current.whatsapp, orders: true } };
    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/v1/me/notifications', payload: { choices }, headers: auth });
    expect(saved.statusCode, saved.body).toBe(200);
    const me = body<{ account: { id: number } }>(await get('/api/v1/me/data', auth)).account.id;
    await ctx.db.query("INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, label, created_at) VALUES ($1, 'https://push.example/secret-endpoint', 'key-p256dh', 'key-auth', 'Chrome on Android', now())", [me]);
    const response = await get('/api/v1/me/data', auth);
    const data = body<{ notificationChoices: Record<string, unknown>[]; notificationDevices: Record<string, unknown>[] }>(response);
    expect(data.notificationChoices).toContainEqual(expect.objectContaining({ channel: 'whatsapp', kind: 'orders', enabled: true }));
    expect(data.notificationDevices).toEqual([expect.objectContaining({ label: 'Chrome on Android' })]);
    expect(response.body).not.toContain('secret-endpoint');
    expect(response.body).not.toContain('key-auth');
    expect((await get('/api/v1/me/data.html', auth)).body).toContain('<h2>Devices that show notifications</h2>');
  });

  it('is a readable HTML attachment where nothing the customer typed is markup', async () => {
    const { who, auth } = await customerWithRecords({ name: 'Meera O\'Brien' });
    const res = await get('/api/v1/me/data.html', auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.html"');
    expect(res.body).toContain('<h2>Your orders</h2>');
    expect(res.body).toContain(who.mobile);
    expect(res.body).toContain('Meera O&#39;Brien');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<script>');
  });
});

describe('deleting the account', () => {
  it('needs a signed-in customer; staff accounts are not erased here', async () => {
    expect((await post('/api/v1/me/erase/otp', {})).statusCode).toBe(401);
    expect((await post('/api/v1/me/erase', { otp: '123456' })).statusCode).toBe(401);
    expect((await post('/api/v1/me/erase/otp', {}, bearer(adminToken))).statusCode).toBe(403);
  });

  it('refuses a wrong code and erases on the right one: orders keep amounts and state, the rest is gone', async () => {
    const { who, token, auth, booking } = await customerWithRecords();
    const sent = await post('/api/v1/me/erase/otp', {}, auth);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(body<EraseOtpResponse>(sent)).toMatchObject({ status: 'sent', mobileEnding: who.mobile.slice(-4) });
    const code = ctx.sms.lastCode(who.mobile);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await post('/api/v1/me/erase', { otp: wrong }, auth);
    expect(refused.statusCode).toBe(400);
    expect(body<ApiError>(refused).errors?.[0]?.field).toBe('otp');
    expect((await get('/api/v1/me/data', auth)).statusCode).toBe(200);

    const { rows: [user] } = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [who.mobile]);
    const { rows: before } = await ctx.db.query<{ amount: number; price: number; state: string; model_id: string; created_at: Date; paid_at: Date }>(
      'SELECT amount, price, state, model_id, created_at, paid_at FROM bookings WHERE id = $1', [booking.id]);

    const done = await serviceVisit(booking.id, who.mobile, { state: 'completed', note: 'Call me on my other number 9876500000', work_notes: 'Owner Asha says brakes squeal; replaced pads', parts: [{ name: 'Brake pad set', quantity: 1 }] });
    const coming = await serviceVisit(booking.id, who.mobile, { state: 'requested', note: 'Ask for Asha at the gate' });
    await ctx.db.query(`INSERT INTO outbox (topic, payload, created_at, next_attempt_at) VALUES ('service-visit-sms', $1::jsonb, now(), now())`, [JSON.stringify({ visitId: coming, status: 'requested' })]);
    const { rows: contacts } = await ctx.db.query<{ id: number }>('SELECT id FROM contact_messages WHERE mobile = $1', [who.mobile]);
    await ctx.db.query("INSERT INTO record_events (subject, subject_id, kind, actor_role, note) VALUES ('contact_message', $1, 'note', 'admin', 'Called back')", [contacts[0]?.id]);
    const erased = await post('/api/v1/me/erase', { otp: code }, auth);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(body<EraseResponse>(erased)).toMatchObject({ status: 'erased', kept: ERASURE_KEPT });

    // Signed out everywhere, and the old password no longer signs in.
    expect((await get('/api/v1/me/data', bearer(token))).statusCode).toBe(401);
    const again = await post('/api/v1/auth/signin', { mobile: who.mobile, password: who.password });
    expect(again.statusCode).not.toBe(200);

    const { rows: [order] } = await ctx.db.query<Record<string, unknown>>(
      'SELECT name, mobile, email, pincode, shipping, amount, price, state, model_id, created_at, paid_at FROM bookings WHERE id = $1', [booking.id]);
    expect(order).toMatchObject({ ...before[0], name: ERASED_NAME, pincode: '', shipping: null });
    expect(order?.mobile).toBe(`erased-${String(order?.mobile).split('-')[1]}-${String(booking.id)}`);
    expect(String(order?.email)).toMatch(/@erased\.invalid$/);
    const { rows: [payments] } = await ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payments WHERE booking_id = $1 AND status = 'success'", [booking.id]);
    expect(payments?.n).toBe(1);

    const { rows: [left] } = await ctx.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM contact_messages WHERE mobile = $1) + (SELECT count(*) FROM notify_requests WHERE mobile = $1)
            + (SELECT count(*) FROM users WHERE mobile = $1 OR lower(email) = lower($2)) + (SELECT count(*) FROM sessions WHERE user_id = $3) AS n`,
      [who.mobile, who.email, user?.id]);
    expect(Number(left?.n)).toBe(0);
    const { rows: history } = await ctx.db.query("SELECT 1 FROM record_events WHERE subject = 'contact_message' AND subject_id = $1", [contacts[0]?.id]);
    expect(history).toEqual([]);
    const { rows: queued } = await ctx.db.query(`SELECT 1 FROM outbox WHERE sent_at IS NULL AND payload::text LIKE '%' || $1 || '%'`, [who.mobile]);
    expect(queued).toEqual([]);

    // Service visits keep the bike's warranty history (hub, day, kind, odometer, parts) without a word anyone wrote;
    // the visit still to come is cancelled by the system and its SMS is not sent.
    const { rows: visits } = await ctx.db.query<Record<string, unknown>>(
      'SELECT id, state, hub_id, service_type, visit_date, odometer_km, parts, note, work_notes FROM service_visits WHERE id = ANY($1::int[]) ORDER BY id', [[done, coming]]);
    expect(visits).toEqual([
      expect.objectContaining({ id: done, state: 'completed', hub_id: 12, service_type: 'periodic', odometer_km: 1012, parts: [{ name: 'Brake pad set', quantity: 1 }], note: null, work_notes: null }),
      expect.objectContaining({ id: coming, state: 'cancelled', note: null, work_notes: null }),
    ]);
    const { rows: visitEvents } = await ctx.db.query<{ visit_id: number; note: string | null; to_state: string; actor_role: string; text: string }>(
      'SELECT visit_id, note, to_state, actor_role, text FROM service_visit_events WHERE visit_id = ANY($1::int[]) ORDER BY id', [[done, coming]]);
    expect(visitEvents.every((e) => e.note === null)).toBe(true);
    expect(visitEvents.at(-1)).toMatchObject({ visit_id: coming, to_state: 'cancelled', actor_role: 'system', text: 'Cancelled: the owner deleted their account' });
    const { rows: visitSms } = await ctx.db.query("SELECT 1 FROM outbox WHERE sent_at IS NULL AND topic = 'service-visit-sms' AND (payload->>'visitId')::int = $1", [coming]);
    expect(visitSms).toEqual([]);

    // The back office no longer finds them by their old mobile or name.
    const search = async (q: string) => {
      const res = await get(`/api/v1/back-office/orders?q=${encodeURIComponent(q)}`, bearer(adminToken));
      expect(res.statusCode, res.body).toBe(200);
      return body<BackOfficeOrderListResponse>(res).data.map((row) => row.id);
    };
    expect(await search(who.mobile)).not.toContain(booking.id);
    expect(await search(who.mobile.slice(0, 6))).not.toContain(booking.id);
    expect(await search(booking.reference)).toEqual([booking.id]);
    const csv = await get('/api/v1/back-office/orders/export.csv', bearer(adminToken));
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${booking.reference},`);
    expect(csv.body).not.toContain(who.mobile);
    expect(csv.body).not.toContain(who.email);

    // The request is recorded with both times and no personal data.
    const list = await get('/api/v1/back-office/erasure-requests', bearer(adminToken));
    expect(list.statusCode, list.body).toBe(200);
    const rows = body<ErasureRequestList>(list).data;
    const mine = rows.find((row) => row.ordersAnonymised === 1 && row.completedAt !== null);
    expect(mine).toBeDefined();
    expect(mine?.requestedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(mine?.recordsDeleted).toBe(2);
    expect(list.body).not.toContain(who.mobile);
  });

  it('deletes the customer\'s reviews and helpful votes; other reviews stay', async () => {
    const { who, auth, booking } = await customerWithRecords();
    const { own, other } = await reviewAndVote(booking.id, who.mobile);
    expect((await post('/api/v1/me/erase/otp', {}, auth)).statusCode).toBe(200);
    const erased = await post('/api/v1/me/erase', { otp: ctx.sms.lastCode(who.mobile) }, auth);
    expect(erased.statusCode, erased.body).toBe(200);
    const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM owner_reviews WHERE id = ANY($1::int[]) ORDER BY id', [[own, other]]);
    expect(rows.map((r) => r.id)).toEqual([other]);
    const { rows: votes } = await ctx.db.query('SELECT 1 FROM owner_review_votes WHERE review_id = $1', [other]);
    expect(votes).toEqual([]);
    const page = body<{ data: { id: number }[] }>(await get('/api/v1/products/rv400/reviews?pageSize=20'));
    expect(page.data.map((r) => r.id)).toContain(other);
    expect(page.data.map((r) => r.id)).not.toContain(own);
  });

  it('lists erasure requests for admins only', async () => {
    expect((await get('/api/v1/back-office/erasure-requests')).statusCode).toBe(401);
    const customer = await signIn(ctx.app, DEMO.customer);
    expect((await get('/api/v1/back-office/erasure-requests', bearer(customer))).statusCode).toBe(403);
  });
});
