import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderMessages } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { TRADE_IN_ASSUMPTIONS, UPGRADE_BOOKING_AMOUNT, tradeInValue, upgradeBalance, upgradeMessages, valuationRuleText } from '@contract/upgrade-rules';
import { findRoute } from '@/app/routes';
import { bikePrice, findBike } from '@/content/bikes';
import { checkout } from '@/lib/checkout';
import { formatRupees } from '@/lib/format';
import { signinFamily } from '@/lib/session';
import { keys } from '@/lib/storage';
import { makeUser } from '../../../tests/mocks/data';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { resetOrders, seedOrder } from '../../../tests/mocks/handlers/orders';
import { MY_CHASSIS, NOT_DELIVERED_CHASSIS, TODAY, UPGRADING_CHASSIS, resetUpgrades, seedUpgrade, upgradeCalls } from '../../../tests/mocks/handlers/upgrades';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { CancelUpgradeChooseScreen } from './cancel-upgrade-choose-screen';
import { CancelUpgradeScreen } from './cancel-upgrade-screen';
import { UpgradeBookingDetailScreen } from './upgrade-booking-detail-screen';
import { UpgradeBookingsScreen } from './upgrade-bookings-screen';
import { UpgradeOrderScreen } from './upgrade-order-screen';
import { UpgradePaymentScreen } from './upgrade-payment-screen';
import { UpgradePlaceOrderScreen } from './upgrade-place-order-screen';
import { UpgradeProductScreen } from './upgrade-product-screen';
import { UpgradeThankYouScreen } from './upgrade-thank-you-screen';

const signedIn = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } });

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.upgradeProduct.path} element={<UpgradeProductScreen />} />
      <Route path={paths.upgradePlaceOrder.path} element={<UpgradePlaceOrderScreen />} />
      <Route path={paths.upgradePayment.path} element={<UpgradePaymentScreen />} />
      <Route path={paths.upgradeOrder.path} element={<UpgradeOrderScreen />} />
      <Route path={paths.upgradeThankYou.path} element={<UpgradeThankYouScreen />} />
      <Route path={paths.upgradeBookings.path} element={<UpgradeBookingsScreen />} />
      <Route path={paths.upgradeBookingDetail.path} element={<UpgradeBookingDetailScreen />} />
      <Route path={paths.cancelUpgradeChoose.path} element={<CancelUpgradeChooseScreen />} />
      <Route path={paths.cancelUpgrade.path} element={<CancelUpgradeScreen />} />
    </Routes>,
    { route, preloadedState: signedIn() },
  );
}

const location = () => screen.getByTestId('location').textContent;
const brz = findBike('rv400-brz')!;
const valuation = tradeInValue('rv400', '2024-10-13', TODAY)!;
let go: ReturnType<typeof vi.fn<(url: string) => void>>;
const realGo = checkout.go;

beforeEach(() => {
  resetOrders();
  resetUpgrades();
  server.use(serviceCentresHandler);
  go = vi.fn<(url: string) => void>();
  checkout.go = go;
});
afterEach(() => {
  checkout.go = realGo;
  localStorage.clear();
});

