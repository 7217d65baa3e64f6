// @vitest-environment node
// The paths of the multipart application and the CV download are the SPA's own (contract/career-rules.ts jobApplicationPath,
// applicationCvPath): apply() and the CV test call them, so they cannot drift from the routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@contract/rules.js';
import { CV_MAX_BYTES, CV_MIME_TYPES, applicationCvPath, careerMessages, jobApplicationPath, jobMessages } from '@contract/career-rules.js';
import {
  type AdminJobListResponse,
  type ApplicationListResponse,
  type ApplicationUpdateResponse,
  type JobApplicationResponse,
  type JobListResponse,
  type JobResponse,
  jobWriteBody,
  type JobWriteRequest,
} from '@contract/careers.js';
import type { ApiError } from '@contract/common.js';
import { MSG } from '../../platform/messages.js';
import { SEED_JOBS } from '../../seed/jobs.js';
import { DEMO, bearer, body, createTestContext, siblingApp, signIn, type TestContext } from '../../test-helpers.js';
import { buildDocx, buildZip } from '../../test-fakes/zip.js';

let ctx: TestContext;
let adminToken: string;
let dealerToken: string;
let customerToken: string;
/** Seeded job ids by title. */
const jobId: Record<string, number> = {};
const idOf = (title: string): number => {
  const id = jobId[title];
  if (id === undefined) throw new Error(`no seeded job "${title}"`);
  return id;
};

beforeAll(async () => {
  ctx = await createTestContext();
  [adminToken, dealerToken, customerToken] = await Promise.all([
    signIn(ctx.app, DEMO.admin),
    signIn(ctx.app, DEMO.dealer),
    signIn(ctx.app, DEMO.customer),
  ]);
  const res = await ctx.app.inject({ url: '/api/v1/admin/jobs', headers: bearer(adminToken) });
  for (const job of body<AdminJobListResponse>(res).data) jobId[job.title] = job.id;
});
afterAll(() => ctx.close());

const OPEN_JOB = 'Battery Systems Engineer';
const CLOSED_JOB = 'Showroom Sales Consultant';
const DOCX_MIME = CV_MIME_TYPES['.docx'];
const PDF_MIME = CV_MIME_TYPES['.pdf'];

// Files

function pdf(size = 2048): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail]);
}

/** A real (minimal) .docx, or a ZIP without word/document.xml. */
function docx(withDocument = true): Buffer {
  return withDocument ? buildDocx() : buildZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'xl/workbook.xml', data: '<workbook/>' }]);
}

type CvFile = { name: string; data: Buffer; type?: string };

async function multipart(fields: Record<string, string>, cv?: CvFile | null): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) fd.append(key, value);
  if (cv) fd.append('cv', new Blob([new Uint8Array(cv.data)], { type: cv.type ?? 'application/octet-stream' }), cv.name);
  const request = new Request('http://localhost/', { method: 'POST', body: fd });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

let counter = 0;
function applicant(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    name: 'Kavya Raghunathan',
    email: `kavya.${counter}@example.com`,
    mobile: '98450 12345',
    city: 'Bengaluru',
    experience_years: '4',
    current_company: 'Bosch India',
    linkedin: 'https://www.linkedin.com/in/kavya-raghunathan',
    cover_note: 'I have built BMS firmware for two-wheeler packs and would love to work on yours.',
    consent: 'true',
    ...overrides,
  };
}

const resumePdf = (): CvFile => ({ name: 'Kavya Raghunathan CV.pdf', data: pdf(), type: 'application/pdf' });

async function apply(id: number, fields: Record<string, string>, cv: CvFile | null = resumePdf(), remoteAddress?: string) {
  const { payload, headers } = await multipart(fields, cv);
  return ctx.app.inject({ method: 'POST', url: jobApplicationPath(id), payload, headers, ...(remoteAddress ? { remoteAddress } : {}) });
}

