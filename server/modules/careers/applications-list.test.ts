// @vitest-environment node
// The admin applications list: pages, sort allow-list and filters. Applications are stored directly:
// the upload itself is tested in routes.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminJobListResponse, ApplicationListResponse } from '@contract/careers.js';
import type { ApiError } from '@contract/common.js';
import { insertApplication } from './store.js';
import { DEMO, bearer, body, createTestContext, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
let token: string;
let firstJob: number;
let secondJob: number;

const people = [
  { name: 'Ravi Kumar', city: 'Pune', years: 2 },
  { name: 'Asha Menon', city: 'Kochi', years: 9 },
  { name: 'Tara Singh', city: 'Delhi', years: 5 },
  { name: 'Mohan Das', city: 'Agra', years: 0 },
  { name: 'Bina Roy', city: 'Kolkata', years: 12 },
];

const list = async (query: string) => {
  const res = await ctx.app.inject({ url: `/api/v1/admin/applications${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return body<ApplicationListResponse>(res);
};

beforeAll(async () => {
  ctx = await createTestContext();
  token = await signIn(ctx.app, DEMO.admin);
  const jobs = body<AdminJobListResponse>(await ctx.app.inject({ url: '/api/v1/admin/jobs', headers: bearer(token) })).data;
  [firstJob, secondJob] = jobs.map((j) => j.id) as [number, number];
  for (const [i, p] of people.entries()) {
    ctx.clock.advance(1000);
    await insertApplication(
      ctx.db,
      {
        jobId: i < 3 ? firstJob : secondJob,
        name: p.name,
        email: `${p.name.split(' ')[0]?.toLowerCase()}@apply.example`,
        mobile: `98000000${String(i).padStart(2, '0')}`,
        city: p.city,
        experienceYears: p.years,
        currentCompany: '',
        linkedin: '',
        coverNote: '',
        cvName: 'cv.pdf',
        cvType: 'application/pdf',
        cvData: Buffer.from('%PDF-1.7 cv'),
      },
      ctx.clock.now(),
    );
  }
});
afterAll(() => ctx.close());

describe('GET /api/v1/admin/applications: pages, sort and filters', () => {
  it('answers newest first, 20 a page, with the page size', async () => {
    const page = await list('');
    expect(page).toMatchObject({ page: 1, pageSize: 20, pages: 1, total: 5 });
    expect(page.data.map((a) => a.name)).toEqual(['Bina Roy', 'Mohan Das', 'Tara Singh', 'Asha Menon', 'Ravi Kumar']);
  });

  it('pages with a chosen page size', async () => {
    const second = await list('?pageSize=2&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, pages: 3, total: 5 });
    expect(second.data.map((a) => a.name)).toEqual(['Tara Singh', 'Asha Menon']);
    expect((await list('?pageSize=2&page=9')).data).toEqual([]);
    for (const size of ['0', '101', 'x']) {
      const res = await ctx.app.inject({ url: `/api/v1/admin/applications?pageSize=${size}`, headers: bearer(token) });
      expect(res.statusCode, size).toBe(400);
    }
  });

  it('sorts by each allowed column, either way', async () => {
    expect((await list('?sort=name')).data.map((a) => a.name)).toEqual(['Asha Menon', 'Bina Roy', 'Mohan Das', 'Ravi Kumar', 'Tara Singh']);
    expect((await list('?sort=-experience')).data.map((a) => a.experience_years)).toEqual([12, 9, 5, 2, 0]);
    expect((await list('?sort=city')).data.map((a) => a.city)).toEqual(['Agra', 'Delhi', 'Kochi', 'Kolkata', 'Pune']);
    expect((await list('?sort=created')).data[0]?.name).toBe('Ravi Kumar');
  });

  it('refuses a sort outside the allow-list with a 400, SQL included', async () => {
    for (const sort of ['cv_data', 'a.name', 'name;DELETE FROM job_applications', '1', 'created asc', '-', '-email']) {
      const res = await ctx.app.inject({ url: `/api/v1/admin/applications?sort=${encodeURIComponent(sort)}`, headers: bearer(token) });
      expect(res.statusCode, sort).toBe(400);
      expect(body<ApiError>(res).message).toContain('Sort by created, name, experience, city');
    }
    expect((await list('')).total).toBe(5);
  });

  it('filters by job, status and search together with sort and pages', async () => {
    expect((await list(`?jobId=${firstJob}&sort=name`)).data.map((a) => a.name)).toEqual(['Asha Menon', 'Ravi Kumar', 'Tara Singh']);
    const paged = await list(`?jobId=${secondJob}&pageSize=1&sort=-experience`);
    expect(paged).toMatchObject({ total: 2, pages: 2 });
    expect(paged.data.map((a) => a.name)).toEqual(['Bina Roy']);
    expect((await list('?q=apply.example&status=new')).total).toBe(5);
    expect((await list('?status=hired')).total).toBe(0);
    expect((await list('?q=asha')).data.map((a) => a.city)).toEqual(['Kochi']);
  });
});
