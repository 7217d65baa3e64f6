// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackOfficeTestRideDetail, ContactDetailResponse, NotifyDetailResponse, TestRideDetailResponse, TestRideListResponse } from '@contract/back-office-enquiries.js';
import type { ApiError, ListPage } from '@contract/common.js';
import type { EnquiryResponse } from '@contract/enquiries.js';
import { DEMO, bearer, body, createTestContext, freshMobile, planWithoutSeqScan, signIn, type TestContext } from '../../test-helpers.js';
import { ENQUIRY_SEARCH_TEXT } from './list-store.js';
import { BACK_OFFICE_ENQUIRY_MSG } from './back-office-service.js';

// Pinned at 2027-03-10 20:00 UTC (11 March in India): tomorrow is 2027-03-12.
const PINNED = Date.parse('2027-03-10T20:00:00Z');
const TOMORROW = '2027-03-12';
const MUMBAI_DEALER = { mobile: '9000000004', password: 'Dealer@12345' } as const;

let ctx: TestContext;
let admin: Record<string, string>;
let blr: Record<string, string>;
let mum: Record<string, string>;
let customer: Record<string, string>;

const rideAt = (hub: 'blr' | 'mum', overrides: Record<string, unknown> = {}) => ({
  name: 'Arjun Mehta',
  mobile: freshMobile('97'),
  email: 'arjun@example.com',
  pincode: hub === 'blr' ? '560034' : '400069',
  model: 'rv400',
  preferred_date: TOMORROW,
  time_slot: '10:00-12:00',
  ...(hub === 'blr'
    ? { state: 'KA', city: 'KA-BLR', area: 'KA-BLR-01', dealer_id: 9 }
    : { state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01', dealer_id: 1 }),
  ...overrides,
});

async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
}
async function get(url: string, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'GET', url, headers });
}
async function book(hub: 'blr' | 'mum', overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await post('/api/v1/test-rides', rideAt(hub, overrides));
  expect(res.statusCode).toBe(201);
  return body<EnquiryResponse>(res).data.id;
}
const act = (id: number, payload: Record<string, unknown>, who: Record<string, string>) => post(`/api/v1/back-office/test-rides/${id}/actions`, payload, who);

let blrRide: number;
let mumRide: number;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.advance(PINNED - ctx.clock.now().getTime());
  admin = bearer(await signIn(ctx.app, DEMO.admin));
  blr = bearer(await signIn(ctx.app, DEMO.dealer));
  mum = bearer(await signIn(ctx.app, MUMBAI_DEALER));
  customer = bearer(await signIn(ctx.app, DEMO.customer));
  blrRide = await book('blr', { name: 'Kiran Blr', model: 'rv400-brz', time_slot: '12:00-14:00' });
  mumRide = await book('mum', { name: 'Meera Mum', email: '=cmd@example.com' });
}, 60_000);
afterAll(() => ctx.close());

