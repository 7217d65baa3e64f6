import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ErasureRequestList } from '@contract/privacy';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ErasureRequestsScreen } from './erasure-requests-screen';

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});

const list: ErasureRequestList = {
  data: [
    { id: 2, userId: 41, requestedAt: '2026-11-20T09:00:00.000Z', completedAt: null, ordersAnonymised: 0, recordsDeleted: 0 },
    { id: 1, userId: 40, requestedAt: '2026-11-19T09:00:00.000Z', completedAt: '2026-11-19T09:05:00.000Z', ordersAnonymised: 2, recordsDeleted: 3 },
  ],
};

describe('ErasureRequestsScreen', () => {
  it('lists each request with when it was asked and carried out', async () => {
    server.use(
      http.get('/api/v1/back-office/erasure-requests', ({ request }) =>
        request.headers.get('authorization') === 'Bearer token-admin' ? HttpResponse.json(list) : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
    );
    renderWithProviders(<ErasureRequestsScreen />, { route: '/erasure-requests', preloadedState: asAdmin() });
    const table = await screen.findByRole('table', { name: 'Erasure requests, newest first' });
    const pending = await within(table).findByRole('row', { name: /ER-000002/ });
    expect(pending).toHaveTextContent('Pending (code not yet confirmed)');
    const done = within(table).getByRole('row', { name: /ER-000001/ });
    expect(done).toHaveTextContent('#40');
    expect(done).not.toHaveTextContent('Pending');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('/api/v1/back-office/erasure-requests', () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }), { once: true }),
      http.get('/api/v1/back-office/erasure-requests', () => HttpResponse.json(list)),
    );
    const { user } = renderWithProviders(<ErasureRequestsScreen />, { route: '/erasure-requests', preloadedState: asAdmin() });
    expect(await screen.findByText('We could not load the erasure requests.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /ER-000001/ })).toBeInTheDocument();
  });
});
