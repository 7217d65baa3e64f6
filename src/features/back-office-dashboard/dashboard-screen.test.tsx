import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@contract/back-office-dashboard';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { dashboardHandler } from '../../../tests/mocks/handlers/back-office-dashboard';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { DashboardScreen } from './dashboard-screen';
import { addDays, indiaToday } from './dashboard-range';
import { ENQUIRY_REFRESH_MS } from './use-dashboard';

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});

function figures(from: string, to: string, hubId: number | null): Dashboard {
  return {
    from,
    to,
    hubId,
    hubs: [
      { id: 1, name: 'Revolt Service Hub Andheri' },
      { id: 9, name: 'Revolt Service Hub Koramangala' },
    ],
    daily: [
      { day: from, orders: 3, revenue: 1497 },
      { day: to, orders: 1, revenue: 0 },
    ],
    byModel: [
      { id: 'rv400', name: 'RV400', orders: 3 },
      { id: 'rv1', name: 'RV1', orders: 1 },
    ],
    byState: [{ id: 'KA', name: 'Karnataka', orders: 4 }],
    funnel: [
      { step: 'enquiry', count: 40 },
      { step: 'test_ride', count: 12 },
      { step: 'order', count: 4 },
      { step: 'paid', count: 3 },
      { step: 'delivered', count: 1 },
    ],
    testRideConversion: { riders: 10, ordered: 2 },
    cancellations: { count: 1, amount: 499 },
    refunds: { count: 1, amount: 499 },
    responseTimes: [
      { hubId: 9, hubName: 'Revolt Service Hub Koramangala', enquiries: 12, answered: 10, medianMinutes: 95, p90Minutes: 3000 },
      { hubId: null, hubName: null, enquiries: 28, answered: 20, medianMinutes: 20, p90Minutes: 36 },
    ],
    enquiriesAsOf: '2026-11-26T07:45:00.000Z',
    enquiriesRefreshing: false,
  };
}

let requests: string[] = [];
let failures = 0;
/** How many answers still say newer enquiry figures are being computed (with the older ones). */
let refreshing = 0;

