import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminTicket, CustomerTicket, TicketRow, TicketSummary } from '@contract/support';
import type { OrderSummary } from '@contract/orders';
import { SUPPORT_TICKET_CREATE_PATH, supportMessages } from '@contract/support-rules';
import { pathOf } from '@contract/endpoint';
import { orderEndpoints } from '@contract/orders-endpoints';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { supportHandler } from '../../../tests/mocks/handlers/support';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { MyTicketScreen } from './my-ticket-screen';
import { RaiseTicketScreen } from './raise-ticket-screen';
import { DeskTicketScreen } from './desk-ticket-screen';
import { DeskTicketListScreen } from './desk-ticket-list-screen';

const signedIn = (admin = false) => ({
  userSignin: {
    ...signinFamily.initialState,
    status: 'succeeded' as const,
    data: admin ? makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) : makeUser(),
  },
});

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

const order = { id: 7, reference: 'BK-000007', model_name: 'RV400', state_label: 'Delivered' } as OrderSummary;

const summary: TicketSummary = {
  id: 42,
  reference: 'ST-000042',
  topic: 'service',
  status: 'pending',
  order_reference: 'BK-000007',
  hub_name: 'Revolt Hub Andheri',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  last_message: 'Please bring the bike in on Monday.',
};

const customerTicket: CustomerTicket = {
  ...summary,
  message: 'The charger stopped working after the service.',
  photo_ids: [],
  messages: [{ id: 1, author: 'staff', author_name: 'Priya', body: 'Please bring the bike in on Monday.', created_at: '2026-11-21T10:00:00.000Z' }],
};

const row: TicketRow = {
  ...summary,
  status: 'open',
  name: 'Asha Customer',
  mobile: '9000000003',
  hub_id: 1,
  assignee_name: null,
  age_hours: 30,
  sla_breached: true,
};

const adminTicket: AdminTicket = {
  ...row,
  message: 'The charger stopped working after the service.',
  email: 'asha@example.com',
  assignee_id: null,
  first_response_at: null,
  photo_ids: [],
  messages: [],
  events: [{ id: 1, kind: 'created', from: null, to: 'open', note: null, actorName: 'Asha Customer', actorRole: 'customer', at: '2026-11-20T10:00:00.000Z' }],
  helpdesk: { state: 'queued', remote_id: null, attempts: 2, last_error: 'Freshdesk answered 503 to ticket ST-000042' },
  staff: [{ id: 1, name: 'Admin Anand' }],
};

