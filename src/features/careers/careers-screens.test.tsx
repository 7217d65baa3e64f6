import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@contract/rules';
import { CV_MAX_BYTES, careerMessages } from '@contract/career-rules';
import type { JobUpdateRequest, JobWriteRequest } from '@contract/careers';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { applications, jobList } from '../../../tests/mocks/handlers/careers';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { AddJobScreen } from './add-job-screen';
import { ApplicantDetailsScreen } from './applicant-details-screen';
import { CareerThankYouScreen } from './career-thankyou-screen';
import { CareersScreen } from './careers-screen';
import { JobScreen } from './job-screen';

type User = ReturnType<typeof renderWithProviders>['user'];

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});

/** Every request the app makes, as "METHOD /path?query", to assert on what was asked for. */
let requests: string[] = [];
beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
afterEach(() => server.events.removeAllListeners());

const location = () => screen.getByTestId('location');
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('careers page', () => {
  it('lists the openings as cards and filters them by department through the URL', async () => {
    const { user } = renderWithProviders(<CareersScreen />, { route: '/career-with-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'Careers at Revolt' })).toBeInTheDocument();
    const firmware = await screen.findByRole('link', { name: 'Embedded Firmware Engineer' });
    expect(firmware).toHaveAttribute('href', '/career-with-us/job/1');
    expect(screen.getByRole('link', { name: 'Assembly Line Supervisor' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Service Advisor' })).not.toBeInTheDocument();
    expect(screen.getByText('Engineering · Bengaluru · Full-time · 3\u20116 years')).toBeInTheDocument();
    expect(screen.getByText('2 March 2026')).toBeInTheDocument();
    expect(screen.getByText('2 openings', { selector: '[role="status"]' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Department'), 'Manufacturing');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Embedded Firmware Engineer' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Assembly Line Supervisor' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/career-with-us?department=Manufacturing');
    expect(requests.at(-1)).toBe('GET /api/v1/jobs?department=Manufacturing');
    expect(screen.getByText('1 opening matches these filters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Embedded Firmware Engineer' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/career-with-us$/);
  });

  it('reads the filters from a shared link', async () => {
    renderWithProviders(<CareersScreen />, { route: '/career-with-us?location=Bengaluru&type=Full-time' });
    expect(await screen.findByRole('link', { name: 'Embedded Firmware Engineer' })).toBeInTheDocument();
    expect(requests).toContain('GET /api/v1/jobs?location=Bengaluru&type=Full-time');
    expect(screen.getByLabelText('Location')).toHaveValue('Bengaluru');
  });

  it('says so when nothing matches the filters, and offers to show all', async () => {
    server.use(http.get('/api/v1/jobs', ({ request }) => HttpResponse.json({ ...jobList(new URL(request.url).searchParams), data: [] })));
    const { user } = renderWithProviders(<CareersScreen />, { route: '/career-with-us?department=Design' });
    expect(await screen.findByText('No openings match these filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Department')).toHaveValue('Design');
    await user.click(screen.getByRole('button', { name: 'Show all openings' }));
    expect(location()).toHaveTextContent(/^\/career-with-us$/);
  });

  it('says there are no openings and gives the careers e-mail when there are none at all', async () => {
    server.use(http.get('/api/v1/jobs', () => HttpResponse.json({ data: [], filters: { departments: [], locations: [], types: [] } })));
    renderWithProviders(<CareersScreen />, { route: '/career-with-us' });
    expect(await screen.findByText('We have no openings right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'careers@revoltmotors.example' })).toHaveAttribute('href', 'mailto:careers@revoltmotors.example');
  });

  it('shows an error with a Retry that works', async () => {
    quiet();
    server.use(http.get('/api/v1/jobs', () => HttpResponse.json({ message: 'Service unavailable, try again' }, { status: 503 }), { once: true }));
    const { user } = renderWithProviders(<CareersScreen />, { route: '/career-with-us' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the openings.Service unavailable, try again');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Embedded Firmware Engineer' })).toBeInTheDocument();
  });
});

const jobRoutes = (
  <Routes>
    <Route path="/career-with-us/job/:id" element={<JobScreen />} />
    <Route path="/career-thankyou" element={<CareerThankYouScreen />} />
  </Routes>
);

async function fillApplication(user: User, file: File | null = new File(['%PDF-1.4 my cv'], 'neha-cv.pdf', { type: 'application/pdf' })) {
  await user.type(screen.getByLabelText(/^Full name/), 'Neha Gupta');
  await user.type(screen.getByLabelText(/^E-mail/), 'neha@example.com');
  await user.type(screen.getByLabelText(/^Mobile number/), '+91 98765 43210');
  await user.type(screen.getByLabelText(/^City/), 'Bengaluru');
  await user.type(screen.getByLabelText(/^Years of experience/), '4');
  await user.type(screen.getByLabelText(/^LinkedIn profile/), 'https://www.linkedin.com/in/neha-example');
  await user.type(screen.getByLabelText(/^Cover note/), 'I build BMS firmware.');
  if (file) await user.upload(screen.getByLabelText(/^CV/), file);
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

describe('job page', () => {
  it('shows the job with its lists and the apply form', async () => {
    renderWithProviders(jobRoutes, { route: '/career-with-us/job/1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Embedded Firmware Engineer' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/career-with-us');
    expect(within(crumbs).getByText('Embedded Firmware Engineer')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Our firmware team owns the motor controller and the BMS.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'What you will do' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByLabelText(/^CV/)).toHaveAttribute('accept', '.pdf,.docx');
    expect(screen.getByText('0 of 2,000 characters')).toBeInTheDocument();
  });

  it('explains a closed job and shows no form', async () => {
    renderWithProviders(jobRoutes, { route: '/career-with-us/job/3' });
    expect(await screen.findByText('This opening is closed.')).toBeInTheDocument();
    expect(screen.getByText(/stopped taking applications on 15 February 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our current openings' })).toHaveAttribute('href', '/career-with-us');
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
  });

  it('shows the not-found view for an unknown job', async () => {
    quiet();
    renderWithProviders(jobRoutes, { route: '/career-with-us/job/999' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('checks the form in the browser and sends nothing while it is wrong', async () => {
    let posted = 0;
    server.use(http.post('/api/v1/jobs/:id/applications', () => (posted++, HttpResponse.json({}, { status: 500 }))));
    const { user } = renderWithProviders(jobRoutes, { route: '/career-with-us/job/1' });
    await screen.findByRole('heading', { level: 1, name: 'Embedded Firmware Engineer' });
    await user.type(screen.getByLabelText(/^Full name/), 'Neha Gupta');
    await user.type(screen.getByLabelText(/^E-mail/), 'neha@');
    await user.type(screen.getByLabelText(/^Mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText(messages.email)).toBeInTheDocument();
    expect(screen.getByText(messages.mobile)).toBeInTheDocument();
    expect(screen.getByText(careerMessages.cvRequired)).toBeInTheDocument();
    expect(screen.getByText(careerMessages.consent)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/^Mobile number/)).toHaveFocus());

    const cv = screen.getByLabelText(/^CV/);
    await user.upload(cv, new File([new Uint8Array(CV_MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(careerMessages.cvSize)).toBeInTheDocument();
    // user.upload honours accept=, so a wrong type is chosen the way a drag-and-drop would.
    fireEvent.change(cv, { target: { files: [new File(['hello'], 'cv.txt', { type: 'text/plain' })] } });
    expect(screen.getByText(careerMessages.cvType)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByText(careerMessages.cvType)).toBeInTheDocument();
    expect(posted).toBe(0);
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Neha Gupta');
  });

  it('sends the application as multipart with the CV and lands on the thank-you page', async () => {
    let fields: Record<string, string> = {};
    let cv: { type: string; size: number; text: string } | null = null;
    let contentType = '';
    server.use(
      http.post('/api/v1/jobs/:id/applications', async ({ request, params }) => {
        contentType = request.headers.get('content-type') ?? '';
        const form = await request.formData();
        fields = {};
        for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
        // The file's name does not survive jsdom -> MSW's FormData conversion, so its bytes and type are checked.
        const file = form.get('cv') as unknown as { type: string; size: number; text: () => Promise<string> };
        cv = { type: file.type, size: file.size, text: await file.text() };
        return HttpResponse.json({ message: 'Application received', data: { id: 123, job_id: Number(params.id), job_title: 'Embedded Firmware Engineer' } }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(jobRoutes, { route: '/career-with-us/job/1' });
    await screen.findByRole('heading', { level: 1, name: 'Embedded Firmware Engineer' });
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    await waitFor(() => expect(location()).toHaveTextContent('/career-thankyou'));
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fields).toEqual({
      name: 'Neha Gupta',
      email: 'neha@example.com',
      mobile: '9876543210',
      city: 'Bengaluru',
      experience_years: '4',
      linkedin: 'https://www.linkedin.com/in/neha-example',
      cover_note: 'I build BMS firmware.',
      consent: 'true',
    });
    expect(cv).toEqual({ type: 'application/pdf', size: 14, text: '%PDF-1.4 my cv' });
    expect(requests).toContain('POST /api/v1/jobs/1/applications');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Neha' })).toBeInTheDocument();
    expect(screen.getByText(/We have received your application for/)).toHaveTextContent(/for Embedded Firmware Engineer\.$/);
  });

  it("puts the server's field errors on the fields and keeps every value, the file included", async () => {
    quiet();
    server.use(
      http.post('/api/v1/jobs/:id/applications', () =>
        HttpResponse.json(
          {
            message: 'Please correct the highlighted fields.',
            errors: [
              { field: 'email', message: 'This e-mail address cannot receive mail.' },
              { field: 'cv', message: 'This file is not a readable PDF.' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(jobRoutes, { route: '/career-with-us/job/1' });
    await screen.findByRole('heading', { level: 1, name: 'Embedded Firmware Engineer' });
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your application was not sent.Please correct the highlighted fields.');
    expect(screen.getByText('This e-mail address cannot receive mail.')).toBeInTheDocument();
    expect(screen.getByText('This file is not a readable PDF.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveFocus());
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('neha@example.com');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Neha Gupta');
    expect((screen.getByLabelText(/^CV/) as HTMLInputElement).files?.[0]?.name).toBe('neha-cv.pdf');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeEnabled();
    expect(location()).toHaveTextContent('/career-with-us/job/1');
  });
});

describe('thank-you page', () => {
  it('without router state gives the general thank-you', () => {
    renderWithProviders(<CareerThankYouScreen />, { route: '/career-thankyou' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for applying' })).toBeInTheDocument();
    expect(screen.getByText(/We acknowledge every application by e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our current openings' })).toHaveAttribute('href', '/career-with-us');
  });
});

describe('job openings admin', () => {
  const fillJob = async (user: User) => {
    await user.type(screen.getByLabelText(/^Title/), 'Battery Test Engineer');
    await user.selectOptions(screen.getByLabelText(/^Department/), 'Engineering');
    await user.type(screen.getByLabelText(/^Location/), 'Manesar');
    await user.selectOptions(screen.getByLabelText(/^Type/), 'Contract');
    await user.type(screen.getByLabelText(/^Experience/), '2-4 years');
    await user.type(screen.getByLabelText(/^Summary/), 'Test our battery packs before they go into bikes.');
    await user.type(screen.getByLabelText(/^Description/), 'You will run the battery lab.{Enter}{Enter}You will report to the head of quality.');
    await user.type(screen.getByLabelText(/^Responsibilities/), 'Run cycle tests{Enter}{Enter}  Write test reports  {Enter}');
    await user.type(screen.getByLabelText(/^Requirements/), 'B.Tech in electrical engineering');
  };

  it('lists every opening with its applications and creates a new one', async () => {
    let body: JobWriteRequest | null = null;
    server.use(
      http.post('/api/v1/admin/jobs', async ({ request }) => {
        body = (await request.json()) as JobWriteRequest;
        return HttpResponse.json({ data: { ...body, id: 99, status: 'open', posted_at: '2026-04-01T09:00:00.000Z', closed_at: null } }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<AddJobScreen />, { route: '/add-job', preloadedState: asAdmin() });
    const table = await screen.findByRole('region', { name: 'All openings' });
    const row = within(table).getByRole('row', { name: /Service Advisor/ });
    expect(within(row).getByText('Closed')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reopen Service Advisor' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '2 applications for Embedded Firmware Engineer' })).toHaveAttribute('href', '/applicant-details?jobId=1');

    await user.click(screen.getByRole('button', { name: 'Publish opening' }));
    expect(await screen.findByText('Enter a title of 3 to 120 characters.')).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);

    await fillJob(user);
    await user.click(screen.getByRole('button', { name: 'Publish opening' }));
    const done = await screen.findByText('“Battery Test Engineer” is now open for applications.');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(body).toEqual({
      title: 'Battery Test Engineer',
      department: 'Engineering',
      location: 'Manesar',
      type: 'Contract',
      experience: '2-4 years',
      summary: 'Test our battery packs before they go into bikes.',
      description: 'You will run the battery lab.\n\nYou will report to the head of quality.',
      responsibilities: ['Run cycle tests', 'Write test reports'],
      requirements: ['B.Tech in electrical engineering'],
    });
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    await waitFor(() => expect(requests.filter((r) => r === 'GET /api/v1/admin/jobs')).toHaveLength(2));
  });

  it('closes an opening after confirmation with a PUT of its status', async () => {
    let put: { id: string; body: JobUpdateRequest } | null = null;
    server.use(
      http.put('/api/v1/admin/jobs/:id', async ({ request, params }) => {
        put = { id: String(params.id), body: (await request.json()) as JobUpdateRequest };
        return HttpResponse.json({ data: {} });
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderWithProviders(<AddJobScreen />, { route: '/add-job', preloadedState: asAdmin() });
    const close = await screen.findByRole('button', { name: 'Close Embedded Firmware Engineer' });
    await user.click(close);
    expect(put).toBeNull();
    await user.click(close);
    expect(await screen.findByText('“Embedded Firmware Engineer” is closed.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(put).toEqual({ id: '1', body: { status: 'closed' } });
  });

  it('edits the opening named in ?id=', async () => {
    let put: JobUpdateRequest | null = null;
    server.use(
      http.put('/api/v1/admin/jobs/2', async ({ request }) => {
        put = (await request.json()) as JobUpdateRequest;
        return HttpResponse.json({ data: { ...put, id: 2 } });
      }),
    );
    const { user } = renderWithProviders(<AddJobScreen />, { route: '/add-job?id=2', preloadedState: asAdmin() });
    expect(await screen.findByRole('heading', { name: 'Edit “Assembly Line Supervisor”' })).toBeInTheDocument();
    const location = screen.getByLabelText(/^Location/);
    expect(location).toHaveValue('Manesar');
    expect(screen.getByLabelText(/^Responsibilities/)).toHaveValue('Plan shifts\nTrack quality');
    await user.clear(location);
    await user.type(location, 'Manesar (Haryana)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes to “Assembly Line Supervisor” are saved.')).toBeInTheDocument();
    expect(put).toMatchObject({ title: 'Assembly Line Supervisor', location: 'Manesar (Haryana)', responsibilities: ['Plan shifts', 'Track quality'] });
  });
});

describe('applications admin', () => {
  const renderApplicants = (route = '/applicant-details') => renderWithProviders(<ApplicantDetailsScreen />, { route, preloadedState: asAdmin() });

  it('lists applications with contacts, CV size and cover note', async () => {
    renderApplicants();
    const table = await screen.findByRole('region', { name: 'Applications' });
    const neha = within(table).getByRole('row', { name: /Neha Gupta/ });
    expect(within(neha).getByRole('link', { name: 'neha@example.com' })).toHaveAttribute('href', 'mailto:neha@example.com');
    expect(within(neha).getByRole('link', { name: '+91 9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(neha).getByText('4 years')).toBeInTheDocument();
    expect(within(neha).getByText('5 March 2026')).toBeInTheDocument();
    expect(within(neha).getByRole('button', { name: 'Download CV of Neha Gupta (PDF, 240 KB)' })).toBeInTheDocument();
    expect(within(neha).getByText('I ride every day.')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Download CV of Arjun Singh (Word, 1.5 MB)' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 applications')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Service Advisor, Pune (closed)' })).toBeInTheDocument();
  });

  it('filters by status through the URL and the request', async () => {
    const { user } = renderApplicants();
    await screen.findByRole('region', { name: 'Applications' });
    await user.selectOptions(screen.getByLabelText('Status'), 'shortlisted');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Neha Gupta/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Arjun Singh/ })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/applicant-details?status=shortlisted');
    expect(requests).toContain('GET /api/v1/admin/applications?status=shortlisted&sort=-created&page=1');
  });

  it('reads job, search and page from the URL, and shows an empty result', async () => {
    renderApplicants('/applicant-details?jobId=2&q=zzz&page=2');
    expect(await screen.findByText('No applications match these filters.')).toBeInTheDocument();
    expect(requests).toContain('GET /api/v1/admin/applications?jobId=2&q=zzz&sort=-created&page=2');
    expect(screen.getByLabelText('Search by name, e-mail or mobile')).toHaveValue('zzz');
  });

  it('changes a status at once with a PATCH and says so', async () => {
    let patch: { id: string; body: unknown } | null = null;
    server.use(
      http.patch('/api/v1/admin/applications/:id', async ({ request, params }) => {
        patch = { id: String(params.id), body: await request.json() };
        return HttpResponse.json({ data: { ...applications[0], status: 'interview' } });
      }),
    );
    const { user, store } = renderApplicants();
    const select = await screen.findByRole('combobox', { name: 'Status of Neha Gupta’s application' });
    expect(select).toHaveValue('new');
    await user.selectOptions(select, 'interview');
    expect(await screen.findByText('Neha Gupta’s application is now marked Interview.')).toBeInTheDocument();
    expect(patch).toEqual({ id: '11', body: { status: 'interview' } });
    expect(select).toHaveValue('interview');
    expect(store.getState().applicationList.data?.data.find((a) => a.id === 11)?.status).toBe('interview');
  });

  it('keeps the old status and says why when the change fails', async () => {
    quiet();
    server.use(http.patch('/api/v1/admin/applications/:id', () => HttpResponse.json({ message: 'Application not found' }, { status: 404 })));
    const { user } = renderApplicants();
    const select = await screen.findByRole('combobox', { name: 'Status of Neha Gupta’s application' });
    await user.selectOptions(select, 'rejected');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not change the status of Neha Gupta’s application. Application not found');
    expect(select).toHaveValue('new');
  });

  it('downloads a CV from the cv endpoint under its own name', async () => {
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cv-11');
    const revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { user } = renderApplicants();
    await user.click(await screen.findByRole('button', { name: 'Download CV of Neha Gupta (PDF, 240 KB)' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:cv-11', download: 'neha-gupta-cv.pdf' }]));
    expect(requests).toContain('GET /api/v1/admin/applications/11/cv');
    expect(createUrl).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(revokeUrl).toHaveBeenCalledWith('blob:cv-11'));
  });

  it('shows an error with a Retry that works', async () => {
    quiet();
    server.use(http.get('/api/v1/admin/applications', () => HttpResponse.json({ message: 'Service unavailable, try again' }, { status: 503 }), { once: true }));
    const { user } = renderApplicants();
    expect(await screen.findByText('We could not load the applications.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Neha Gupta/ })).toBeInTheDocument();
  });
});
