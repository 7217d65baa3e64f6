// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@contract/common.js';
import type { UserListResponse } from '@contract/auth.js';
import { DEMO, bearer, body, createTestContext, newCustomer, register, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let token: string;

const list = async (query: string) => {
  const res = await ctx.app.inject({ url: `/api/v1/users${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return body<UserListResponse>(res);
};

beforeAll(async () => {
  ctx = await createTestContext();
  token = await signIn(ctx.app, DEMO.admin);
  for (const name of ['Charu Mehta', 'Anil Kapoor', 'Bela Shah', 'Esha Rao', 'Dinesh Nair']) {
    ctx.clock.advance(1000);
    const res = await register(ctx, newCustomer({ name, email: `${name.split(' ')[0]?.toLowerCase()}@list.example` }));
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => ctx.close());

describe('GET /api/v1/users: pages, sort and filters', () => {
  it('answers the page with its size, count and total, 20 a page by default', async () => {
    const page = await list('');
    expect(page).toMatchObject({ page: 1, pageSize: 20, pages: 1 });
    expect(page.total).toBe(10);
    expect(page.data[0]?.name).toBe('Dinesh Nair');
  });

  it('pages with a chosen page size, without overlap', async () => {
    const first = await list('?pageSize=3&sort=name');
    const third = await list('?pageSize=3&sort=name&page=3');
    expect(first).toMatchObject({ page: 1, pageSize: 3, pages: 4, total: 10 });
    expect(third.data).toHaveLength(3);
    const all = [...first.data, ...(await list('?pageSize=3&sort=name&page=2')).data, ...third.data].map((u) => u.id);
    expect(new Set(all).size).toBe(9);
  });

  it('bounds the page size', async () => {
    for (const size of ['0', '101', 'ten', '2.5']) {
      const res = await ctx.app.inject({ url: `/api/v1/users?pageSize=${size}`, headers: bearer(token) });
      expect(res.statusCode, size).toBe(400);
      expect(body<ApiError>(res).message).toContain('page size from 1 to 100');
    }
  });

  it('sorts by an allowed column either way', async () => {
    const names = (await list('?sort=name')).data.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await list('?sort=-name')).data.map((u) => u.name)).toEqual([...names].reverse());
    const oldest = (await list('?sort=created')).data.map((u) => u.name);
    expect(oldest.slice(-5)).toEqual(['Charu Mehta', 'Anil Kapoor', 'Bela Shah', 'Esha Rao', 'Dinesh Nair']);
    expect((await list('?sort=email&q=list.example')).data.map((u) => u.email)[0]).toBe('anil@list.example');
  });

  it('refuses any sort outside the allow-list with a 400, SQL included', async () => {
    for (const sort of ['password_hash', '-mobile', 'name;DROP TABLE users', 'name desc', '(select 1)', '--name', 'NAME']) {
      const res = await ctx.app.inject({ url: `/api/v1/users?sort=${encodeURIComponent(sort)}`, headers: bearer(token) });
      expect(res.statusCode, sort).toBe(400);
      expect(body<ApiError>(res).message).toContain('Sort by created, name, email');
    }
    expect((await list('')).total).toBe(10);
  });

  it('filters by search and role, and counts only the matches', async () => {
    const dealers = await list('?role=dealer');
    expect(dealers.total).toBe(2);
    expect(dealers.data.map((u) => u.mobile).sort()).toEqual([DEMO.dealer.mobile, '9000000004']);
    expect((await list('?role=customer&q=list.example')).total).toBe(5);
    expect((await list('?role=admin&q=list.example')).total).toBe(0);
    expect((await list('?role=callcentre')).data.map((u) => u.mobile)).toEqual([DEMO.agent.mobile]);
    expect((await list('?role=&q=')).total).toBe(10);
    const bad = await ctx.app.inject({ url: '/api/v1/users?role=root', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
  });
});