describe('test rides: dealer scoping', () => {
  it('lists only the dealer’s hubs; admins see every hub', async () => {
    const ids = async (who: Record<string, string>) => body<TestRideListResponse>(await get('/api/v1/back-office/test-rides?pageSize=100', who)).data.map((r) => r.id);
    expect(await ids(blr)).toContain(blrRide);
    expect(await ids(blr)).not.toContain(mumRide);
    expect(await ids(mum)).toContain(mumRide);
    expect(await ids(mum)).not.toContain(blrRide);
    expect(await ids(admin)).toEqual(expect.arrayContaining([blrRide, mumRide]));
    const mumList = body<TestRideListResponse>(await get('/api/v1/back-office/test-rides?pageSize=100', mum));
    expect(mumList.data.every((r) => r.hub.id === 1 || r.hub.id === 2)).toBe(true);
  });

  it('answers 404 for another hub’s ride, the same as for a missing one, on read and on every action', async () => {
    const other = await get(`/api/v1/back-office/test-rides/${blrRide}`, mum);
    const missing = await get('/api/v1/back-office/test-rides/999999', mum);
    expect(other.statusCode).toBe(404);
    expect(body<ApiError>(other)).toEqual(body<ApiError>(missing));
    const acted = await act(blrRide, { action: 'confirm' }, mum);
    expect(acted.statusCode).toBe(404);
    expect(body<ApiError>(acted).message).toBe(BACK_OFFICE_ENQUIRY_MSG.testRideNotFound);
    const { rows } = await ctx.db.query("SELECT 1 FROM record_events WHERE subject = 'test_ride' AND subject_id = $1", [blrRide]);
    expect(rows).toHaveLength(0);
  });

  it('exports only the dealer’s hubs, a hub filter outside them gives nothing', async () => {
    const csv = await get('/api/v1/back-office/test-rides/export.csv', mum);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Meera Mum');
    expect(csv.body).not.toContain('Kiran Blr');
    const outside = body<TestRideListResponse>(await get('/api/v1/back-office/test-rides?hub=9', mum));
    expect(outside.total).toBe(0);
  });

  it('keeps customers and visitors out', async () => {
    expect((await get('/api/v1/back-office/test-rides', customer)).statusCode).toBe(403);
    expect((await get('/api/v1/back-office/test-rides', {})).statusCode).toBe(401);
    expect((await get('/api/v1/back-office/notify-requests', blr)).statusCode).toBe(403);
    expect((await get('/api/v1/back-office/contact-requests', blr)).statusCode).toBe(403);
  });
});

