// @vitest-environment node
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@contract/common.js';
import type { OrderListResponse } from '@contract/orders.js';
import { SUPPORT_PHOTO_MAX_BYTES, supportMessages } from '@contract/support-rules.js';
import type {
  AdminTicketResponse,
  CustomerTicketResponse,
  HubDrillResponse,
  MyTicketsResponse,
  ServiceDashResponse,
  TicketCreatedResponse,
  TicketListResponse,
} from '@contract/support.js';
import { drainOutbox } from '../../platform/outbox.js';
import { outboxHandlers } from '../../outbox-handlers.js';
import { SUPPORT_REPLY_SMS_TOPIC } from './jobs.js';
import { FAKE_FRESHDESK_KEY, startFakeFreshdesk, type FakeFreshdesk } from '../../test-fakes/freshdesk.js';
import { DEMO, bearer, body, createTestContext, freshMobile, newCustomer, register, signIn, type TestContext } from '../../test-helpers.js';

type Photo = { name: string; data: Buffer; type: string };

let ctx: TestContext;
let customer: string;
let admin: string;
let dealer: string;
let stranger: string;
let fake: FakeFreshdesk;

async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'Serial-12345' } })
    .toBuffer();
}

async function multipart(fields: Record<string, string>, photos: Photo[] = []): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) fd.append(key, value);
  for (const photo of photos) fd.append('photos', new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.name);
  const request = new Request('http://localhost/', { method: 'POST', body: fd });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

