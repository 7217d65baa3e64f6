// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@contract/rules.js';
import { buildApp } from './app.js';
import { signAppLink } from './platform/auth/app-link.js';
import { MSG } from './platform/messages.js';
import {
  APP_LINK_SECRET,
  DEMO,
  bearer,
  body,
  createTestContext,
  newCustomer,
  register,
  siblingApp,
  signIn,
  type TestContext,
} from './test-helpers.js';

type User = { id: number; token: string; name: string; email: string; user_type: string; isSeller: boolean; isDealer: boolean };

let ctx: TestContext;
let admin: User;
let dealer: User;
let customer: User;

async function signInUser(who: { mobile: string; password: string }): Promise<User> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: who });
  return body<User>(res);
}

async function registerCustomer(overrides: Record<string, unknown> = {}): Promise<User> {
  const res = await register(ctx, newCustomer(overrides));
  return body<{ user: User }>(res).user;
}

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, dealer, customer] = await Promise.all([signInUser(DEMO.admin), signInUser(DEMO.dealer), signInUser(DEMO.customer)]);
});
afterAll(() => ctx.close());

// Public routes that answer per order: without a right to that order, the same 404 as for an order that does not exist.
const orderRoutes = [
  { method: 'GET', url: '/api/v1/orders/1' },
  { method: 'POST', url: '/api/v1/orders/1/payments' },
  { method: 'PATCH', url: '/api/v1/orders/1', payload: { name: 'Someone Else' } },
  { method: 'POST', url: '/api/v1/orders/1/cancel', payload: { reason: 'Bought another bike' } },
] as const;

// The 401/403 matrix of every route is generated from the declarations: access-matrix.test.ts.
describe('per-order access and the auth hook', () => {
  it.each(orderRoutes)('$method $url of an order that is not yours -> 404, as for one that does not exist', async (route) => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: {
        name: 'Arjun Mehta', mobile: '9612345678', email: 'arjun@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01',
        pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true,
      },
    });
    const id = body<{ data: { booking: { id: number } } }>(created).data.booking.id;
    const url = route.url.replace('/1', `/${id}`);
    for (const headers of [{}, bearer(customer.token), bearer(dealer.token)]) {
      const res = await ctx.app.inject({ ...route, url, headers });
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({ message: MSG.bookingNotFound });
    }
    const missing = await ctx.app.inject({ ...route, url: route.url.replace('/1', '/999999'), headers: bearer(admin.token) });
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toEqual({ message: MSG.bookingNotFound });
  });

  it('lets the admin in', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/users', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
  });

  it('also reads the token from x-auth-token', async () => {
    const res = await ctx.app.inject({ url: `/api/v1/customer/${customer.id}`, headers: { 'x-auth-token': customer.token } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses to start with a route that declares no auth level', async () => {
    const bad = buildApp({ db: ctx.db, config: ctx.config });
    bad.register(async (instance) => {
      instance.get('/api/v1/forgotten', async () => ({ ok: true }));
    });
    await expect(bad.ready()).rejects.toThrow(/must declare config.auth/);
  });
});

