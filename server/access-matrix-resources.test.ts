// @vitest-environment node
// The resource level of the role × endpoint matrix: every customer or dealer route that takes a record's id answers
// a second customer (customer routes) and a dealer of another hub (customer and dealer routes) asking for the demo
// customer's record (Mumbai, hub 1) exactly as it answers for a record that does not exist: 404. The cases are generated from the routes the app registers and the small
// declaration below (what each route's ids name, and a body its schema accepts); a new route with an id cannot be
// added without its line, so it cannot skip the check.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { AuthLevel } from './platform/auth/hook.js';
import type { App } from './platform/deps.js';
import { DEMO, bearer, createTestContext, newCustomer, register, signIn, type TestContext } from './test-helpers.js';

type Owned = 'order' | 'deliveredOrder' | 'testRide' | 'notify' | 'ticket' | 'customer' | 'serviceVisit' | 'pushDevice';
/** What a route's path parameters name (each :param → a record of the demo customer, or a fixed value) and a valid body. */
type Declaration = { params: { [param: string]: Owned | { value: string } }; body?: object; answer?: number };

const note = { note: 'Checked with the customer.' };
const DECLARED: { [route: string]: Declaration | 'not a record' } = {
  'GET /api/v1/back-office/orders/:id': { params: { id: 'order' } },
  'POST /api/v1/back-office/orders/:id/allot': { params: { id: 'order' }, body: { chassis: 'MD9RV400X25A09999' } },
  'POST /api/v1/back-office/orders/:id/ready': { params: { id: 'order' }, body: {} },
  'POST /api/v1/back-office/orders/:id/deliver': { params: { id: 'order' }, body: {} },
  'POST /api/v1/back-office/orders/:id/notes': { params: { id: 'order' }, body: note },
  'POST /api/v1/back-office/orders/:id/inspect': { params: { id: 'order' }, body: { final_valuation: 40000, ...note } },
  'POST /api/v1/back-office/orders/:id/hub-payment': { params: { id: 'order' }, body: { amount: 100000 } },
  'POST /api/v1/back-office/orders/:id/registration': { params: { id: 'deliveredOrder' }, body: { registration_number: 'MH 02 FX 4899' } },
  'GET /api/v1/back-office/test-rides/:id': { params: { id: 'testRide' } },
  // Hub 1 is the demo customer's Mumbai hub, not the Bengaluru dealer's.
  'PUT /api/v1/back-office/hubs/:id/test-ride-capacity': { params: { id: { value: '1' } }, body: { capacity: 2 } },
  'POST /api/v1/back-office/test-rides/:id/actions': { params: { id: 'testRide' }, body: { action: 'note', ...note } },
  // SPEC §7's account call refuses any id but the caller's before looking it up: a missing id gets the same 403.
  'GET /api/v1/customer/:id': { params: { id: 'customer' }, answer: 403 },
  'GET /api/v1/me/feedback/:subject/:id': { params: { subject: { value: 'order' }, id: 'deliveredOrder' } },
  'POST /api/v1/me/feedback/:subject/:id': {
    params: { subject: { value: 'order' }, id: 'deliveredOrder' },
    body: { nps: 9, hubRating: 5, bikeRating: 5, processRating: 5, comment: '' },
  },
  'DELETE /api/v1/me/notify/:id': { params: { id: 'notify' } },
  'DELETE /api/v1/me/notifications/push-devices/:id': { params: { id: 'pushDevice' } },
  'POST /api/v1/me/test-rides/:id/cancel': { params: { id: 'testRide' }, body: {} },
  'GET /api/v1/me/test-rides/:id/pass': { params: { id: 'testRide' } },
  'POST /api/v1/me/test-rides/:id/reschedule': { params: { id: 'testRide' }, body: { date: '2099-01-05', slot: '10:00-12:00' } },
  'GET /api/v1/orders/:id/spin': { params: { id: 'order' } },
  'POST /api/v1/orders/:id/spin': { params: { id: 'order' }, body: {} },
  'GET /api/v1/support/tickets/:id': { params: { id: 'ticket' } },
  'GET /api/v1/reviews/orders/:id': { params: { id: 'deliveredOrder' } },
  'PUT /api/v1/reviews/orders/:id': { params: { id: 'deliveredOrder' }, body: { rating: 5, title: 'Great bike', body: 'Rides well every single day to the office.' } },
  // A published review is public; a vote adds the voter's own row and reads nobody's record (unpublished: the same 404).
  'POST /api/v1/reviews/:id/helpful': 'not a record',
  // A model id (public data): the answer is the caller's own votes on its reviews.
  'GET /api/v1/products/:id/reviews/my-votes': 'not a record',
  // A JSON body is refused (415) before anyone's order is looked at; a stranger's multipart upload is the 404 of a
  // missing order (server/modules/reviews/routes.test.ts, "must be an image, of the owner's own delivered order").
  'PUT /api/v1/reviews/orders/:id/photo': { params: { id: 'deliveredOrder' }, body: {}, answer: 415 },
  'DELETE /api/v1/reviews/orders/:id/photo': { params: { id: 'deliveredOrder' } },
  'GET /api/v1/support/tickets/:id/photos/:photoId': { params: { id: 'ticket', photoId: { value: '1' } } },
  'POST /api/v1/support/tickets/:id/replies': { params: { id: 'ticket' }, body: { message: 'Any news?' } },
  'POST /api/v1/service-visits/:id/reschedule': { params: { id: 'serviceVisit' }, body: { date: '2099-01-05', slot: '10:00-12:00' } },
  'POST /api/v1/service-visits/:id/cancel': { params: { id: 'serviceVisit' }, body: {} },
  'GET /api/v1/back-office/service-visits/:id': { params: { id: 'serviceVisit' } },
  'POST /api/v1/back-office/service-visits/:id/confirm': { params: { id: 'serviceVisit' }, body: note },
  'POST /api/v1/back-office/service-visits/:id/reschedule': { params: { id: 'serviceVisit' }, body: { date: '2099-01-05', slot: '10:00-12:00' } },
  'POST /api/v1/back-office/service-visits/:id/complete': { params: { id: 'serviceVisit' }, body: { work_notes: 'Checked brakes', parts: [] } },
  'POST /api/v1/back-office/service-visits/:id/cancel': { params: { id: 'serviceVisit' }, body: note },
  'PUT /api/v1/back-office/hubs/:id/service-capacity': { params: { id: { value: '1' } }, body: { capacity: 2 } },
  // A product is nobody's record: any signed-in customer may review it.
  'POST /api/products/:id/reviews': 'not a record',
};