async function raise(fields: Record<string, string>, photos: Photo[] = [], token?: string) {
  const { payload, headers } = await multipart(fields, photos);
  return ctx.app.inject({ method: 'POST', url: '/api/v1/support/tickets', payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
}

const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PATCH', url: string, payload: object, token?: string) =>
  ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

const message = 'The charger stopped working after the last service visit.';

beforeAll(async () => {
  ctx = await createTestContext();
  customer = await signIn(ctx.app, DEMO.customer);
  admin = await signIn(ctx.app, DEMO.admin);
  dealer = await signIn(ctx.app, DEMO.dealer);
  const other = newCustomer({ mobile: freshMobile('97') });
  expect((await register(ctx, other)).statusCode).toBe(200);
  stranger = await signIn(ctx.app, { mobile: String(other.mobile), password: String(other.password) });
  fake = await startFakeFreshdesk();
}, 60_000);

afterAll(async () => {
  await fake.close();
  await ctx.close();
});

describe('raising a ticket', () => {
  it('takes a signed-in customer’s ticket on one of their orders, with a photo stripped of its metadata', async () => {
    const orders = body<OrderListResponse>(await get('/api/v1/orders', customer)).data;
    const order = orders[0]!;
    const photo = await jpegWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await raise({ topic: 'service', message, order_id: String(order.id) }, [{ name: 'charger.jpg', data: photo, type: 'image/jpeg' }], customer);
    expect(res.statusCode, res.body).toBe(201);
    const { id, reference } = body<TicketCreatedResponse>(res).data;
    expect(reference).toBe(`ST-${String(id).padStart(6, '0')}`);

    const ticket = body<CustomerTicketResponse>(await get(`/api/v1/support/tickets/${id}`, customer)).data;
    expect(ticket).toMatchObject({ topic: 'service', status: 'open', order_reference: order.reference, hub_name: order.hub.name, message });
    expect(ticket.photo_ids).toHaveLength(1);

    const stored = await get(`/api/v1/support/tickets/${id}/photos/${ticket.photo_ids[0]}`, customer);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();

    const events = await ctx.db.query<{ kind: string; actor_role: string }>(
      "SELECT kind, actor_role FROM record_events WHERE subject = 'support_ticket' AND subject_id = $1",
      [id],
    );
    expect(events.rows).toEqual([{ kind: 'created', actor_role: 'customer' }]);
    const outbox = await ctx.db.query<{ payload: { ticketId: number; reference: string; photoCount: number } }>(
      "SELECT payload FROM outbox WHERE topic = 'helpdesk.ticket' AND (payload->>'ticketId')::int = $1",
      [id],
    );
    expect(outbox.rows[0]?.payload).toMatchObject({ ticketId: id, reference, photoCount: 1 });
  });

  it('refuses photos that are not JPEG, PNG or WebP by their content, too many photos and too big a photo', async () => {
    const fake = { name: 'scratch.jpg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), type: 'image/jpeg' };
    const wrong = await raise({ topic: 'service', message }, [fake], customer);
    expect(wrong.statusCode).toBe(400);
    expect(body<ApiError>(wrong).errors).toEqual([{ field: 'photos', message: supportMessages.photoType }]);

    const png = { name: 'a.png', data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer(), type: 'image/png' };
    const four = await raise({ topic: 'service', message }, [png, png, png, png], customer);
    expect(four.statusCode).toBe(400);
    expect(body<ApiError>(four).errors).toEqual([{ field: 'photos', message: supportMessages.photoCount }]);

    const big = { name: 'big.png', data: Buffer.concat([png.data, Buffer.alloc(SUPPORT_PHOTO_MAX_BYTES)]), type: 'image/png' };
    const tooBig = await raise({ topic: 'service', message }, [big], customer);
    expect(tooBig.statusCode).toBe(413);

    const count = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_tickets WHERE message = $1', [message]);
    expect(count.rows[0]?.n).toBe(1);
  });

  it('refuses an order that is not the customer’s, and JSON instead of a form', async () => {
    const res = await raise({ topic: 'booking', message, order_id: '1' }, [], stranger);
    expect(res.statusCode).toBe(400);
    expect(body<ApiError>(res).errors).toEqual([{ field: 'order_id', message: supportMessages.order }]);
    const json = await send('POST', '/api/v1/support/tickets', { topic: 'other', message }, customer);
    expect(json.statusCode).toBe(415);
  });

  it('takes a visitor’s ticket only with the OTP sent to their mobile, and shows it once they register with that mobile', async () => {
    const mobile = freshMobile('96');
    const visitor = { topic: 'delivery', message: 'When will my bike be delivered to the hub?', name: 'Ravi Kumar', mobile };
    const missing = await raise(visitor);
    expect(missing.statusCode).toBe(400);
    expect(body<ApiError>(missing).errors?.map((e) => e.field)).toEqual(['otp']);

    expect((await send('POST', '/api/v1/support/otp', { mobile })).statusCode).toBe(202);
    const code = ctx.sms.lastCode(mobile);
    const wrong = await raise({ ...visitor, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(body<ApiError>(wrong).errors?.[0]?.field).toBe('otp');

    expect((await send('POST', '/api/v1/support/otp', { mobile })).statusCode).toBe(202);
    // A photo that is not an image is refused before the code is checked, so the same code still works.
    const badPhoto = await raise({ ...visitor, otp: ctx.sms.lastCode(mobile) }, [{ name: 'x.jpg', data: Buffer.from('not an image'), type: 'image/jpeg' }]);
    expect(body<ApiError>(badPhoto).errors?.[0]?.field).toBe('photos');
    const ok = await raise({ ...visitor, otp: ctx.sms.lastCode(mobile) });
    expect(ok.statusCode, ok.body).toBe(201);
    const { id } = body<TicketCreatedResponse>(ok).data;
    const events = await ctx.db.query<{ actor_role: string }>("SELECT actor_role FROM record_events WHERE subject = 'support_ticket' AND subject_id = $1", [id]);
    expect(events.rows).toEqual([{ actor_role: 'guest' }]);

    const account = newCustomer({ mobile });
    expect((await register(ctx, account)).statusCode).toBe(200);
    const token = await signIn(ctx.app, { mobile, password: String(account.password) });
    const mine = body<MyTicketsResponse>(await get('/api/v1/support/tickets', token)).data;
    expect(mine.map((t) => t.id)).toEqual([id]);
  });
});

describe('a customer’s tickets', () => {
  it('are theirs only: another customer gets the same 404 as for a missing ticket', async () => {
    const mine = body<MyTicketsResponse>(await get('/api/v1/support/tickets', customer)).data;
    expect(mine.length).toBeGreaterThan(0);
    const id = mine[0]!.id;
    expect(body<MyTicketsResponse>(await get('/api/v1/support/tickets', stranger)).data).toEqual([]);
    const theirs = await get(`/api/v1/support/tickets/${id}`, stranger);
    const missing = await get('/api/v1/support/tickets/999999', stranger);
    expect(theirs.statusCode).toBe(404);
    expect(body(theirs)).toEqual(body(missing));
    expect((await send('POST', `/api/v1/support/tickets/${id}/replies`, { message: 'me too' }, stranger)).statusCode).toBe(404);
    expect((await get(`/api/v1/support/tickets/${id}`)).statusCode).toBe(401);
  });
});

describe('the helpdesk through the outbox', () => {
  it('creates the ticket in the helpdesk, retrying while it is down, and keeps its id', async () => {
    const handlers = outboxHandlers({ ...ctx.config, helpdeskProvider: 'freshdesk', freshdesk: { apiBase: fake.base, apiKey: FAKE_FRESHDESK_KEY } }, { db: ctx.db, sms: ctx.sms, email: ctx.email, whatsapp: ctx.whatsapp, push: ctx.push });
    const res = await raise({ topic: 'payment', message: 'My refund has not reached my bank account yet.' }, [], customer);
    const { id, reference } = body<TicketCreatedResponse>(res).data;
    const t0 = ctx.clock.now();
    // Only this ticket's message: the demo data's other outbox rows (its delivery's feedback SMS) are not this test's.
    await ctx.db.query("UPDATE outbox SET sent_at = now() WHERE topic <> 'helpdesk.ticket'");

    fake.mode = 'down';
    const first = await drainOutbox(ctx.db, handlers, t0);
    expect(first.sent).toBe(0);
    expect(first.failed).toBeGreaterThan(0);
    let detail = body<AdminTicketResponse>(await get(`/api/v1/admin/support/tickets/${id}`, admin)).data;
    expect(detail.helpdesk).toMatchObject({ state: 'queued', attempts: 1, last_error: `Freshdesk answered 503 to ticket ${reference}` });

    fake.mode = 'up';
    await drainOutbox(ctx.db, handlers, new Date(t0.getTime() + 60_000));
    const created = fake.tickets.find((t) => t.body.subject === `${reference}: payment`);
    expect(created?.body).toMatchObject({ phone: DEMO.customer.mobile, status: 2, tags: ['payment', reference] });
    detail = body<AdminTicketResponse>(await get(`/api/v1/admin/support/tickets/${id}`, admin)).data;
    expect(detail.helpdesk).toEqual({ state: 'sent', remote_id: String(created?.id), attempts: 2, last_error: null });
    expect(JSON.stringify(detail)).not.toContain(FAKE_FRESHDESK_KEY);
  });

  it('by default stores tickets only: the outbox row closes without calling anyone', async () => {
    const before = fake.requests.length;
    const res = await raise({ topic: 'app', message: 'The app does not show my ride history.' }, [], customer);
    const { id } = body<TicketCreatedResponse>(res).data;
    await drainOutbox(ctx.db, outboxHandlers(ctx.config, { db: ctx.db, sms: ctx.sms, email: ctx.email, whatsapp: ctx.whatsapp, push: ctx.push }), new Date(ctx.clock.now().getTime() + 7 * 3_600_000));
    expect(fake.requests.length).toBe(before);
    const detail = body<AdminTicketResponse>(await get(`/api/v1/admin/support/tickets/${id}`, admin)).data;
    expect(detail.helpdesk).toMatchObject({ state: 'sent', remote_id: null });
  });
});

describe('the back office', () => {
  let id: number;
  beforeAll(async () => {
    const orders = body<OrderListResponse>(await get('/api/v1/orders', customer)).data;
    const res = await raise({ topic: 'service', message: 'The rear brake squeaks on every stop.', order_id: String(orders[0]!.id) }, [], customer);
    id = body<TicketCreatedResponse>(res).data.id;
  });

  it('is for admins only', async () => {
    for (const token of [customer, dealer]) {
      expect((await get('/api/v1/admin/support/tickets', token)).statusCode).toBe(403);
      expect((await get('/api/v1/admin/service-dash', token)).statusCode).toBe(403);
    }
  });

  it('lists tickets with filters, marks the SLA breach after 24 hours without a reply, and exports the same set', async () => {
    const listed = await get('/api/v1/admin/support/tickets?status=open&topic=service', admin);
    expect(listed.statusCode, listed.body).toBe(200);
    const open = body<TicketListResponse>(listed);
    expect(open.data.every((t) => t.status === 'open' && t.topic === 'service')).toBe(true);
    expect(open.data.find((t) => t.id === id)).toMatchObject({ sla_breached: false, age_hours: 0, hub_name: expect.any(String) });

    ctx.clock.advance(25 * 3_600_000);
    // A day without a request ends a session (SESSION_IDLE_MINUTES): sign in again.
    admin = await signIn(ctx.app, DEMO.admin);
    customer = await signIn(ctx.app, DEMO.customer);
    const breached = body<TicketListResponse>(await get('/api/v1/admin/support/tickets?breach=yes', admin));
    expect(breached.data.find((t) => t.id === id)).toMatchObject({ sla_breached: true, age_hours: 25 });
    expect(body<TicketListResponse>(await get('/api/v1/admin/support/tickets?breach=no', admin)).data.some((t) => t.id === id)).toBe(false);

    const csv = await get('/api/v1/admin/support/tickets.csv?breach=yes&topic=service', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Reference,Raised,Status,Topic,Name,Mobile,Hub,Assignee,Age (hours),SLA breached,Message');
    expect(lines.some((line) => line.startsWith(`ST-${String(id).padStart(6, '0')},`))).toBe(true);
    expect(lines.slice(1).every((line) => line.includes(',service,') && line.includes(',yes,'))).toBe(true);
    expect((await get('/api/v1/admin/support/tickets?sort=secret', admin)).statusCode).toBe(400);
  });

  it('replies (the customer gets an SMS and sees it), notes internally, assigns and closes, each as an event', async () => {
    const adminId = body<AdminTicketResponse>(await get(`/api/v1/admin/support/tickets/${id}`, admin)).data.staff[0]!.id;
    const sent = ctx.sms.messages.length;
    const replied = await send('POST', `/api/v1/admin/support/tickets/${id}/replies`, { message: 'Please bring the bike in on Monday.' }, admin);
    expect(replied.statusCode, replied.body).toBe(201);
    expect(body<AdminTicketResponse>(replied).data).toMatchObject({ status: 'pending', first_response_at: expect.any(String) });
    // The SMS is queued with the reply and sent by the outbox.
    expect(ctx.sms.messages.length).toBe(sent);
    await drainOutbox(ctx.db, outboxHandlers(ctx.config, { db: ctx.db, sms: ctx.sms, email: ctx.email, whatsapp: ctx.whatsapp, push: ctx.push }), ctx.clock.now(), 20, [SUPPORT_REPLY_SMS_TOPIC]);
    expect(ctx.sms.messages.slice(sent)).toEqual([{ mobile: DEMO.customer.mobile, message: { kind: 'support-reply', reference: `ST-${String(id).padStart(6, '0')}` }, language: 'en' }]);

    await send('POST', `/api/v1/admin/support/tickets/${id}/notes`, { note: 'Customer is a fleet buyer; be quick.' }, admin);
    const assigned = await send('PATCH', `/api/v1/admin/support/tickets/${id}`, { assignee_id: adminId }, admin);
    expect(body<AdminTicketResponse>(assigned).data.assignee_id).toBe(adminId);
    expect((await send('PATCH', `/api/v1/admin/support/tickets/${id}`, { assignee_id: 3 }, admin)).statusCode).toBe(400);

    const seen = body<CustomerTicketResponse>(await get(`/api/v1/support/tickets/${id}`, customer)).data;
    expect(seen.messages).toEqual([expect.objectContaining({ author: 'staff', body: 'Please bring the bike in on Monday.', author_name: expect.any(String) })]);
    expect(JSON.stringify(seen)).not.toContain('fleet buyer');

    const answered = await send('POST', `/api/v1/support/tickets/${id}/replies`, { message: 'Monday works.' }, customer);
    expect(body<CustomerTicketResponse>(answered).data.status).toBe('open');

    const closed = await send('PATCH', `/api/v1/admin/support/tickets/${id}`, { status: 'resolved' }, admin);
    const events = body<AdminTicketResponse>(closed).data.events.map((e) => [e.kind, e.actorRole, e.to]);
    expect(events).toEqual([
      ['created', 'customer', 'open'],
      ['reply', 'admin', null],
      ['state', 'admin', 'pending'],
      ['note', 'admin', null],
      ['assign', 'admin', String(adminId)],
      ['reply', 'customer', null],
      ['state', 'customer', 'open'],
      ['state', 'admin', 'resolved'],
    ]);
  });

  it('shows every hub’s load on the service dashboard, and a hub’s open items', async () => {
    const dash = body<ServiceDashResponse>(await get('/api/v1/admin/service-dash?sort=-tickets', admin));
    expect(dash).not.toHaveProperty('nps_available');
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_centres');
    expect(dash.data).toHaveLength(rows[0]!.n);
    const top = dash.data[0]!;
    expect(top.open_tickets).toBeGreaterThan(0);
    expect(top.nps).toBeNull();
    expect(dash.data.map((h) => h.open_tickets)).toEqual([...dash.data.map((h) => h.open_tickets)].sort((a, b) => b - a));

    const drill = body<HubDrillResponse>(await get(`/api/v1/admin/service-dash/${top.id}`, admin)).data;
    expect(drill.hub.id).toBe(top.id);
    expect(drill.tickets).toHaveLength(top.open_tickets);
    expect((await get('/api/v1/admin/service-dash/999999', admin)).statusCode).toBe(404);
  });
});
