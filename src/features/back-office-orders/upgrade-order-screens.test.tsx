// The upgrade lists and details (issue 13) on the shared back-office order screens, the call-centre badge, the
// pay-at-hub confirmation and the dealer's own hubs in the hub filter (issue 12).
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backOfficeOrderEndpoints } from '@contract/back-office-order-endpoints';
import type { BackOfficeOrder, BackOfficeOrderRow } from '@contract/back-office-orders';
import { pathOf } from '@contract/endpoint';
import { ORDER_STATE_LABELS, amountDue, paymentGroup, hubPaymentMessages, type OrderState } from '@contract/order-lifecycle';
import type { OrderUpgrade } from '@contract/orders';
import { upgradeMessages } from '@contract/upgrade-rules';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { backOfficeOrderHandler, myHubs, resetBackOfficeOrders } from '../../../tests/mocks/handlers/back-office-orders';
import { cappedPageOf } from '../../../tests/mocks/paging';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { DealerOrderListScreen } from './dealer-order-list-screen';
import { DealerUpgradeOrderDetailScreen } from './dealer-upgrade-order-detail-screen';
import { DealerUpgradeOrderListScreen } from './dealer-upgrade-order-list-screen';
import { OrderDetailScreen } from './order-detail-screen';
import { UpgradeOrderDetailScreen } from './upgrade-order-detail-screen';
import { UpgradeOrderListScreen } from './upgrade-order-list-screen';

const signedIn = (user: ReturnType<typeof makeUser>) => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: user } });
const admin = signedIn(makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }));
const dealer = signedIn(makeUser({ id: 2, token: 'token-dealer', isSeller: true, user_type: 'dealer' }));

const hub = {
  id: 1,
  name: 'Revolt Service Hub Andheri',
  address: 'Unit 4, Marol Industrial Estate',
  city: 'Mumbai',
  state: 'Maharashtra',
  phone: '+91 22 4890 1201',
  map_url: 'https://www.google.com/maps/search/?api=1&query=x',
};

const tradeIn = (overrides: Partial<OrderUpgrade> = {}): OrderUpgrade => ({
  trade_in_chassis: 'MD9RV300X22A00031',
  trade_in_model: 'rv300',
  trade_in_model_name: 'RV300',
  trade_in_sold_on: '2022-06-14',
  valuation: 35_500,
  final_valuation: null,
  inspection_note: null,
  inspected_at: null,
  balance: 1_06_500,
  ...overrides,
});

function row(i: number, state: OrderState = 'confirmed', overrides: Partial<BackOfficeOrderRow> = {}): BackOfficeOrderRow {
  const base: Omit<BackOfficeOrderRow, 'amount_refunded' | 'amount_due' | 'payment_group'> = {
    id: i,
    reference: `UG-${String(i).padStart(6, '0')}`,
    kind: 'upgrade',
    assisted: false,
    state,
    state_label: ORDER_STATE_LABELS[state],
    model: 'rv400-brz',
    model_name: 'RV400 BRZ',
    colour: 'Cosmic Black',
    price: 1_42_999,
    amount: 999,
    amount_paid: state === 'reserved' ? 0 : 999,
    payment_status: state === 'reserved' ? 'pending' : 'success',
    payment_method: 'online',
    paid_at: null,
    hub,
    created_at: new Date(Date.UTC(2026, 10, 1, 10) + i * 3_600_000).toISOString(),
    name: `Owner ${i}`,
    mobile: `98${String(i).padStart(8, '0')}`,
    priority: false,
    upgrade: tradeIn(),
    chassis: null,
    registration_number: null,
    delivered_at: null,
    ...overrides,
  };
  return { ...base, amount_refunded: 0, amount_due: amountDue({ ...base, upgrade_balance: base.upgrade?.balance }), payment_group: paymentGroup(base.state, base.amount_paid > 0) };
}
const ROWS = [
  row(1, 'confirmed', { assisted: true }),
  row(2, 'ready_for_delivery', { upgrade: tradeIn({ final_valuation: 30_000, inspected_at: '2026-11-03T10:00:00.000Z', balance: 1_12_000 }) }),
];