type Route = { method: string; url: string; level: AuthLevel };
let ctx: TestContext;
let app: App;
const routes: Route[] = [];
const ids = {} as { [record in Owned]: number };
const tokens: { [who: string]: string } = {};

beforeAll(async () => {
  ctx = await createTestContext();
  app = buildApp({ db: ctx.db, config: ctx.config });
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url, level: route.config?.auth as AuthLevel });
    }
  });
  await app.ready();

  // The demo customer's records, all at hub 1 (Mumbai): the seeded orders, and a test ride, a notify-me request and
  // a support ticket of theirs.
  const db = ctx.db;
  const one = async (sql: string, params: unknown[] = []) => (await db.query<{ id: number }>(sql, params)).rows[0]?.id ?? 0;
  ids.customer = await one("SELECT id FROM users WHERE mobile = '9000000003'");
  ids.order = await one("SELECT id FROM bookings WHERE customer_id = $1 AND state = 'confirmed' ORDER BY id LIMIT 1", [ids.customer]);
  ids.deliveredOrder = await one("SELECT id FROM bookings WHERE customer_id = $1 AND state = 'delivered' ORDER BY id LIMIT 1", [ids.customer]);
  ids.testRide = await one(
    `INSERT INTO test_rides (name, mobile, email, state_id, city_id, area_id, pincode, model_id, preferred_date, time_slot, dealer_id, customer_id)
     VALUES ('Rohan Deshmukh', '9000000003', 'rohan.deshmukh@example.com', 'MH', 'MH-MUM', 'MH-MUM-01', '400069', 'rv400', current_date + 3, '14:00-16:00', 1, $1)
     RETURNING id`,
    [ids.customer],
  );
  ids.notify = await one(
    `INSERT INTO notify_requests (name, mobile, email, state_id, city_id, model_id, customer_id)
     VALUES ('Rohan Deshmukh', '9000000003', 'rohan.deshmukh@example.com', 'MH', 'MH-MUM', 'rv400', $1) RETURNING id`,
    [ids.customer],
  );
  ids.pushDevice = await one(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, label, created_at)
     VALUES ($1, 'https://fcm.googleapis.com/fcm/send/demo-device', 'BPublicKey', 'AuthSecret', 'Chrome on Android', now()) RETURNING id`,
    [ids.customer],
  );
  ids.ticket = await one(
    `INSERT INTO support_tickets (customer_id, name, mobile, topic, order_id, hub_id, message)
     VALUES ($1, 'Rohan Deshmukh', '9000000003', 'delivery', $2, 1, 'When is my bike coming?') RETURNING id`,
    [ids.customer, ids.order],
  );
  ids.serviceVisit = await one(
    `INSERT INTO service_visits (order_id, customer_id, hub_id, service_type, visit_date, slot)
     VALUES ($1, $2, 1, 'periodic', current_date + 3, '10:00-12:00') RETURNING id`,
    [ids.deliveredOrder, ids.customer],
  );
  for (const [name, id] of Object.entries(ids)) expect(id, name).toBeGreaterThan(0);

  const second = newCustomer();
  await register(ctx, second);
  tokens.owner = await signIn(app, DEMO.customer);
  tokens.secondCustomer = await signIn(app, { mobile: second.mobile, password: second.password });
  // The Bengaluru dealer (hubs 9 and 10): the records are at a Mumbai hub.
  tokens.dealerOfAnotherHub = await signIn(app, DEMO.dealer);
}, 60_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const withRecordId = (route: Route) => /:[A-Za-z]/.test(route.url) && (route.level === 'customer' || route.level === 'dealer');

/** The route's URL for the demo customer's records, or (`missing`) for ids that no record has. */
function urlOf(route: Route, declaration: Declaration, missing = false): string {
  return route.url.replace(/:([A-Za-z_]+)/g, (_, param: string) => {
    const value = declaration.params[param];
    if (value === undefined) throw new Error(`${route.method} ${route.url}: :${param} is not declared`);
    if (typeof value !== 'string') return value.value;
    return missing ? '999999' : String(ids[value]);
  });
}

describe('the resource level of the matrix, from the route declarations', () => {
  it('declares every customer or dealer route that takes an id, and nothing else', () => {
    const found = routes.filter(withRecordId).map((r) => `${r.method} ${r.url}`);
    expect(found.filter((key) => !(key in DECLARED)), 'routes with an id to declare in DECLARED').toEqual([]);
    expect(Object.keys(DECLARED).filter((key) => !found.includes(key)), 'declared routes that no longer exist').toEqual([]);
  });

  it("answers a second customer and a dealer of another hub on the demo customer's records as on missing ones: 404", async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes.filter(withRecordId)) {
      const declaration = DECLARED[`${route.method} ${route.url}`];
      if (!declaration || declaration === 'not a record') continue;
      // A dealer is a signed-in user too: on a customer's own routes they are just another person. Customers never
      // pass a dealer route's level (the level matrix checks that 403).
      const askers = route.level === 'customer' ? ['secondCustomer', 'dealerOfAnotherHub'] : ['dealerOfAnotherHub'];
      for (const who of askers) {
        const ask = (url: string) => app.inject({ method: route.method as 'GET', url, headers: bearer(tokens[who] ?? ''), payload: declaration.body });
        const [theirs, missing] = [await ask(urlOf(route, declaration)), await ask(urlOf(route, declaration, true))];
        checked += 1;
        const answer = declaration.answer ?? 404;
        if (theirs.statusCode !== answer || theirs.body !== missing.body || missing.statusCode !== answer) {
          failures.push(`${route.method} ${route.url} as ${who} -> ${theirs.statusCode} ${theirs.body.slice(0, 100)} (missing: ${missing.statusCode} ${missing.body.slice(0, 100)})`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('lets the owner read the same records (the 404s above are about who asks, not about the ids)', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => withRecordId(r) && r.method === 'GET' && r.level === 'customer')) {
      const declaration = DECLARED[`${route.method} ${route.url}`];
      if (!declaration || declaration === 'not a record' || route.url.includes(':photoId')) continue;
      const res = await app.inject({ url: urlOf(route, declaration), headers: bearer(tokens.owner ?? '') });
      if (res.statusCode !== 200) failures.push(`${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
