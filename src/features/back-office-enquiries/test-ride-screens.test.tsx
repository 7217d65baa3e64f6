import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackOfficeTestRide, BackOfficeTestRideDetail, TestRideActionRequest } from '@contract/back-office-enquiries';
import { backOfficeEnquiryEndpoints as bo } from '@contract/enquiries-endpoints';
import { paths } from '@contract/paths';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { myHubs } from '../../../tests/mocks/handlers/back-office-orders';
import { backOfficeEnquiryHandler } from '../../../tests/mocks/handlers/back-office-enquiries';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { TestRideDetailScreen } from './test-ride-detail-screen';
import { TestRideListScreen } from './test-ride-list-screen';

/** The back office's API paths (every request under them is recorded). */
const BACK_OFFICE = bo.testRides.path.replace(/\/test-rides$/, '');

const signedIn = (who: 'admin' | 'dealer') => ({
  userSignin: {
    ...signinFamily.initialState,
    status: 'succeeded' as const,
    data: who === 'admin' ? makeUser({ id: 1, token: 't-admin', isAdmin: true, user_type: 'admin' }) : makeUser({ id: 2, token: 't-dealer', isSeller: true, isDealer: true, user_type: 'dealer' }),
  },
});

function ride(id: number, overrides: Partial<BackOfficeTestRide> = {}): BackOfficeTestRide {
  return {
    id,
    reference: `TR-${String(id).padStart(6, '0')}`,
    name: `Rider ${id}`,
    mobile: '9876543210',
    email: 'rider@example.com',
    model: { id: 'rv400', name: 'RV400' },
    state: { id: 'KA', name: 'Karnataka' },
    city: { id: 'KA-BLR', name: 'Bengaluru' },
    hub: { id: 9, name: 'Revolt Service Hub Koramangala' },
    date: '2027-03-12',
    slot: '10:00-12:00',
    status: 'requested',
    source: 'web',
    assignee_name: null,
    created_at: '2027-03-10T20:00:00.000Z',
    ...overrides,
  };
}

function detail(overrides: Partial<BackOfficeTestRideDetail> = {}): BackOfficeTestRideDetail {
  return {
    ...ride(7),
    area: { id: 'KA-BLR-01', name: 'Koramangala' },
    pincode: '560034',
    comments: 'Evenings please',
    hub: { id: 9, name: 'Revolt Service Hub Koramangala', address: '80 Feet Road', phone: '+91 80 4718 5501' },
    assignee_mobile: null,
    updated_at: '2027-03-10T20:00:00.000Z',
    actions: ['confirm', 'reschedule', 'assign', 'cancel', 'note'],
    events: [],
    ...overrides,
  };
}

let requests: string[] = [];
beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith(BACK_OFFICE)) requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
afterEach(() => server.events.removeAllListeners());

const location = () => screen.getByTestId('location');