beforeEach(() => {
  requests = [];
  failures = 0;
  refreshing = 0;
  // jsdom has no canvas: the chart leaves the figures to its table, which is what these tests read.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  server.use(
    dashboardHandler(({ request }) => {
      const url = new URL(request.url);
      requests.push(url.search);
      if (failures > 0) {
        failures -= 1;
        return HttpResponse.json({ message: 'The database is busy.' }, { status: 503 });
      }
      const hubId = url.searchParams.get('hubId');
      const data = figures(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? '', hubId ? Number(hubId) : null);
      if (refreshing > 0) {
        refreshing -= 1;
        return HttpResponse.json({ data: { ...data, testRideConversion: { riders: 9, ordered: 1 }, enquiriesAsOf: '2026-11-26T07:40:00.000Z', enquiriesRefreshing: true } });
      }
      return HttpResponse.json({ data });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

const location = () => screen.getByTestId('location');
const renderDashboard = (route = '/dashboard') => renderWithProviders(<DashboardScreen />, { route, preloadedState: asAdmin() });
const today = indiaToday();

describe('back-office dashboard', () => {
  it('loads the last 30 days and shows the key figures', async () => {
    renderDashboard();
    const tiles = await screen.findByRole('list', { name: 'Key figures' });
    expect(requests).toEqual([`?from=${addDays(today, -29)}&to=${today}`]);
    expect(within(tiles).getByText('Orders').parentElement).toHaveTextContent('Orders43 paid');
    expect(within(tiles).getByText('Booking amounts paid').parentElement).toHaveTextContent('₹1,497');
    expect(within(tiles).getByText('Test-ride conversion').parentElement).toHaveTextContent('20%2 of 10 riders ordered');
    expect(within(tiles).getByText('Cancellations').parentElement).toHaveTextContent('1₹499');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("gives every chart an accessible name and a table with the chart's numbers", async () => {
    const { user } = renderDashboard();
    await screen.findByRole('list', { name: 'Key figures' });
    expect(screen.getByRole('img', { name: 'Bar chart of orders by model' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(6);

    const funnel = screen.getByRole('region', { name: 'From enquiry to delivery' });
    await user.click(within(funnel).getByText('Show the figures as a table'));
    const table = within(funnel).getByRole('table', { name: 'From enquiry to delivery, as a table' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Enquiries40100%', 'Test rides1230%', 'Orders410%', 'Paid37.5%', 'Delivered12.5%']);

    const response = screen.getByRole('region', { name: 'Lead response time by hub' });
    await user.click(within(response).getByText('Show the figures as a table'));
    const hub = within(response).getByRole('rowheader', { name: 'Revolt Service Hub Koramangala' }).closest('tr');
    expect(hub).toHaveTextContent('Revolt Service Hub Koramangala12101 h 35 min2 d 2 h');
    expect(within(response).getByRole('rowheader', { name: 'Notify and contact requests (no hub)' })).toBeInTheDocument();
  });

  it('keeps the range and the hub in the URL: presets, a custom range and a hub', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('list', { name: 'Key figures' });

    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\?days=7$/));
    await waitFor(() => expect(requests).toContain(`?from=${addDays(today, -6)}&to=${today}`));

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-03-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2025-03-10');
    await user.click(screen.getByRole('button', { name: 'Show range' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\?from=2025-03-01&to=2025-03-10$/));
    await waitFor(() => expect(requests).toContain('?from=2025-03-01&to=2025-03-10'));

    await user.selectOptions(await screen.findByLabelText('Hub'), 'Revolt Service Hub Koramangala');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\?from=2025-03-01&to=2025-03-10&hubId=9$/));
    await waitFor(() => expect(requests).toContain('?from=2025-03-01&to=2025-03-10&hubId=9'));
    expect(await screen.findByText(/Revolt Service Hub Koramangala$/, { selector: '.dashboard__scope' })).toBeInTheDocument();
  });

  it('reads a shared link and refuses a custom range that ends before it starts', async () => {
    const { user } = renderDashboard('/dashboard?from=2025-03-01&to=2025-03-10&hubId=1');
    await screen.findByRole('list', { name: 'Key figures' });
    expect(requests).toEqual(['?from=2025-03-01&to=2025-03-10&hubId=1']);
    expect(screen.getByLabelText('Hub')).toHaveValue('1');

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-03-20');
    await user.click(screen.getByRole('button', { name: 'Show range' }));
    expect(screen.getByText('The end date must not be before the start date.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('says when the enquiry figures were read, and asks again while newer ones are being computed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      refreshing = 1;
      renderDashboard();
      const tiles = await screen.findByRole('list', { name: 'Key figures' });
      expect(within(tiles).getByText('Test-ride conversion').parentElement).toHaveTextContent('1 of 9 riders ordered');
      expect(screen.getByText(/are as of 26 November 2026\D+1:10 pm\. Newer enquiry figures are being computed/)).toBeInTheDocument();
      expect(requests).toHaveLength(1);

      await vi.advanceTimersByTimeAsync(ENQUIRY_REFRESH_MS);
      await waitFor(() => expect(within(tiles).getByText('Test-ride conversion').parentElement).toHaveTextContent('2 of 10 riders ordered'));
      expect(screen.getByText(/^Order figures are current\. Enquiries, test-ride conversion and lead response time are as of 26 November 2026\D+1:15 pm\.$/)).toBeInTheDocument();
      // Current figures: no more asking.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(requests).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the error with a retry that loads the figures', async () => {
    failures = 1;
    const { user } = renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the dashboard.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Key figures' })).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('says so when nothing happened in the range', async () => {
    server.use(
      dashboardHandler(({ request }) => {
        const url = new URL(request.url);
        const empty = figures(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? '', null);
        return HttpResponse.json({
          data: {
            ...empty,
            daily: empty.daily.map((d) => ({ ...d, orders: 0, revenue: 0 })),
            byModel: [],
            byState: [],
            funnel: empty.funnel.map((s) => ({ ...s, count: 0 })),
            testRideConversion: { riders: 0, ordered: 0 },
            cancellations: { count: 0, amount: 0 },
            refunds: { count: 0, amount: 0 },
            responseTimes: [],
          },
        });
      }),
    );
    renderDashboard();
    expect(await screen.findByText(/No orders or enquiries in this range/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Key figures' })).not.toBeInTheDocument();
  });
});
