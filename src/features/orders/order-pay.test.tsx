import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@contract/paths';
import { checkout } from '@/lib/checkout';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { resetOrders, seedOrder } from '../../../tests/mocks/handlers/orders';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { BookingDetailScreen } from './booking-detail-screen';
import { UserDashboardScreen } from './user-dashboard-screen';

const signedIn = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } });

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.userDashboard.path} element={<UserDashboardScreen />} />
      <Route path={paths.bookingDetail.path} element={<BookingDetailScreen />} />
    </Routes>,
    { route, preloadedState: signedIn() },
  );
}

const GATEWAY = 'http://localhost:3000/api/v1/payments/sandbox/order_test1';
let go: ReturnType<typeof vi.fn<(url: string) => void>>;
const realGo = checkout.go;

beforeEach(() => {
  resetOrders();
  go = vi.fn<(url: string) => void>();
  checkout.go = go;
});
afterEach(() => {
  checkout.go = realGo;
});

describe('one tap to the gateway', () => {
  it('from the booking detail: the pay button goes straight to the checkout page, no second link to tap', async () => {
    seedOrder(9, 'reserved');
    const { user } = renderAt('/booking-detail/9');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹499 now' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(GATEWAY));
    expect(go).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: /payment page/ })).not.toBeInTheDocument();
  });

  it('from the dashboard: the current booking is paid in one tap, and a failed attempt is retried the same way', async () => {
    seedOrder(8, 'reserved', { payment_status: 'failed', created_at: '2026-11-20T06:30:00.000Z' });
    const { user } = renderAt('/userdashboard');
    const current = await screen.findByRole('region', { name: 'Your current booking' });
    await user.click(within(current).getByRole('button', { name: 'Try the payment again' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(GATEWAY));
    expect(within(current).queryByRole('link', { name: /payment page/ })).not.toBeInTheDocument();
  });

  it('says why the payment could not start, and the same button tries again', async () => {
    seedOrder(9, 'reserved');
    let refused = false;
    server.use(
      http.post('/api/v1/orders/:id/payments', () => {
        if (refused) return undefined;
        refused = true;
        return HttpResponse.json({ message: 'Something went wrong on our side. Please try again in a moment.' }, { status: 503 });
      }),
    );
    const { user } = renderAt('/booking-detail/9');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹499 now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not start the payment.');
    expect(go).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pay ₹499 now' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(GATEWAY));
  });
});
