import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { serviceDateWindow } from '@contract/service-visit-rules';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { myHubs } from '../../../tests/mocks/handlers/back-office-orders';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { addMockVisit, setMockServiceCapacity } from '../../../tests/mocks/handlers/service-visits';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { HubSlotsScreen } from './hub-slots-screen';
import { ServiceBookingScreen } from './service-booking-screen';
import { ServiceVisitDetailScreen } from './service-visit-detail-screen';
import { ServiceVisitListScreen } from './service-visit-list-screen';
import { ServiceVisitsPanel } from './service-visits-panel';

const customer = { userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } };
const dealer = { userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ token: 'token-dealer', isDealer: true, user_type: 'dealer' }) } };

function renderBooking() {
  server.use(serviceCentresHandler);
  return renderWithProviders(
    <Routes>
      <Route path="/book-service" element={<ServiceBookingScreen />} />
      <Route path="/userdashboard" element={<ServiceVisitsPanel />} />
    </Routes>,
    { route: '/book-service', preloadedState: customer },
  );
}

describe('/book-service', () => {
  it('lists the hubs nearest the owner\'s pincode first, with their distance', async () => {
    renderBooking();
    const hub = await screen.findByRole('combobox', { name: /Hub/ });
    await waitFor(() => expect(within(hub).getAllByRole('option').length).toBeGreaterThan(2));
    const [, first, second] = within(hub).getAllByRole('option').map((o) => o.textContent ?? '');
    // The demo owner of the mocks lives at 411038, Pune: its nearest hubs come first.
    expect(first).toMatch(/^Revolt Service Hub Hinjewadi .*under 1 km away$/);
    expect(second).toMatch(/^Revolt Service Hub Shivajinagar .*about \d+ km away$/);
  });

  it('says what is missing, shows the places left in each slot, books and shows the visit on the dashboard', async () => {
    const { user } = renderBooking();
    expect(await screen.findByText(/Next due: 1st service \(free\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book the visit' }));
    expect(await screen.findByText('Choose the kind of service.')).toBeInTheDocument();
    expect(screen.getByText('Choose the hub where you want the service.')).toBeInTheDocument();
    expect(screen.getByText('Choose a time slot.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Periodic service' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Battery check' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Hub/ }), '4');
    const day = serviceDateWindow().min;
    await user.type(screen.getByLabelText(/^Date/), day);
    const slot = await screen.findByRole('radio', { name: '10 am – 12 pm' });
    await waitFor(() => expect(slot).toHaveAccessibleDescription(/2 places left/));
    await user.click(slot);
    await user.type(screen.getByLabelText(/What is wrong/), 'Range dropped');
    await user.type(screen.getByLabelText(/Odometer/), '1200');
    await user.click(screen.getByRole('button', { name: 'Book the visit' }));

    expect(await screen.findByText('Service visit SV-000001 is booked. The hub will confirm it.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/userdashboard');
    const visits = screen.getByRole('list', { name: 'Service visits of your RV400' });
    expect(within(visits).getByText('Requested')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /Timeline of SV-000001/ })).toHaveTextContent('Battery check requested for');
    expect(screen.getByRole('button', { name: 'Cancel visit SV-000001' })).toBeInTheDocument();
  });

  it('keeps the values when the slot filled up meanwhile, and names the next free slots', async () => {
    setMockServiceCapacity(1);
    const { user } = renderBooking();
    await user.click(await screen.findByRole('radio', { name: 'Periodic service' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Hub/ }), '4');
    const day = serviceDateWindow().min;
    await user.type(screen.getByLabelText(/^Date/), day);
    const slot = await screen.findByRole('radio', { name: '10 am – 12 pm' });
    await waitFor(() => expect(slot).toHaveAccessibleDescription(/1 place left/));
    await user.click(slot);
    // Another owner takes the last place before this one submits.
    addMockVisit({ order_id: 777, date: day, slot: '10:00-12:00' });
    await user.click(screen.getByRole('button', { name: 'Book the visit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That slot is full at this hub. The next free slots:');
    expect(alert).toHaveTextContent('12 pm – 2 pm');
    expect(screen.getByRole('radio', { name: 'Periodic service' })).toBeChecked();
    expect(screen.getByLabelText(/^Date/)).toHaveValue(day);
    await waitFor(() => expect(screen.getByRole('radio', { name: '10 am – 12 pm' })).toBeDisabled());
  });
});

function renderPanel() {
  return renderWithProviders(
    <Routes>
      <Route path="/userdashboard" element={<ServiceVisitsPanel />} />
    </Routes>,
    { route: '/userdashboard', preloadedState: customer },
  );
}

describe('the dashboard panel: change date or time', () => {
  it('shows the places left at the visit’s hub, keeps the choice on a full slot’s 409, then moves the visit and shows its new time', async () => {
    setMockServiceCapacity(1);
    const day = serviceDateWindow().min;
    const visit = addMockVisit({ date: day, slot: '10:00-12:00' });
    const { user } = renderPanel();
    const card = (await screen.findByRole('heading', { name: `Service visit ${visit.reference}` })).closest('li')!;
    expect(within(card).getByRole('button', { name: `Cancel visit ${visit.reference}` })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Change date or time' }));
    const form = within(card).getByRole('form', { name: `Change the date or time of ${visit.reference}` });
    // The visit's own day is chosen already, so its places show at once: its own slot is taken (capacity 1).
    expect(within(form).getByLabelText(/New date/)).toHaveValue(day);
    const noon = await within(form).findByRole('radio', { name: '12 pm – 2 pm' });
    await waitFor(() => expect(noon).toHaveAccessibleDescription(/1 place left/));
    expect(within(form).getByRole('radio', { name: '10 am – 12 pm' })).toBeDisabled();
    await user.click(noon);
    await user.type(within(form).getByLabelText(/Note for the hub/), 'After lunch suits me');
    // Another owner takes that place before this one submits.
    addMockVisit({ order_id: 777, date: day, slot: '12:00-14:00' });
    await user.click(within(form).getByRole('button', { name: 'Move the visit' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('That slot is full at this hub. The next free slots:');
    expect(alert).toHaveTextContent('2 pm – 4 pm');
    expect(within(form).getByLabelText(/New date/)).toHaveValue(day);
    expect(within(form).getByLabelText(/Note for the hub/)).toHaveValue('After lunch suits me');
    await waitFor(() => expect(within(form).getByRole('radio', { name: '12 pm – 2 pm' })).toBeDisabled());

    await user.click(within(form).getByRole('radio', { name: '2 pm – 4 pm' }));
    await user.click(within(form).getByRole('button', { name: 'Move the visit' }));
    expect(await within(card).findByText(`Service visit ${visit.reference} is moved.`)).toBeInTheDocument();
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
    expect(within(card).getByText('When').nextElementSibling).toHaveTextContent(/, 2 pm – 4 pm$/);
    expect(within(card).getByRole('list', { name: `Timeline of ${visit.reference}` })).toHaveTextContent(/Moved to .*2 pm – 4 pm/);
    expect(screen.getByTestId('location')).toHaveTextContent('/userdashboard');
  });
});

describe('/servicevisitlist', () => {
  it('offers a dealer only the hubs they run, keeps the filter in the URL and asks the server for that hub', async () => {
    const powai = myHubs.find((h) => h.id === 2)!;
    addMockVisit();
    const there = addMockVisit({ order_id: 777, hub: { id: powai.id, name: powai.name, address: powai.address, phone: powai.phone } });
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/back-office/service-visits')) asked.push(new URL(request.url).search);
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/servicevisitlist" element={<ServiceVisitListScreen />} />
      </Routes>,
      { route: '/servicevisitlist', preloadedState: dealer },
    );
    const table = await screen.findByRole('table', { name: 'Service visits' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const hub = screen.getByRole('combobox', { name: 'Hub' });
    await waitFor(() => expect(within(hub).getAllByRole('option').map((o) => o.textContent)).toEqual(['All your hubs', ...myHubs.map((h) => h.name)]));
    await user.selectOptions(hub, String(powai.id));
    expect(screen.getByTestId('location')).toHaveTextContent(`/servicevisitlist?hub=${powai.id}`);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('link', { name: there.reference })).toBeInTheDocument();
    expect(asked.at(-1)).toContain(`hub=${powai.id}`);
    // A new state clears the hub chosen under the old one.
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), powai.state_id);
    expect(screen.getByTestId('location')).toHaveTextContent(`/servicevisitlist?stateId=${powai.state_id}`);
    expect(screen.getByRole('combobox', { name: 'Hub' })).toHaveValue('');
    server.events.removeAllListeners('request:start');
  });
});

function renderDetail(id: number) {
  return renderWithProviders(
    <Routes>
      <Route path="/servicevisitdetail/:id" element={<ServiceVisitDetailScreen />} />
    </Routes>,
    { route: `/servicevisitdetail/${id}`, preloadedState: dealer },
  );
}

describe('/servicevisitdetail/:id', () => {
  it('confirms a requested visit with a note: the status, the actions and the timeline follow', async () => {
    const visit = addMockVisit();
    const { user } = renderDetail(visit.id);
    expect(screen.getByText('Loading the visit…')).toBeInTheDocument();
    expect(await screen.findByText('Requested')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Service visit ${visit.reference}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.type(screen.getByLabelText(/Note for the timeline/), 'Bring the key fob');
    await user.click(screen.getByRole('button', { name: 'Confirm the visit' }));
    expect(await screen.findByText(`Service visit ${visit.reference} is confirmed.`)).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: `Timeline of ${visit.reference}` });
    expect(timeline).toHaveTextContent('Confirmed by the hub for');
    expect(timeline).toHaveTextContent('Bring the key fob');
  });

  it('completes a visit with the work done and the parts used, refusing it without the work done', async () => {
    const visit = addMockVisit({ state: 'confirmed' });
    const { user } = renderDetail(visit.id);
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    await user.click(screen.getByRole('button', { name: 'Complete the visit' }));
    expect(await screen.findByText(/Write what was done/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Work done/)).toHaveFocus();
    await user.type(screen.getByLabelText(/Work done/), 'Replaced front brake pads');
    await user.click(screen.getByRole('button', { name: 'Add a part' }));
    await user.type(screen.getByLabelText('Part 1 name'), 'Brake pad set');
    await user.click(screen.getByRole('button', { name: 'Complete the visit' }));
    expect(await screen.findByText(`Service visit ${visit.reference} is completed.`)).toBeInTheDocument();
    expect(screen.getByText('Brake pad set × 1')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('moves a visit to another slot, the places left shown', async () => {
    const visit = addMockVisit();
    const { user } = renderDetail(visit.id);
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await user.type(screen.getByLabelText(/New date/), visit.date);
    const slot = await screen.findByRole('radio', { name: '2 pm – 4 pm' });
    await waitFor(() => expect(slot).toHaveAccessibleDescription(/2 places left/));
    await user.click(slot);
    await user.click(screen.getByRole('button', { name: 'Move the visit' }));
    expect(await screen.findByText(`Service visit ${visit.reference} is moved.`)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: `Timeline of ${visit.reference}` })).toHaveTextContent('Moved to');
  });
});

describe('/hub-slots', () => {
  it('sets both capacities of a hub and refuses a figure over 20', async () => {
    const { user } = renderWithProviders(<HubSlotsScreen />, { route: '/hub-slots', preloadedState: dealer });
    const service = await screen.findByLabelText('Service visits per slot');
    await user.clear(service);
    await user.type(service, '25');
    await user.click(screen.getByRole('button', { name: /Save Revolt Hub Indiranagar/ }));
    expect(await screen.findByText('Use a number of visits per slot from 0 to 20.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Service visits per slot'));
    await user.type(screen.getByLabelText('Service visits per slot'), '4');
    await user.clear(screen.getByLabelText('Test rides per slot'));
    await user.type(screen.getByLabelText('Test rides per slot'), '5');
    await user.click(screen.getByRole('button', { name: /Save Revolt Hub Indiranagar/ }));
    expect(await screen.findByText(/This hub now takes 5 test rides in each slot\. This hub now takes 4 service visits in each slot\./)).toBeInTheDocument();
  });
});
