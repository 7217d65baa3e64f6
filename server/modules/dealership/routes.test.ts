// @vitest-environment node
// Dealership applications: the public form, the admin list (filters, sort, CSV of exactly the filtered set),
// the detail with its event trail, and the review (statuses and notes). Admin only behind the form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@contract/common.js';
import type { DealerApplicationResponse, DealerDetailResponse, DealerListResponse } from '@contract/dealership.js';
import { DEALER_BUDGETS } from '@contract/dealer-rules.js';
import { DEMO, bearer, body, createTestContext, freshMobile, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let admin: string;
let dealer: string;
let customer: string;

const application = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Menon',
  mobile: freshMobile('97'),
  email: 'asha@motors.example',
  state: 'MH',
  city: 'MH-MUM',
  current_business: 'Two-wheeler service workshop',
  showroom_sqft: 1800,
  budget: '25-30 Lacs',
  message: 'We run two workshops in Andheri.',
  ...overrides,
});

const apply = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/dealer-applications', payload, headers });

const list = async (query = '') => {
  const res = await ctx.app.inject({ url: `/api/v1/admin/dealer-applications${query}`, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return body<DealerListResponse>(res);
};

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, dealer, customer] = await Promise.all([signIn(ctx.app, DEMO.admin), signIn(ctx.app, DEMO.dealer), signIn(ctx.app, DEMO.customer)]);
});
afterAll(() => ctx.close());

describe('POST /api/v1/dealer-applications', () => {
  it('stores the application with a DA- reference, e-mails an acknowledgement and starts its trail', async () => {
    const res = await apply(application({ name: 'Kiran Rao', email: 'kiran@rao.example' }));
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = body<DealerApplicationResponse>(res);
    expect(data.reference).toBe(`DA-${String(data.id).padStart(6, '0')}`);
    expect(message).toContain(data.reference);
    expect(ctx.email.messages.at(-1)).toMatchObject({ to: 'kiran@rao.example', message: { kind: 'dealer-application-received', reference: data.reference } });
    const detail = body<DealerDetailResponse>(await ctx.app.inject({ url: `/api/v1/admin/dealer-applications/${data.id}`, headers: bearer(admin) })).data;
    expect(detail).toMatchObject({ status: 'new', state_name: 'Maharashtra', city: 'MH-MUM', budget: '25-30 Lacs', showroom_sqft: 1800 });
    expect(detail.events).toEqual([expect.objectContaining({ kind: 'created', to: 'new', actorRole: 'guest' })]);
  });

  it('takes exactly the SPEC §3 budget options and refuses anything else by field', async () => {
    for (const budget of DEALER_BUDGETS) expect((await apply(application({ budget }))).statusCode).toBe(201);
    const bad = await apply(application({ budget: '30-40 Lacs', showroom_sqft: 5, current_business: '' }));
    expect(bad.statusCode).toBe(400);
    expect(body<ApiError>(bad).errors?.map((e) => e.field).sort()).toEqual(['budget', 'current_business', 'showroom_sqft']);
  });

  it('refuses a city outside the state', async () => {
    const res = await apply(application({ state: 'TN', city: 'MH-MUM' }));
    expect(res.statusCode).toBe(400);
    expect(body<ApiError>(res).errors?.[0]?.field).toBe('city');
  });
});

describe('the admin list, export, detail and review', () => {
  let reviewedId: number;

  beforeAll(async () => {
    ctx.clock.advance(1000);
    const res = await apply(application({ name: 'Zoya Khan', state: 'TN', city: 'TN-CHE', budget: 'Min 24 Lacs', showroom_sqft: 900, email: 'zoya@khan.example' }));
    reviewedId = body<DealerApplicationResponse>(res).data.id;
  });

  it('is for admins only: dealers and customers get 403, visitors 401', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/admin/dealer-applications', headers: bearer(dealer) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/v1/admin/dealer-applications', headers: bearer(customer) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/v1/admin/dealer-applications.csv' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/dealer-applications/${reviewedId}`, payload: { status: 'contacted' }, headers: bearer(dealer) })).statusCode).toBe(403);
  });

  it('pages newest first and filters by status, budget, state and search', async () => {
    const all = await list();
    expect(all.data[0]?.id).toBe(reviewedId);
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect((await list('?state=TN')).data.map((a) => a.id)).toEqual([reviewedId]);
    expect((await list('?budget=Min%2024%20Lacs&q=zoya')).data.map((a) => a.id)).toEqual([reviewedId]);
    expect((await list('?q=chennai')).data.map((a) => a.id)).toContain(reviewedId);
    expect((await list('?sort=-showroom&pageSize=1')).data[0]?.showroom_sqft).toBe(1800);
    expect((await ctx.app.inject({ url: '/api/v1/admin/dealer-applications?sort=mobile', headers: bearer(admin) })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/v1/admin/dealer-applications?status=hired', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('exports exactly the filtered rows as CSV', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/admin/dealer-applications.csv?state=TN', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/dealer-applications-\d{4}-\d{2}-\d{2}-state-tn\.csv/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('Reference,Applied,Status,Name,Mobile,E-mail,State,City,Current business,Showroom (sq ft),Investment budget,Message');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`DA-${String(reviewedId).padStart(6, '0')}`);
  });

  it('moves the status and keeps notes, each an event with the admin as actor', async () => {
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/dealer-applications/${reviewedId}`, payload, headers: bearer(admin) });
    expect((await patch({ status: 'contacted', note: 'Called, visiting the site on Friday.' })).statusCode).toBe(200);
    const noted = await patch({ note: 'Site is on the main road.' });
    const detail = body<DealerDetailResponse>(noted).data;
    expect(detail.status).toBe('contacted');
    expect(detail.events.map((e) => [e.kind, e.from, e.to, e.note])).toEqual([
      ['created', null, 'new', null],
      ['state', 'new', 'contacted', 'Called, visiting the site on Friday.'],
      ['note', null, null, 'Site is on the main road.'],
    ]);
    expect(detail.events[1]).toMatchObject({ actorRole: 'admin', actorName: expect.any(String) as string });
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ status: 'hired' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/v1/admin/dealer-applications/999999', payload: { status: 'rejected' }, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await list('?status=contacted')).data.map((a) => a.id)).toEqual([reviewedId]);
  });
});
