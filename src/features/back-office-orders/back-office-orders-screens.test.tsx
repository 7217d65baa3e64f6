import { registrationMessages } from '@contract/registration-rules';
import { STAFF_NEXT_STEPS } from '@contract/order-lifecycle';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backOfficeOrderEndpoints } from '@contract/back-office-order-endpoints';
import type { BackOfficeOrder, BackOfficeOrderRow } from '@contract/back-office-orders';
import { pathOf } from '@contract/endpoint';
import { ORDER_STATE_LABELS, amountDue, paymentGroup, type OrderState } from '@contract/order-lifecycle';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { backOfficeOrderHandler, resetBackOfficeOrders } from '../../../tests/mocks/handlers/back-office-orders';
import { cappedPageOf } from '../../../tests/mocks/paging';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { CancelOrderScreen } from './cancel-order-screen';
import { DealerOrderDetailScreen } from './dealer-order-detail-screen';
import { DealerOrderListScreen } from './dealer-order-list-screen';
import { OrderDetailScreen } from './order-detail-screen';
import { OrderListScreen } from './order-list-screen';

const signedIn = (user: ReturnType<typeof makeUser>) => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: user } });
const admin = signedIn(makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }));
const dealer = signedIn(makeUser({ id: 2, token: 'token-dealer', isSeller: true, user_type: 'dealer' }));

const hub = (id: number) => ({
  id,
  name: id === 9 ? 'Revolt Service Hub Koramangala' : 'Revolt Service Hub Andheri',
  address: 'Somewhere',
  city: id === 9 ? 'Bengaluru' : 'Mumbai',
  state: id === 9 ? 'Karnataka' : 'Maharashtra',
  phone: '+91 80 4718 5501',
  map_url: 'https://www.google.com/maps/search/?api=1&query=x',
});

function row(i: number, state: OrderState = 'confirmed'): BackOfficeOrderRow {
  const base: Omit<BackOfficeOrderRow, 'amount_refunded' | 'amount_due' | 'payment_group'> = {
    id: i,
    reference: `BK-${String(i).padStart(6, '0')}`,
    kind: 'booking',
    assisted: false,
    state,
    state_label: ORDER_STATE_LABELS[state],
    model: 'rv400',
    model_name: 'RV400',
    colour: 'Rebel Red',
    price: 142_999,
    amount: 499,
    amount_paid: state === 'reserved' ? 0 : 499,
    payment_status: state === 'reserved' ? 'pending' : 'success',
    payment_method: 'online',
    paid_at: null,
    hub: hub(i % 2 ? 9 : 1),
    created_at: new Date(Date.UTC(2026, 10, 1, 10) + i * 3_600_000).toISOString(),
    name: `Buyer ${i}`,
    mobile: `98${String(i).padStart(8, '0')}`,
    priority: false,
    chassis: null,
    registration_number: null,
    delivered_at: null,
  };
  return { ...base, amount_refunded: 0, amount_due: amountDue({ ...base, upgrade_balance: base.upgrade?.balance }), payment_group: paymentGroup(base.state, base.amount_paid > 0) };
}
const ROWS = Array.from({ length: 25 }, (_, i) => row(i + 1, i % 5 === 0 ? 'reserved' : 'confirmed'));

function detail(state: OrderState = 'confirmed', overrides: Partial<BackOfficeOrder> = {}): BackOfficeOrder {
  return {
    ...row(7, state),
    email: 'buyer7@example.com',
    place: { state: 'KA', city: 'KA-BLR', area: 'KA-BLR-01', state_name: 'Karnataka', city_name: 'Bengaluru', area_name: 'Koramangala', region: 'South' },
    pincode: '560034',
    chassis: null,
    shipping: null,
    cancel_reason: null,
    can_pay: false,
    can_edit: true,
    can_cancel: true,
    next_step: 'Your hub will allot a bike.',
    events: [
      { id: 1, kind: 'state', from: null, to: 'reserved', text: 'Booking reserved', actor_role: 'customer', actor_name: 'Buyer 7', note: null, at: '2026-11-01T10:00:00.000Z' },
      { id: 2, kind: 'payment', from: 'reserved', to: 'confirmed', text: 'Payment of ₹499 received', actor_role: 'system', actor_name: null, note: null, at: '2026-11-01T10:05:00.000Z' },
    ],
    payments: [{ order_id: 'sbx_1', provider: 'sandbox', amount: 499, status: 'success', created_at: '2026-11-01T10:01:00.000Z', completed_at: '2026-11-01T10:05:00.000Z' }],
    refunds: [],
    customer: { id: 30, name: 'Buyer 7', mobile: '9800000007', email: 'buyer7@example.com' },
    actions: state === 'confirmed' ? ['allot', 'note', 'cancel'] : ['note'],
    invitation: null,
    ...overrides,
  };
}

