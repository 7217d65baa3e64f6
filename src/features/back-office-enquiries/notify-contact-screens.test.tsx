import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BackOfficeContactDetail, BackOfficeNotifyDetail, ContactActionRequest, NotifyActionRequest } from '@contract/back-office-enquiries';
import { backOfficeEnquiryEndpoints as bo } from '@contract/enquiries-endpoints';
import { paths } from '@contract/paths';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { backOfficeEnquiryHandler } from '../../../tests/mocks/handlers/back-office-enquiries';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ContactDetailScreen } from './contact-detail-screen';
import { ContactListScreen } from './contact-list-screen';
import { NotifyDetailScreen } from './notify-detail-screen';
import { NotifyListScreen } from './notify-list-screen';

/** The back office's API paths (every request under them is recorded). */
const BACK_OFFICE = bo.testRides.path.replace(/\/test-rides$/, '');

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 't-admin', isAdmin: true, user_type: 'admin' }) },
});

const notify = (overrides: Partial<BackOfficeNotifyDetail> = {}): BackOfficeNotifyDetail => ({
  id: 4,
  reference: 'NM-000004',
  name: 'Kavya Rao',
  mobile: '9876543210',
  email: 'kavya@example.com',
  model: { id: 'rv400-brz', name: 'RV400 BRZ' },
  state: { id: 'KA', name: 'Karnataka' },
  city: { id: 'KA-BLR', name: 'Bengaluru' },
  status: 'new',
  source: 'web',
  created_at: '2027-03-10T20:00:00.000Z',
  updated_at: '2027-03-10T20:00:00.000Z',
  actions: ['contacted', 'note'],
  events: [],
  ...overrides,
});
const contact = (overrides: Partial<BackOfficeContactDetail> = {}): BackOfficeContactDetail => ({
  id: 5,
  reference: 'CU-000005',
  name: 'Rohan Das',
  mobile: '9876543211',
  email: 'rohan@example.com',
  topic: 'Service and repairs',
  message: 'My bike shows a battery warning.',
  state: null,
  city: null,
  status: 'open',
  source: 'web',
  created_at: '2027-03-10T20:00:00.000Z',
  updated_at: '2027-03-10T20:00:00.000Z',
  actions: ['reply', 'close', 'note'],
  events: [],
  ...overrides,
});

let requests: string[] = [];
beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith(BACK_OFFICE)) requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
afterEach(() => server.events.removeAllListeners());

