import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobApplication } from '@contract/careers';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { applications } from '../../../tests/mocks/handlers/careers';
import { pageOf } from '../../../tests/mocks/paging';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ApplicantDetailsScreen } from './applicant-details-screen';

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});

/** 45 applicants, one a day; experience 0 to 14 years. */
const many: JobApplication[] = Array.from({ length: 45 }, (_, i) => ({
  ...(applications[0] as JobApplication),
  id: 100 + i,
  name: `Applicant ${String(i + 1).padStart(2, '0')}`,
  current_company: '',
  linkedin: '',
  experience_years: i % 15,
  created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
}));

let requests: string[] = [];
beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/admin/applications') requests.push(url.search);
  });
  server.use(
    http.get('/api/v1/admin/applications', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const rows = many.filter((a) => !query.get('q') || a.name.toLowerCase().includes(query.get('q')?.toLowerCase() ?? ''));
      return HttpResponse.json(pageOf(rows, query, { created: (a) => a.created_at, name: (a) => a.name, experience: (a) => a.experience_years, city: (a) => a.city }, '-created'));
    }),
  );
});
afterEach(() => server.events.removeAllListeners());

const location = () => screen.getByTestId('location');
const names = () => within(screen.getByRole('table', { name: 'Applications' })).getAllByRole('rowheader').map((c) => c.textContent);
const renderApplicants = (route = '/applicant-details') => renderWithProviders(<ApplicantDetailsScreen />, { route, preloadedState: asAdmin() });

describe('applications list: pages and sort in the URL', () => {
  it('pages through the server, 20 at a time, with the page in the URL', async () => {
    const { user } = renderApplicants();
    expect(await screen.findByText('Showing 1–20 of 45 applications')).toBeInTheDocument();
    expect(names()[0]).toBe('Applicant 45');
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 41–45 of 45 applications')).toBeInTheDocument();
    expect(names()).toEqual(['Applicant 05', 'Applicant 04', 'Applicant 03', 'Applicant 02', 'Applicant 01']);
    expect(location()).toHaveTextContent(/^\/applicant-details\?page=3$/);
    expect(requests.at(-1)).toBe('?sort=-created&page=3');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('sorts by a column from its header, starting again at page 1', async () => {
    const { user } = renderApplicants('/applicant-details?page=2');
    await screen.findByText('Showing 21–40 of 45 applications');
    await user.click(screen.getByRole('button', { name: /^Experience/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/applicant-details\?sort=experience$/));
    expect(await screen.findByText('Showing 1–20 of 45 applications')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^Experience/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(requests.at(-1)).toBe('?sort=experience&page=1');
    await user.click(screen.getByRole('button', { name: /^Experience/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /^Experience/ })).toHaveAttribute('aria-sort', 'descending'));
    expect(location()).toHaveTextContent(/^\/applicant-details\?sort=-experience$/);
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('14 years')).toHaveLength(3));
  });

  it('keeps search, sort and page together in a shareable link', async () => {
    const { user } = renderApplicants('/applicant-details?q=applicant%200&sort=name&page=1');
    expect(await screen.findByText('Showing 1–9 of 9 applications')).toBeInTheDocument();
    expect(names()[0]).toBe('Applicant 01');
    expect(requests.at(-1)).toBe('?q=applicant+0&sort=name&page=1');
    const search = screen.getByLabelText('Search by name, e-mail or mobile');
    await user.clear(search);
    await user.type(search, 'applicant 4{Enter}');
    expect(await screen.findByText('Showing 1–6 of 6 applications')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/applicant-details\?q=applicant\+4&sort=name$/);
  });
});
