import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { Link, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { resetOrders, seedOrder } from '../../../tests/mocks/handlers/orders';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { BookingDetailScreen } from './booking-detail-screen';

const signedIn = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } });

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <nav aria-label="Test">
        <Link to={paths.bookingDetail.getHref(7)}>Open 7</Link>
        <Link to={paths.bookingDetail.getHref(8)}>Open 8</Link>
      </nav>
      <Routes>
        <Route path={paths.bookingDetail.path} element={<BookingDetailScreen />} />
      </Routes>
    </>,
    { route, preloadedState: signedIn() },
  );
}

/** Holds the next reads of one order until `release()`; other requests go on to the usual handlers. */
function holdReadsOf(id: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('/api/v1/orders/:id', async ({ params }) => {
      if (Number(params.id) === id) await released;
      return undefined;
    }),
  );
  return release;
}

beforeEach(() => resetOrders());

describe('the per-id order cache (lib/order-store.ts)', () => {
  it('going back to an order shows it at once while it is read again, then shows the fresh answer', async () => {
    seedOrder(7, 'confirmed');
    seedOrder(8, 'reserved');
    const { user, store } = renderAt('/booking-detail/7');
    expect(await screen.findByRole('heading', { level: 1, name: /RV400\s*BK-000007/ })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open 8' }));
    expect(await screen.findByRole('heading', { level: 1, name: /RV400\s*BK-000008/ })).toBeInTheDocument();

    seedOrder(7, 'allotted', { chassis: 'MD9RV400X26000123' });
    const release = holdReadsOf(7);
    await user.click(screen.getByRole('link', { name: 'Open 7' }));
    // No spinner: the order read before is on screen while its new read is held.
    expect(screen.getByRole('heading', { level: 1, name: /RV400\s*BK-000007/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Booking status' })).not.toHaveTextContent('Bike allotted');
    expect(screen.queryByRole('status', { name: 'Loading your booking' })).not.toBeInTheDocument();
    expect(store.getState().orderDetails.status).toBe('loading');

    release();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Booking status' })).toHaveTextContent('Bike allotted'));
  });

  it('an order never read is loaded with the spinner, and a sign-out forgets every order kept', async () => {
    seedOrder(7, 'confirmed');
    const { store } = renderAt('/booking-detail/7');
    expect(screen.getByRole('status', { name: 'Loading your booking' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /RV400\s*BK-000007/ })).toBeInTheDocument();
    expect(Object.keys(store.getState().orderDetails.byId)).toEqual(['7']);
    store.dispatch({ type: 'session/ended' });
    expect(store.getState().orderDetails.byId).toEqual({});
  });
});