describe('notify requests', () => {
  it('lists with status, model and date filters in the URL', async () => {
    server.use(
      backOfficeEnquiryHandler('notifyRequests', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        const rows = status === 'contacted' ? [] : [notify()];
        return HttpResponse.json({ data: rows, page: 1, pageSize: 20, pages: 1, total: rows.length });
      }),
    );
    const { user } = renderWithProviders(<NotifyListScreen />, { route: '/notifylist?model=rv400-brz', preloadedState: asAdmin() });
    expect(await screen.findByRole('link', { name: 'NM-000004' })).toHaveAttribute('href', '/notifydetail/4');
    expect(screen.getByLabelText('Model')).toHaveValue('rv400-brz');
    expect(requests).toContain(`GET ${bo.notifyRequests.path}?model=rv400-brz&sort=-created&page=1`);

    await user.selectOptions(screen.getByLabelText('Status'), 'contacted');
    expect(await screen.findByText('No notify requests match these filters.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/notifylist\?model=rv400-brz&status=contacted$/);

    await user.type(within(screen.getByRole('group', { name: 'Received' })).getByLabelText('From'), '2027-03-01');
    await waitFor(() => expect(requests).toContain(`GET ${bo.notifyRequests.path}?status=contacted&model=rv400-brz&createdFrom=2027-03-01&sort=-created&page=1`));
  });

  it('marks a request contacted with a note', async () => {
    const sent: NotifyActionRequest[] = [];
    server.use(
      backOfficeEnquiryHandler('notifyRequest', () => HttpResponse.json({ data: notify() })),
      backOfficeEnquiryHandler('actOnNotifyRequest', async ({ request }) => {
        sent.push((await request.json()) as NotifyActionRequest);
        return HttpResponse.json({
          data: notify({ status: 'contacted', actions: ['note'], events: [{ id: 1, kind: 'state', from: 'new', to: 'contacted', note: 'Stock in April', actor_name: 'Admin Anand', actor_role: 'admin', at: '2027-03-10T21:00:00.000Z' }] }),
        });
      }),
    );
    const { user } = renderWithProviders(
      <Routes>
        <Route path={paths.notifyDetail.path} element={<NotifyDetailScreen />} />
      </Routes>,
      { route: '/notifydetail/4', preloadedState: asAdmin() },
    );
    await user.click(await screen.findByRole('button', { name: 'Mark contacted' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this request contacted?' });
    await user.type(within(dialog).getByLabelText('What was said (optional)'), 'Stock in April');
    await user.click(within(dialog).getByRole('button', { name: 'Mark contacted' }));
    expect(await screen.findByText('The request is marked contacted.')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'contacted', note: 'Stock in April' }]);
    expect(within(screen.getByRole('list', { name: 'Timeline' })).getByText('New → Contacted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark contacted' })).not.toBeInTheDocument();
  });
});

describe('contact requests', () => {
  it('filters by topic through the URL', async () => {
    server.use(backOfficeEnquiryHandler('contactRequests', () => HttpResponse.json({ data: [contact()], page: 1, pageSize: 20, pages: 1, total: 1 })));
    const { user } = renderWithProviders(<ContactListScreen />, { route: '/requestlist', preloadedState: asAdmin() });
    expect(await screen.findByRole('link', { name: 'CU-000005' })).toHaveAttribute('href', '/contactusdetail/5');
    await user.selectOptions(screen.getByLabelText('Topic'), 'Service and repairs');
    await waitFor(() => expect(requests).toContain(`GET ${bo.contactRequests.path}?topic=Service+and+repairs&sort=-created&page=1`));
    expect(screen.getByText('1 contact request', { selector: '[role="status"]' })).toBeInTheDocument();
  });

  it('needs the reply written before recording it, then closes the request', async () => {
    const sent: ContactActionRequest[] = [];
    let current = contact();
    server.use(
      backOfficeEnquiryHandler('contactRequest', () => HttpResponse.json({ data: current })),
      backOfficeEnquiryHandler('actOnContactRequest', async ({ request }) => {
        const payload = (await request.json()) as ContactActionRequest;
        sent.push(payload);
        current =
          payload.action === 'close'
            ? contact({ status: 'closed', actions: ['note'], events: [...current.events, { id: 2, kind: 'state', from: 'open', to: 'closed', note: null, actor_name: 'Admin Anand', actor_role: 'admin', at: '2027-03-10T22:00:00.000Z' }] })
            : contact({ events: [{ id: 1, kind: 'reply', from: null, to: null, note: String(payload.note), actor_name: 'Admin Anand', actor_role: 'admin', at: '2027-03-10T21:00:00.000Z' }] });
        return HttpResponse.json({ data: current });
      }),
    );
    const { user } = renderWithProviders(
      <Routes>
        <Route path={paths.contactDetail.path} element={<ContactDetailScreen />} />
      </Routes>,
      { route: '/contactusdetail/5', preloadedState: asAdmin() },
    );
    expect(await screen.findByText('My bike shows a battery warning.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record reply' }));
    const dialog = screen.getByRole('dialog', { name: 'Record your reply' });
    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    expect(within(dialog).getByText('Write what you told the customer.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(/What you told the customer/), 'Booked a service visit');
    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByText('Your reply is recorded.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Timeline' })).getByText('Booked a service visit')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close request' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Close this request?' })).getByRole('button', { name: 'Close request' }));
    expect(await screen.findByText('The request is closed.')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'reply', note: 'Booked a service visit' }, { action: 'close' }]);
    expect(screen.getByText('Open → Closed')).toBeInTheDocument();
  });
});