describe('GET /api/v1/customer/:id', () => {
  it('returns your own record without a token in it', async () => {
    const res = await ctx.app.inject({ url: `/api/v1/customer/${customer.id}`, headers: bearer(customer.token) });
    expect(res.statusCode).toBe(200);
    const { data } = body<{ data: Record<string, unknown> }>(res);
    expect(data).toMatchObject({ id: customer.id, mobile: DEMO.customer.mobile, area_name: 'Andheri East' });
    expect(data).not.toHaveProperty('token');
    expect(typeof data.created_at).toBe('string');
  });

  it("refuses another customer's record", async () => {
    const res = await ctx.app.inject({ url: `/api/v1/customer/${admin.id}`, headers: bearer(customer.token) });
    expect(res.statusCode).toBe(403);
  });

  it('lets an admin read anyone, and says when nobody has that id', async () => {
    const ok = await ctx.app.inject({ url: `/api/v1/customer/${customer.id}`, headers: bearer(admin.token) });
    expect(ok.statusCode).toBe(200);
    const missing = await ctx.app.inject({ url: '/api/v1/customer/99999', headers: bearer(admin.token) });
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toEqual({ message: 'Customer not found' });
    const bad = await ctx.app.inject({ url: '/api/v1/customer/abc', headers: bearer(admin.token) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/v1/customer/profile', () => {
  const profile = { name: 'Rohan D. Deshmukh', email: 'rohan.d@example.com', state: 'GJ', city: 'GJ-SUR', area: 'GJ-SUR-02', pincode: '395007' };

  it('updates the signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/customer/profile', headers: bearer(customer.token), payload: profile });
    expect(res.statusCode).toBe(200);
    const result = body<{ status: number; message: string; user: Record<string, unknown> }>(res);
    expect(result.status).toBe(1);
    expect(result.message).toBe('Profile updated');
    expect(result.user).toMatchObject({ id: customer.id, name: profile.name, city_name: 'Surat', area_name: 'Vesu', region: 'West' });
  });

  it("refuses an e-mail that belongs to someone else with a field error that does not say so", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer/profile',
      headers: bearer(customer.token),
      payload: { ...profile, email: 'PRIYA.NAIR@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ message: `email: ${MSG.emailUnavailable}`, errors: [{ field: 'email', message: MSG.emailUnavailable }] });
  });

  it('checks that the city belongs to the state', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer/profile',
      headers: bearer(customer.token),
      payload: { ...profile, city: 'MH-PUN', area: 'MH-PUN-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toBe(`city: ${messages.city}`);
  });
});

describe('admin user management', () => {
  it('lists users newest first, 20 a page, with a search', async () => {
    for (let i = 0; i < 21; i += 1) await registerCustomer({ name: `Kavya Reddy ${String.fromCharCode(65 + i)}` });
    const newest = await registerCustomer({ name: 'Zoya Khan' });

    const page1 = body<{ data: User[]; page: number; pages: number; total: number }>(
      await ctx.app.inject({ url: '/api/v1/users', headers: bearer(admin.token) }),
    );
    expect(page1.data).toHaveLength(20);
    expect(page1.data[0]?.id).toBe(newest.id);
    expect(page1.page).toBe(1);
    expect(page1.total).toBeGreaterThanOrEqual(25);
    expect(page1.pages).toBe(Math.ceil(page1.total / 20));

    const page2 = body<{ data: User[]; page: number }>(await ctx.app.inject({ url: '/api/v1/users?page=2', headers: bearer(admin.token) }));
    expect(page2.page).toBe(2);
    expect(page2.data.map((u) => u.id)).not.toContain(newest.id);

    const search = body<{ data: User[]; total: number }>(await ctx.app.inject({ url: '/api/v1/users?q=zoya', headers: bearer(admin.token) }));
    expect(search.data.map((u) => u.name)).toEqual(['Zoya Khan']);
    const byMobile = body<{ total: number }>(await ctx.app.inject({ url: `/api/v1/users?q=${DEMO.dealer.mobile}`, headers: bearer(admin.token) }));
    expect(byMobile.total).toBe(1);
    const wildcard = body<{ total: number }>(await ctx.app.inject({ url: '/api/v1/users?q=%25', headers: bearer(admin.token) }));
    expect(wildcard.total).toBe(0);
    const badPage = await ctx.app.inject({ url: '/api/v1/users?page=0', headers: bearer(admin.token) });
    expect(badPage.statusCode).toBe(400);
  });

  it('updates a user; the seller flag makes them a dealer (of at least one hub)', async () => {
    const target = await registerCustomer();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${target.id}`,
      headers: bearer(admin.token),
      payload: { name: 'Arjun Kapoor', isSeller: true, hubIds: [1] },
    });
    expect(res.statusCode).toBe(200);
    expect(body<{ data: User }>(res).data).toMatchObject({ name: 'Arjun Kapoor', isSeller: true, isDealer: true, user_type: 'dealer' });

    const taken = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${target.id}`,
      headers: bearer(admin.token),
      payload: { email: 'aarav.mehta@example.com' },
    });
    expect(taken.statusCode).toBe(409);
    const missing = await ctx.app.inject({ method: 'PUT', url: '/api/v1/users/99999', headers: bearer(admin.token), payload: {} });
    expect(missing.statusCode).toBe(404);
    const invalid = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${target.id}`,
      headers: bearer(admin.token),
      payload: { email: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(body<{ message: string }>(invalid).message).toBe(`email: ${messages.email}`);
  });

  it('will not let an admin remove their own admin rights or account', async () => {
    const demote = await ctx.app.inject({ method: 'PUT', url: `/api/v1/users/${admin.id}`, headers: bearer(admin.token), payload: { isAdmin: false } });
    expect(demote.statusCode).toBe(400);
    const remove = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/users/${admin.id}`, headers: bearer(admin.token) });
    expect(remove.statusCode).toBe(400);
    expect(body(remove)).toEqual({ message: MSG.cannotDeleteSelf });
  });

  it('deletes a user together with their sessions', async () => {
    const target = await registerCustomer();
    const before = await ctx.app.inject({ url: `/api/v1/customer/${target.id}`, headers: bearer(target.token) });
    expect(before.statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/users/${target.id}`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ message: 'User removed' });
    const { rows } = await ctx.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [target.id]);
    expect(rows).toHaveLength(0);
    const after = await ctx.app.inject({ url: `/api/v1/customer/${target.id}`, headers: bearer(target.token) });
    expect(after.statusCode).toBe(401);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/users/${target.id}`, headers: bearer(admin.token) });
    expect(again.statusCode).toBe(404);
  });

  it('applies role changes on the next request', async () => {
    const target = await registerCustomer();
    const promote = await ctx.app.inject({ method: 'PUT', url: `/api/v1/users/${target.id}`, headers: bearer(admin.token), payload: { isAdmin: true } });
    expect(body<{ data: User }>(promote).data.user_type).toBe('admin');
    expect((await ctx.app.inject({ url: '/api/v1/users', headers: bearer(target.token) })).statusCode).toBe(200);
    await ctx.app.inject({ method: 'PUT', url: `/api/v1/users/${target.id}`, headers: bearer(admin.token), payload: { isAdmin: false } });
    expect((await ctx.app.inject({ url: '/api/v1/users', headers: bearer(target.token) })).statusCode).toBe(403);
  });
});

