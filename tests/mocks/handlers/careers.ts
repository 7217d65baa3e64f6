// Careers endpoints for screen tests, made from the contract (contract/careers-endpoints.ts): every success answer is
// checked against the server's schema. The application (multipart) and the CV (a file) are plain MSW handlers at the
// paths of contract/career-rules.ts, as the server's are plain routes. The admin calls answer 401 without a session.
import { http, HttpResponse } from 'msw';
import { applicationCvPath, jobApplicationPath } from '@contract/career-rules';
import type { AdminJob, ApplicationListResponse, JobApplication, JobListResponse, JobSummary, JobUpdateRequest, JobWriteRequest } from '@contract/careers';
import { careersEndpointSchemas as schemas } from '@contract/careers-endpoint-schemas';
import { careersEndpoints as e } from '@contract/careers-endpoints';
import { endpointHandler } from '../endpoint';
import { pageOf } from '../paging';

const base = { closed_at: null, applications: 0 };

export const adminJobs: AdminJob[] = [
  {
    ...base,
    id: 1,
    title: 'Embedded Firmware Engineer',
    department: 'Engineering',
    location: 'Bengaluru',
    type: 'Full-time',
    experience: '3-6 years',
    summary: 'Write the firmware that runs our motor controllers and battery management system.',
    description: 'You will work on the code closest to the road.\n\nOur firmware team owns the motor controller and the BMS.',
    responsibilities: ['Write and test firmware in C', 'Review code with the team'],
    requirements: ['3+ years of embedded C', 'Experience with CAN bus'],
    status: 'open',
    posted_at: '2026-03-02T09:00:00.000Z',
    applications: 2,
  },
  {
    ...base,
    id: 2,
    title: 'Assembly Line Supervisor',
    department: 'Manufacturing',
    location: 'Manesar',
    type: 'Full-time',
    experience: '5-8 years',
    summary: 'Lead a shift on the motorcycle assembly line and keep quality high.',
    description: 'Lead a team of technicians on the assembly line.',
    responsibilities: ['Plan shifts', 'Track quality'],
    requirements: ['Diploma in mechanical engineering'],
    status: 'open',
    posted_at: '2026-02-20T09:00:00.000Z',
    applications: 1,
  },
  {
    ...base,
    id: 3,
    title: 'Service Advisor',
    department: 'Service',
    location: 'Pune',
    type: 'Full-time',
    experience: '1-3 years',
    summary: 'Welcome riders at our Pune service hub and explain every job card.',
    description: 'Be the face of our service hub.',
    responsibilities: ['Open job cards'],
    requirements: ['Good spoken Marathi and Hindi'],
    status: 'closed',
    posted_at: '2026-01-10T09:00:00.000Z',
    closed_at: '2026-02-15T09:00:00.000Z',
  },
];

function summary({ description: _d, responsibilities: _r, requirements: _q, applications: _a, ...rest }: AdminJob): JobSummary {
  return rest;
}

function publicJob({ applications: _a, ...job }: AdminJob) {
  return job;
}

export function jobList(query: URLSearchParams): JobListResponse {
  const open = adminJobs.filter((j) => j.status === 'open');
  const unique = (xs: string[]) => [...new Set(xs)].sort();
  const matches = (j: AdminJob) => (['department', 'location', 'type'] as const).every((k) => !query.get(k) || j[k] === query.get(k));
  return {
    data: open.filter(matches).map(summary),
    filters: { departments: unique(open.map((j) => j.department)), locations: unique(open.map((j) => j.location)), types: unique(open.map((j) => j.type)) },
  };
}

export const applications: JobApplication[] = [
  {
    id: 11,
    job_id: 1,
    job_title: 'Embedded Firmware Engineer',
    name: 'Neha Gupta',
    email: 'neha@example.com',
    mobile: '9876543210',
    city: 'Bengaluru',
    experience_years: 4,
    current_company: 'Volt Labs',
    linkedin: 'https://www.linkedin.com/in/neha-example',
    cover_note: 'I have built BMS firmware for two years.\n\nI ride every day.',
    status: 'new',
    cv_name: 'neha-gupta-cv.pdf',
    cv_type: 'application/pdf',
    cv_size: 245760,
    created_at: '2026-03-05T10:00:00.000Z',
  },
  {
    id: 12,
    job_id: 2,
    job_title: 'Assembly Line Supervisor',
    name: 'Arjun Singh',
    email: 'arjun@example.com',
    mobile: '9123456780',
    city: 'Gurugram',
    experience_years: 7,
    current_company: '',
    linkedin: '',
    cover_note: '',
    status: 'shortlisted',
    cv_name: 'arjun.docx',
    cv_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    cv_size: 1572864,
    created_at: '2026-03-01T10:00:00.000Z',
  },
];

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
const isSignedIn = (request: Request) => Boolean(request.headers.get('authorization')?.startsWith('Bearer '));