describe('raising a ticket', () => {
  it('lets a visitor raise one with the OTP sent to their mobile and a photo, as multipart', async () => {
    let otpFor = '';
    let fields: Record<string, string> = {};
    let photo: { type: string; size: number } | null = null;
    server.use(
      supportHandler('otp', async ({ request }) => {
        otpFor = ((await request.json()) as { mobile: string }).mobile;
        return HttpResponse.json({ message: 'sent' }, { status: 202 });
      }),
      http.post(SUPPORT_TICKET_CREATE_PATH, async ({ request }) => {
        const form = await request.formData();
        fields = {};
        for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
        const file = form.get('photos') as unknown as { type: string; size: number };
        photo = { type: file.type, size: file.size };
        return HttpResponse.json({ data: { id: 42, reference: 'ST-000042' } }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<RaiseTicketScreen />, { route: '/support/freshdesk' });
    await user.type(screen.getByLabelText(/^Full name/), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/^Mobile number/), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('We sent a 6-digit OTP to your mobile.')).toBeInTheDocument();
    expect(otpFor).toBe('9876543210');
    await user.type(screen.getByLabelText(/^OTP/), '123456');
    await user.selectOptions(screen.getByLabelText(/^Topic/), 'delivery');
    await user.type(screen.getByLabelText(/^Message/), 'When will my bike reach the hub?');
    await user.upload(screen.getByLabelText(/^Photos/), new File([new Uint8Array(2048)], 'bike.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Raise the ticket' }));

    expect(await screen.findByRole('heading', { name: 'Ticket ST-000042 is raised' })).toBeInTheDocument();
    expect(fields).toEqual({ topic: 'delivery', message: 'When will my bike reach the hub?', name: 'Ravi Kumar', mobile: '9876543210', otp: '123456' });
    expect(photo).toEqual({ type: 'image/png', size: 2048 });
  });

  it('checks the form before sending: required fields, the OTP, and photos by type and count', async () => {
    let posted = 0;
    server.use(http.post(SUPPORT_TICKET_CREATE_PATH, () => ((posted += 1), HttpResponse.json({}, { status: 500 }))));
    const { user } = renderWithProviders(<RaiseTicketScreen />, { route: '/support/freshdesk' });
    await user.click(screen.getByRole('button', { name: 'Raise the ticket' }));
    expect(screen.getByText(supportMessages.topic)).toBeInTheDocument();
    expect(screen.getByText(supportMessages.message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^OTP/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveFocus());

    const input = screen.getByLabelText(/^Photos/);
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText(supportMessages.photoType)).toBeInTheDocument();
    const png = () => new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png(), png(), png(), png()] } });
    expect(screen.getByText(supportMessages.photoCount)).toBeInTheDocument();
    expect(posted).toBe(0);
  });

  it('offers a signed-in customer their orders and shows the server’s field error', async () => {
    server.use(
      http.get(pathOf(orderEndpoints.list), () => HttpResponse.json({ data: [order] })),
      http.post(SUPPORT_TICKET_CREATE_PATH, () =>
        HttpResponse.json({ message: `order_id: ${supportMessages.order}`, errors: [{ field: 'order_id', message: supportMessages.order }] }, { status: 400 }),
      ),
    );
    const { user } = renderWithProviders(<RaiseTicketScreen />, { route: '/support/freshdesk', preloadedState: signedIn() });
    expect(screen.queryByLabelText(/^OTP/)).not.toBeInTheDocument();
    const orders = screen.getByLabelText('Order (optional)');
    await within(orders).findByRole('option', { name: 'BK-000007 · RV400 (Delivered)' });
    await user.selectOptions(orders, '7');
    await user.selectOptions(screen.getByLabelText(/^Topic/), 'service');
    await user.type(screen.getByLabelText(/^Message/), 'The rear brake squeaks on every stop.');
    await user.click(screen.getByRole('button', { name: 'Raise the ticket' }));
    expect(await screen.findByText('Your ticket was not raised.')).toBeInTheDocument();
    expect(screen.getByLabelText('Order (optional)')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('my ticket', () => {
  it('shows the conversation and sends my answer', async () => {
    let sent = '';
    server.use(
      supportHandler('myTicket', () => HttpResponse.json({ data: customerTicket })),
      supportHandler('reply', async ({ request }) => {
        sent = ((await request.json()) as { message: string }).message;
        const answered: CustomerTicket = {
          ...customerTicket,
          status: 'open',
          messages: [...customerTicket.messages, { id: 2, author: 'customer', author_name: null, body: sent, created_at: '2026-11-22T10:00:00.000Z' }],
        };
        return HttpResponse.json({ data: answered }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/usersupport/:id" element={<MyTicketScreen />} />
      </Routes>,
      { route: '/usersupport/42', preloadedState: signedIn() },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ST-000042: Service or repair' })).toBeInTheDocument();
    expect(screen.getByText('We replied: waiting for you')).toBeInTheDocument();
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText('Please bring the bike in on Monday.')).toBeInTheDocument();
    expect(within(conversation).getByText(/Priya \(Revolt customer care\)/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your answer'), 'Monday works.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(conversation).findByText('Monday works.')).toBeInTheDocument();
    expect(sent).toBe('Monday works.');
    expect(screen.getByText('Open: we will reply soon')).toBeInTheDocument();
  });
});

describe('the back office', () => {
  it('lists tickets with the SLA breach and keeps the filters in the URL and the request', async () => {
    server.use(
      supportHandler('deskList', ({ request }) => {
        const breach = new URL(request.url).searchParams.get('breach');
        const rows = breach === 'no' ? [] : [row];
        return HttpResponse.json({ data: rows, page: 1, pageSize: 20, pages: 1, total: rows.length });
      }),
    );
    const { user } = renderWithProviders(<DeskTicketListScreen />, { route: '/support', preloadedState: signedIn(true) });
    const table = await screen.findByRole('table', { name: 'Support tickets' });
    expect(await within(table).findByRole('link', { name: 'ST-000042' })).toHaveAttribute('href', '/support/ticket/42');
    expect(within(table).getByText('Breached')).toBeInTheDocument();
    expect(within(table).getByText('1 d 6 h')).toBeInTheDocument();
    expect(requests).toContain('GET /api/v1/admin/support/tickets?sort=-created&page=1');

    await user.selectOptions(screen.getByLabelText('SLA'), 'no');
    expect(await screen.findByText('No tickets match these filters.')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/support\?breach=no$/);
    expect(requests).toContain('GET /api/v1/admin/support/tickets?breach=no&sort=-created&page=1');
  });

  it('opens a ticket, replies, notes internally and assigns it, showing the server’s ticket each time', async () => {
    const calls: string[] = [];
    let current = adminTicket;
    const answer = (status = 201) => HttpResponse.json({ data: current }, { status });
    server.use(
      supportHandler('deskTicket', () => answer(200)),
      supportHandler('deskReply', async ({ request }) => {
        const { message } = (await request.json()) as { message: string };
        calls.push(`reply ${message}`);
        current = { ...current, status: 'pending', messages: [{ id: 9, author: 'staff', author_name: 'Admin', body: message, created_at: '2026-11-22T09:00:00.000Z' }] };
        return answer();
      }),
      supportHandler('deskNote', async ({ request }) => {
        const { note } = (await request.json()) as { note: string };
        calls.push(`note ${note}`);
        current = { ...current, events: [...current.events, { id: 2, kind: 'note', from: null, to: null, note, actorName: 'Admin Anand', actorRole: 'admin', at: '2026-11-22T09:05:00.000Z' }] };
        return answer();
      }),
      supportHandler('deskUpdate', async ({ request }) => {
        calls.push(`patch ${JSON.stringify(await request.json())}`);
        current = { ...current, assignee_id: 1, assignee_name: 'Admin Anand' };
        return answer(200);
      }),
    );
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/support/ticket/:id" element={<DeskTicketScreen />} />
      </Routes>,
      { route: '/support/ticket/42', preloadedState: signedIn(true) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ST-000042: Service or repair' })).toBeInTheDocument();
    expect(screen.getByText('Queued (2 tries, last: Freshdesk answered 503 to ticket ST-000042)')).toBeInTheDocument();
    expect(screen.getByText(/SLA breached/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Reply to the customer (they get an SMS)'), 'Please come on Monday.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByText('Please come on Monday.')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the customer', { selector: 'p' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Internal note (never shown to the customer)'), 'Fleet buyer.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const timeline = screen.getByRole('list', { name: 'Ticket timeline' });
    expect(await within(timeline).findByText('Fleet buyer.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Assignee'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls).toEqual(['reply Please come on Monday.', 'note Fleet buyer.', 'patch {"assignee_id":1}']);
  });
});
