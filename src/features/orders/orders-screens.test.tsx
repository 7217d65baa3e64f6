import { screen, waitFor, within } from '@testing-library/react';
import { phoneText } from '@/lib/format';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderMessages } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { findRoute } from '@/app/routes';
import { rememberBooking } from '@/lib/order-access';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { ORDER_KEY, resetOrders, seedOrder } from '../../../tests/mocks/handlers/orders';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { BookingDetailScreen } from './booking-detail-screen';
import { BookingUpdatesScreen } from './booking-updates-screen';
import { CancelBookingScreen } from './cancel-booking-screen';
import { CancelChooseScreen } from './cancel-choose-screen';
import { EditBookingScreen } from './edit-booking-screen';
import { ThankYouCancelScreen } from './thank-you-cancel-screen';
import { UserBookingsScreen } from './user-bookings-screen';
import { UserDashboardScreen } from './user-dashboard-screen';

const signedIn = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } });

function renderAt(route: string, asCustomer = true) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.userDashboard.path} element={<UserDashboardScreen />} />
      <Route path={paths.userBooking.path} element={<UserBookingsScreen />} />
      <Route path={paths.bookingDetail.path} element={<BookingDetailScreen />} />
      <Route path={paths.bookingUpdates.path} element={<BookingUpdatesScreen />} />
      <Route path={paths.editBooking.path} element={<EditBookingScreen />} />
      <Route path={paths.cancelBookingChoose.path} element={<CancelChooseScreen />} />
      <Route path={paths.cancelBooking.path} element={<CancelBookingScreen />} />
      <Route path={paths.thankYouCancel.path} element={<ThankYouCancelScreen />} />
    </Routes>,
    { route, preloadedState: asCustomer ? signedIn() : undefined },
  );
}

const failOnce = (method: 'get' | 'post' | 'patch', url: string) => {
  let failed = false;
  return http[method](url, () => {
    if (failed) return undefined;
    failed = true;
    return HttpResponse.json({ message: 'Something went wrong on our side. Please try again in a moment.' }, { status: 503 });
  });
};

beforeEach(() => {
  resetOrders();
  server.use(serviceCentresHandler);
});