describe('GET /api/v1/customer/info/:c_id (companion-app links)', () => {
  const nowSeconds = () => Math.floor(ctx.clock.now().getTime() / 1000);
  const open = (cId: number | string, query: string) => ctx.app.inject({ url: `/api/v1/customer/info/${cId}${query}` });
  let nonces = 0;
  const freshNonce = () => `nonce-${String(process.pid)}-${String((nonces += 1)).padStart(8, '0')}`;
  /** A link's query as the app's backend signs it. */
  const link = (id: number, exp: number, nonce = freshNonce(), secret = APP_LINK_SECRET) =>
    `?exp=${exp}&nonce=${nonce}&sig=${signAppLink(secret, id, exp, nonce)}`;

  it('opens a session for a correctly signed, fresh link', async () => {
    const res = await open(customer.id, link(customer.id, nowSeconds() + 600));
    expect(res.statusCode).toBe(200);
    const { data } = body<{ data: User[] }>(res);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: customer.id, mobile: DEMO.customer.mobile });
    expect(res.headers['x-auth-token']).toBe(data[0]?.token);
    const me = await ctx.app.inject({ url: `/api/v1/customer/${customer.id}`, headers: bearer(data[0]?.token ?? '') });
    expect(me.statusCode).toBe(200);
  });

  it('opens one session per link: the same link again is refused', async () => {
    const query = link(customer.id, nowSeconds() + 600);
    expect((await open(customer.id, query)).statusCode).toBe(200);
    const again = await open(customer.id, query);
    expect(again.statusCode).toBe(401);
    expect(body(again)).toEqual({ message: MSG.appLinkInvalid });
  });

  it.each([
    ['missing signature', (_id: number, exp: number) => `?exp=${exp}&nonce=${freshNonce()}`],
    ['missing expiry', (id: number, exp: number) => link(id, exp).replace(/exp=\d+&/, '')],
    ['missing nonce', (id: number, exp: number) => `?exp=${exp}&sig=${signAppLink(APP_LINK_SECRET, id, exp, '')}`],
    ['nonce not the signed one', (id: number, exp: number) => link(id, exp, freshNonce()).replace(/nonce=[^&]+/, `nonce=${freshNonce()}`)],
    ['wrong signature', (id: number, exp: number) => link(id, exp, freshNonce(), 'another-secret')],
    ['signature of another customer', (id: number, exp: number) => link(id + 1, exp)],
    ['garbage signature', (_id: number, exp: number) => `?exp=${exp}&nonce=${freshNonce()}&sig=zz`],
  ])('refuses a link with a %s', async (_label, query) => {
    const exp = nowSeconds() + 600;
    const res = await open(customer.id, query(customer.id, exp));
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ message: 'This app link is invalid or has expired. Please open it again from the app.' });
  });

  it('refuses an expired link and one that lives longer than 15 minutes', async () => {
    expect((await open(customer.id, link(customer.id, nowSeconds() - 1))).statusCode).toBe(401);
    expect((await open(customer.id, link(customer.id, nowSeconds() + 16 * 60))).statusCode).toBe(401);
  });

  it('never opens an admin or a dealer session', async () => {
    const exp = nowSeconds() + 600;
    expect((await open(admin.id, link(admin.id, exp))).statusCode).toBe(401);
    expect((await open(dealer.id, link(dealer.id, exp))).statusCode).toBe(401);
  });

  it('refuses every link when APP_LINK_SECRET is unset', async () => {
    const app = await siblingApp(ctx, { appLinkSecret: undefined });
    const res = await app.inject({ url: `/api/v1/customer/info/${customer.id}${link(customer.id, nowSeconds() + 600, freshNonce(), '')}` });
    expect(res.statusCode).toBe(401);
    await app.close();
  });
});