describe('upgrade booking: chassis → new bike → details and hub → payment', () => {
  it('values my bike, books the upgrade to an RV400 BRZ at an upgrade hub and hands over to the gateway', async () => {
    const { user } = renderAt('/upgradeproduct/');
    const chassis = screen.getByRole('textbox', { name: /Chassis number/ });
    expect(chassis).toHaveAccessibleDescription(/registration certificate \(RC\).*steering head/);
    await user.type(chassis, 'md9rv400 x25a01234');
    expect(chassis).toHaveValue(MY_CHASSIS);
    await user.click(screen.getByRole('button', { name: 'Check my bike' }));

    const tradeIn = await screen.findByRole('region', { name: 'Your RV400' });
    expect(within(tradeIn).getByText(`Estimated valuation: ${formatRupees(valuation)}`)).toBeInTheDocument();
    expect(within(tradeIn).getByText(`How we value it: ${valuationRuleText('rv400')}`)).toBeInTheDocument();
    for (const assumption of TRADE_IN_ASSUMPTIONS) expect(within(tradeIn).getByText(assumption)).toBeInTheDocument();

    const price = bikePrice(brz);
    const balance = upgradeBalance(price, valuation, UPGRADE_BOOKING_AMOUNT);
    const brzOption = screen.getByRole('radio', { name: 'RV400 BRZ' });
    expect(brzOption).toHaveAccessibleDescription(new RegExp(`${formatRupees(price)}.*estimated balance at the hub ${formatRupees(balance)}`));
    await user.click(screen.getByRole('button', { name: 'Continue: details and hub' }));
    expect(await screen.findByText(upgradeMessages.model)).toBeInTheDocument();
    await waitFor(() => expect(brzOption).toHaveFocus());
    await user.click(brzOption);
    await user.click(screen.getByRole('radio', { name: brz.colours[1]!.name }));
    await user.click(screen.getByRole('button', { name: 'Continue: details and hub' }));
    await waitFor(() => expect(location()).toBe('/upgradeplaceorder/'));
    expect(JSON.parse(localStorage.getItem(keys.upgradeOrderDetails) ?? 'null')).toEqual({ chassis: MY_CHASSIS, model: 'rv400-brz', colour: brz.colours[1]!.name });

    expect(screen.getByRole('heading', { name: `RV400 BRZ in ${brz.colours[1]!.name}` })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: `RV400 BRZ in ${brz.colours[1]!.name}` });
    expect(within(summary).getByRole('row', { name: `New bike price ${formatRupees(price)}` })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: `Booking amount, paid now − ${formatRupees(UPGRADE_BOOKING_AMOUNT)}` })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: `Estimated balance at the hub ${formatRupees(balance)}` })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Customer');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('asha@example.com');

    await user.click(screen.getByRole('button', { name: `Book the upgrade and pay ${formatRupees(UPGRADE_BOOKING_AMOUNT)}` }));
    expect(await screen.findByText(upgradeMessages.hub)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^State/)).toBeEnabled());
    // Only the states of the upgrade list are offered.
    expect(within(screen.getByLabelText(/^State/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a state', 'Maharashtra']);
    await user.selectOptions(screen.getByLabelText(/^State/), 'MH');
    await user.selectOptions(screen.getByLabelText(/^City/), 'MH-MUM');
    await waitFor(() => expect(screen.getByLabelText(/Upgrade hub/)).toBeEnabled());
    await user.selectOptions(screen.getByLabelText(/Upgrade hub/), '1');
    await user.click(screen.getByRole('button', { name: `Book the upgrade and pay ${formatRupees(UPGRADE_BOOKING_AMOUNT)}` }));

    await waitFor(() => expect(location()).toBe('/upgradepayment'));
    expect(localStorage.getItem(keys.upgradeOrderDetails)).toBeNull();
    expect(upgradeCalls[0]).toEqual({
      chassis: MY_CHASSIS,
      model: 'rv400-brz',
      colour: brz.colours[1]!.name,
      name: 'Asha Customer',
      email: 'asha@example.com',
      pincode: '411038',
      state: 'MH',
      city: 'MH-MUM',
      dealer_id: 1,
    });
    expect(screen.getByRole('heading', { name: `Upgrade UG-000900: RV400 BRZ in ${brz.colours[1]!.name}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Pay ${formatRupees(UPGRADE_BOOKING_AMOUNT)} now` }));
    expect(go).toHaveBeenCalledWith(new URL('/api/v1/payments/sandbox/order_up900', window.location.origin).href);
  });

  it('shows the server’s refusal at the chassis field and keeps what was typed', async () => {
    const { user } = renderAt('/upgradeproduct/');
    const chassis = screen.getByRole('textbox', { name: /Chassis number/ });
    await user.type(chassis, 'MD9RV400O25A01234');
    await user.click(screen.getByRole('button', { name: 'Check my bike' }));
    expect(chassis).toHaveAccessibleDescription(new RegExp(orderMessages.chassis.replace(/[()]/g, '\\$&')));
    expect(chassis).toHaveFocus();

    for (const [typed, message] of [
      ['MD9RV400X25A09999', upgradeMessages.notEligible],
      [NOT_DELIVERED_CHASSIS, upgradeMessages.notDelivered],
      [UPGRADING_CHASSIS, upgradeMessages.openUpgrade],
    ] as const) {
      await user.clear(chassis);
      await user.type(chassis, typed);
      await user.click(screen.getByRole('button', { name: 'Check my bike' }));
      await waitFor(() => expect(chassis).toHaveAttribute('aria-invalid', 'true'));
      expect(chassis).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(chassis).toHaveValue(typed);
      expect(screen.queryByRole('alert', { name: /could not check/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: 'RV400 BRZ' })).not.toBeInTheDocument();
    }
  });

  it('offers a retry when the check fails on the server’s side', async () => {
    let failed = false;
    server.use(
      http.post('/api/v1/upgrades/check', () => {
        if (failed) return undefined;
        failed = true;
        return HttpResponse.json({ message: 'Something went wrong on our side. Please try again in a moment.' }, { status: 503 });
      }),
    );
    const { user } = renderAt('/upgradeproduct/');
    await user.type(screen.getByRole('textbox', { name: /Chassis number/ }), MY_CHASSIS);
    await user.click(screen.getByRole('button', { name: 'Check my bike' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your RV400' })).toBeInTheDocument();
  });

  it('sends the owner back to the chassis step when nothing is chosen yet', () => {
    renderAt('/upgradeplaceorder/');
    expect(screen.getByRole('link', { name: 'Check my bike' })).toHaveAttribute('href', '/upgradeproduct/');
  });

  it('takes the choice back after a reload and checks the chassis again', async () => {
    localStorage.setItem(keys.upgradeOrderDetails, JSON.stringify({ chassis: MY_CHASSIS, model: 'rv400-brz', colour: brz.colours[0]!.name }));
    renderAt('/upgradeplaceorder/');
    expect(await screen.findByRole('heading', { name: `RV400 BRZ in ${brz.colours[0]!.name}` })).toBeInTheDocument();
    expect(screen.getByText(`Your RV400: estimated valuation`)).toBeInTheDocument();
  });

  it('has nothing to pay on /upgradepayment without a booked upgrade', () => {
    renderAt('/upgradepayment');
    expect(screen.getByRole('heading', { name: 'No upgrade waiting for payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My upgrade bookings' })).toHaveAttribute('href', '/upgradebooking');
  });
});

describe('/upgradeorder/:id and /upgradethankyou/:id', () => {
  it('retries an unpaid upgrade’s payment through the gateway', async () => {
    seedUpgrade(31, 'reserved', { payment_status: 'failed' });
    const { user } = renderAt('/upgradeorder/31');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try the payment again' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringContaining('/api/v1/payments/sandbox/order_test')));
  });

  it('says why a payment could not start, and stays on the page', async () => {
    seedUpgrade(30, 'reserved');
    server.use(http.post('/api/v1/orders/:id/payments', () => HttpResponse.json({ message: 'This booking is already paid.' }, { status: 409 })));
    const { user } = renderAt('/upgrade-booking-detail/30');
    await user.click(await screen.findByRole('button', { name: `Pay ${formatRupees(UPGRADE_BOOKING_AMOUNT)} now` }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not start the payment.');
    expect(alert).toHaveTextContent('This booking is already paid.');
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: `Pay ${formatRupees(UPGRADE_BOOKING_AMOUNT)} now` })).toBeEnabled();
  });

  it('shows a paid upgrade and links to what happens next at the hub', async () => {
    seedUpgrade(32, 'confirmed');
    const { user } = renderAt('/upgradeorder/32');
    expect(await screen.findByRole('heading', { name: 'Booking amount paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'What happens next at the hub' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, your upgrade UG-000032 is booked' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'What happens next' }));
    expect(steps.getByText(/registration certificate \(RC\).*NOC/)).toBeInTheDocument();
    expect(steps.getByText(/inspects the bike and records the final valuation/)).toBeInTheDocument();
    expect(steps.getByText(/hand over the old bike/)).toBeInTheDocument();
  });

  it('a cancelled upgrade shows its refund, not "Booking amount paid", on both pages', async () => {
    seedUpgrade(35, 'refund_initiated');
    const { unmount } = renderAt('/upgradeorder/35');
    expect(await screen.findByRole('heading', { name: 'This upgrade is cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking amount paid' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'What happens next at the hub' })).not.toBeInTheDocument();
    const panel = screen.getByRole('status', { name: 'Upgrade status' });
    expect(within(panel).getByText('Refund').nextElementSibling).toHaveTextContent(`${formatRupees(UPGRADE_BOOKING_AMOUNT)} on its way`);
    expect(within(panel).getByText('Still to pay').nextElementSibling).toHaveTextContent('Nothing');
    expect(screen.getByRole('region', { name: 'Your refund' })).toHaveTextContent('RF-000035');
    unmount();

    renderAt('/upgradethankyou/35');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your upgrade UG-000035 is cancelled' })).toBeInTheDocument();
    expect(screen.queryByText(/Pay the booking amount/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'What happens next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See its refund and timeline' })).toHaveAttribute('href', '/upgrade-booking-detail/35');
  });

  it('answers another order, or one that is not an upgrade, as not found', async () => {
    seedOrder(33, 'confirmed');
    renderAt('/upgradeorder/33');
    expect(await screen.findByRole('heading', { name: 'We cannot find this upgrade booking' })).toBeInTheDocument();
  });
});

