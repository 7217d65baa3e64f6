// The customer's dashboard as app/ composes it (issue 25, "the owner's home"): every order in progress with the ones
// that wait for the customer first, the bike delivered with its warranty, and the panels other features put in its
// slots (upcoming test rides, open support tickets).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../tests/mocks/data';
import { myTestRide } from '../../tests/mocks/handlers/my-enquiries';
import { resetOrders, seedOrder } from '../../tests/mocks/handlers/orders';
import { myTicket } from '../../tests/mocks/handlers/support';
import { server } from '../../tests/mocks/server';
import { renderWithProviders } from '../../tests/render';
import { AppRoutes } from './app';

const signedIn = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } });

beforeEach(() => resetOrders());

describe('/userdashboard', () => {
  it('lists every order in progress, those waiting for the customer first, then the bike delivered, test rides and tickets', async () => {
    seedOrder(3, 'delivered', { created_at: '2026-01-01T06:30:00.000Z' });
    seedOrder(4, 'confirmed', { created_at: '2026-11-24T06:30:00.000Z' });
    seedOrder(5, 'ready_for_delivery', { created_at: '2026-10-01T06:30:00.000Z' });
    seedOrder(6, 'reserved', { created_at: '2026-11-01T06:30:00.000Z' });
    seedOrder(7, 'refunded', { created_at: '2026-11-25T06:30:00.000Z' });
    server.use(
      http.get('/api/v1/me/test-rides', () =>
        HttpResponse.json({ data: [myTestRide({ id: 22, reference: 'TR-000022', status: 'completed', date: '2026-01-05' }), myTestRide()] }),
      ),
      http.get('/api/v1/support/tickets', () => HttpResponse.json({ data: [myTicket({ id: 52, reference: 'ST-000052', status: 'resolved' }), myTicket({ status: 'pending' })] })),
    );
    renderWithProviders(<AppRoutes />, { route: '/userdashboard', preloadedState: signedIn() });

    const inProgress = await screen.findByRole('list', { name: 'Bookings in progress' });
    const references = within(inProgress)
      .getAllByRole('link', { name: /, BK-0000/ })
      .map((a) => /BK-\d+/.exec(a.textContent ?? '')?.[0]);
    // Pay (6) and collect (5) first, newest first; then the confirmed one (4); never the delivered or the refunded.
    expect(references).toEqual(['BK-000006', 'BK-000005', 'BK-000004']);
    // The paid ones link their pass; the one still to pay has none.
    const passes = within(inProgress).getAllByRole('link', { name: /^Booking pass for / });
    expect(passes.map((a) => a.getAttribute('href'))).toEqual(['/booking-pass/5', '/booking-pass/4']);

    const bikes = screen.getByRole('list', { name: 'Bikes delivered' });
    expect(within(bikes).getByRole('link', { name: /BK-000003/ })).toBeInTheDocument();
    // The warranty left (its dates: features/orders/my-bike-card.test.tsx).
    expect(within(bikes).getByText(/^\(3 years or 40,000 km\): (valid until .* or 40,000 km, whichever comes first|expired on .*)\.$/)).toBeInTheDocument();

    const rides = await screen.findByRole('list', { name: 'Upcoming test rides' });
    expect(within(rides).getAllByRole('listitem')).toHaveLength(1);
    expect(rides).toHaveTextContent('RV400 on');
    expect(screen.getByRole('link', { name: 'Change or cancel a test ride' })).toHaveAttribute('href', '/usertestride');

    const tickets = await screen.findByRole('list', { name: 'Open support tickets' });
    expect(within(tickets).getByRole('link', { name: /ST-000051/ })).toHaveAttribute('href', '/usersupport/51');
    expect(within(tickets).queryByText(/ST-000052/)).not.toBeInTheDocument();
    expect(tickets).toHaveTextContent('We replied: waiting for you');
  });

  it('shows no test-ride or ticket panel when there is nothing upcoming or open', async () => {
    seedOrder(8, 'reserved');
    server.use(http.get('/api/v1/me/test-rides', () => HttpResponse.json({ data: [] })));
    const { store } = renderWithProviders(<AppRoutes />, { route: '/userdashboard', preloadedState: signedIn() });
    expect(await screen.findByRole('list', { name: 'Bookings in progress' })).toBeInTheDocument();
    // Both panels have their answers: what they show is final.
    await waitFor(() => expect([store.getState().myTestRides.status, store.getState().myTickets.status]).toEqual(['succeeded', 'succeeded']));
    expect(screen.queryByRole('list', { name: 'Upcoming test rides' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Open support tickets' })).not.toBeInTheDocument();
  });
});
