// @vitest-environment node
// The Freshdesk adapter against a local fake of its API: photos sent as attachments, a lost answer that must not
// create the ticket twice, and the poll that brings replies and status changes back (each once).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTicketResponse, CustomerTicketResponse, TicketCreatedResponse } from '@contract/support.js';
import { drainOutbox, type OutboxHandlers } from '../../platform/outbox.js';
import { outboxHandlers } from '../../outbox-handlers.js';
import { FAKE_FRESHDESK_KEY, startFakeFreshdesk, type FakeFreshdesk, type FakeTicket } from '../../test-fakes/freshdesk.js';
import { DEMO, bearer, body, createTestContext, signIn, type TestContext } from '../../test-helpers.js';
import { FreshdeskHelpdesk } from '../../platform/helpdesk/freshdesk.js';
import { storedOnly } from '../../platform/helpdesk/index.js';
import { SUPPORT_REPLY_SMS_TOPIC, syncHelpdesk, type SyncServices } from './jobs.js';

let ctx: TestContext;
let fake: FakeFreshdesk;
let customer: string;
let admin: string;
let handlers: OutboxHandlers;
let services: SyncServices;

async function raise(message: string, photos: Buffer[] = []) {
  const fd = new FormData();
  fd.append('topic', 'service');
  fd.append('message', message);
  photos.forEach((data, i) => fd.append('photos', new Blob([new Uint8Array(data)], { type: 'image/png' }), `p${i}.png`));
  const request = new Request('http://localhost/', { method: 'POST', body: fd });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/support/tickets',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '', ...bearer(customer) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return body<TicketCreatedResponse>(res).data;
}

/** Delivers this test's helpdesk rows only (the demo data's other outbox rows are not ours). */
async function deliver(at = ctx.clock.now()) {
  await ctx.db.query("UPDATE outbox SET sent_at = now() WHERE topic NOT LIKE 'helpdesk.%' AND sent_at IS NULL");
  return drainOutbox(ctx.db, handlers, at);
}