describe('test ride list', () => {
  beforeEach(() => {
    server.use(
      backOfficeEnquiryHandler('testRides', ({ request }) => {
        const q = new URL(request.url).searchParams;
        const all = Array.from({ length: 23 }, (_, i) => ride(i + 1, { status: i % 2 ? 'confirmed' : 'requested' }));
        const rows = q.get('status') ? all.filter((r) => r.status === q.get('status')) : all;
        const page = Number(q.get('page') ?? 1);
        return HttpResponse.json({ data: rows.slice((page - 1) * 20, page * 20), page, pageSize: 20, pages: Math.ceil(rows.length / 20), total: rows.length });
      }),
    );
  });

  it('puts filters in the URL and the request, pages, and links each row to the admin detail', async () => {
    const { user } = renderWithProviders(<TestRideListScreen />, { route: '/testridelist', preloadedState: signedIn('admin') });
    expect(await screen.findByRole('link', { name: 'TR-000001' })).toHaveAttribute('href', '/testridedetail/1');
    expect(screen.getByText('23 test rides', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(requests).toContain(`GET ${bo.testRides.path}?sort=-created&page=1`);

    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    await waitFor(() => expect(screen.getByText('11 test rides', { selector: '[role="status"]' })).toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/testridelist\?status=confirmed$/);
    expect(requests).toContain(`GET ${bo.testRides.path}?status=confirmed&sort=-created&page=1`);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.click(await screen.findByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(requests).toContain(`GET ${bo.testRides.path}?sort=-created&page=2`));
    expect(location()).toHaveTextContent(/^\/testridelist\?page=2$/);
  });

  it('reads a shared link with dates and search, and exports exactly those filters', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    server.use(
      backOfficeEnquiryHandler('testRidesExport', () =>
        new HttpResponse('Reference\nTR-000001\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="test-rides-2027-03-11-q-rider.csv"' } }),
      ),
    );
    const { user } = renderWithProviders(<TestRideListScreen />, { route: '/testridelist?q=rider&dateFrom=2027-03-12&sort=date&page=2', preloadedState: signedIn('admin') });
    await screen.findByRole('link', { name: 'TR-000021' });
    expect(requests).toContain(`GET ${bo.testRides.path}?q=rider&dateFrom=2027-03-12&sort=date&page=2`);
    expect(screen.getByLabelText('Search by name, mobile, e-mail or reference')).toHaveValue('rider');
    expect(within(screen.getByRole('group', { name: 'Ride date' })).getByLabelText('From')).toHaveValue('2027-03-12');

    await user.click(screen.getByRole('button', { name: 'Export CSV of the filtered test rides' }));
    await waitFor(() => expect(saved).toEqual(['test-rides-2027-03-11-q-rider.csv']));
    expect(requests).toContain(`GET ${bo.testRidesExport.path}?q=rider&dateFrom=2027-03-12&sort=date`);
  });

  it('links a dealer to the dealer detail, and offers Try again when the list fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    server.use(
      backOfficeEnquiryHandler('testRides', () =>
        fail ? HttpResponse.json({ message: 'Database unavailable' }, { status: 400 }) : HttpResponse.json({ data: [ride(3)], page: 1, pageSize: 20, pages: 1, total: 1 }),
      ),
    );
    const { user } = renderWithProviders(
      <Routes>
        <Route path={paths.dealerTestRideList.path} element={<TestRideListScreen />} />
      </Routes>,
      { route: '/testridelist/dealer', preloadedState: signedIn('dealer') },
    );
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Test rides at your hubs' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'TR-000003' })).toHaveAttribute('href', '/testridedetail/dealer/3');
  });

  it("offers a dealer only the states, cities and hubs they run in the filters; an admin every one", async () => {
    server.use(backOfficeEnquiryHandler('testRides', () => HttpResponse.json({ data: [ride(3)], page: 1, pageSize: 20, pages: 1, total: 1 })));
    const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);
    const dealerView = renderWithProviders(
      <Routes>
        <Route path={paths.dealerTestRideList.path} element={<TestRideListScreen />} />
      </Routes>,
      { route: '/testridelist/dealer', preloadedState: signedIn('dealer') },
    );
    // The dealer runs the two Mumbai hubs of the mock (GET /back-office/my-hubs).
    await waitFor(() => expect(options('Hub')).toEqual(['All hubs', ...myHubs.map((h) => h.name)]));
    expect(options('State')).toEqual(['All your states', 'Maharashtra']);
    expect(options('City')).toEqual(['All cities', 'Mumbai']);
    dealerView.unmount();

    renderWithProviders(<TestRideListScreen />, { route: '/testridelist', preloadedState: signedIn('admin') });
    await waitFor(() => expect(options('State').length).toBeGreaterThan(2));
    expect(options('City')).toEqual(expect.arrayContaining(['Mumbai', 'Pune']));
  });

  it('says so when nothing matches the filters', async () => {
    server.use(backOfficeEnquiryHandler('testRides', () => HttpResponse.json({ data: [], page: 1, pageSize: 20, pages: 1, total: 0 })));
    renderWithProviders(<TestRideListScreen />, { route: '/testridelist?status=no_show', preloadedState: signedIn('admin') });
    expect(await screen.findByText('No test rides match these filters.')).toBeInTheDocument();
  });
});