describe('sessions end', () => {
  it('signs out by revoking the presented token only', async () => {
    const first = await signIn(ctx.app, DEMO.dealer);
    const second = await signIn(ctx.app, DEMO.dealer);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: bearer(first) });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ message: 'Signed out' });
    expect((await ctx.app.inject({ url: `/api/v1/customer/${dealer.id}`, headers: bearer(first) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/v1/customer/${dealer.id}`, headers: bearer(second) })).statusCode).toBe(200);
  });

  it('signs out everywhere: every session of the account ends, other accounts keep theirs', async () => {
    const first = await signIn(ctx.app, DEMO.dealer);
    const second = await signIn(ctx.app, DEMO.dealer);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signout-all', headers: bearer(first) });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ message: MSG.signedOutEverywhere });
    for (const token of [first, second]) {
      expect((await ctx.app.inject({ url: `/api/v1/customer/${dealer.id}`, headers: bearer(token) })).statusCode).toBe(401);
    }
    expect((await ctx.app.inject({ url: `/api/v1/customer/${customer.id}`, headers: bearer(customer.token) })).statusCode).toBe(200);
  });

  it('ends a session left unused for SESSION_IDLE_MINUTES, and keeps one that is used', async () => {
    const idleMs = ctx.config.sessionIdleMinutes * 60_000;
    const idle = await signIn(ctx.app, DEMO.customer);
    const busy = await signIn(ctx.app, DEMO.customer);
    const read = (token: string) => ctx.app.inject({ url: `/api/v1/customer/${customer.id}`, headers: bearer(token) });
    ctx.clock.advance(idleMs - 120_000);
    expect((await read(busy)).statusCode).toBe(200);
    ctx.clock.advance(180_000);
    expect((await read(idle)).statusCode).toBe(401);
    expect((await read(busy)).statusCode).toBe(200);
  });

  // Last in the file: it moves the shared clock past every token's lifetime.
  it('refuses a token after TOKEN_TTL_HOURS, however often it is used', async () => {
    const token = await signIn(ctx.app, DEMO.customer);
    const step = Math.min(ctx.config.sessionIdleMinutes * 60_000 - 60_000, 3_600_000);
    const lifetime = ctx.config.tokenTtlHours * 3_600_000;
    for (let used = step; used < lifetime - 3_600_000; used += step) {
      ctx.clock.advance(step);
      expect((await ctx.app.inject({ url: `/api/v1/customer/${customer.id}`, headers: bearer(token) })).statusCode).toBe(200);
    }
    ctx.clock.advance(2 * 3_600_000);
    const res = await ctx.app.inject({ url: `/api/v1/customer/${customer.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ message: 'Unauthorized' });
  });
});
