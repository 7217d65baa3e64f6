import { screen, waitFor, within } from '@testing-library/react';
import { phoneText } from '@/lib/format';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@contract/orders';
import { paths } from '@contract/paths';
import { checkout } from '@/lib/checkout';
import { readBookingAccess, rememberBooking } from '@/lib/order-access';
import { BOOKING_KEY } from '../../../tests/mocks/handlers/bookings';
import { LOOKUP_OTP, seedOrder } from '../../../tests/mocks/handlers/orders';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { BookingStatusScreen } from './booking-status-screen';

function renderAt(route: string, routeState?: unknown) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.thankYouBooking.path} element={<BookingStatusScreen />} />
    </Routes>,
    { route, routeState },
  );
}

let go: ReturnType<typeof vi.fn<(url: string) => void>>;
const realGo = checkout.go;

beforeEach(() => {
  go = vi.fn<(url: string) => void>();
  checkout.go = go;
});
afterEach(() => {
  checkout.go = realGo;
});

/** A booking made in this tab (its key remembered, as /book does), as the orders API answers it. */
function bookedHere(id: number, state: Order['state'] = 'reserved', overrides: Partial<Order> = {}): Order {
  const order = seedOrder(id, state, overrides, { owner: null, key: BOOKING_KEY });
  rememberBooking(id, { key: BOOKING_KEY });
  return order;
}

const failOnce = (method: 'get' | 'post', url: string) => {
  let failed = false;
  return http[method](url, () => {
    if (failed) return undefined;
    failed = true;
    return HttpResponse.json({ message: 'Something went wrong on our side. Please try again in a moment.' }, { status: 503 });
  });
};