describe('/userbooking', () => {
  it('lists my orders newest first with picture, state, amount paid, hub and date', async () => {
    seedOrder(5, 'confirmed', { created_at: '2026-11-24T06:30:00.000Z' });
    seedOrder(3, 'delivered', { created_at: '2026-02-02T06:30:00.000Z', colour: 'Mist Grey' });
    renderAt('/userbooking');
    expect(screen.getByRole('status', { name: 'Loading your bookings' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'My bookings' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'RV400 in Cosmic Black, BK-000005' })).toHaveAttribute('href', '/booking-detail/5');
    expect(within(cards[0]!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('₹499')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Revolt Service Hub Hinjewadi')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('24 November 2026')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: /RV400 electric motorcycle in Cosmic Black/ })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('img', { name: /in Mist Grey/ })).toBeInTheDocument();
  });

  it('links an upgrade to its upgrade detail, and offers the upgrade pages', async () => {
    seedOrder(6, 'confirmed', { kind: 'upgrade', reference: 'UG-000006' });
    renderAt('/userbooking');
    const list = await screen.findByRole('list', { name: 'My bookings' });
    expect(within(list).getByRole('link', { name: 'RV400 in Cosmic Black, UG-000006' })).toHaveAttribute('href', '/upgrade-booking-detail/6');
    expect(screen.getByRole('link', { name: 'Upgrade my bike' })).toHaveAttribute('href', '/upgradeproduct/');
    expect(screen.getByRole('link', { name: 'My upgrade bookings' })).toHaveAttribute('href', '/upgradebooking');
  });

  it('says so when there are no orders and links to booking', async () => {
    renderAt('/userbooking');
    expect(await screen.findByText(/You have no bookings yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Revolt' })).toHaveAttribute('href', '/book');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    seedOrder(5);
    server.use(failOnce('get', '/api/v1/orders'));
    const { user } = renderAt('/userbooking');
    expect(await screen.findByText('Something went wrong on our side. Please try again in a moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Cosmic Black, BK-000005/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Booking pass for BK-000005' }), 'a paid booking links its pass from the list').toHaveAttribute('href', '/booking-pass/5');
  });
});

describe('/userdashboard', () => {
  it('greets the customer and shows the booking in progress with its next step, pay action and shortcuts', async () => {
    seedOrder(2, 'delivered', { created_at: '2026-01-01T06:30:00.000Z' });
    seedOrder(8, 'reserved', { created_at: '2026-11-20T06:30:00.000Z' });
    renderAt('/userdashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Asha' })).toBeInTheDocument();
    const current = await screen.findByRole('region', { name: 'Your current booking' });
    expect(within(current).getByRole('link', { name: /BK-000008/ })).toBeInTheDocument();
    expect(within(current).getByText('Reserved: payment pending')).toBeInTheDocument();
    expect(within(current).getByText('Pay the booking amount to confirm your booking.')).toBeInTheDocument();
    expect(within(current).getByRole('link', { name: 'Cancel this booking' })).toHaveAttribute('href', '/cancel-my-revolt/8');
    // The one tap to the gateway: order-pay.test.tsx.
    expect(within(current).getByRole('button', { name: 'Pay ₹499 now' })).toBeEnabled();
    for (const name of ['My bookings', 'My test rides', 'My profile', 'Book a test ride']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My test rides' })).toHaveAttribute('href', '/usertestride');
    expect(screen.getByRole('link', { name: 'Upgrade my bike' })).toHaveAttribute('href', '/upgradeproduct/');
    expect(screen.getByRole('link', { name: 'My upgrade bookings' })).toHaveAttribute('href', '/upgradebooking');
  });

  it('with nothing in progress offers to book, and retries a failed load', async () => {
    seedOrder(2, 'refunded');
    server.use(failOnce('get', '/api/v1/orders'));
    const { user } = renderAt('/userdashboard');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No booking in progress' })).toBeInTheDocument();
  });
});

describe('/booking-detail/:id', () => {
  it('shows the order, its timeline in order with times, hub, documents and the allowed actions', async () => {
    seedOrder(7, 'allotted', { chassis: 'MD9RV400X26000123' });
    renderAt('/booking-detail/7');
    expect(await screen.findByRole('heading', { level: 1, name: /RV400\s*BK-000007/ })).toBeInTheDocument();
    const panel = screen.getByRole('status', { name: 'Booking status' });
    expect(panel).toHaveTextContent('Bike allotted');
    expect(within(panel).getByText('Paid').nextElementSibling).toHaveTextContent('₹499');
    expect(within(panel).getByText('To pay at the hub').nextElementSibling).toHaveTextContent('₹1,34,491 plus road tax, registration and insurance');
    expect(within(panel).queryByText('Refund')).not.toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Order timeline' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Booking BK-000007 reserved',
      'Payment of ₹499 received',
      'Chassis MD9RV400X26000123 allotted at Hinjewadi',
    ]);
    expect(items[1]!.querySelector('time')).toHaveAttribute('datetime');
    expect(screen.getByRole('link', { name: phoneText('+91 20 4671 3302') })).toHaveAttribute('href', 'tel:+912046713302');
    expect(screen.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
    expect(screen.getByRole('heading', { name: 'Documents to bring' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change colour, hub or contact' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel this booking' })).toHaveAttribute('href', '/cancel-my-revolt/7');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Booking pass' })).toHaveAttribute('href', '/booking-pass/7');
  });

  it('names the coupon the booking was made with', async () => {
    seedOrder(11, 'confirmed', { coupon: { code: 'DIWALI200', value: 200, text: '₹200 off the booking amount' } });
    renderAt('/booking-detail/11');
    expect(await screen.findByText('DIWALI200: ₹200 off the booking amount')).toBeInTheDocument();
    expect(screen.getByText('Coupon')).toBeInTheDocument();
  });

  it('offers the payment of an unpaid order, and edit and cancel', async () => {
    seedOrder(9, 'reserved');
    renderAt('/booking-detail/9');
    // The one tap to the gateway: order-pay.test.tsx.
    expect(await screen.findByRole('button', { name: 'Pay ₹499 now' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Change colour, hub or contact' })).toHaveAttribute('href', '/editbooking/9');
    expect(screen.queryByRole('link', { name: 'Booking pass' }), 'no pass before the booking is paid').not.toBeInTheDocument();
  });

  it('shows a cancelled booking’s refund in its status panel and refund section, and no documents to bring', async () => {
    seedOrder(13, 'refund_initiated');
    renderAt('/booking-detail/13');
    const panel = await screen.findByRole('status', { name: 'Booking status' });
    expect(panel).toHaveTextContent('Refund initiated');
    expect(within(panel).getByText('Paid').nextElementSibling).toHaveTextContent('₹499');
    expect(within(panel).getByText('Refund').nextElementSibling).toHaveTextContent('₹499 on its way to the account you paid from');
    expect(within(panel).getByText('Still to pay').nextElementSibling).toHaveTextContent('Nothing');
    const refund = screen.getByRole('region', { name: 'Your refund' });
    expect(refund).toHaveTextContent('RF-000013');
    expect(refund).toHaveTextContent('Refund initiated');
    expect(screen.queryByRole('heading', { name: 'Documents to bring' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel this booking' })).not.toBeInTheDocument();
  });

  it("opens for a guest with this tab's booking key", async () => {
    seedOrder(11, 'confirmed', {}, { owner: null, key: ORDER_KEY });
    rememberBooking(11, { key: ORDER_KEY });
    renderAt('/booking-detail/11', false);
    expect(await screen.findByRole('heading', { level: 1, name: /BK-000011/ })).toBeInTheDocument();
  });

  it('offers a retry when the order cannot be loaded', async () => {
    seedOrder(12);
    server.use(failOnce('get', '/api/v1/orders/:id'));
    const { user } = renderAt('/booking-detail/12');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /BK-000012/ })).toBeInTheDocument();
  });

  it('answers not found for an id that is not an order number', async () => {
    renderAt('/booking-detail/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('/booking-updates/:id', () => {
  it('shows the timeline alone and hides the site chrome in the app view', async () => {
    seedOrder(7, 'confirmed');
    const { unmount } = renderAt('/booking-updates/7?mobileAppView=true');
    expect(await screen.findByRole('heading', { level: 1, name: /Updates on BK-000007/ })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem')).toHaveLength(2);
    expect(document.documentElement).toHaveClass('order-app-view');
    expect(screen.queryByRole('heading', { name: 'Documents to bring' })).not.toBeInTheDocument();
    unmount();
    expect(document.documentElement).not.toHaveClass('order-app-view');
  });
});

describe('/editbooking/:id', () => {
  it("shows the server's field error beside the field and keeps every value, then saves and returns with a notice", async () => {
    seedOrder(7, 'confirmed');
    let fail = true;
    let body: unknown = null;
    server.use(
      http.patch('/api/v1/orders/:id', async ({ request }) => {
        body = await request.clone().json();
        if (!fail) return undefined;
        fail = false;
        return HttpResponse.json({ message: 'Check the highlighted fields.', errors: [{ field: 'dealer_id', message: orderMessages.hubState }] }, { status: 400 });
      }),
    );
    const { user } = renderAt('/editbooking/7');
    await user.click(await screen.findByRole('radio', { name: 'Mist Grey' }));
    await waitFor(() => expect(screen.getByLabelText(/Delivery hub/)).toBeEnabled());
    expect(within(screen.getByLabelText(/Delivery hub/)).queryByRole('option', { name: /Connaught Place/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Delivery hub/), '1');
    await user.clear(screen.getByLabelText(/Full name/));
    await user.type(screen.getByLabelText(/Full name/), 'Ravi K');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Delivery hub/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(orderMessages.hubState)).toBeInTheDocument();
    expect(body).toEqual({ colour: 'Mist Grey', dealer_id: 1, name: 'Ravi K' });
    expect(screen.getByRole('radio', { name: 'Mist Grey' })).toBeChecked();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi K');
    expect(screen.getByLabelText(/Delivery hub/)).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/booking-detail/7'));
    expect(await screen.findByText('Your booking is updated.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('RV400');
    expect(screen.getByText('Booking details changed')).toBeInTheDocument();
  });

  it('says a delivered order can no longer be changed', async () => {
    seedOrder(8, 'ready_for_delivery');
    renderAt('/editbooking/8');
    expect(await screen.findByText(orderMessages.notEditable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});

describe('/cancel-my-revolt', () => {
  it('lists only the bookings that can still be cancelled', async () => {
    seedOrder(4, 'confirmed');
    seedOrder(5, 'delivered');
    renderAt('/cancel-my-revolt/');
    const list = await screen.findByRole('list', { name: 'Bookings you can cancel' });
    expect(within(list).getByRole('link', { name: 'Cancel BK-000004' })).toHaveAttribute('href', '/cancel-my-revolt/4');
    expect(within(list).queryByText(/BK-000005/)).not.toBeInTheDocument();
  });

  it('asks a reason (a note for Other), tells the refund, confirms, then shows the refund reference', async () => {
    seedOrder(7, 'confirmed');
    let body: unknown = null;
    server.use(
      http.post('/api/v1/orders/:id/cancel', async ({ request }) => {
        body = await request.clone().json();
        return undefined;
      }),
    );
    const { user } = renderAt('/cancel-my-revolt/7');
    expect(await screen.findByRole('note', { name: 'Your refund' })).toHaveTextContent('We refund ₹499 to the account you paid from within 7 working days');
    await user.click(screen.getByRole('button', { name: 'Cancel my booking' }));
    expect(await screen.findByText(orderMessages.reason)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Why are you cancelling/), 'Other');
    await user.click(screen.getByRole('button', { name: 'Cancel my booking' }));
    expect(await screen.findByText(orderMessages.note)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Tell us more/), 'Moving abroad');
    await user.click(screen.getByRole('button', { name: 'Cancel my booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking BK-000007?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my booking' }));
    expect(body).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel my booking' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel my booking' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thankyoucancel/7'));
    expect(body).toEqual({ reason: 'Other', note: 'Moving abroad' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking BK-000007 is cancelled' })).toBeInTheDocument();
    const refund = screen.getByRole('region', { name: 'Your refund' });
    expect(refund).toHaveTextContent('RF-000007');
    expect(refund).toHaveTextContent('Refund initiated');
    expect(refund).toHaveTextContent('1 December 2026');
  });

  it("shows the server's refusal and keeps the choice", async () => {
    seedOrder(7, 'confirmed');
    server.use(http.post('/api/v1/orders/:id/cancel', () => HttpResponse.json({ message: orderMessages.notCancellable }, { status: 409 })));
    const { user } = renderAt('/cancel-my-revolt/7');
    await user.selectOptions(await screen.findByLabelText(/Why are you cancelling/), 'Moving to another city');
    await user.click(screen.getByRole('button', { name: 'Cancel my booking' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel my booking' }));
    expect(await screen.findByText(orderMessages.notCancellable)).toBeInTheDocument();
    expect(screen.getByLabelText(/Why are you cancelling/)).toHaveValue('Moving to another city');
  });
});

describe('/thankyoucancel/:id', () => {
  it('for a booking that is not cancelled, thanks for nothing and points to its detail', async () => {
    seedOrder(7, 'confirmed');
    renderAt('/thankyoucancel/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking BK-000007 is not cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See booking BK-000007' })).toHaveAttribute('href', '/booking-detail/7');
    expect(screen.getByRole('status', { name: 'Booking status' })).toHaveTextContent('Confirmed');
    expect(screen.queryByText(/Nothing was paid/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /is cancelled/ })).not.toBeInTheDocument();
  });

  it('for a refunded booking, says what was paid and what came back, with the refund reference', async () => {
    seedOrder(8, 'refunded');
    renderAt('/thankyoucancel/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking BK-000008 is cancelled' })).toBeInTheDocument();
    const panel = screen.getByRole('status', { name: 'Booking status' });
    expect(within(panel).getByText('Paid').nextElementSibling).toHaveTextContent('₹499');
    expect(within(panel).getByText('Refund').nextElementSibling).toHaveTextContent('₹499 refunded to the account you paid from');
    const refund = screen.getByRole('region', { name: 'Your refund' });
    expect(refund).toHaveTextContent('RF-000008');
    expect(refund).toHaveTextContent(/Refunded on \d+ November 2026/);
  });

  it('for a paid booking cancelled before its refund starts, promises the refund instead of saying nothing was paid', async () => {
    seedOrder(9, 'cancelled');
    renderAt('/thankyoucancel/9');
    expect(await screen.findByText(/to the account you paid from within 7 working days/)).toHaveTextContent('We refund ₹499 to the account you paid from');
    expect(within(screen.getByRole('status', { name: 'Booking status' })).getByText('Refund').nextElementSibling).toHaveTextContent('Not started yet');
    expect(screen.queryByText(/Nothing was paid/)).not.toBeInTheDocument();
  });
});

describe('portal routes', () => {
  it('guards the lists for a signed-in customer and leaves one order’s screens to the API’s access check', () => {
    for (const path of ['/userdashboard', '/userbooking', '/cancel-my-revolt/']) expect(findRoute(path)?.guard).toBe('customer');
    for (const path of ['/booking-detail/7', '/booking-updates/7', '/editbooking/7', '/cancel-my-revolt/7', '/thankyoucancel/7', '/find-my-booking'])
      expect(findRoute(path)).toMatchObject({ guard: 'public', noindex: true, prerender: false });
  });
});