function detail(state: OrderState, overrides: Partial<BackOfficeOrder> = {}): BackOfficeOrder {
  return {
    ...row(7, state),
    email: 'owner7@example.com',
    pincode: '400059',
    place: { state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01', state_name: 'Maharashtra', city_name: 'Mumbai', area_name: 'Andheri East', region: 'West' },
    chassis: state === 'confirmed' ? null : 'MD9RV400X26B00018',
    shipping: null,
    cancel_reason: null,
    can_pay: false,
    can_edit: false,
    can_cancel: true,
    next_step: 'Your hub will call you.',
    events: [{ id: 1, kind: 'state', from: null, to: 'reserved', text: 'Upgrade booked', actor_role: 'customer', actor_name: 'Owner 7', note: null, at: '2026-11-01T10:00:00.000Z' }],
    payments: [],
    refunds: [],
    customer: { id: 30, name: 'Owner 7', mobile: '9800000007', email: 'owner7@example.com' },
    actions: ['note'],
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
    backOfficeOrderHandler('list', ({ request }) => HttpResponse.json(cappedPageOf(ROWS, new URL(request.url).searchParams, {}, '-created'))),
    backOfficeOrderHandler('export', () =>
      new HttpResponse('Reference\nUG-000001\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="orders-2026-11-23-kind-upgrade.csv"' } }),
    ),
  );
});
afterEach(() => {
  server.events.removeAllListeners();
  resetBackOfficeOrders();
  vi.restoreAllMocks();
});

describe('upgrade lists', () => {
  it('asks for upgrades only, shows the trade-in and the call-centre badge, and exports with the kind', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:upgrades');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderWithProviders(<UpgradeOrderListScreen />, { route: '/upgradeorderlist?kind=booking', preloadedState: admin });
    expect(await screen.findByRole('link', { name: 'Open order UG-000001' })).toHaveAttribute('href', '/upgradeorderdetail/1');
    expect(screen.getByRole('heading', { level: 1, name: 'Upgrades' })).toBeInTheDocument();
    // The kind is fixed: a kind in the URL is not sent, and there is no kind filter to change it.
    expect(requests).toContain(`GET ${LIST}?kind=upgrade&sort=-created&page=1`);
    expect(screen.queryByLabelText('Kind')).toBeNull();

    const table = screen.getByRole('table', { name: 'Upgrades' });
    const first = within(table).getByRole('rowheader', { name: /UG-000001/ }).closest('tr') as HTMLElement;
    expect(within(first).getByText('Booked by the call centre')).toBeInTheDocument();
    expect(within(first).getByText('MD9RV300X22A00031')).toBeInTheDocument();
    expect(within(first).getByText(/Estimate ₹35,500/)).toBeInTheDocument();
    const second = within(table).getByRole('rowheader', { name: /UG-000002/ }).closest('tr') as HTMLElement;
    expect(within(second).getByText(/Final ₹30,000/)).toBeInTheDocument();
    expect(within(second).queryByText('Booked by the call centre')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Order state'), 'confirmed');
    await waitFor(() => expect(requests).toContain(`GET ${LIST}?state=confirmed&kind=upgrade&sort=-created&page=1`));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['orders-2026-11-23-kind-upgrade.csv']));
    expect(requests).toContain(`GET ${EXPORT}?state=confirmed&kind=upgrade&sort=-created`);
  });

  it('links a dealer to the dealer upgrade details and offers only their own hubs', async () => {
    renderWithProviders(<DealerUpgradeOrderListScreen />, { route: '/upgradeorderlist/dealer', preloadedState: dealer });
    expect(await screen.findByRole('link', { name: 'Open order UG-000002' })).toHaveAttribute('href', '/upgradeorderdetail/dealer/2');
    expect(screen.getByRole('heading', { level: 1, name: 'My hub upgrades' })).toBeInTheDocument();
    const hubs = screen.getByLabelText('Hub');
    await waitFor(() => expect(within(hubs).getAllByRole('option').map((o) => o.textContent)).toEqual(['Every hub', ...myHubs.map((h) => h.name)]));
    expect(requests).toContain(`GET ${pathOf(backOfficeOrderEndpoints.myHubs)}`);
  });

  it('gives a dealer’s order list the same hub filter of their own hubs', async () => {
    renderWithProviders(<DealerOrderListScreen />, { route: '/orderlist/dealer', preloadedState: dealer });
    await screen.findByRole('link', { name: 'Open order UG-000001' });
    await waitFor(() => expect(within(screen.getByLabelText('Hub')).getAllByRole('option')).toHaveLength(myHubs.length + 1));
    expect(screen.getByLabelText('Kind')).toBeInTheDocument();
  });
});