const LIST = pathOf(backOfficeOrderEndpoints.list);
const EXPORT = pathOf(backOfficeOrderEndpoints.export);

let requests: string[] = [];
let bodies: unknown[] = [];
beforeEach(() => {
  requests = [];
  bodies = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  server.use(
    backOfficeOrderHandler('list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const rows = ROWS.filter((o) => (!query.get('state') || o.state === query.get('state')) && (!query.get('q') || o.name.toLowerCase().includes(query.get('q')?.toLowerCase() ?? '')));
      return HttpResponse.json(cappedPageOf(rows, query, { created: (o) => o.created_at, amount: (o) => o.amount, state: (o) => o.state }, '-created'));
    }),
    backOfficeOrderHandler('export', () =>
      new HttpResponse('Reference\nBK-000001\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="orders-2026-11-23-state-confirmed.csv"' } }),
    ),
  );
});
afterEach(() => {
  server.events.removeAllListeners();
  resetBackOfficeOrders();
  vi.restoreAllMocks();
});

const location = () => screen.getByTestId('location');
const references = (name = 'Orders') => within(screen.getByRole('table', { name })).getAllByRole('rowheader').map((c) => c.textContent);

describe('order list', () => {
  it('shows the newest 20 with the count and pages through the URL', async () => {
    const { user } = renderWithProviders(<OrderListScreen />, { route: '/orderlist', preloadedState: admin });
    expect(await screen.findByRole('link', { name: 'Open order BK-000025' })).toHaveAttribute('href', '/orderdetail/25');
    expect(references()).toHaveLength(20);
    expect(screen.getByText('25 orders', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(requests).toContain(`GET ${LIST}?sort=-created&page=1`);

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Open order BK-000005' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/orderlist\?page=2$/);
    expect(requests).toContain(`GET ${LIST}?sort=-created&page=2`);
  });

  it('says where the money stands in the payment filter’s words, with what was paid and refunded', async () => {
    const rows = [{ ...row(2, 'refunded'), amount_refunded: 499 }, row(1, 'reserved')];
    server.use(backOfficeOrderHandler('list', ({ request }) => HttpResponse.json(cappedPageOf(rows, new URL(request.url).searchParams, {}, '-created'))));
    renderWithProviders(<OrderListScreen />, { route: '/orderlist', preloadedState: admin });
    expect(await screen.findByRole('row', { name: /BK-000002/ })).toHaveTextContent('Refunded or refund due, ₹499 paid, ₹499 refunded');
    expect(screen.getByRole('row', { name: /BK-000001/ })).toHaveTextContent(/Unpaid$/);
  });

  it('puts filters in the URL, back to page 1, and exports exactly those filters', async () => {
    const save = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderWithProviders(<OrderListScreen />, { route: '/orderlist?page=2', preloadedState: admin });
    await screen.findByRole('link', { name: 'Open order BK-000005' });

    await user.selectOptions(screen.getByLabelText('Order state'), 'reserved');
    await waitFor(() => expect(references()).toEqual(['BK-000021', 'BK-000016', 'BK-000011', 'BK-000006', 'BK-000001']));
    expect(location()).toHaveTextContent(/^\/orderlist\?state=reserved$/);
    expect(requests).toContain(`GET ${LIST}?state=reserved&sort=-created&page=1`);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/orderlist\?state=reserved&from=2026-11-01$/));
    await user.type(screen.getByLabelText('Search by reference, mobile or name'), 'buyer 1{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('q=buyer+1'));
    await waitFor(() => expect(references()).toEqual(['BK-000016', 'BK-000011', 'BK-000001']));
    expect(requests).toContain(`GET ${LIST}?from=2026-11-01&state=reserved&q=buyer+1&sort=-created&page=1`);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['orders-2026-11-23-state-confirmed.csv']));
    expect(save).toHaveBeenCalledTimes(1);
    expect(requests).toContain(`GET ${EXPORT}?from=2026-11-01&state=reserved&q=buyer+1&sort=-created`);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/orderlist$/));
  });

  it('sorts from a header, reads a shared link, and says when nothing matches', async () => {
    const { user } = renderWithProviders(<OrderListScreen />, { route: '/orderlist?state=delivered&sort=amount&payment=free', preloadedState: admin });
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    // A value outside the allow-list (payment=free) is read as no filter and never sent.
    expect(requests).toContain(`GET ${LIST}?state=delivered&sort=amount&page=1`);
    expect(screen.getByLabelText('Order state')).toHaveValue('delivered');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('link', { name: 'Open order BK-000001' });
    expect(location()).toHaveTextContent(/^\/orderlist\?sort=amount$/);
    await user.click(screen.getByRole('button', { name: /^Placed/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/orderlist\?sort=created$/));
    await waitFor(() => expect(references()[0]).toBe('BK-000001'));
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    server.use(backOfficeOrderHandler('list', () => (fail ? HttpResponse.json({ message: 'Database is busy.' }, { status: 400 }) : HttpResponse.json(cappedPageOf(ROWS, new URLSearchParams(), {}, '-created')))));
    const { user } = renderWithProviders(<OrderListScreen />, { route: '/orderlist', preloadedState: admin });
    expect(await screen.findByText('We could not load the orders.')).toBeInTheDocument();
    expect(screen.getByText('Database is busy.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Open order BK-000001' })).toBeInTheDocument();
  });

  it('says "100+ orders" when the server stopped counting, and still pages on past the last page it counted', async () => {
    const many = Array.from({ length: 250 }, (_, i) => row(i + 1));
    // The server's paging with its cap at 100 instead of 10,000.
    server.use(backOfficeOrderHandler('list', ({ request }) => HttpResponse.json(cappedPageOf(many, new URL(request.url).searchParams, { created: (o) => o.created_at }, '-created', 100))));
    const { user } = renderWithProviders(<OrderListScreen />, { route: '/orderlist?page=4', preloadedState: admin });
    expect(await screen.findByText('100+ orders', { selector: '[role="status"]' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Showing 61–80 of 100+ orders')).toBeInTheDocument();
    // No last page: the end is not known. The page after the count (6) is reached through 5.
    expect(within(pager).getAllByRole('link', { name: /^Page / }).map((a) => a.textContent)).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']);
    await user.click(within(pager).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/orderlist\?page=5$/));
    await user.click(await screen.findByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/orderlist\?page=6$/));
    // Counting up to the page asked for: 120 orders, still more.
    expect(await screen.findByText('Showing 101–120 of 120+ orders')).toBeInTheDocument();
    expect(screen.getByText('120+ orders', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('marks priority orders (booked by invitation) in the list', async () => {
    const rows = [{ ...row(2), priority: true }, row(1)];
    server.use(backOfficeOrderHandler('list', ({ request }) => HttpResponse.json(cappedPageOf(rows, new URL(request.url).searchParams, {}, '-created'))));
    renderWithProviders(<DealerOrderListScreen />, { route: '/orderlist/dealer', preloadedState: dealer });
    const table = await screen.findByRole('table', { name: 'Hub orders' });
    const [first, second] = within(table).getAllByRole('rowheader');
    expect(first).toHaveTextContent('BK-000002Priority');
    expect(within(first as HTMLElement).getByText('Priority')).toHaveClass('bo-badge');
    expect(second).toHaveTextContent(/^BK-000001$/);
  });

  it('links a dealer to the dealer detail paths', async () => {
    renderWithProviders(<DealerOrderListScreen />, { route: '/orderlist/dealer', preloadedState: dealer });
    expect(await screen.findByRole('link', { name: 'Open order BK-000025' })).toHaveAttribute('href', '/orderdetail/dealer/25');
    expect(screen.getByRole('heading', { level: 1, name: 'Hub orders' })).toBeInTheDocument();
  });
});

describe('order detail', () => {
  const renderDetail = (route = '/orderdetail/7', who = admin) =>
    renderWithProviders(
      <Routes>
        <Route path="/orderdetail/:id" element={<OrderDetailScreen />} />
        <Route path="/orderdetail/dealer/:id" element={<DealerOrderDetailScreen />} />
        <Route path="/cancelbooking/:id" element={<CancelOrderScreen />} />
      </Routes>,
      { route, preloadedState: who },
    );

  it('records a delivered bike’s registration number: checked as typed, sent normalised, shown with its timeline event', async () => {
    let current = detail('delivered', { chassis: 'MD9RV400X26B00018', delivered_at: '2026-11-05T10:00:00.000Z', actions: ['register', 'note'] });
    server.use(
      backOfficeOrderHandler('read', () => HttpResponse.json({ data: current })),
      backOfficeOrderHandler('registration', async ({ request }) => {
        const body = (await request.json()) as { registration_number: string; note?: string };
        bodies.push(body);
        current = detail('delivered', {
          ...current,
          registration_number: body.registration_number,
          events: [...current.events, { id: 9, kind: 'edit', from: null, to: null, text: `Registration number ${body.registration_number} recorded`, actor_role: 'dealer', actor_name: 'Priya Nair', note: null, at: '2026-11-20T10:00:00.000Z' }],
        });
        return HttpResponse.json({ data: current });
      }),
    );
    const { user } = renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order BK-000007' })).toBeInTheDocument();
    expect(screen.getByText('Not recorded yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record registration number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration number of BK-000007' });
    await user.type(within(dialog).getByLabelText(/^Registration number/), 'XX 01 AB 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Record registration number' }));
    expect(await within(dialog).findByText(registrationMessages.format)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/^Registration number/));
    await user.type(within(dialog).getByLabelText(/^Registration number/), 'ka1ab1234');
    await user.click(within(dialog).getByRole('button', { name: 'Record registration number' }));
    expect(await screen.findByText('Registration number recorded.')).toBeInTheDocument();
    expect(bodies).toEqual([{ registration_number: 'KA 01 AB 1234' }]);
    expect(screen.getByText('KA 01 AB 1234')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Order timeline' })).getByText('Registration number KA 01 AB 1234 recorded')).toBeInTheDocument();
  });

  it('says where the order was booked from, by name, and its region', async () => {
    server.use(backOfficeOrderHandler('read', () => HttpResponse.json({ data: detail() })));
    renderDetail();
    expect(await screen.findByText('Koramangala, Bengaluru, Karnataka 560034')).toBeInTheDocument();
    expect(screen.getByText('South')).toBeInTheDocument();
  });

  it('shows the record, payments and the timeline with who did what, and allots a chassis with a note', async () => {
    let current = detail();
    server.use(
      backOfficeOrderHandler('read', () => HttpResponse.json({ data: current })),
      backOfficeOrderHandler('allot', async ({ request }) => {
        const body = (await request.json()) as { chassis: string; note?: string };
        bodies.push(body);
        if (body.chassis === 'MD9RV400X26B00017') {
          return HttpResponse.json({ message: 'chassis: This chassis number is already allotted to another order.', errors: [{ field: 'chassis', message: 'This chassis number is already allotted to another order.' }] }, { status: 400 });
        }
        current = detail('allotted', {
          chassis: body.chassis,
          actions: ['ready', 'note'],
          events: [...current.events, { id: 3, kind: 'state', from: 'confirmed', to: 'allotted', text: `Chassis ${body.chassis} allotted`, actor_role: 'dealer', actor_name: 'Priya Nair', note: body.note ?? null, at: '2026-11-02T10:00:00.000Z' }],
        });
        return HttpResponse.json({ data: current });
      }),
    );
    const { user } = renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order BK-000007' })).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Order timeline' });
    expect(within(timeline).getByText('Buyer 7 (customer)')).toBeInTheDocument();
    expect(within(timeline).getByText('System')).toBeInTheDocument();
    expect(screen.getByText(/sbx_1/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel for the customer' })).toHaveAttribute('href', '/cancelbooking/7');

    await user.click(screen.getByRole('button', { name: 'Allot chassis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allot a chassis to BK-000007' });
    await user.type(within(dialog).getByLabelText(/Chassis number/), 'SHORT');
    await user.click(within(dialog).getByRole('button', { name: 'Allot chassis' }));
    expect(await within(dialog).findByText(/Enter the 17-character chassis number/)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/Chassis number/));
    await user.type(within(dialog).getByLabelText(/Chassis number/), 'MD9RV400X26B00017');
    await user.click(within(dialog).getByRole('button', { name: 'Allot chassis' }));
    expect(await within(dialog).findAllByText('This chassis number is already allotted to another order.')).not.toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Chassis number/));
    await user.type(within(dialog).getByLabelText(/Chassis number/), 'md9rv400x26b00018');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Blue tag');
    await user.click(within(dialog).getByRole('button', { name: 'Allot chassis' }));
    expect(await screen.findByText('Chassis allotted.')).toBeInTheDocument();
    // The banner tells the dealer what they do next, in the back office's words (not the customer's).
    expect(screen.getByText(STAFF_NEXT_STEPS.allotted)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies.at(-1)).toEqual({ chassis: 'MD9RV400X26B00018', note: 'Blue tag' });
    expect(within(screen.getByRole('list', { name: 'Order timeline' })).getByText('Priya Nair (dealer)')).toBeInTheDocument();
    expect(screen.getByText('Blue tag')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark ready' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Allot chassis' })).toBeNull();
  });

  it('asks a note for a note, and gives a dealer no cancel', async () => {
    server.use(
      backOfficeOrderHandler('read', () => HttpResponse.json({ data: detail('confirmed', { actions: ['allot', 'note'] }) })),
      backOfficeOrderHandler('note', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: detail('confirmed', { actions: ['allot', 'note'] }) });
      }),
    );
    const { user } = renderDetail('/orderdetail/dealer/7', dealer);
    await screen.findByRole('heading', { level: 1, name: 'Order BK-000007' });
    expect(screen.queryByRole('link', { name: 'Cancel for the customer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', '/orderlist/dealer');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a note to BK-000007' });
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await within(dialog).findByText('Write the note (up to 500 characters).')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Note/), 'Called, coming Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(bodies).toEqual([{ note: 'Called, coming Friday' }]);
  });

  it('says an order was booked by the call centre, naming the agent of its creation', async () => {
    const events = [
      { id: 1, kind: 'state' as const, from: null, to: 'reserved' as const, text: 'Booking reserved', actor_role: 'callcentre' as const, actor_name: 'Meghna Rao', note: null, at: '2026-11-01T10:00:00.000Z' },
    ];
    server.use(backOfficeOrderHandler('read', () => HttpResponse.json({ data: detail('reserved', { assisted: true, events }) })));
    renderDetail('/orderdetail/7', admin);
    expect(await screen.findByText('Booked by the call centre (Meghna Rao)')).toBeInTheDocument();
  });

  it('flags a priority order (booked by invitation) with its badge and the invitation, and no other', async () => {
    server.use(backOfficeOrderHandler('read', () => HttpResponse.json({ data: detail('confirmed', { priority: true, invitation: 'Fleet pilot: Bengaluru riders' }) })));
    const { unmount } = renderDetail('/orderdetail/7', admin);
    expect(await screen.findByText('Priority allotment: booked by invitation (Fleet pilot: Bengaluru riders)')).toBeInTheDocument();
    expect(screen.getByText('Priority', { selector: '.bo-badge' })).toBeInTheDocument();
    unmount();
    server.use(backOfficeOrderHandler('read', () => HttpResponse.json({ data: detail('confirmed') })));
    renderDetail('/orderdetail/7', admin);
    await screen.findByRole('heading', { level: 1, name: 'Order BK-000007' });
    expect(screen.queryByText(/Priority/)).not.toBeInTheDocument();
  });

  it('answers another hub’s order as not found', async () => {
    server.use(backOfficeOrderHandler('read', () => HttpResponse.json({ message: 'Booking not found.' }, { status: 404 })));
    renderDetail('/orderdetail/dealer/8', dealer);
    expect(await screen.findByRole('heading', { level: 1, name: /not found|could not find|no page/i })).toBeInTheDocument();
  });

  it('cancels for the customer with a reason after a confirmation, then shows the order', async () => {
    let current = detail();
    server.use(
      backOfficeOrderHandler('read', () => HttpResponse.json({ data: current })),
      backOfficeOrderHandler('cancel', async ({ request }) => {
        bodies.push(await request.json());
        current = detail('refund_initiated', { cancel_reason: 'Moving to another city', actions: ['note'] });
        return HttpResponse.json({ data: current });
      }),
    );
    const { user } = renderDetail('/cancelbooking/7');
    await screen.findByRole('heading', { level: 1, name: 'Cancel order BK-000007' });
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('Choose a reason for cancelling.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/The customer's reason/), 'Moving to another city');
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel order BK-000007?' });
    expect(within(confirm).getByText(/₹499 will be refunded/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/orderdetail\/7$/));
    expect(bodies).toEqual([{ reason: 'Moving to another city' }]);
    expect(await screen.findByText('Moving to another city')).toBeInTheDocument();
  });
});
