// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '@contract/common.js';
import { addDays } from '@contract/rules.js';
import { slotStart } from '@contract/enquiry-rules.js';
import { ORDER_REFERENCE_PREFIXES, orderReference, type OrderKind } from '@contract/order-lifecycle.js';
import { nextServiceDue, serviceDateWindow } from '@contract/service-visit-rules.js';
import type {
  BackOfficeServiceVisitListResponse,
  BackOfficeServiceVisitResponse,
  HubSlotsResponse,
  MyServiceResponse,
  ServiceSlotsResponse,
  ServiceVisitResponse,
  SlotFullError,
} from '@contract/service-visits.js';
import { DEMO, bearer, body, createTestContext, signIn, type TestContext } from '../../test-helpers.js';

const MUMBAI_DEALER = { mobile: '9000000004', password: 'Dealer@12345' } as const;
/** A Bengaluru hub of the demo dealer (9000000002 runs hubs 9 and 10). */
const BLR_HUB = 9;

let ctx: TestContext;
let customer: Record<string, string>;
let dealer: Record<string, string>;
let mumbai: Record<string, string>;
let admin: Record<string, string>;
let orderId: number;
let day: string;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function book(overrides: Record<string, unknown> = {}) {
  return api('POST', '/service-visits', customer, { order_id: orderId, service_type: 'periodic', hub_id: BLR_HUB, date: day, slot: '10:00-12:00', note: 'Brakes squeak', odometer_km: 950, ...overrides });
}

async function booked(overrides: Record<string, unknown> = {}) {
  const res = await book(overrides);
  expect(res.statusCode, res.body).toBe(201);
  return body<ServiceVisitResponse>(res).data;
}

/** Another owner's open visit at the Bengaluru hub (any other order stands in for their bike). */
async function otherVisit(date: string, slot: string) {
  await ctx.db.query(
    `INSERT INTO service_visits (order_id, customer_id, hub_id, service_type, visit_date, slot)
     SELECT b.id, u.id, $2, 'repair', $3::date, $4 FROM bookings b, users u WHERE b.id <> $1 AND u.mobile = $5 ORDER BY b.id LIMIT 1`,
    [orderId, BLR_HUB, date, slot, DEMO.agent.mobile],
  );
}

const outbox = async (visitId: number) =>
  (await ctx.db.query<{ status: string }>(`SELECT payload->>'status' AS status FROM outbox WHERE topic = 'service-visit-sms' AND (payload->>'visitId')::int = $1 ORDER BY id`, [visitId])).rows.map((r) => r.status);

beforeAll(async () => {
  ctx = await createTestContext();
  const [c, d, m, a] = await Promise.all([signIn(ctx.app, DEMO.customer), signIn(ctx.app, DEMO.dealer), signIn(ctx.app, MUMBAI_DEALER), signIn(ctx.app, DEMO.admin)]);
  [customer, dealer, mumbai, admin] = [bearer(c), bearer(d), bearer(m), bearer(a)];
  const mine = await api('GET', '/service-visits', customer);
  expect(mine.statusCode, mine.body).toBe(200);
  const bike = body<MyServiceResponse>(mine).data[0];
  if (!bike) throw new Error('the demo customer has no delivered bike');
  orderId = bike.order_id;
  day = serviceDateWindow(ctx.clock.now()).min;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  // Each test starts with no visits and room in every slot.
  await ctx.db.query('DELETE FROM service_visits');
  await ctx.db.query('UPDATE service_centres SET service_capacity = 2');
  ctx.sms.sent.length = 0;
});