describe('test rides: filters, sort and CSV', () => {
  it('filters by status, model, state, city, hub, source, dates and search (reference too)', async () => {
    const list = async (query: string) => body<TestRideListResponse>(await get(`/api/v1/back-office/test-rides?pageSize=100&${query}`, admin));
    expect((await list('model=rv400-brz')).data.map((r) => r.id)).toEqual([blrRide]);
    expect((await list('state=MH&city=MH-MUM&hub=1')).data.map((r) => r.id)).toEqual([mumRide]);
    expect((await list('status=requested&source=web')).total).toBe(2);
    expect((await list('status=completed')).total).toBe(0);
    expect((await list(`dateFrom=${TOMORROW}&dateTo=${TOMORROW}`)).total).toBe(2);
    expect((await list('dateFrom=2027-03-13')).total).toBe(0);
    expect((await list('createdFrom=2027-03-11&createdTo=2027-03-11')).total).toBe(2);
    expect((await list('createdTo=2027-03-10')).total).toBe(0);
    expect((await list('q=kiran')).data.map((r) => r.id)).toEqual([blrRide]);
    expect((await list(`q=TR-${String(mumRide).padStart(6, '0')}`)).data.map((r) => r.id)).toEqual([mumRide]);
    expect((await list('q=100%25')).total).toBe(0);
  });

  it('searches name, mobile and e-mail through the trigram index of each enquiry table (migration 024)', async () => {
    const list = async (query: string) => body<TestRideListResponse>(await get(`/api/v1/back-office/test-rides?pageSize=100&${query}`, admin));
    const { rows } = await ctx.db.query<{ mobile: string; email: string }>('SELECT mobile, email FROM test_rides WHERE id = $1', [blrRide]);
    expect((await list(`q=${rows[0]?.mobile.slice(2, 9)}`)).data.map((r) => r.id)).toEqual([blrRide]);
    expect((await list(`q=${encodeURIComponent(rows[0]?.email.toUpperCase() ?? '')}`)).data.map((r) => r.id)).toContain(blrRide);
    // The list's own expression is served by each table's index.
    for (const table of ['test_rides', 'notify_requests', 'contact_messages']) {
      const plan = await planWithoutSeqScan(ctx.db, `SELECT 1 FROM ${table} e WHERE ${ENQUIRY_SEARCH_TEXT} ILIKE '%kiran%'`);
      expect(plan, table).toMatch(/Bitmap Index Scan on \w+_search_trgm_idx/);
    }
  });

  it('sorts from the allow-list and refuses anything else, and unknown filter names', async () => {
    const byName = body<TestRideListResponse>(await get('/api/v1/back-office/test-rides?sort=name', admin));
    expect(byName.data.map((r) => r.name)).toEqual(['Kiran Blr', 'Meera Mum']);
    for (const query of ['sort=name;DROP TABLE test_rides', 'sort=e.id', 'sort=-created,id', 'status=lost', 'hub=1 OR 1=1', 'dealer_id=9', 'model=rv400%27--', 'dateFrom=2027-02-30']) {
      const res = await get(`/api/v1/back-office/test-rides?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await get('/api/v1/back-office/test-rides/export.csv?sort=1;select', admin)).statusCode).toBe(400);
  });

  it('exports every filtered row with neutralised cells and a filename with the filters', async () => {
    const res = await get('/api/v1/back-office/test-rides/export.csv?city=MH-MUM', admin);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('test-rides-2027-03-10-city-mh-mum.csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('Reference,Created,Name,Mobile,E-mail,Model,State,City,Hub,Ride date,Slot,Status,Source,Assigned to');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`TR-${String(mumRide).padStart(6, '0')}`);
    expect(lines[1]).toContain("'=cmd@example.com");
  });
});

describe('test rides: actions', () => {
  it('lets the hub confirm, assign, note and reschedule, each with its event', async () => {
    const id = await book('blr', { name: 'Action Rider' });
    const first = await get(`/api/v1/back-office/test-rides/${id}`, blr);
    expect(body<TestRideDetailResponse>(first).data.actions).toEqual(['confirm', 'reschedule', 'assign', 'cancel', 'note']);

    const confirmed = await act(id, { action: 'confirm', note: 'Called, all set' }, blr);
    expect(confirmed.statusCode).toBe(200);
    const ride = body<TestRideDetailResponse>(confirmed).data;
    expect(ride.status).toBe('confirmed');
    // Done and no-show wait for the slot to begin.
    expect(ride.actions).toEqual(['reschedule', 'assign', 'cancel', 'note']);
    expect(ride.events).toEqual([expect.objectContaining({ kind: 'state', from: 'requested', to: 'confirmed', note: 'Called, all set', actor_role: 'dealer', actor_name: expect.any(String) })]);

    expect((await act(id, { action: 'confirm' }, blr)).statusCode).toBe(409);
    expect((await act(id, { action: 'complete' }, blr)).statusCode).toBe(409);

    const assigned = body<TestRideDetailResponse>(await act(id, { action: 'assign', name: 'Ravi Kumar', mobile: '9876543210' }, blr)).data;
    expect(assigned.assignee_name).toBe('Ravi Kumar');
    expect(assigned.assignee_mobile).toBe('9876543210');
    expect((await act(id, { action: 'assign', name: '', mobile: '12' }, blr)).statusCode).toBe(400);

    expect((await act(id, { action: 'note' }, blr)).statusCode).toBe(400);
    expect((await act(id, { action: 'note', note: 'Prefers the blue one' }, admin)).statusCode).toBe(200);

    const sameSlot = await act(id, { action: 'reschedule', date: TOMORROW, slot: '10:00-12:00' }, blr);
    expect(sameSlot.statusCode).toBe(400);
    expect(body<ApiError>(sameSlot).errors?.[0]?.field).toBe('slot');
    expect((await act(id, { action: 'reschedule', date: '2027-03-11', slot: '10:00-12:00' }, blr)).statusCode).toBe(400);
    expect((await act(id, { action: 'reschedule', date: TOMORROW, slot: '09:00-10:00' }, blr)).statusCode).toBe(400);
    const moved = body<TestRideDetailResponse>(await act(id, { action: 'reschedule', date: '2027-03-14', slot: '14:00-16:00' }, blr)).data;
    expect(moved).toMatchObject({ date: '2027-03-14', slot: '14:00-16:00', status: 'confirmed' });

    const detail: BackOfficeTestRideDetail = body<TestRideDetailResponse>(await get(`/api/v1/back-office/test-rides/${id}`, admin)).data;
    expect(detail.events.map((e) => [e.kind, e.actor_role])).toEqual([
      ['state', 'dealer'],
      ['assign', 'dealer'],
      ['note', 'admin'],
      ['edit', 'dealer'],
    ]);
    expect(detail.events[3]).toMatchObject({ from: `${TOMORROW} 10:00-12:00`, to: '2027-03-14 14:00-16:00' });
  });

  it('refuses a reschedule onto a slot the rider already holds at the hub', async () => {
    const mobile = freshMobile('97');
    await book('blr', { mobile, time_slot: '16:00-18:00' });
    const id = await book('blr', { mobile, time_slot: '14:00-16:00' });
    const res = await act(id, { action: 'reschedule', date: TOMORROW, slot: '16:00-18:00' }, blr);
    expect(res.statusCode).toBe(409);
    expect(body<ApiError>(res).message).toBe(BACK_OFFICE_ENQUIRY_MSG.slotTaken);
  });

  it('marks done or no-show once the slot has begun, then only notes; cancelling needs a reason', async () => {
    const done = await book('blr', { time_slot: '10:00-12:00', name: 'Done Rider' });
    const missed = await book('blr', { time_slot: '12:00-14:00', name: 'Missed Rider' });
    const dropped = await book('mum', { name: 'Dropped Rider' });
    await act(done, { action: 'confirm' }, blr);
    await act(missed, { action: 'confirm' }, admin);
    expect((await act(dropped, { action: 'cancel' }, mum)).statusCode).toBe(400);
    expect(body<TestRideDetailResponse>(await act(dropped, { action: 'cancel', note: 'Rider bought elsewhere' }, mum)).data.status).toBe('cancelled');

    ctx.clock.advance(2 * 86_400_000);
    // Sessions idle out over two days: sign in again on the later day.
    const dealer = bearer(await signIn(ctx.app, DEMO.dealer));
    const later = bearer(await signIn(ctx.app, DEMO.admin));
    try {
      const completed = body<TestRideDetailResponse>(await act(done, { action: 'complete', note: 'Loved it' }, dealer)).data;
      expect(completed.status).toBe('completed');
      expect(completed.actions).toEqual(['note']);
      // The rider's feedback link is queued with the move; a no-show gets none.
      const links = async (rideId: number) =>
        (await ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM feedback_requests WHERE subject = 'test_ride' AND subject_id = $1", [rideId])).rows[0]!.n;
      expect(await links(done)).toBe(1);
      expect(body<TestRideDetailResponse>(await act(missed, { action: 'no_show' }, dealer)).data.status).toBe('no_show');
      expect(await links(missed)).toBe(0);
      expect((await act(missed, { action: 'confirm' }, dealer)).statusCode).toBe(409);
      const rides = body<TestRideListResponse>(await get('/api/v1/back-office/test-rides?status=no_show', later));
      expect(rides.data.map((r) => r.id)).toEqual([missed]);
    } finally {
      ctx.clock.advance(-2 * 86_400_000);
      admin = bearer(await signIn(ctx.app, DEMO.admin));
      blr = bearer(await signIn(ctx.app, DEMO.dealer));
    }
  });

  it('keeps its created event out of back-office actions: every event here has the admin or dealer role', async () => {
    const { rows } = await ctx.db.query<{ actor_role: string; kind: string }>("SELECT actor_role, kind FROM record_events WHERE subject = 'test_ride'");
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => (r.actor_role === 'admin' || r.actor_role === 'dealer') && r.kind !== 'created')).toBe(true);
  });
});

describe('notify requests', () => {
  let notifyId: number;
  beforeAll(async () => {
    const res = await post('/api/v1/notify', { name: 'Kavya Rao', mobile: freshMobile('97'), email: 'kavya@example.com', state: 'KA', city: 'KA-BLR', model: 'rv400-brz' });
    notifyId = body<EnquiryResponse>(res).data.id;
    await post('/api/v1/notify', { name: 'Neel Shah', mobile: freshMobile('97'), email: 'neel@example.com', state: 'MH', city: 'MH-MUM', model: 'rv1' });
  });

  it('lists with filters and refuses unknown sorts and filters', async () => {
    const list = async (query: string) => body<ListPage<{ id: number; status: string }>>(await get(`/api/v1/back-office/notify-requests?${query}`, admin));
    expect((await list('city=KA-BLR&model=rv400-brz')).data.map((r) => r.id)).toEqual([notifyId]);
    expect((await list('status=new')).total).toBe(2);
    expect((await list('q=neel&state=MH')).total).toBe(1);
    expect((await get('/api/v1/back-office/notify-requests?sort=mobile', admin)).statusCode).toBe(400);
    expect((await get('/api/v1/back-office/notify-requests?hub=1', admin)).statusCode).toBe(400);
  });

  it('marks contacted once with an event, then allows notes only', async () => {
    const url = `/api/v1/back-office/notify-requests/${notifyId}/actions`;
    const res = await post(url, { action: 'contacted', note: 'Told them about March stock' }, admin);
    expect(res.statusCode).toBe(200);
    const data = body<NotifyDetailResponse>(res).data;
    expect(data).toMatchObject({ status: 'contacted', actions: ['note'] });
    expect(data.events).toEqual([expect.objectContaining({ kind: 'state', from: 'new', to: 'contacted', actor_role: 'admin' })]);
    expect((await post(url, { action: 'contacted' }, admin)).statusCode).toBe(409);
    expect((await post(url, { action: 'archive' }, admin)).statusCode).toBe(400);
    expect((await post(url, { action: 'note', note: 'x' }, blr)).statusCode).toBe(403);
    expect((await post('/api/v1/back-office/notify-requests/999999/actions', { action: 'note', note: 'x' }, admin)).statusCode).toBe(404);
    expect((await list('status=contacted')).data.map((r) => r.id)).toEqual([notifyId]);

    async function list(query: string) {
      return body<ListPage<{ id: number }>>(await get(`/api/v1/back-office/notify-requests?${query}`, admin));
    }
  });

  it('exports the filtered set', async () => {
    const res = await get('/api/v1/back-office/notify-requests/export.csv?state=MH', admin);
    expect(res.headers['content-disposition']).toContain('notify-requests-2027-03-10-state-mh.csv');
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Neel Shah');
  });
});

describe('contact requests', () => {
  let contactId: number;
  beforeAll(async () => {
    const res = await post('/api/v1/contact', { name: 'Rohan Das', mobile: freshMobile('97'), email: 'rohan@example.com', topic: 'Service and repairs', message: '+Battery warning after the update.' });
    contactId = body<EnquiryResponse>(res).data.id;
    await post('/api/v1/contact', { name: 'Sara Ali', mobile: freshMobile('97'), email: 'sara@example.com', topic: 'Dealership', message: 'I want to open a dealership in Goa.' });
  });

  it('filters by topic, status and search', async () => {
    const list = async (query: string) => body<ListPage<{ id: number }>>(await get(`/api/v1/back-office/contact-requests?${query}`, admin));
    expect((await list('topic=Service%20and%20repairs')).data.map((r) => r.id)).toEqual([contactId]);
    expect((await list('status=open&q=sara')).total).toBe(1);
    expect((await get('/api/v1/back-office/contact-requests?topic=Spam', admin)).statusCode).toBe(400);
    expect((await get('/api/v1/back-office/contact-requests?sort=message', admin)).statusCode).toBe(400);
  });

  it('records a reply note, then closes; a closed request takes notes only', async () => {
    const url = `/api/v1/back-office/contact-requests/${contactId}/actions`;
    expect((await post(url, { action: 'reply' }, admin)).statusCode).toBe(400);
    expect(body<ContactDetailResponse>(await post(url, { action: 'reply', note: 'Booked a service visit' }, admin)).data.status).toBe('open');
    const closed = body<ContactDetailResponse>(await post(url, { action: 'close' }, admin)).data;
    expect(closed).toMatchObject({ status: 'closed', actions: ['note'], message: '+Battery warning after the update.' });
    expect(closed.events.map((e) => [e.kind, e.from, e.to])).toEqual([
      ['reply', null, null],
      ['state', 'open', 'closed'],
    ]);
    expect((await post(url, { action: 'reply', note: 'again' }, admin)).statusCode).toBe(409);
  });

  it('exports with neutralised cells', async () => {
    const res = await get('/api/v1/back-office/contact-requests/export.csv?topic=Service%20and%20repairs', admin);
    expect(res.body).toContain("'+Battery warning after the update.");
    expect(res.body.trim().split('\n')).toHaveLength(2);
  });
});