export const careerHandlers = [
  endpointHandler(e.list, schemas.list, ({ request }) => HttpResponse.json(jobList(new URL(request.url).searchParams))),
  endpointHandler(e.get, schemas.get, ({ params }) => {
    const job = adminJobs.find((j) => j.id === Number(params.id));
    return job ? HttpResponse.json({ data: publicJob(job) }) : HttpResponse.json({ message: 'Job not found' }, { status: 404 });
  }),
  // The path pattern of jobApplicationPath (multipart: not a JSON descriptor).
  http.post(jobApplicationPath(0).replace('/0/', '/:id/'), ({ params }) => {
    const job = adminJobs.find((j) => j.id === Number(params.id));
    if (!job) return HttpResponse.json({ message: 'Job not found' }, { status: 404 });
    if (job.status === 'closed') return HttpResponse.json({ message: 'This opening is closed.' }, { status: 409 });
    return HttpResponse.json({ message: 'Application received', data: { id: 101, job_id: job.id, job_title: job.title } }, { status: 201 });
  }),
  endpointHandler(e.adminList, schemas.adminList, ({ request }) => (isSignedIn(request) ? HttpResponse.json({ data: adminJobs }) : unauthorized())),
  endpointHandler(e.create, schemas.create, async ({ request }) => {
    if (!isSignedIn(request)) return unauthorized();
    const body = (await request.json()) as JobWriteRequest;
    return HttpResponse.json({ data: { ...body, id: 99, status: 'open', posted_at: '2026-04-01T09:00:00.000Z', closed_at: null } }, { status: 201 });
  }),
  endpointHandler(e.update, schemas.update, async ({ request, params }) => {
    if (!isSignedIn(request)) return unauthorized();
    const job = adminJobs.find((j) => j.id === Number(params.id));
    if (!job) return HttpResponse.json({ message: 'Job not found' }, { status: 404 });
    const body = (await request.json()) as JobUpdateRequest;
    return HttpResponse.json({ data: publicJob({ ...job, ...body }) });
  }),
  endpointHandler(e.applications, schemas.applications, ({ request }) => {
    if (!isSignedIn(request)) return unauthorized();
    const query = new URL(request.url).searchParams;
    const q = (query.get('q') ?? '').toLowerCase();
    const data = applications.filter(
      (a) =>
        (!query.get('jobId') || a.job_id === Number(query.get('jobId'))) &&
        (!query.get('status') || a.status === query.get('status')) &&
        (!q || [a.name, a.email, a.mobile].some((v) => v.toLowerCase().includes(q))),
    );
    const body: ApplicationListResponse = pageOf(data, query, { created: (a) => a.created_at, name: (a) => a.name.toLowerCase(), experience: (a) => a.experience_years, city: (a) => a.city }, '-created');
    return HttpResponse.json(body);
  }),
  endpointHandler(e.updateApplication, schemas.updateApplication, async ({ request, params }) => {
    if (!isSignedIn(request)) return unauthorized();
    const app = applications.find((a) => a.id === Number(params.id));
    if (!app) return HttpResponse.json({ message: 'Application not found' }, { status: 404 });
    const body = (await request.json()) as { status: JobApplication['status'] };
    return HttpResponse.json({ data: { ...app, status: body.status } });
  }),
  // The path pattern of applicationCvPath (a file: not a JSON descriptor).
  http.get(applicationCvPath(0).replace('/0/', '/:id/'), ({ request, params }) => {
    if (!isSignedIn(request)) return unauthorized();
    const app = applications.find((a) => a.id === Number(params.id));
    if (!app) return HttpResponse.json({ message: 'Application not found' }, { status: 404 });
    return new HttpResponse(new Blob(['%PDF-1.4 test'], { type: app.cv_type }), {
      headers: { 'content-type': app.cv_type, 'content-disposition': `attachment; filename="${app.cv_name}"` },
    });
  }),
];