async function applied(id: number, fields: Record<string, string>, cv?: CvFile): Promise<JobApplicationResponse> {
  const res = await apply(id, fields, cv);
  expect(res.statusCode, res.body).toBe(201);
  return body<JobApplicationResponse>(res);
}

const listApplications = async (query = '') => {
  const res = await ctx.app.inject({ url: `/api/v1/admin/applications${query}`, headers: bearer(adminToken) });
  expect(res.statusCode, res.body).toBe(200);
  return body<ApplicationListResponse>(res);
};

const newJob = (overrides: Partial<JobWriteRequest> = {}): JobWriteRequest => ({
  title: 'Charging Network Analyst',
  department: 'Engineering',
  location: 'Hyderabad',
  type: 'Contract',
  experience: '2-3 years',
  summary: 'Study how our riders charge and where a public charging point would help most.',
  description: 'You will work with charging logs and city maps.\n\nThe contract runs for twelve months.',
  responsibilities: ['Analyse charging sessions by city.', 'Recommend sites for new charging points.'],
  requirements: ['SQL and Python.', 'Two years of analytics experience.'],
  ...overrides,
});

const adminInject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, token = adminToken) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('seed', () => {
  it('adds eight open openings and one closed one, each valid for the admin form', () => {
    expect(SEED_JOBS).toHaveLength(9);
    expect(SEED_JOBS.filter((job) => job.closedDaysAgo !== undefined)).toHaveLength(1);
    for (const { daysAgo: _d, closedDaysAgo: _c, ...job } of SEED_JOBS) {
      expect(jobWriteBody.safeParse(job).success, job.title).toBe(true);
      expect(job.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(job.responsibilities.length).toBeGreaterThanOrEqual(4);
      expect(job.requirements.length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('GET /api/v1/jobs', () => {
  it('lists open jobs only, newest first, with the filter choices of all open jobs', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/jobs' });
    expect(res.statusCode).toBe(200);
    const { data, filters } = body<JobListResponse>(res);
    expect(data).toHaveLength(8);
    expect(data.every((job) => job.status === 'open' && job.closed_at === null)).toBe(true);
    expect(data.map((job) => job.title)).not.toContain(CLOSED_JOB);
    const posted = data.map((job) => job.posted_at);
    expect(posted).toEqual([...posted].sort().reverse());
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(
      ['closed_at', 'department', 'experience', 'id', 'location', 'posted_at', 'status', 'summary', 'title', 'type'].sort(),
    );
    expect(filters.types).toEqual(['Full-time', 'Internship']);
    expect(filters.departments).toEqual(['Design', 'Engineering', 'Finance', 'Manufacturing', 'Marketing', 'Sales', 'Service']);
    expect(filters.locations).toEqual(['Bengaluru', 'Gurugram', 'Manesar', 'Mumbai', 'Pune']);
  });

  it('filters by department, location and type (exact), keeping the full filter choices', async () => {
    const get = async (query: string) => body<JobListResponse>(await ctx.app.inject({ url: `/api/v1/jobs${query}` }));
    const all = await get('');
    const engineering = await get('?department=Engineering');
    expect(engineering.data.map((job) => job.title).sort()).toEqual(['Battery Systems Engineer', 'Embedded Firmware Engineer (BMS/VCU)']);
    expect(engineering.filters).toEqual(all.filters);
    expect((await get('?location=Gurugram&type=Internship')).data.map((job) => job.title)).toEqual(['Marketing Intern']);
    expect((await get('?location=Gurugram')).data).toHaveLength(3);
    expect((await get('?department=&location=&type=')).data).toHaveLength(8);
    expect((await get('?department=engineering')).data).toEqual([]);
    expect((await get('?location=Chennai')).data).toEqual([]);
  });
});

describe('GET /api/v1/jobs/:id', () => {
  it('gives the whole job', async () => {
    const res = await ctx.app.inject({ url: `/api/v1/jobs/${idOf(OPEN_JOB)}` });
    expect(res.statusCode).toBe(200);
    const { data } = body<JobResponse>(res);
    expect(data).toMatchObject({ title: OPEN_JOB, department: 'Engineering', location: 'Gurugram', type: 'Full-time', status: 'open', closed_at: null });
    expect(data.responsibilities.length).toBeGreaterThanOrEqual(4);
    expect(data.description).toContain('\n\n');
  });

  it('still gives a closed job, marked closed', async () => {
    const { data } = body<JobResponse>(await ctx.app.inject({ url: `/api/v1/jobs/${idOf(CLOSED_JOB)}` }));
    expect(data.status).toBe('closed');
    expect(data.closed_at).not.toBeNull();
    expect(Date.parse(data.closed_at ?? '')).toBeGreaterThan(Date.parse(data.posted_at));
  });

  it('answers 404 for an unknown job and 400 for a non-numeric id', async () => {
    const missing = await ctx.app.inject({ url: '/api/v1/jobs/999999' });
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toEqual({ message: 'This job opening was not found. It may have been removed.' });
    const bad = await ctx.app.inject({ url: '/api/v1/jobs/abc' });
    expect(bad.statusCode).toBe(400);
    expect(body<ApiError>(bad).errors?.[0]?.field).toBe('id');
  });
});

describe('POST /api/v1/jobs/:id/applications', () => {
  it('takes a PDF CV, thanks the applicant by first name and shows the application to the admin', async () => {
    const fields = applicant({ name: 'Ishaan Kapoor', email: 'ishaan.kapoor@example.com', mobile: '+91 91234 56789' });
    const result = await applied(idOf(OPEN_JOB), fields);
    expect(result.message).toBe(`Thank you, Ishaan. We have received your application for ${OPEN_JOB}.`);
    expect(result.data).toEqual({ id: expect.any(Number), job_id: idOf(OPEN_JOB), job_title: OPEN_JOB });

    const { data, page, pages, total } = await listApplications(`?jobId=${idOf(OPEN_JOB)}`);
    expect({ page, pages }).toEqual({ page: 1, pages: 1 });
    expect(total).toBeGreaterThanOrEqual(1);
    const row = data.find((a) => a.id === result.data.id);
    expect(row).toEqual({
      id: result.data.id,
      job_id: idOf(OPEN_JOB),
      job_title: OPEN_JOB,
      name: 'Ishaan Kapoor',
      email: 'ishaan.kapoor@example.com',
      mobile: '9123456789',
      city: 'Bengaluru',
      experience_years: 4,
      current_company: 'Bosch India',
      linkedin: 'https://www.linkedin.com/in/kavya-raghunathan',
      cover_note: fields.cover_note,
      status: 'new',
      cv_name: 'Kavya Raghunathan CV.pdf',
      cv_type: PDF_MIME,
      cv_size: pdf().length,
      created_at: expect.any(String),
    });
  });

  it('takes a Word (.docx) CV and stores the detected type, not the one the client sent', async () => {
    const fields = applicant({ current_company: '', linkedin: '', cover_note: '' });
    const result = await applied(idOf('Product Designer (Mobile App)'), fields, { name: 'cv.docx', data: docx(), type: 'application/pdf' });
    const { data } = await listApplications(`?q=${encodeURIComponent(fields.email ?? '')}`);
    expect(data.map((a) => a.id)).toEqual([result.data.id]);
    expect(data[0]).toMatchObject({ cv_type: DOCX_MIME, cv_name: 'cv.docx', current_company: '', linkedin: '', cover_note: '' });
  });

  it('keeps a CV of exactly 5 MB', async () => {
    await applied(idOf('Finance Executive'), applicant(), { name: 'big.pdf', data: pdf(CV_MAX_BYTES) });
  });

  it('refuses a file that is not really a PDF or a .docx', async () => {
    const cases: CvFile[] = [
      { name: 'cv.pdf', data: Buffer.from('Kavya Raghunathan\nEmbedded engineer\n'), type: 'application/pdf' },
      { name: 'cv.docx', data: docx(false) },
      { name: 'cv.docx', data: pdf() },
      { name: 'cv.txt', data: pdf() },
      { name: 'cv.pdf.exe', data: pdf() },
      { name: 'cv.doc', data: docx() },
    ];
    for (const cv of cases) {
      const res = await apply(idOf(OPEN_JOB), applicant(), cv);
      expect(res.statusCode, cv.name).toBe(400);
      expect(body(res)).toEqual({ message: `cv: ${careerMessages.cvType}`, errors: [{ field: 'cv', message: careerMessages.cvType }] });
    }
  });

  it('refuses a CV of 5 MB and 1 byte', async () => {
    const res = await apply(idOf(OPEN_JOB), applicant(), { name: 'huge.pdf', data: pdf(CV_MAX_BYTES + 1) });
    expect(res.statusCode).toBe(413);
    expect(body(res)).toEqual({ message: `cv: ${careerMessages.cvSize}`, errors: [{ field: 'cv', message: careerMessages.cvSize }] });
  });

  it('asks for the CV when there is none (or an empty file)', async () => {
    for (const cv of [null, { name: '', data: Buffer.alloc(0) }]) {
      const res = await apply(idOf(OPEN_JOB), applicant(), cv);
      expect(res.statusCode).toBe(400);
      expect(body<ApiError>(res).errors).toEqual([{ field: 'cv', message: careerMessages.cvRequired }]);
    }
  });

  it('refuses a second file', async () => {
    const fd = new FormData();
    for (const [key, value] of Object.entries(applicant())) fd.append(key, value);
    fd.append('cv', new Blob([new Uint8Array(pdf())]), 'a.pdf');
    fd.append('portfolio', new Blob([new Uint8Array(pdf())]), 'b.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: fd });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${idOf(OPEN_JOB)}/applications`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    });
    expect(res.statusCode).toBe(400);
    expect(body<ApiError>(res).errors).toEqual([{ field: 'cv', message: MSG.cvOneFile }]);
  });

  it('names each wrong field, all at once', async () => {
    const res = await apply(idOf(OPEN_JOB), applicant({ mobile: '12345', email: 'not-an-email' }), null);
    expect(res.statusCode).toBe(400);
    const error = body<ApiError>(res);
    expect(error.message).toBe(`email: ${messages.email}`);
    expect(error.errors).toEqual([
      { field: 'email', message: messages.email },
      { field: 'mobile', message: messages.mobile },
      { field: 'cv', message: careerMessages.cvRequired },
    ]);
  });

  it.each([
    [{ name: 'K' }, 'name', messages.name],
    [{ city: 'X' }, 'city', careerMessages.city],
    [{ experience_years: '51' }, 'experience_years', careerMessages.experience],
    [{ experience_years: '2.5' }, 'experience_years', careerMessages.experience],
    [{ experience_years: 'five' }, 'experience_years', careerMessages.experience],
    [{ experience_years: '' }, 'experience_years', careerMessages.experience],
    [{ linkedin: 'http://linkedin.com/in/kavya' }, 'linkedin', careerMessages.linkedin],
    [{ linkedin: 'javascript:alert(1)' }, 'linkedin', careerMessages.linkedin],
    [{ linkedin: `https://www.linkedin.com/in/${'k'.repeat(300)}` }, 'linkedin', careerMessages.linkedin],
    [{ cover_note: 'a'.repeat(2001) }, 'cover_note', careerMessages.coverNote],
    [{ current_company: 'c'.repeat(121) }, 'current_company', 'Keep the company name to 120 characters or fewer.'],
    [{ consent: 'false' }, 'consent', careerMessages.consent],
  ])('refuses %o (%s)', async (overrides, field, message) => {
    const res = await apply(idOf(OPEN_JOB), applicant(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(body<ApiError>(res).errors).toEqual([{ field, message }]);
  });

  it('asks for consent when the box was not ticked', async () => {
    const { consent: _consent, ...fields } = applicant();
    const res = await apply(idOf(OPEN_JOB), fields);
    expect(body<ApiError>(res).errors).toEqual([{ field: 'consent', message: careerMessages.consent }]);
  });

  it('takes one application per e-mail address per job (any case)', async () => {
    const fields = applicant({ email: 'meera.pillai@example.com' });
    await applied(idOf('Service Technician'), fields);
    const again = await apply(idOf('Service Technician'), { ...fields, email: 'Meera.Pillai@Example.com' });
    expect(again.statusCode).toBe(409);
    expect(body(again)).toEqual({ message: 'You have already applied for this role with this e-mail address.' });
    // The same person may apply for another role.
    await applied(idOf('Quality Inspector'), fields);
  });

  it('refuses a closed opening (409) and an unknown one (404)', async () => {
    const closed = await apply(idOf(CLOSED_JOB), applicant());
    expect(closed.statusCode).toBe(409);
    expect(body(closed)).toEqual({ message: 'This opening has closed and no longer takes applications. See our other openings.' });
    const missing = await apply(999999, applicant());
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toEqual({ message: MSG.jobNotFound });
  });

  it('answers 415 to anything but multipart/form-data', async () => {
    const url = `/api/v1/jobs/${idOf(OPEN_JOB)}/applications`;
    for (const request of [
      { payload: applicant() },
      { payload: 'name=Kavya', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: 'hello', headers: { 'content-type': 'text/plain' } },
      {},
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url, ...request });
      expect(res.statusCode).toBe(415);
      expect(body(res)).toEqual({ message: MSG.multipartRequired });
    }
  });

  it('answers 400 to a broken multipart body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${idOf(OPEN_JOB)}/applications`,
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nKavya',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ message: MSG.formUnreadable });
  });

  it('leaves the JSON routes JSON-only (multipart is scoped to this call)', async () => {
    const { payload, headers } = await multipart({ title: 'x' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/jobs', payload, headers: { ...headers, ...bearer(adminToken) } });
    expect(res.statusCode).toBe(415);
  });

  it('limits applications per address', async () => {
    const limited = await siblingApp(ctx, { rateLimits: { ...ctx.config.rateLimits, jobApplicationsPerIp: { limit: 2, windowSeconds: 3600 } } });
    try {
      const send = async () => {
        const { payload, headers } = await multipart(applicant(), resumePdf());
        return limited.inject({ method: 'POST', url: `/api/v1/jobs/${idOf('Marketing Intern')}/applications`, payload, headers, remoteAddress: '203.0.113.7' });
      };
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(body(third)).toEqual({ message: MSG.rateLimited });
    } finally {
      await limited.close();
    }
  });

  it('refuses uploads over the address limit before reading the body', async () => {
    const limited = await siblingApp(ctx, { rateLimits: { ...ctx.config.rateLimits, uploadsPerIp: { limit: 1, windowSeconds: 3600 } } });
    try {
      const url = `/api/v1/jobs/${idOf('Marketing Intern')}/applications`;
      const unreadable = { 'content-type': 'multipart/form-data; boundary=x' };
      // The first is read and found unreadable; the second is refused before any of its body is parsed.
      const first = await limited.inject({ method: 'POST', url, payload: 'not multipart', headers: unreadable, remoteAddress: '203.0.113.9' });
      expect(first.statusCode).toBe(400);
      const second = await limited.inject({ method: 'POST', url, payload: 'not multipart', headers: unreadable, remoteAddress: '203.0.113.9' });
      expect(second.statusCode).toBe(429);
      expect(body(second)).toEqual({ message: MSG.rateLimited });
    } finally {
      await limited.close();
    }
  });

  it('refuses a body declared over the limit at once with 413, before the handler runs', async () => {
    // An opening that does not exist: had the handler run, the answer would be 404.
    const { payload, headers } = await multipart(applicant(), { name: 'cv.pdf', data: pdf(CV_MAX_BYTES + 512 * 1024) });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/jobs/999999/applications', payload, headers });
    expect(res.statusCode).toBe(413);
    expect(body(res)).toEqual({ message: MSG.bodyTooLarge });
  });
});

describe('admin: applications', () => {
  it('filters by job, status and a search of name, e-mail and mobile (wildcards taken literally), never sending the CV', async () => {
    const job = idOf('Embedded Firmware Engineer (BMS/VCU)');
    const first = await applied(job, applicant({ name: 'Tanvi Deshpande', email: 'tanvi_d@example.com', mobile: '7012345678' }));
    const second = await applied(job, applicant({ name: 'Arjun Menon', email: 'arjun.m@example.com', mobile: '8012345678' }));

    const byJob = await listApplications(`?jobId=${job}`);
    expect(byJob.data.map((a) => a.id)).toEqual([second.data.id, first.data.id]);
    expect(byJob.total).toBe(2);
    for (const row of byJob.data) {
      expect(row).not.toHaveProperty('cv_data');
      expect(Object.keys(row)).toHaveLength(16);
    }
    const raw = await ctx.app.inject({ url: '/api/v1/admin/applications', headers: bearer(adminToken) });
    expect(raw.body).not.toContain('cv_data');
    expect(raw.body).not.toContain('%PDF');

    expect((await listApplications('?q=arjun')).data.map((a) => a.id)).toEqual([second.data.id]);
    expect((await listApplications('?q=TANVI_D@')).data.map((a) => a.id)).toEqual([first.data.id]);
    expect((await listApplications('?q=70123')).data.map((a) => a.id)).toEqual([first.data.id]);
    expect((await listApplications('?q=i_d')).data.map((a) => a.id)).toEqual([first.data.id]);
    expect((await listApplications('?q=n_m')).data).toEqual([]);
    expect((await listApplications('?q=%25')).data).toEqual([]);
    expect((await listApplications(`?jobId=${job}&status=shortlisted`)).data).toEqual([]);
    expect((await listApplications(`?jobId=${job}&status=&q=`)).total).toBe(2);

    for (const query of ['?status=maybe', '?jobId=abc', '?page=0']) {
      const res = await ctx.app.inject({ url: `/api/v1/admin/applications${query}`, headers: bearer(adminToken) });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('pages 20 at a time, newest first', async () => {
    const job = idOf('Dealer Development Manager');
    for (let i = 0; i < 21; i += 1) await applied(job, applicant());
    const page1 = await listApplications(`?jobId=${job}`);
    const page2 = await listApplications(`?jobId=${job}&page=2`);
    expect(page1.data).toHaveLength(20);
    expect(page2.data).toHaveLength(1);
    expect({ total: page1.total, pages: page1.pages, page: page2.page }).toEqual({ total: 21, pages: 2, page: 2 });
    const times = [...page1.data, ...page2.data].map((a) => a.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('changes the status of an application', async () => {
    const { data: created } = await applied(idOf('Quality Inspector'), applicant());
    const res = await adminInject('PATCH', `/api/v1/admin/applications/${created.id}`, { status: 'shortlisted' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = body<ApplicationUpdateResponse>(res);
    expect(data).toMatchObject({ id: created.id, status: 'shortlisted', job_title: 'Quality Inspector' });
    expect(data).not.toHaveProperty('cv_data');
    expect((await listApplications('?status=shortlisted')).data.map((a) => a.id)).toContain(created.id);

    const bad = await adminInject('PATCH', `/api/v1/admin/applications/${created.id}`, { status: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(body<ApiError>(bad).errors?.[0]?.field).toBe('status');
    const missing = await adminInject('PATCH', '/api/v1/admin/applications/999999', { status: 'hired' });
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toEqual({ message: MSG.applicationNotFound });
  });

  it('downloads the CV: the same bytes, the stored type, as an attachment', async () => {
    const file = pdf(4096);
    const { data: created } = await applied(idOf('Finance Executive'), applicant(), { name: 'C:\\Users\\kavya\\Résumé; final\u202e.pdf', data: file, type: 'text/html' });
    const res = await ctx.app.inject({ url: applicationCvPath(created.id), headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(file)).toBe(true);
    expect(res.headers['content-type']).toBe(PDF_MIME);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum__ final.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%3B%20final.pdf`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const { data } = await listApplications(`?jobId=${idOf('Finance Executive')}`);
    expect(data.find((a) => a.id === created.id)?.cv_name).toBe('Résumé; final.pdf');

    const docxFile = docx();
    const { data: second } = await applied(idOf('Finance Executive'), applicant(), { name: 'cv.docx', data: docxFile });
    const docxRes = await ctx.app.inject({ url: `/api/v1/admin/applications/${second.id}/cv`, headers: bearer(adminToken) });
    expect(docxRes.headers['content-type']).toBe(DOCX_MIME);
    expect(docxRes.rawPayload.equals(docxFile)).toBe(true);

    const missing = await ctx.app.inject({ url: '/api/v1/admin/applications/999999/cv', headers: bearer(adminToken) });
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toEqual({ message: MSG.applicationNotFound });
  });
});

describe('admin: jobs', () => {
  it('lists every job, open first then newest, with its application count', async () => {
    const res = await adminInject('GET', '/api/v1/admin/jobs');
    expect(res.statusCode).toBe(200);
    const { data } = body<AdminJobListResponse>(res);
    const statuses = data.map((job) => job.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => (a === b ? 0 : a === 'open' ? -1 : 1)));
    expect(data.map((job) => job.title)).toContain(CLOSED_JOB);
    const open = data.filter((job) => job.status === 'open').map((job) => job.posted_at);
    expect(open).toEqual([...open].sort().reverse());
    for (const job of data) {
      const { total } = await listApplications(`?jobId=${job.id}`);
      expect(job.applications, job.title).toBe(total);
    }
    expect(data.find((job) => job.title === CLOSED_JOB)?.applications).toBe(0);
  });

  it('posts a job, edits it, closes it and reopens it', async () => {
    const created = await adminInject('POST', '/api/v1/admin/jobs', newJob());
    expect(created.statusCode, created.body).toBe(201);
    const { data: job } = body<JobResponse>(created);
    expect(job).toMatchObject({ ...newJob(), status: 'open', closed_at: null });

    const publicList = async () => body<JobListResponse>(await ctx.app.inject({ url: '/api/v1/jobs' }));
    const listed = await publicList();
    expect(listed.data[0]?.id).toBe(job.id);
    expect(listed.filters.locations).toContain('Hyderabad');
    expect(listed.filters.types).toContain('Contract');

    const edited = await adminInject('PUT', `/api/v1/admin/jobs/${job.id}`, { title: 'Senior Charging Network Analyst', requirements: ['SQL.'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<JobResponse>(edited).data).toMatchObject({ title: 'Senior Charging Network Analyst', requirements: ['SQL.'], location: 'Hyderabad' });

    const closed = await adminInject('PUT', `/api/v1/admin/jobs/${job.id}`, { status: 'closed' });
    const closedJob = body<JobResponse>(closed).data;
    expect(closedJob.status).toBe('closed');
    expect(closedJob.closed_at).not.toBeNull();
    expect((await publicList()).data.map((j) => j.id)).not.toContain(job.id);
    expect((await publicList()).filters.locations).not.toContain('Hyderabad');
    expect((await apply(job.id, applicant())).statusCode).toBe(409);
    // Closing again keeps the date it closed.
    const again = body<JobResponse>(await adminInject('PUT', `/api/v1/admin/jobs/${job.id}`, { status: 'closed' })).data;
    expect(again.closed_at).toBe(closedJob.closed_at);

    const reopened = body<JobResponse>(await adminInject('PUT', `/api/v1/admin/jobs/${job.id}`, { status: 'open' })).data;
    expect(reopened).toMatchObject({ status: 'open', closed_at: null, posted_at: job.posted_at });
    expect((await publicList()).data.map((j) => j.id)).toContain(job.id);
    expect((await apply(job.id, applicant())).statusCode).toBe(201);
  });

  it('names what is wrong with a job', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'QA' }, 'title', jobMessages.title],
      [{ department: 'Legal' }, 'department', jobMessages.department],
      [{ location: 'X' }, 'location', jobMessages.location],
      [{ type: 'Freelance' }, 'type', jobMessages.type],
      [{ experience: '' }, 'experience', jobMessages.experience],
      [{ summary: 'Too short' }, 'summary', jobMessages.summary],
      [{ description: 'Short.' }, 'description', jobMessages.description],
      [{ responsibilities: [] }, 'responsibilities', jobMessages.responsibilities],
      [{ responsibilities: Array.from({ length: 16 }, () => 'Do things.') }, 'responsibilities', jobMessages.responsibilities],
      [{ requirements: ['ok', '  '] }, 'requirements.1', jobMessages.requirements],
      [{ requirements: ['r'.repeat(301)] }, 'requirements.0', jobMessages.requirements],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await adminInject('POST', '/api/v1/admin/jobs', newJob(overrides as Partial<JobWriteRequest>));
      expect(res.statusCode, field).toBe(400);
      expect(body<ApiError>(res).errors, field).toEqual([{ field, message }]);
    }
    const { title: _title, ...withoutTitle } = newJob();
    const missing = await adminInject('POST', '/api/v1/admin/jobs', withoutTitle);
    expect(body<ApiError>(missing).errors).toEqual([{ field: 'title', message: jobMessages.title }]);

    const id = idOf(OPEN_JOB);
    const badEdit = await adminInject('PUT', `/api/v1/admin/jobs/${id}`, { summary: 'short', status: 'paused' });
    expect(badEdit.statusCode).toBe(400);
    expect(body<ApiError>(badEdit).errors?.map((e) => e.field)).toEqual(['summary', 'status']);
    const unknown = await adminInject('PUT', '/api/v1/admin/jobs/999999', { title: 'Anything at all' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toEqual({ message: MSG.jobNotFound });
  });
});

describe('who may call the admin routes', () => {
  const adminRoutes = [
    { method: 'GET', url: '/api/v1/admin/jobs' },
    { method: 'POST', url: '/api/v1/admin/jobs', payload: {} },
    { method: 'PUT', url: '/api/v1/admin/jobs/1', payload: {} },
    { method: 'GET', url: '/api/v1/admin/applications' },
    { method: 'PATCH', url: '/api/v1/admin/applications/1', payload: { status: 'hired' } },
    { method: 'GET', url: '/api/v1/admin/applications/1/cv' },
  ] as const;

  it.each(adminRoutes)('$method $url: 401 without a token, 403 for a customer and a dealer', async (route) => {
    const anonymous = await ctx.app.inject(route);
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous)).toEqual({ message: MSG.unauthorized });
    for (const token of [customerToken, dealerToken]) {
      const res = await ctx.app.inject({ ...route, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(body(res)).toEqual({ message: MSG.forbidden });
    }
  });
});

describe('OpenAPI', () => {
  it('documents the careers calls, with bearer security on the admin ones only', async () => {
    const doc = body<{ paths: Record<string, Record<string, { security?: unknown; description?: string }>> }>(
      await ctx.app.inject({ url: '/api/openapi.json' }),
    );
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/jobs',
        '/api/v1/jobs/{id}',
        '/api/v1/jobs/{id}/applications',
        '/api/v1/admin/jobs',
        '/api/v1/admin/jobs/{id}',
        '/api/v1/admin/applications',
        '/api/v1/admin/applications/{id}',
        '/api/v1/admin/applications/{id}/cv',
      ]),
    );
    expect(doc.paths['/api/v1/jobs']?.get?.security).toBeUndefined();
    expect(doc.paths['/api/v1/jobs/{id}/applications']?.post?.security).toBeUndefined();
    expect(doc.paths['/api/v1/jobs/{id}/applications']?.post?.description).toContain('multipart/form-data');
    expect(doc.paths['/api/v1/admin/jobs']?.post?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/admin/applications/{id}/cv']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });
});