describe('the customer', () => {
  it('sees their delivered bike with its next service due', async () => {
    const bikes = body<MyServiceResponse>(await api('GET', '/service-visits', customer)).data;
    expect(bikes).toHaveLength(1);
    const [bike] = bikes;
    expect(bike).toMatchObject({ model_name: expect.any(String), chassis: 'MD9RV400X25A01234', visits: [] });
    expect(bike!.next_service).toEqual(nextServiceDue(bike!.delivered_on, 0, ctx.clock.now()));
    expect(bike!.next_service).toMatchObject({ number: 1, due_km: 1000, free: true });
    // The bike's order reference is the one the orders module gives (one prefix table in the contract).
    const { rows } = await ctx.db.query<{ kind: OrderKind }>('SELECT kind FROM bookings WHERE id = $1', [bike!.order_id]);
    expect(bike!.reference).toBe(orderReference(rows[0]!.kind, bike!.order_id));
    expect(bike!.reference).toMatch(new RegExp(`^${ORDER_REFERENCE_PREFIXES[rows[0]!.kind]}-0*${bike!.order_id}$`));
  });

  it('books a visit: requested, a timeline event, an SMS queued and sent, and one place fewer in the slot', async () => {
    const visit = await booked();
    expect(visit).toMatchObject({ state: 'requested', hub: { id: BLR_HUB }, date: day, slot: '10:00-12:00', note: 'Brakes squeak', odometer_km: 950, can_change: true });
    expect(visit.reference).toMatch(/^SV-\d{6}$/);
    expect(visit.events).toEqual([expect.objectContaining({ from: null, to: 'requested', actor_role: 'customer', text: expect.stringContaining('Periodic service requested for') })]);
    expect(await outbox(visit.id)).toEqual(['requested']);
    expect(ctx.sms.sent).toEqual([{ mobile: DEMO.customer.mobile, text: expect.stringContaining(`${visit.reference}`) }]);
    const slots = body<ServiceSlotsResponse>(await api('GET', `/service-visits/slots?hub=${BLR_HUB}&from=${day}`, customer)).data;
    expect(slots.find((s) => s.date === day && s.slot === '10:00-12:00')?.left).toBe(1);
    expect(slots.find((s) => s.date === day && s.slot === '12:00-14:00')?.left).toBe(2);
    const bikes = body<MyServiceResponse>(await api('GET', '/service-visits', customer)).data;
    expect(bikes[0]!.visits.map((v) => v.id)).toEqual([visit.id]);
  });

  it('refuses a bike that is not theirs or not delivered, a second open visit of one bike, and a date outside the window', async () => {
    expect((await book({ order_id: 999_999 })).statusCode).toBe(404);
    await booked();
    const again = await book({ slot: '14:00-16:00' });
    expect(again.statusCode).toBe(409);
    expect(body<ApiError>(again).message).toMatch(/already has a service visit/);
    const today = await book({ date: addDays(day, -1) });
    expect(today.statusCode).toBe(400);
    expect(body<ApiError>(today).errors?.[0]?.field).toBe('date');
  });

  it('refuses a full slot under the lock with 409 and the next three free slots', async () => {
    await ctx.db.query('UPDATE service_centres SET service_capacity = 1 WHERE id = $1', [BLR_HUB]);
    await otherVisit(day, '16:00-18:00');
    const full = await book({ slot: '16:00-18:00' });
    expect(full.statusCode).toBe(409);
    const refusal = body<SlotFullError>(full);
    expect(refusal.free_slots).toEqual([
      { date: addDays(day, 1), slot: '10:00-12:00' },
      { date: addDays(day, 1), slot: '12:00-14:00' },
      { date: addDays(day, 1), slot: '14:00-16:00' },
    ]);
    expect(refusal.message).toMatch(/That slot is full at this hub\. The next free slots:/);
    expect(await ctx.db.query('SELECT 1 FROM service_visits WHERE order_id = $1', [orderId])).toMatchObject({ rows: [] });
    // Another slot of that day still has its place.
    expect((await book({ slot: '14:00-16:00' })).statusCode).toBe(201);
  });

  it('cancels and moves their own visit up to two hours before the slot, and no later', async () => {
    const visit = await booked();
    const moved = await api('POST', `/service-visits/${visit.id}/reschedule`, customer, { date: day, slot: '14:00-16:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(body<ServiceVisitResponse>(moved).data).toMatchObject({ slot: '14:00-16:00', state: 'requested' });
    expect(body<ServiceVisitResponse>(moved).data.events.at(-1)).toMatchObject({ kind: 'reschedule', text: expect.stringContaining('Moved to') });

    // 1 h 59 min before the slot: too late for the customer, though the hub can still act.
    const before = slotStart(day, '14:00-16:00').getTime() - ctx.clock.now().getTime();
    ctx.clock.advance(before - 119 * 60_000);
    try {
      // A session idles out after a day: sign in again at the moved clock.
      const later = bearer(await signIn(ctx.app, DEMO.customer));
      const late = await api('POST', `/service-visits/${visit.id}/cancel`, later, {});
      expect(late.statusCode).toBe(409);
      expect(body<ApiError>(late).message).toMatch(/until 2 hours before/);
      const mine = body<MyServiceResponse>(await api('GET', '/service-visits', later)).data[0]!.visits[0]!;
      expect(mine.can_change).toBe(false);
    } finally {
      ctx.clock.advance(-(before - 119 * 60_000));
      // That sign-in dropped the sessions idle at the moved clock: the customer signs in again.
      customer = bearer(await signIn(ctx.app, DEMO.customer));
    }
    const cancelled = await api('POST', `/service-visits/${visit.id}/cancel`, customer, { note: 'Sorted it myself' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(body<ServiceVisitResponse>(cancelled).data).toMatchObject({ state: 'cancelled', can_change: false });
    expect(body<ServiceVisitResponse>(cancelled).data.events.at(-1)).toMatchObject({ to: 'cancelled', text: 'Cancelled by you', note: 'Sorted it myself' });
    expect(await outbox(visit.id)).toEqual(['requested', 'rescheduled', 'cancelled']);
  });

  it("gets a 404 for another customer's visit", async () => {
    const visit = await booked();
    const stranger = bearer(await signIn(ctx.app, DEMO.agent));
    expect((await api('POST', `/service-visits/${visit.id}/cancel`, stranger, {})).statusCode).toBe(404);
  });
});

describe('the back office', () => {
  it("shows the hub's dealer and admins the visit, and a dealer of another hub a 404", async () => {
    const visit = await booked();
    const blr = body<BackOfficeServiceVisitListResponse>(await api('GET', '/back-office/service-visits', dealer));
    expect(blr.data.map((v) => v.id)).toEqual([visit.id]);
    expect(blr.data[0]!.customer).toEqual({ name: 'Rohan Deshmukh', mobile: DEMO.customer.mobile });
    expect(body<BackOfficeServiceVisitListResponse>(await api('GET', '/back-office/service-visits', mumbai)).total).toBe(0);
    expect(body<BackOfficeServiceVisitListResponse>(await api('GET', '/back-office/service-visits?state=requested', admin)).total).toBe(1);
    expect((await api('GET', `/back-office/service-visits/${visit.id}`, mumbai)).statusCode).toBe(404);
    expect((await api('POST', `/back-office/service-visits/${visit.id}/confirm`, mumbai, {})).statusCode).toBe(404);
    expect((await api('GET', `/back-office/service-visits/${visit.id}`, customer)).statusCode).toBe(403);
    const read = body<BackOfficeServiceVisitResponse>(await api('GET', `/back-office/service-visits/${visit.id}`, dealer)).data;
    expect(read.actions).toEqual(['confirm', 'reschedule', 'complete', 'cancel']);
  });

  it('filters the list by hub, state and city within the caller\'s scope: a hub the dealer does not run gives nothing', async () => {
    const visit = await booked();
    const list = async (token: Record<string, string>, query: string) =>
      body<BackOfficeServiceVisitListResponse>(await api('GET', `/back-office/service-visits?${query}`, token)).data.map((v) => v.id);
    const { rows } = await ctx.db.query<{ state_id: string; city_id: string }>('SELECT state_id, city_id FROM service_centres WHERE id = $1', [BLR_HUB]);
    const place = rows[0]!;
    const { rows: others } = await ctx.db.query<{ state_id: string; city_id: string }>(
      'SELECT state_id, city_id FROM service_centres WHERE state_id <> $1 ORDER BY id LIMIT 1',
      [place.state_id],
    );
    expect(await list(dealer, `hub=${BLR_HUB}`)).toEqual([visit.id]);
    expect(await list(dealer, 'hub=10')).toEqual([]);
    expect(await list(dealer, `stateId=${place.state_id}&cityId=${place.city_id}`)).toEqual([visit.id]);
    expect(await list(dealer, `stateId=${others[0]!.state_id}`)).toEqual([]);
    // The Mumbai dealer naming the Bengaluru hub gets no rows, not that hub's visits.
    expect(await list(mumbai, `hub=${BLR_HUB}`)).toEqual([]);
    expect(await list(admin, `hub=${BLR_HUB}&state=requested`)).toEqual([visit.id]);
    expect(await list(admin, `cityId=${others[0]!.city_id}`)).toEqual([]);
    const total = body<BackOfficeServiceVisitListResponse>(await api('GET', `/back-office/service-visits?hub=${BLR_HUB}`, admin)).total;
    expect(total).toBe(1);
    expect((await api('GET', '/back-office/service-visits?hub=abc', admin)).statusCode).toBe(400);
  });

  it('confirms, reschedules and completes with work notes and parts, each with its event and SMS', async () => {
    const visit = await booked();
    const confirmed = await api('POST', `/back-office/service-visits/${visit.id}/confirm`, dealer, { note: 'Bring the key fob' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(body<BackOfficeServiceVisitResponse>(confirmed).data).toMatchObject({ state: 'confirmed', actions: ['reschedule', 'complete', 'cancel'] });
    expect((await api('POST', `/back-office/service-visits/${visit.id}/confirm`, dealer, {})).statusCode).toBe(409);

    const moved = await api('POST', `/back-office/service-visits/${visit.id}/reschedule`, dealer, { date: addDays(day, 1), slot: '12:00-14:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(body<BackOfficeServiceVisitResponse>(moved).data).toMatchObject({ state: 'confirmed', date: addDays(day, 1), slot: '12:00-14:00' });

    const parts = [{ name: 'Brake pad set', quantity: 1 }, { name: 'Chain lube', quantity: 2 }];
    const done = await api('POST', `/back-office/service-visits/${visit.id}/complete`, dealer, { work_notes: 'Replaced front pads, lubed chain', parts, odometer_km: 1012 });
    expect(done.statusCode, done.body).toBe(200);
    const completed = body<BackOfficeServiceVisitResponse>(done).data;
    expect(completed).toMatchObject({ state: 'completed', work_notes: 'Replaced front pads, lubed chain', parts, odometer_km: 1012, actions: [] });
    expect(completed.events.map((e) => [e.kind, e.to, e.actor_role])).toEqual([
      ['state', 'requested', 'customer'],
      ['state', 'confirmed', 'dealer'],
      ['reschedule', 'confirmed', 'dealer'],
      ['state', 'completed', 'dealer'],
    ]);
    expect(await outbox(visit.id)).toEqual(['requested', 'confirmed', 'rescheduled', 'completed']);
    expect(ctx.sms.sent.map((s) => s.text)).toEqual([
      expect.stringContaining('is requested'),
      expect.stringContaining('is confirmed'),
      expect.stringContaining('is rescheduled'),
      expect.stringContaining('is completed'),
    ]);
    // A completed periodic service moves the schedule on to the 2nd.
    const bike = body<MyServiceResponse>(await api('GET', '/service-visits', customer)).data[0]!;
    expect(bike.next_service).toMatchObject({ number: 2, due_km: 5000, free: false });
  });

  it('refuses a move into a full slot with the next free ones, and cancels for the customer', async () => {
    await ctx.db.query('UPDATE service_centres SET service_capacity = 1 WHERE id = $1', [BLR_HUB]);
    const visit = await booked({ slot: '10:00-12:00' });
    await otherVisit(day, '12:00-14:00');
    const full = await api('POST', `/back-office/service-visits/${visit.id}/reschedule`, admin, { date: day, slot: '12:00-14:00' });
    expect(full.statusCode).toBe(409);
    expect(body<SlotFullError>(full).free_slots?.[0]).toEqual({ date: day, slot: '14:00-16:00' });
    const cancelled = await api('POST', `/back-office/service-visits/${visit.id}/cancel`, admin, { note: 'Hub closed for a holiday' });
    expect(cancelled.statusCode).toBe(200);
    expect(body<BackOfficeServiceVisitResponse>(cancelled).data.events.at(-1)).toMatchObject({ to: 'cancelled', actor_role: 'admin', text: 'Cancelled by the hub' });
    expect(await outbox(visit.id)).toEqual(['requested', 'cancelled']);
  });

  it("sets a hub's service capacity for the dealer's own hubs only, and lists both capacities", async () => {
    const set = await api('PUT', `/back-office/hubs/${BLR_HUB}/service-capacity`, dealer, { capacity: 4 });
    expect(set.statusCode, set.body).toBe(200);
    expect((await api('PUT', `/back-office/hubs/${BLR_HUB}/service-capacity`, mumbai, { capacity: 4 })).statusCode).toBe(404);
    expect((await api('PUT', `/back-office/hubs/${BLR_HUB}/service-capacity`, dealer, { capacity: 21 })).statusCode).toBe(400);
    const hubs = body<HubSlotsResponse>(await api('GET', '/back-office/hub-slots', dealer)).data;
    expect(hubs.map((h) => h.id).sort((a, b) => a - b)).toEqual([9, 10]);
    expect(hubs.find((h) => h.id === BLR_HUB)).toMatchObject({ service_capacity: 4, test_ride_capacity: expect.any(Number) });
    expect(body<HubSlotsResponse>(await api('GET', '/back-office/hub-slots', admin)).data.length).toBeGreaterThan(2);
    const slots = body<ServiceSlotsResponse>(await api('GET', `/service-visits/slots?hub=${BLR_HUB}&from=${day}`, customer)).data;
    expect(slots[0]!.left).toBe(4);
  });
});