const inFake = (reference: string): FakeTicket[] => fake.tickets.filter((t) => Array.isArray(t.body.tags) && t.body.tags.includes(reference));
const customerView = async (id: number) => body<CustomerTicketResponse>(await ctx.app.inject({ method: 'GET', url: `/api/v1/support/tickets/${id}`, headers: bearer(customer) })).data;
const adminView = async (id: number) => body<AdminTicketResponse>(await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/support/tickets/${id}`, headers: bearer(admin) })).data;
/** A poll, then the reply SMS it queued (in the outbox, as the running server delivers them). */
const sync = async () => {
  const outcome = await syncHelpdesk(services, ctx.clock.now());
  await drainOutbox(ctx.db, handlers, ctx.clock.now(), 20, [SUPPORT_REPLY_SMS_TOPIC]);
  return outcome;
};
const replySms = (reference: string) => ctx.sms.messages.filter((m) => m.message.kind === 'support-reply' && 'reference' in m.message && m.message.reference === reference);

beforeAll(async () => {
  ctx = await createTestContext();
  fake = await startFakeFreshdesk({ now: () => ctx.clock.now() });
  const config = { ...ctx.config, helpdeskProvider: 'freshdesk' as const, freshdesk: { apiBase: fake.base, apiKey: FAKE_FRESHDESK_KEY } };
  handlers = outboxHandlers(config, { db: ctx.db, sms: ctx.sms, email: ctx.email, whatsapp: ctx.whatsapp, push: ctx.push });
  services = { db: ctx.db, helpdesk: new FreshdeskHelpdesk(config.freshdesk) };
  customer = await signIn(ctx.app, DEMO.customer);
  admin = await signIn(ctx.app, DEMO.admin);
}, 60_000);

afterAll(async () => {
  await fake.close();
  await ctx.close();
});

describe('creating the ticket in Freshdesk', () => {
  it('sends the photos as attachments of a multipart form, the fields as Freshdesk names them', async () => {
    const png = (r: number) => sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 10, b: 10 } } }).png().toBuffer();
    const { id, reference } = await raise('The mirror is cracked, photos attached.', [await png(200), await png(90)]);
    expect((await deliver()).sent).toBe(1);

    const [created] = inFake(reference);
    expect(created?.body).toMatchObject({ subject: `${reference}: service`, phone: DEMO.customer.mobile, status: '2', tags: ['service', reference] });
    const stored = await ctx.db.query<{ size: number }>('SELECT length(data) AS size FROM support_photos WHERE ticket_id = $1 ORDER BY id', [id]);
    expect(created?.attachments).toEqual([
      { name: `${reference}-photo-1.png`, contentType: 'image/png', size: stored.rows[0]!.size },
      { name: `${reference}-photo-2.png`, contentType: 'image/png', size: stored.rows[1]!.size },
    ]);
    const post = fake.requests.find((r) => r.method === 'POST' && r.raw.includes(reference));
    expect(String(post?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect((await adminView(id)).helpdesk).toMatchObject({ state: 'sent', remote_id: String(created?.id) });
  });

  it('sends a ticket without photos as JSON, as before', async () => {
    const { reference } = await raise('No photo this time.');
    await deliver();
    const post = fake.requests.find((r) => r.method === 'POST' && r.raw.includes(reference));
    expect(post?.headers['content-type']).toBe('application/json');
    expect(inFake(reference)[0]?.attachments).toEqual([]);
  });

  it('creates it once when Freshdesk’s answer is lost: the retry finds it by our reference', async () => {
    const { id, reference } = await raise('The horn stopped working.');
    fake.mode = 'lose-answer';
    const first = await deliver();
    expect(first).toEqual({ sent: 0, failed: 1 });
    expect(inFake(reference)).toHaveLength(1);

    const lookups = fake.requests.filter((r) => r.path.startsWith('/api/v2/tickets?updated_since=')).length;
    const second = await deliver(new Date(ctx.clock.now().getTime() + 60_000));
    expect(second).toEqual({ sent: 1, failed: 0 });
    expect(inFake(reference)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path.startsWith('/api/v2/tickets?updated_since=')).length).toBe(lookups + 1);
    expect((await adminView(id)).helpdesk).toMatchObject({ state: 'sent', remote_id: String(inFake(reference)[0]?.id), attempts: 2 });
  });

  it('finds a lost one with the search when it is older than the recent changes the retry reads', async () => {
    const { id, reference } = await raise('The seat lock is stuck.');
    fake.mode = 'lose-answer';
    await deliver();
    // As if it had been created long before (or were beyond the pages read): only the search finds it.
    inFake(reference)[0]!.updated_at = '2020-01-01T00:00:00.000Z';
    const searches = fake.requests.filter((r) => r.path.startsWith('/api/v2/search/tickets')).length;
    expect(await deliver(new Date(ctx.clock.now().getTime() + 60_000))).toEqual({ sent: 1, failed: 0 });
    expect(inFake(reference)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path.startsWith('/api/v2/search/tickets')).length).toBe(searches + 1);
    expect((await adminView(id)).helpdesk).toMatchObject({ state: 'sent', remote_id: String(inFake(reference)[0]?.id) });
  });

  it('looks nothing up on a first attempt', async () => {
    const before = fake.requests.filter((r) => r.method === 'GET').length;
    await raise('A first attempt needs no search.');
    await deliver();
    expect(fake.requests.filter((r) => r.method === 'GET').length).toBe(before);
  });
});

describe('replies and status changes made in Freshdesk', () => {
  let id: number;
  let reference: string;
  let remote: FakeTicket;

  beforeAll(async () => {
    ({ id, reference } = await raise('The charging port is loose.'));
    await deliver();
    remote = inFake(reference)[0]!;
  });

  it('brings an agent’s public reply back once, with one SMS, and the ticket waits for the customer', async () => {
    fake.reply(remote.id, 'Please visit the hub on Monday, we will fix it.');
    fake.reply(remote.id, 'Agent-only: check the warranty first.', { private: true });
    const sent = replySms(reference).length;

    const first = await sync();
    expect(first).toMatchObject({ staffReplies: 1, customerReplies: 0 });
    const seen = await customerView(id);
    expect(seen.messages).toEqual([expect.objectContaining({ author: 'staff', author_name: null, body: 'Please visit the hub on Monday, we will fix it.' })]);
    expect(JSON.stringify(seen)).not.toContain('Agent-only');
    expect(seen.status).toBe('pending');
    expect(replySms(reference)).toHaveLength(sent + 1);
    expect((await adminView(id)).first_response_at).toEqual(expect.any(String));

    // Seen again: by the next poll, and by one that starts over from the beginning (a lost cursor, another instance).
    expect(await sync()).toMatchObject({ staffReplies: 0 });
    await ctx.db.query('DELETE FROM helpdesk_sync');
    expect(await sync()).toMatchObject({ staffReplies: 0, customerReplies: 0 });
    expect((await customerView(id)).messages).toHaveLength(1);
    expect(replySms(reference)).toHaveLength(sent + 1);
  });

  it('brings the customer’s e-mailed answer as theirs, without texting them', async () => {
    const sent = replySms(reference).length;
    fake.reply(remote.id, 'Monday is fine.', { incoming: true });
    expect(await sync()).toMatchObject({ staffReplies: 0, customerReplies: 1 });
    expect((await customerView(id)).messages.map((m) => [m.author, m.body])).toEqual([
      ['staff', 'Please visit the hub on Monday, we will fix it.'],
      ['customer', 'Monday is fine.'],
    ]);
    expect(replySms(reference)).toHaveLength(sent);
  });

  it('applies a status changed in Freshdesk once, and does not undo a change made in /support', async () => {
    fake.setStatus(remote.id, 4);
    await sync();
    expect((await customerView(id)).status).toBe('resolved');

    const reopened = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/support/tickets/${id}`, payload: { status: 'open' }, headers: bearer(admin) });
    expect(reopened.statusCode).toBe(200);
    fake.reply(remote.id, 'Agent-only again.', { private: true });
    await sync();
    expect((await customerView(id)).status).toBe('open');

    const events = (await adminView(id)).events.map((e) => [e.kind, e.actorRole, e.from, e.to]);
    expect(events).toEqual([
      ['created', 'customer', null, 'open'],
      ['reply', 'system', null, null],
      ['state', 'system', 'open', 'pending'],
      ['reply', 'customer', null, null],
      ['state', 'system', 'pending', 'resolved'],
      ['state', 'admin', 'resolved', 'open'],
    ]);
    expect(await ctx.db.query("SELECT 1 FROM outbox WHERE topic = $1 AND sent_at IS NULL", [SUPPORT_REPLY_SMS_TOPIC])).toEqual({ rows: [] });
  });

  it('copies replies written here to Freshdesk as private notes, which the poll does not bring back', async () => {
    const answer = await ctx.app.inject({ method: 'POST', url: `/api/v1/support/tickets/${id}/replies`, payload: { message: 'Can I come <on> Tuesday?' }, headers: bearer(customer) });
    expect(answer.statusCode).toBe(201);
    const staff = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/support/tickets/${id}/replies`, payload: { message: 'Tuesday works.' }, headers: bearer(admin) });
    expect(staff.statusCode).toBe(201);
    // Two notes to Freshdesk and the staff reply's SMS to the customer.
    expect(await deliver()).toEqual({ sent: 3, failed: 0 });

    const notes = remote.conversations.filter((c) => c.private && !c.body_text.startsWith('Agent-only'));
    expect(notes.map((n) => n.body)).toEqual([
      '<p>The customer answered in the Revolt portal:</p><p>Can I come &#60;on&#62; Tuesday?</p>',
      expect.stringMatching(/^<p>.+ replied from the Revolt back office:<\/p><p>Tuesday works\.<\/p>$/),
    ]);
    const before = (await customerView(id)).messages.length;
    expect(await sync()).toMatchObject({ staffReplies: 0, customerReplies: 0 });
    expect((await customerView(id)).messages).toHaveLength(before);
  });

  it('holds a note until its ticket is in Freshdesk', async () => {
    fake.mode = 'down';
    const { id: waiting, reference: ref } = await raise('The display flickers.');
    await deliver();
    fake.mode = 'up';
    await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/support/tickets/${waiting}/replies`, payload: { message: 'Which display mode?' }, headers: bearer(admin) });
    // The note is due now, its ticket's creation only after its backoff: the note waits for it (the reply's SMS,
    // which needs no helpdesk, goes now).
    expect(await deliver()).toEqual({ sent: 1, failed: 1 });
    const rows = await ctx.db.query<{ last_error: string | null }>("SELECT last_error FROM outbox WHERE topic = 'helpdesk.note' AND (payload->>'ticketId')::int = $1", [waiting]);
    expect(rows.rows[0]?.last_error).toBe(`ticket ${ref} is not in the helpdesk yet`);

    expect(await deliver(new Date(ctx.clock.now().getTime() + 5 * 60_000))).toEqual({ sent: 2, failed: 0 });
    expect(inFake(ref)[0]?.conversations.map((c) => [c.private, c.body_text])).toEqual([[true, expect.stringContaining('Which display mode?')]]);
  });

  it('leaves tickets raised in Freshdesk itself alone', async () => {
    const before = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_messages');
    fake.tickets.push({ id: 99_999, body: { subject: 'By e-mail', tags: [] }, attachments: [], status: 2, created_at: ctx.clock.now().toISOString(), updated_at: ctx.clock.now().toISOString(), conversations: [] });
    fake.reply(99_999, 'Answered there.');
    expect(await sync()).toMatchObject({ staffReplies: 0 });
    const after = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_messages');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('polls nothing when tickets are stored here only', async () => {
    const before = fake.requests.length;
    expect(await syncHelpdesk({ ...services, helpdesk: storedOnly }, ctx.clock.now())).toEqual({ tickets: 0, staffReplies: 0, customerReplies: 0 });
    expect(fake.requests.length).toBe(before);
  });
});
