// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserAdminResponse, UserListResponse } from '@contract/auth.js';
import type { ApiError } from '@contract/common.js';
import { userRoleMessages } from '@contract/user-rules.js';
import { dealerHubIds, hubScopeOf } from '../../platform/auth/hub-scope.js';
import { MSG } from '../../platform/messages.js';
import { DEMO, bearer, body, createTestContext, newCustomer, register, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = await signIn(ctx.app, DEMO.admin);
  const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [DEMO.admin.mobile]);
  adminId = rows[0]?.id ?? 0;
});
afterAll(() => ctx.close());

async function newCustomerAccount(name: string): Promise<{ id: number; token: string }> {
  const res = await register(ctx, newCustomer({ name }));
  expect(res.statusCode, res.body).toBe(200);
  return body<{ user: { id: number; token: string } }>(res).user;
}
const put = (id: number, payload: unknown, token = adminToken) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1/users/${id}`, headers: bearer(token), payload: payload as object });
const flags = async (id: number) =>
  (
    await ctx.db.query<{ user_type: string; is_admin: boolean; is_seller: boolean; is_dealer: boolean; name: string }>(
      'SELECT user_type, is_admin, is_seller, is_dealer, name FROM users WHERE id = $1',
      [id],
    )
  ).rows[0];

describe('PUT /api/v1/users/:id: one role, a dealer with hubs', () => {
  it('makes a customer the dealer of chosen hubs, with every flag in step, and they get the dealer scope', async () => {
    const target = await newCustomerAccount('Ravi Menon');
    const res = await put(target.id, { role: 'dealer', hubIds: [3, 1, 3] });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = body<UserAdminResponse>(res);
    expect(data).toMatchObject({ user_type: 'dealer', isAdmin: false, isSeller: true, isDealer: true });
    expect(data.hubs.map((h) => h.id).sort()).toEqual([1, 3]);
    expect(data.hubs[0]).toMatchObject({ name: expect.any(String) as string, city_name: expect.any(String) as string });
    expect(await flags(target.id)).toMatchObject({ user_type: 'dealer', is_admin: false, is_seller: true, is_dealer: true });
    expect(await hubScopeOf(ctx.db, { id: target.id, isAdmin: false })).toEqual({ kind: 'hubs', hubIds: [1, 3] });
    // The new dealer passes the dealer guard on their next request.
    expect((await ctx.app.inject({ url: '/api/v1/dealer/products', headers: bearer(target.token) })).statusCode).toBe(200);

    const again = await put(target.id, { hubIds: [2] });
    expect(body<UserAdminResponse>(again).data.hubs.map((h) => h.id)).toEqual([2]);

    const fetched = await ctx.app.inject({ url: `/api/v1/users/${target.id}`, headers: bearer(adminToken) });
    expect(body<UserAdminResponse>(fetched).data).toMatchObject({ user_type: 'dealer', hubs: [{ id: 2 }] });
  });

  it('refuses a dealer without hubs, unknown hubs, and hubs for a non-dealer', async () => {
    const target = await newCustomerAccount('Sana Qureshi');
    const cases: [unknown, string][] = [
      [{ role: 'dealer' }, userRoleMessages.dealerHubs],
      [{ role: 'dealer', hubIds: [] }, userRoleMessages.dealerHubs],
      [{ role: 'dealer', hubIds: [999_999] }, userRoleMessages.unknownHub],
      [{ role: 'dealer', hubIds: ['1'] }, userRoleMessages.unknownHub],
      [{ role: 'customer', hubIds: [1] }, userRoleMessages.hubsOnlyForDealers],
      [{ isSeller: true }, userRoleMessages.dealerHubs],
    ];
    for (const [payload, message] of cases) {
      const res = await put(target.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body<ApiError>(res).errors?.[0]?.message).toBe(message);
    }
    const role = await put(target.id, { role: 'owner' });
    expect(body<ApiError>(role).errors?.[0]).toEqual({ field: 'role', message: userRoleMessages.role });
    expect(await flags(target.id)).toMatchObject({ user_type: 'customer', is_seller: false });
    expect(await dealerHubIds(ctx.db, target.id)).toEqual([]);
  });

  it('drops the hubs when a dealer becomes a customer or an admin', async () => {
    const target = await newCustomerAccount('Tara Joshi');
    expect((await put(target.id, { role: 'dealer', hubIds: [9] })).statusCode).toBe(200);
    const admin = await put(target.id, { role: 'admin' });
    expect(body<UserAdminResponse>(admin).data).toMatchObject({ user_type: 'admin', isAdmin: true, isSeller: false, isDealer: false, hubs: [] });
    expect(await dealerHubIds(ctx.db, target.id)).toEqual([]);
    const customer = await put(target.id, { role: 'customer' });
    expect(body<UserAdminResponse>(customer).data).toMatchObject({ user_type: 'customer', isAdmin: false, isSeller: false, isDealer: false });
  });

  it('will not let an admin give up their own admin role, by role or by flag', async () => {
    for (const payload of [{ role: 'customer' }, { role: 'dealer', hubIds: [1] }, { isAdmin: false }]) {
      const res = await put(adminId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body<ApiError>(res).message).toBe(MSG.cannotDemoteSelf);
    }
    expect(await flags(adminId)).toMatchObject({ user_type: 'admin', is_admin: true });
  });

  it('leaves the user unchanged when the hub write fails (one transaction)', async () => {
    const target = await newCustomerAccount('Uma Pillai');
    await ctx.db.query(`CREATE FUNCTION refuse_dealer_hub() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'hub write refused by the test'; END $$`);
    await ctx.db.query('CREATE TRIGGER refuse_dealer_hub BEFORE INSERT ON dealer_hubs FOR EACH ROW EXECUTE FUNCTION refuse_dealer_hub()');
    try {
      const res = await put(target.id, { name: 'Uma Renamed', role: 'dealer', hubIds: [1] });
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.db.query('DROP TRIGGER refuse_dealer_hub ON dealer_hubs');
      await ctx.db.query('DROP FUNCTION refuse_dealer_hub()');
    }
    expect(await flags(target.id)).toEqual({ user_type: 'customer', is_admin: false, is_seller: false, is_dealer: false, name: 'Uma Pillai' });
    expect(await dealerHubIds(ctx.db, target.id)).toEqual([]);
  });

  it('is for admins only', async () => {
    const target = await newCustomerAccount('Vikram Rao');
    const dealerToken = await signIn(ctx.app, DEMO.dealer);
    expect((await put(target.id, { role: 'dealer', hubIds: [1] }, dealerToken)).statusCode).toBe(403);
    expect((await put(target.id, { role: 'admin' }, target.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/v1/users/${target.id}`, headers: bearer(dealerToken) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/v1/users/99999', headers: bearer(adminToken) })).statusCode).toBe(404);
  });
});

describe('GET /api/v1/users: dealers with their hubs', () => {
  it("shows each dealer's hubs and filters by role", async () => {
    const res = await ctx.app.inject({ url: '/api/v1/users?role=dealer&pageSize=100', headers: bearer(adminToken) });
    const page = body<UserListResponse>(res);
    expect(page.data.every((u) => u.user_type === 'dealer')).toBe(true);
    const bengaluru = page.data.find((u) => u.mobile === DEMO.dealer.mobile);
    expect(bengaluru?.hubs.map((h) => h.id)).toEqual(expect.arrayContaining([9, 10]));
    expect(bengaluru?.hubs.every((h) => h.city_name === 'Bengaluru')).toBe(true);
    const customers = body<UserListResponse>(await ctx.app.inject({ url: '/api/v1/users?role=customer', headers: bearer(adminToken) }));
    expect(customers.data.every((u) => u.hubs.length === 0)).toBe(true);
  });
});
