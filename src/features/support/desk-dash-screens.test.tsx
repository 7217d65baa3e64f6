import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HubLoad } from '@contract/support';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { supportHandler } from '../../../tests/mocks/handlers/support';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { formatMinutes, formatNps } from './desk-hub-format';
import { DeskHubScreen } from './desk-hub-screen';
import { DeskDashScreen } from './desk-dash-screen';

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});

const hubs: HubLoad[] = [
  { id: 1, name: 'Revolt Hub Andheri', city: 'Mumbai', open_test_rides: 3, deliveries_due: 1, open_tickets: 2, lead_response_minutes: 95, nps: null },
  { id: 9, name: 'Revolt Hub Koramangala', city: 'Bengaluru', open_test_rides: 0, deliveries_due: 4, open_tickets: 0, lead_response_minutes: null, nps: null },
];

let requests: string[] = [];
beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  server.use(
    supportHandler('dash', ({ request }) => {
      const sort = new URL(request.url).searchParams.get('sort');
      const rows = sort === '-deliveries' ? [...hubs].sort((a, b) => b.deliveries_due - a.deliveries_due) : hubs;
      return HttpResponse.json({ data: rows });
    }),
    supportHandler('dashHub', () =>
      HttpResponse.json({
        data: {
          hub: hubs[0],
          test_rides: [{ id: 5, reference: 'TR-000005', label: 'Meera Iyer, ride on 2026-11-25', status: 'requested', created_at: '2026-11-20T10:00:00.000Z' }],
          deliveries: [],
          tickets: [{ id: 42, reference: 'ST-000042', label: 'Asha Customer, service', status: 'open', created_at: '2026-11-21T10:00:00.000Z' }],
        },
      }),
    ),
  );
});
afterEach(() => server.events.removeAllListeners());

describe('service dashboard', () => {
  it('lists every hub with its load and speed, a dash where there is nothing to show, sorted through the URL', async () => {
    const { user } = renderWithProviders(<DeskDashScreen />, { route: '/service-dash', preloadedState: asAdmin() });
    const table = await screen.findByRole('table', { name: 'Service centres' });
    const andheri = (await within(table).findByRole('link', { name: 'Revolt Hub Andheri' })).closest('tr')!;
    expect(within(andheri).getByText('1 h 35 min')).toBeInTheDocument();
    expect(within(andheri).getByText('—')).toBeInTheDocument();
    expect(screen.getByText(/NPS shows once customer feedback is collected/)).toBeInTheDocument();
    expect(requests).toContain('GET /api/v1/admin/service-dash?sort=name');

    await user.click(within(table).getByRole('button', { name: /Deliveries due/ }));
    await user.click(within(table).getByRole('button', { name: /Deliveries due/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/service-dash?sort=-deliveries');
    expect(requests).toContain('GET /api/v1/admin/service-dash?sort=-deliveries');
  });

  it('says nothing about NPS once a hub has one', async () => {
    server.use(supportHandler('dash', () => HttpResponse.json({ data: [{ ...hubs[0]!, nps: 40 }, hubs[1]!] })));
    renderWithProviders(<DeskDashScreen />, { route: '/service-dash', preloadedState: asAdmin() });
    const table = await screen.findByRole('table', { name: 'Service centres' });
    expect(await within(table).findByText('+40')).toBeInTheDocument();
    expect(screen.queryByText(/NPS shows once customer feedback is collected/)).not.toBeInTheDocument();
  });

  it('drills into a hub’s open items, linking its tickets', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/service-dash/:id" element={<DeskHubScreen />} />
      </Routes>,
      { route: '/service-dash/1', preloadedState: asAdmin() },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Revolt Hub Andheri' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Open test rides (1)' })).toBeInTheDocument();
    expect(screen.getByText('No deliveries due.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ST-000042' })).toHaveAttribute('href', '/support/ticket/42');
  });

  it('formats minutes and NPS', () => {
    expect([formatMinutes(null), formatMinutes(45), formatMinutes(60), formatMinutes(3 * 24 * 60 + 125)]).toEqual(['—', '45 min', '1 h', '3 d 2 h']);
    expect([formatNps(null), formatNps(40), formatNps(0), formatNps(-12)]).toEqual(['—', '+40', '0', '-12']);
  });
});