describe('/thankyoubooking/:id', () => {
  it('renders a paid booking from its order: status panel, details and next steps', async () => {
    bookedHere(7, 'confirmed');
    renderAt('/thankyoubooking/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your RV400 is booked' })).toBeInTheDocument();
    const panel = screen.getByRole('status', { name: 'Booking status' });
    expect(panel).toHaveTextContent('We have received your booking amount of ₹499. Your booking is confirmed.');
    expect(panel).toHaveTextContent('BK-000007');
    expect(panel).toHaveTextContent('Confirmed');
    expect(within(panel).getByText('Paid').nextElementSibling).toHaveTextContent('₹499');
    expect(within(panel).getByText('To pay at the hub').nextElementSibling).toHaveTextContent('₹1,34,491 plus road tax, registration and insurance');
    expect(screen.getByText(/Revolt Service Hub Hinjewadi/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: phoneText('+91 20 4671 3302') })).toHaveAttribute('href', 'tel:+912046713302');
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByText(/Cancel before delivery and we refund ₹499/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay|payment/ })).not.toBeInTheDocument();
  });

  it('decides "paid" from the server’s payment group, not the latest attempt: a refunded booking is cancelled, not booked', async () => {
    bookedHere(14, 'refunded');
    renderAt('/thankyoubooking/14');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking BK-000014 is cancelled' })).toBeInTheDocument();
    const panel = screen.getByRole('status', { name: 'Booking status' });
    expect(within(panel).getByText('Refund').nextElementSibling).toHaveTextContent('₹499 refunded to the account you paid from');
    expect(screen.queryByText(/We have received your booking amount/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What happens next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your booking and its progress' })).toHaveAttribute('href', '/booking-detail/14');
  });

  it('says whether the benefit of a partner offer or an invitation was applied, when its form hands that over', async () => {
    bookedHere(16);
    renderAt('/thankyoubooking/16', { message: 'Booked.', benefit: { applied: true, text: 'Priority allotment is on your booking.' } });
    const card = await screen.findByRole('status', { name: 'Booking status' });
    expect(card).toHaveTextContent('Priority allotment is on your booking.');
  });

  it('says that a benefit could not be applied', async () => {
    bookedHere(17);
    renderAt('/thankyoubooking/17', { message: 'Booked.', benefit: { applied: false, text: 'The offer could not be applied: this code is used up.' } });
    const card = await screen.findByRole('status', { name: 'Booking status' });
    expect(card).toHaveTextContent('The offer could not be applied: this code is used up.');
    expect(screen.getByText(/could not be applied/)).toHaveClass('booking-status__benefit--failed');
  });

  it('after a failed payment, one tap asks for a new payment order and opens the gateway', async () => {
    bookedHere(8, 'reserved', { payment_status: 'failed' });
    const { user } = renderAt('/thankyoubooking/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment did not go through' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try the payment again' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:3000/api/v1/payments/sandbox/order_test1'));
    expect(readBookingAccess(8)?.paying).toBe(true);
  });

  it('says what went wrong when the payment cannot be started, and keeps the button', async () => {
    bookedHere(9, 'reserved', { payment_status: 'failed' });
    server.use(http.post('/api/v1/orders/:id/payments', () => HttpResponse.json({ message: 'This booking is already paid.' }, { status: 409 })));
    const { user } = renderAt('/thankyoubooking/9');
    await user.click(await screen.findByRole('button', { name: 'Try the payment again' }));
    expect(await screen.findByText('This booking is already paid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try the payment again' })).toBeEnabled();
    expect(go).not.toHaveBeenCalled();
  });

  describe('a payment link sent by SMS', () => {
    const key = 'L'.repeat(43);
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('opens the gateway on its first load: the key comes from the fragment, which leaves the address', async () => {
      seedOrder(15, 'reserved', {}, { owner: null, key });
      let sentKey: string | null = null;
      server.use(
        http.post('/api/v1/orders/:id/payments', ({ request }) => {
          sentKey = request.headers.get('x-booking-key');
          return undefined;
        }),
      );
      window.history.replaceState(null, '', `/thankyoubooking/15#key=${key}`);
      const first = renderAt('/thankyoubooking/15');
      const opening = await screen.findByRole('status', { name: 'Payment' });
      expect(opening).toHaveTextContent('Opening the payment page…');
      await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:3000/api/v1/payments/sandbox/order_test1'));
      expect(go).toHaveBeenCalledTimes(1);
      expect(sentKey).toBe(key);
      // The fallback link renders just after the gateway is opened (its own state update).
      expect(await within(opening).findByRole('link', { name: 'Go to the payment page' })).toHaveAttribute('href', 'http://localhost:3000/api/v1/payments/sandbox/order_test1');
      expect(window.location.hash).toBe('');
      expect(readBookingAccess(15)?.key).toBe(key);
      first.unmount();

      // Back from the gateway (no fragment): the page, with the payment to tap and the check, but no second redirect.
      renderAt('/thankyoubooking/15');
      expect(await screen.findByRole('button', { name: 'Check the payment again' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pay ₹499 now' })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Payment' })).not.toBeInTheDocument();
      expect(go).toHaveBeenCalledTimes(1);
    });

    it('says why the payment page could not be opened, and tries again', async () => {
      seedOrder(18, 'reserved', {}, { owner: null, key });
      server.use(failOnce('post', '/api/v1/orders/:id/payments'));
      window.history.replaceState(null, '', `/thankyoubooking/18#key=${key}`);
      const { user } = renderAt('/thankyoubooking/18');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('We could not open the payment page.');
      expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
      expect(go).not.toHaveBeenCalled();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:3000/api/v1/payments/sandbox/order_test1'));
    });

    it('of a booking already paid shows it booked and opens no payment', async () => {
      seedOrder(19, 'confirmed', {}, { owner: null, key });
      window.history.replaceState(null, '', `/thankyoubooking/19#key=${key}`);
      renderAt('/thankyoubooking/19');
      expect(await screen.findByRole('heading', { level: 1, name: 'Your RV400 is booked' })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Payment' })).not.toBeInTheDocument();
      expect(go).not.toHaveBeenCalled();
    });
  });

  it('where this browser has no key, offers the OTP look-up in place and then shows the booking', async () => {
    seedOrder(10, 'confirmed', {}, { owner: null, key: BOOKING_KEY });
    const { user } = renderAt('/thankyoubooking/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in or look up your booking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?redirect=%2Fthankyoubooking%2F10');
    const form = screen.getByRole('form', { name: 'Find my booking' });
    expect(within(form).getByLabelText(/Booking reference/)).toHaveValue('BK-000010');
    await user.type(within(form).getByLabelText(/Mobile number/), '9876543210');
    await user.click(within(form).getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(form).findByLabelText(/OTP/), LOOKUP_OTP);
    await user.click(within(form).getByRole('button', { name: 'Open my booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your RV400 is booked' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/thankyoubooking/10');
  });

  it('offers a retry when the booking cannot be loaded', async () => {
    bookedHere(11);
    server.use(failOnce('get', '/api/v1/orders/:id'));
    const { user } = renderAt('/thankyoubooking/11');
    expect(await screen.findByText('Something went wrong on our side. Please try again in a moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserved: pay ₹499 to confirm' })).toBeInTheDocument();
  });

  it('before any payment attempt offers only the payment; back from the gateway it offers to check again', async () => {
    seedOrder(12, 'reserved', {}, { owner: null, key: BOOKING_KEY });
    rememberBooking(12, { key: BOOKING_KEY, payment: { order_id: 'order_x', amount: 499, currency: 'INR', checkout_url: '/api/v1/payments/sandbox/order_x' } });
    const first = renderAt('/thankyoubooking/12');
    const pay = await screen.findByRole('link', { name: 'Pay ₹499 now' });
    expect(pay).toHaveAttribute('href', 'http://localhost:3000/api/v1/payments/sandbox/order_x');
    expect(screen.queryByText(/Paid already\?/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check the payment again' })).not.toBeInTheDocument();
    pay.addEventListener('click', (e) => e.preventDefault());
    await first.user.click(pay);
    first.unmount();
    renderAt('/thankyoubooking/12');
    expect(await screen.findByRole('button', { name: 'Check the payment again' })).toBeInTheDocument();
    expect(screen.getByText(/Paid already\? The bank can take a minute to tell us\./)).toBeInTheDocument();
  });

  it('links a confirmed booking to its detail page', async () => {
    bookedHere(13, 'confirmed');
    renderAt('/thankyoubooking/13');
    expect(await screen.findByRole('link', { name: 'See your booking and its progress' })).toHaveAttribute('href', '/booking-detail/13');
  });

  it('answers not found for an id that is not a booking number', async () => {
    renderAt('/thankyoubooking/abc');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });
});