describe('/upgradebooking and /upgrade-booking-detail/:id', () => {
  it('lists only my upgrades, linked to their detail', async () => {
    seedUpgrade(41, 'confirmed');
    seedOrder(42, 'confirmed');
    renderAt('/upgradebooking');
    const list = await screen.findByRole('list', { name: 'My upgrade bookings' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('link', { name: `RV400 BRZ in ${brz.colours[0]!.name}, UG-000041` })).toHaveAttribute('href', '/upgrade-booking-detail/41');
  });

  it('says so when there is no upgrade and links to /upgradeproduct/', async () => {
    seedOrder(42, 'confirmed');
    renderAt('/upgradebooking');
    expect(await screen.findByText(/You have no upgrade bookings/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade my bike' })).toHaveAttribute('href', '/upgradeproduct/');
  });

  it('shows the new bike, trade-in, valuations, balance, hub and timeline, with the cancel link', async () => {
    seedUpgrade(43, 'allotted', {
      upgrade: {
        trade_in_chassis: MY_CHASSIS,
        trade_in_model: 'rv400',
        trade_in_model_name: 'RV400',
        trade_in_sold_on: '2024-10-13',
        valuation,
        final_valuation: 58000,
        inspection_note: 'Rear panel scratched',
        inspected_at: '2026-11-20T09:00:00.000Z',
        balance: 80000,
      },
    });
    renderAt('/upgrade-booking-detail/43');
    expect(await screen.findByRole('heading', { level: 1, name: /Upgrade to the RV400 BRZ/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Upgrade status' })).toHaveTextContent('Bike allotted');
    expect(screen.getByText(`RV400, chassis ${MY_CHASSIS}, bought on 13 October 2024`)).toBeInTheDocument();
    expect(screen.getByText(formatRupees(valuation))).toBeInTheDocument();
    expect(screen.getByText(/₹58,000, inspected on 20 November 2026/)).toBeInTheDocument();
    expect(screen.getByText('Rear panel scratched')).toBeInTheDocument();
    expect(screen.getByText(/₹80,000 plus road tax/)).toBeInTheDocument();
    expect(screen.getByText('Revolt Service Hub Andheri')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Order timeline' });
    expect(within(timeline).getByText(/Chassis MD9RV400X26000123 allotted/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel this upgrade' })).toHaveAttribute('href', '/cancel-upgrade/43');
  });

  it('offers a retry when the upgrade cannot be loaded', async () => {
    seedUpgrade(44, 'confirmed');
    let failed = false;
    server.use(
      http.get('/api/v1/orders/:id', () => {
        if (failed) return undefined;
        failed = true;
        return HttpResponse.json({ message: 'Something went wrong on our side. Please try again in a moment.' }, { status: 503 });
      }),
    );
    const { user } = renderAt('/upgrade-booking-detail/44');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /UG-000044/ })).toBeInTheDocument();
  });
});

describe('/cancel-upgrade', () => {
  it('lists only my upgrades that can still be cancelled', async () => {
    seedUpgrade(51, 'confirmed');
    seedUpgrade(52, 'ready_for_delivery');
    seedOrder(53, 'confirmed');
    renderAt('/cancel-upgrade/');
    const list = await screen.findByRole('list', { name: 'Upgrades you can cancel' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Cancel UG-000051' })).toHaveAttribute('href', '/cancel-upgrade/51');
  });

  it('asks a reason, shows the refund, confirms, then shows the refund’s status', async () => {
    seedUpgrade(54, 'confirmed');
    const { user } = renderAt('/cancel-upgrade/54');
    await user.click(await screen.findByRole('button', { name: 'Cancel my upgrade' }));
    expect(screen.getByLabelText(/Why are you cancelling/)).toHaveAccessibleDescription(orderMessages.reason);
    await user.selectOptions(screen.getByLabelText(/Why are you cancelling/), 'Other');
    await user.click(screen.getByRole('button', { name: 'Cancel my upgrade' }));
    expect(screen.getByLabelText(/Tell us more/)).toHaveAccessibleDescription(expect.stringContaining(orderMessages.note));
    await user.type(screen.getByLabelText(/Tell us more/), 'Keeping my old bike');
    expect(screen.getByRole('note', { name: 'Your refund' })).toHaveTextContent(`We refund ${formatRupees(UPGRADE_BOOKING_AMOUNT)} to the account you paid from within 7 working days`);

    await user.click(screen.getByRole('button', { name: 'Cancel my upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel upgrade UG-000054?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my upgrade' }));
    expect(screen.getByLabelText(/Tell us more/)).toHaveValue('Keeping my old bike');

    await user.click(screen.getByRole('button', { name: 'Cancel my upgrade' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel my upgrade' }));
    expect(await screen.findByText('Your upgrade UG-000054 is cancelled.')).toBeInTheDocument();
    const refund = screen.getByRole('region', { name: 'Your refund' });
    expect(within(refund).getByText('RF-000054')).toBeInTheDocument();
    expect(within(refund).getByText(formatRupees(UPGRADE_BOOKING_AMOUNT))).toBeInTheDocument();
    expect(within(refund).getByText('Refund initiated')).toBeInTheDocument();
  });

  it('keeps the form and shows the server’s refusal', async () => {
    seedUpgrade(55, 'confirmed');
    server.use(http.post('/api/v1/orders/:id/cancel', () => HttpResponse.json({ message: orderMessages.notCancellable }, { status: 409 })));
    const { user } = renderAt('/cancel-upgrade/55');
    await user.selectOptions(await screen.findByLabelText(/Why are you cancelling/), 'Moving to another city');
    await user.click(screen.getByRole('button', { name: 'Cancel my upgrade' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel my upgrade' }));
    expect(await screen.findByText(orderMessages.notCancellable)).toBeInTheDocument();
    expect(screen.getByLabelText(/Why are you cancelling/)).toHaveValue('Moving to another city');
  });
});

describe('routes', () => {
  it('needs a signed-in customer on every upgrade screen but the order page, which an SMS payment link opens', () => {
    for (const path of ['/upgradeproduct/', '/upgradeplaceorder/', '/upgradepayment', '/upgradethankyou/7', '/upgradebooking', '/upgrade-booking-detail/7', '/cancel-upgrade/', '/cancel-upgrade/7'])
      expect(findRoute(path)?.guard, path).toBe('customer');
    expect(findRoute('/upgradeorder/7')?.guard).toBe('public');
  });

  it('opens the order of a call-centre payment link with the key of its #fragment, clears the fragment and goes on to the gateway', async () => {
    const key = 'k'.repeat(43);
    const order = seedUpgrade(34, 'reserved');
    const sent: (string | null)[] = [];
    const payment = { order_id: 'order_up', amount: order.amount, currency: 'INR', checkout_url: '/api/v1/payments/sandbox/order_up' };
    const withKey = (request: Request, answer: () => Response) =>
      request.headers.get('x-booking-key') === key ? answer() : HttpResponse.json({ message: 'Booking not found.' }, { status: 404 });
    server.use(
      http.get('/api/v1/orders/:id', ({ request }) => {
        sent.push(request.headers.get('x-booking-key'));
        return withKey(request, () => HttpResponse.json({ data: order }));
      }),
      http.post('/api/v1/orders/:id/payments', ({ request }) => withKey(request, () => HttpResponse.json({ data: payment }, { status: 201 }))),
    );
    window.history.replaceState(null, '', `/upgradeorder/34#key=${key}`);
    renderWithProviders(
      <Routes>
        <Route path={paths.upgradeOrder.path} element={<UpgradeOrderScreen />} />
      </Routes>,
      { route: '/upgradeorder/34' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: /UG-000034/ })).toBeInTheDocument();
    expect(sent).toContain(key);
    expect(window.location.hash).toBe('');
    expect(await screen.findByRole('status', { name: 'Payment' })).toHaveTextContent('Opening the payment page…');
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:3000/api/v1/payments/sandbox/order_up'));
  });
});
