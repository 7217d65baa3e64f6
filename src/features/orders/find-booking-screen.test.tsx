// The guest look-up: /find-my-booking, and the same form in place on a booking page this browser cannot open
// (another device, no account), after which the page opens where the customer is.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderMessages } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { keys } from '@/lib/storage';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { LOOKUP_OTP, LOOKUP_TOKEN, ORDER_KEY, seedOrder } from '../../../tests/mocks/handlers/orders';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { BookingDetailScreen } from './booking-detail-screen';
import { EditBookingScreen } from './edit-booking-screen';
import { FindBookingScreen } from './find-booking-screen';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.bookingDetail.path} element={<BookingDetailScreen />} />
      <Route path={paths.editBooking.path} element={<EditBookingScreen />} />
      <Route path={paths.findBooking.path} element={<FindBookingScreen />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  server.use(serviceCentresHandler);
});

describe('the look-up in place', () => {
  it('offers a visitor without access the look-up in place: reference and mobile, then the OTP, then the booking opens here', async () => {
    seedOrder(10, 'confirmed', {}, { owner: null, key: ORDER_KEY });
    const { user } = renderAt('/booking-detail/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in or look up your booking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?redirect=%2Fbooking-detail%2F10');
    const form = screen.getByRole('form', { name: 'Find my booking' });
    expect(within(form).getByLabelText(/Booking reference/)).toHaveValue('BK-000010');
    await user.type(within(form).getByLabelText(/Mobile number/), '9876543210');
    await user.click(within(form).getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(orderMessages.lookup)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/OTP/), '000000');
    await user.click(within(form).getByRole('button', { name: 'Open my booking' }));
    expect(await screen.findByText(/Enter the 6-digit OTP/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Mobile number/)).toHaveValue('9876543210');
    await user.clear(within(form).getByLabelText(/OTP/));
    await user.type(within(form).getByLabelText(/OTP/), LOOKUP_OTP);
    await user.click(within(form).getByRole('button', { name: 'Open my booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: /RV400\s*BK-000010/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/booking-detail/10');
    expect(screen.getByRole('link', { name: 'Cancel this booking' })).toHaveAttribute('href', '/cancel-my-revolt/10');
  });

  it('on another device, the look-up in place opens the edit page too, and the change is saved with the look-up session', async () => {
    seedOrder(19, 'confirmed', {}, { owner: null, key: ORDER_KEY });
    let proof: string | null = null;
    server.use(
      http.patch('/api/v1/orders/:id', ({ request }) => {
        proof = request.headers.get('x-order-lookup');
        return undefined;
      }),
    );
    const { user } = renderAt('/editbooking/19');
    const form = await screen.findByRole('form', { name: 'Find my booking' });
    await user.type(within(form).getByLabelText(/Mobile number/), '9876543210');
    await user.click(within(form).getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(form).findByLabelText(/OTP/), LOOKUP_OTP);
    await user.click(within(form).getByRole('button', { name: 'Open my booking' }));
    await user.click(await screen.findByRole('radio', { name: 'Mist Grey' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your booking is updated.')).toBeInTheDocument();
    expect(proof).toBe(LOOKUP_TOKEN);
  });
});

describe('/find-my-booking', () => {
  it('sends an OTP for the reference and mobile, then opens the booking with the look-up session', async () => {
    seedOrder(42, 'confirmed', {}, { owner: null });
    const { user } = renderAt('/find-my-booking');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Enter your booking reference, e.g. BK-000042.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Booking reference/), 'bk-000042');
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(orderMessages.lookup)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/OTP/), '000000');
    await user.click(screen.getByRole('button', { name: 'Open my booking' }));
    expect(await screen.findByText(/Enter the 6-digit OTP/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/OTP/));
    await user.type(screen.getByLabelText(/OTP/), LOOKUP_OTP);
    await user.click(screen.getByRole('button', { name: 'Open my booking' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/booking-detail/42'));
    expect(await screen.findByRole('heading', { level: 1, name: /BK-000042/ })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(keys.orderLookup) ?? '{}')).toHaveProperty('42');
  });
});