describe('test ride detail', () => {
  const renderDetail = (route = '/testridedetail/dealer/7') =>
    renderWithProviders(
      <Routes>
        <Route path={paths.testRideDetail.path} element={<TestRideDetailScreen />} />
        <Route path={paths.dealerTestRideDetail.path} element={<TestRideDetailScreen />} />
      </Routes>,
      { route, preloadedState: signedIn('dealer') },
    );

  it('confirms with a note through the dialog and shows the new state and timeline', async () => {
    const sent: TestRideActionRequest[] = [];
    server.use(
      backOfficeEnquiryHandler('testRide', () => HttpResponse.json({ data: detail() })),
      backOfficeEnquiryHandler('actOnTestRide', async ({ request }) => {
        sent.push((await request.json()) as TestRideActionRequest);
        return HttpResponse.json({
          data: detail({
            status: 'confirmed',
            actions: ['reschedule', 'assign', 'cancel', 'note'],
            events: [{ id: 1, kind: 'state', from: 'requested', to: 'confirmed', note: 'Called the rider', actor_name: 'Dev Dealer', actor_role: 'dealer', at: '2027-03-10T21:00:00.000Z' }],
          }),
        });
      }),
    );
    const { user } = renderDetail();
    expect(await screen.findByRole('heading', { name: /Test ride TR-000007/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Test rides at your hubs' })).toHaveAttribute('href', '/testridelist/dealer');

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm this test ride?' });
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Called the rider');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm ride' }));

    expect(await screen.findByText('The test ride is confirmed.')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'confirm', note: 'Called the rider' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Requested → Confirmed')).toBeInTheDocument();
    expect(within(timeline).getByText('Dev Dealer (dealer)')).toBeInTheDocument();
    expect(within(timeline).getByText('Called the rider')).toBeInTheDocument();
  });

  it('asks for a reason before cancelling and sends nothing without one; Cancel closes the dialog', async () => {
    const sent: TestRideActionRequest[] = [];
    server.use(
      backOfficeEnquiryHandler('testRide', () => HttpResponse.json({ data: detail() })),
      backOfficeEnquiryHandler('actOnTestRide', async ({ request }) => {
        sent.push((await request.json()) as TestRideActionRequest);
        return HttpResponse.json({ data: detail({ status: 'cancelled', actions: ['note'] }) });
      }),
    );
    const { user } = renderDetail('/testridedetail/7');
    await user.click(await screen.findByRole('button', { name: 'Cancel ride' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel this test ride?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel ride' }));
    expect(within(dialog).getByText('Say why the test ride is cancelled.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel ride' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel this test ride?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Bought one already');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel ride' }));
    expect(await screen.findByText('The test ride is cancelled.')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'cancel', note: 'Bought one already' }]);
  });

  it('reschedules and assigns with their own fields, showing the server’s refusal', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sent: TestRideActionRequest[] = [];
    server.use(
      backOfficeEnquiryHandler('testRide', () => HttpResponse.json({ data: detail() })),
      backOfficeEnquiryHandler('actOnTestRide', async ({ request }) => {
        const payload = (await request.json()) as TestRideActionRequest;
        sent.push(payload);
        if (payload.action === 'reschedule') return HttpResponse.json({ message: 'This rider already has a test ride at that hub in that slot.' }, { status: 409 });
        return HttpResponse.json({ data: detail({ assignee_name: 'Ravi Kumar', assignee_mobile: '9876500000' }) });
      }),
    );
    vi.useFakeTimers({ now: new Date('2027-03-10T20:00:00Z'), toFake: ['Date'] });
    try {
      const { user } = renderDetail();
      await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
      const dialog = screen.getByRole('dialog', { name: 'Move this test ride' });
      await user.type(within(dialog).getByLabelText(/New date/), '2027-03-14');
      await user.selectOptions(within(dialog).getByLabelText(/New slot/), '14:00-16:00');
      await user.click(within(dialog).getByRole('button', { name: 'Move ride' }));
      expect(await within(dialog).findByText('This rider already has a test ride at that hub in that slot.')).toBeInTheDocument();
      expect(sent).toEqual([{ action: 'reschedule', date: '2027-03-14', slot: '14:00-16:00' }]);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await user.click(screen.getByRole('button', { name: 'Assign' }));
      const assign = screen.getByRole('dialog', { name: 'Assign to a hub person' });
      await user.type(within(assign).getByLabelText(/name/), 'Ravi Kumar');
      await user.type(within(assign).getByLabelText(/mobile/), '98765 00000');
      await user.click(within(assign).getByRole('button', { name: 'Assign' }));
      expect(await screen.findByText('The ride is assigned.')).toBeInTheDocument();
      expect(sent[1]).toEqual({ action: 'assign', name: 'Ravi Kumar', mobile: '9876500000' });
      expect(screen.getByText('Ravi Kumar (9876500000)')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows "not found" for another hub’s ride with Try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(backOfficeEnquiryHandler('testRide', () => HttpResponse.json({ message: 'We could not find that test ride.' }, { status: 404 })));
    renderDetail();
    expect(await screen.findByText('We could not find that test ride.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