describe('upgrade detail', () => {
  const renderDetail = (route: string, who = admin) =>
    renderWithProviders(
      <Routes>
        <Route path="/orderdetail/:id" element={<OrderDetailScreen />} />
        <Route path="/upgradeorderdetail/:id" element={<UpgradeOrderDetailScreen />} />
        <Route path="/upgradeorderdetail/dealer/:id" element={<DealerUpgradeOrderDetailScreen />} />
      </Routes>,
      { route, preloadedState: who },
    );

  it('shows the bike traded in, and inspects it through a dialog that checks the final valuation', async () => {
    let current = detail('confirmed', { assisted: true, actions: ['inspect', 'allot', 'note'] });
    server.use(
      backOfficeOrderHandler('read', () => HttpResponse.json({ data: current })),
      backOfficeOrderHandler('inspect', async ({ request }) => {
        const body = (await request.json()) as { final_valuation: number; note?: string };
        bodies.push(body);
        current = detail('confirmed', {
          assisted: true,
          actions: ['inspect', 'allot', 'note'],
          upgrade: tradeIn({ final_valuation: body.final_valuation, inspection_note: body.note ?? null, inspected_at: '2026-11-04T11:00:00.000Z', balance: 1_12_000 }),
          events: [...current.events, { id: 2, kind: 'note', from: null, to: null, text: 'Old bike inspected: final valuation ₹30,000', actor_role: 'dealer', actor_name: 'Priya Nair', note: body.note ?? null, at: '2026-11-04T11:00:00.000Z' }],
        });
        return HttpResponse.json({ data: current });
      }),
    );
    const { user } = renderDetail('/upgradeorderdetail/dealer/7', dealer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order UG-000007' })).toBeInTheDocument();
    expect(screen.getByText('Booked by the call centre')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the upgrades' })).toHaveAttribute('href', '/upgradeorderlist/dealer');
    const section = screen.getByRole('region', { name: 'Bike traded in' });
    expect(within(section).getByText('RV300')).toBeInTheDocument();
    expect(within(section).getByText('MD9RV300X22A00031')).toBeInTheDocument();
    expect(within(section).getByText('₹35,500')).toBeInTheDocument();
    expect(within(section).getByText('After the inspection')).toBeInTheDocument();
    expect(within(section).getByText('₹1,06,500')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record the inspection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inspect the bike traded in for UG-000007' });
    await user.click(within(dialog).getByRole('button', { name: 'Record the inspection' }));
    expect(await within(dialog).findByText(upgradeMessages.finalValuation)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Final valuation/), '400000');
    await user.click(within(dialog).getByRole('button', { name: 'Record the inspection' }));
    expect(await within(dialog).findByText(upgradeMessages.finalValuation)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/Final valuation/));
    await user.type(within(dialog).getByLabelText(/Final valuation/), '30,000');
    await user.type(within(dialog).getByLabelText(/What the inspection found/), 'Battery at 74%, scratched panel');
    await user.click(within(dialog).getByRole('button', { name: 'Record the inspection' }));
    expect(await screen.findByText('Inspection recorded.')).toBeInTheDocument();
    expect(bodies).toEqual([{ final_valuation: 30_000, note: 'Battery at 74%, scratched panel' }]);
    const updated = screen.getByRole('region', { name: 'Bike traded in' });
    expect(within(updated).getByText('₹30,000')).toBeInTheDocument();
    expect(within(updated).getByText('Battery at 74%, scratched panel')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Order timeline' })).getByText('Priya Nair (dealer)')).toBeInTheDocument();
  });

  it('keeps the handover disabled until the old bike is inspected, then hands over', async () => {
    let current = detail('ready_for_delivery', { actions: ['inspect', 'note'] });
    server.use(
      backOfficeOrderHandler('read', () => HttpResponse.json({ data: current })),
      backOfficeOrderHandler('deliver', async ({ request }) => {
        bodies.push(await request.json());
        current = detail('delivered', { actions: ['note'], upgrade: tradeIn({ final_valuation: 30_000, inspected_at: '2026-11-04T11:00:00.000Z' }) });
        return HttpResponse.json({ data: current });
      }),
    );
    const first = renderDetail('/upgradeorderdetail/7');
    const waiting = await screen.findByRole('button', { name: 'Hand over' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAccessibleDescription(upgradeMessages.notInspected);
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
    first.unmount();

    current = detail('ready_for_delivery', { actions: ['inspect', 'deliver', 'note'], upgrade: tradeIn({ final_valuation: 30_000, inspected_at: '2026-11-04T11:00:00.000Z' }) });
    const { user } = renderDetail('/upgradeorderdetail/7');
    const handOver = await screen.findByRole('button', { name: 'Hand over' });
    expect(handOver).toBeEnabled();
    expect(screen.queryByText(upgradeMessages.notInspected)).toBeNull();
    await user.click(handOver);
    const dialog = await screen.findByRole('dialog', { name: 'Hand over: UG-000007' });
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByText('Handed over.')).toBeInTheDocument();
    expect(bodies).toEqual([{}]);
  });
});

describe('pay at the hub', () => {
  it('confirms a reserved pay-at-hub order with the full price received and a note', async () => {
    const base = { kind: 'purchase' as const, reference: 'OD-000007', upgrade: undefined, payment_method: 'hub' as const, amount: 0 };
    let current = detail('reserved', { ...base, actions: ['hub_payment', 'note', 'cancel'] });
    server.use(
      backOfficeOrderHandler('read', () => HttpResponse.json({ data: current })),
      backOfficeOrderHandler('hubPayment', async ({ request }) => {
        bodies.push(await request.json());
        current = detail('confirmed', {
          ...base,
          actions: ['allot', 'note', 'cancel'],
          events: [...current.events, { id: 2, kind: 'payment', from: 'reserved', to: 'confirmed', text: 'Payment of ₹1,42,999 received at Revolt Service Hub Andheri', actor_role: 'admin', actor_name: 'Asha Admin', note: 'Card, slip 22', at: '2026-11-02T10:00:00.000Z' }],
        });
        return HttpResponse.json({ data: current });
      }),
    );
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/orderdetail/:id" element={<OrderDetailScreen />} />
      </Routes>,
      { route: '/orderdetail/7', preloadedState: admin },
    );
    await screen.findByRole('heading', { level: 1, name: 'Order OD-000007' });
    expect(screen.queryByRole('region', { name: 'Bike traded in' })).toBeNull();
    expect(screen.queryByText('Booked by the call centre')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Payment received at the hub' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment received at the hub for OD-000007' });
    expect(within(dialog).getByText(/The full price of this order is ₹1,42,999/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Payment received at the hub' }));
    expect(await within(dialog).findByText(hubPaymentMessages.amount)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Amount received/), '142000');
    await user.click(within(dialog).getByRole('button', { name: 'Payment received at the hub' }));
    expect(await within(dialog).findByText(hubPaymentMessages.notFull)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/Amount received/));
    await user.type(within(dialog).getByLabelText(/Amount received/), '142999');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Card, slip 22');
    await user.click(within(dialog).getByRole('button', { name: 'Payment received at the hub' }));
    expect(await screen.findByText('Payment recorded: the order is confirmed.')).toBeInTheDocument();
    expect(bodies).toEqual([{ amount: 1_42_999, note: 'Card, slip 22' }]);
    expect(within(screen.getByRole('list', { name: 'Order timeline' })).getByText(/Payment of ₹1,42,999 received/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Allot chassis' })).toBeInTheDocument();
  });
});
