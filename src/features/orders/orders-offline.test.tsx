// Issue 30: the dashboard, "My bookings" and the booking detail read offline from the copy kept on this device, with
// "Last updated" and a retry; never after a refusal, never another user's, and gone at sign-out.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { formatDateTime } from '@/lib/format';
import { OFFLINE_COPY_LIMIT, copyOwner, readOfflineCopy, writeOfflineCopy } from '@/lib/offline-copy';
import { rememberBooking } from '@/lib/order-access';
import { clearStoredSession, signinFamily } from '@/lib/session';
import { keys } from '@/lib/storage';
import { makeUser } from '../../../tests/mocks/data';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { ORDER_KEY, resetOrders, seedOrder } from '../../../tests/mocks/handlers/orders';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { BookingDetailScreen } from './booking-detail-screen';
import { UserBookingsScreen } from './user-bookings-screen';
import { UserDashboardScreen } from './user-dashboard-screen';

const asUser = (id: number) => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id }) } });

function renderAt(route: string, userId: number | null = 3) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.userDashboard.path} element={<UserDashboardScreen />} />
      <Route path={paths.userBooking.path} element={<UserBookingsScreen />} />
      <Route path={paths.bookingDetail.path} element={<BookingDetailScreen />} />
    </Routes>,
    { route, preloadedState: userId === null ? undefined : asUser(userId) },
  );
}

/** The request gets no answer at all (what axios sees offline); `times` then the real handler answers again. */
function unreachable(path: string, times = Infinity) {
  let left = times;
  return http.get(path, () => {
    if (left <= 0) return undefined;
    left -= 1;
    return HttpResponse.error();
  });
}
const refused = (path: string, status: number) => http.get(path, () => HttpResponse.json({ message: 'Booking not found.' }, { status }));

const savedAtOf = (userId: number | null, key: string) => readOfflineCopy(userId, key, (d): d is unknown => d !== undefined)?.savedAt ?? '';

beforeEach(() => {
  resetOrders();
  server.use(serviceCentresHandler);
});

/** Opens the screen online (which keeps the copy), then unmounts it, as a reload does. */
async function readOnline(route: string, heading: RegExp | string) {
  const first = renderAt(route);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect((await screen.findAllByText(/BK-000008/)).length).toBeGreaterThan(0);
  first.unmount();
}

describe('the dashboard and "My bookings" offline', () => {
  it('shows the bookings last read with "Last updated" in India time and a Retry that reads them again', async () => {
    seedOrder(8, 'confirmed');
    await readOnline('/userdashboard', 'Hello, Asha');
    server.use(unreachable('/api/v1/orders', 1));
    const { user } = renderAt('/userdashboard');
    expect(await screen.findByText(`Last updated ${formatDateTime(savedAtOf(3, 'my-orders'))}`)).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Your current booking' });
    expect(within(current).getByRole('link', { name: /Cosmic Black, BK-000008/ })).toHaveAttribute('href', '/booking-detail/8');
    expect(within(current).getByRole('link', { name: 'Booking pass for BK-000008' })).toHaveAttribute('href', '/booking-pass/8');
    expect(within(current).queryByRole('link', { name: 'Cancel this booking' }), 'cancelling waits for the server').not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Cancel this booking' })).toBeInTheDocument();
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });

  it('"My bookings" shows the copy too, each paid booking with its pass and an unpaid one without', async () => {
    seedOrder(8, 'confirmed');
    seedOrder(9, 'reserved');
    await readOnline('/userbooking', 'My bookings');
    server.use(unreachable('/api/v1/orders'));
    renderAt('/userbooking');
    expect(await screen.findByText(/^Last updated /)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'My bookings' });
    expect(within(list).getByRole('link', { name: 'Booking pass for BK-000008' })).toHaveAttribute('href', '/booking-pass/8');
    expect(within(list).getByRole('link', { name: /Cosmic Black, BK-000009/ })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Booking pass for BK-000009' })).not.toBeInTheDocument();
  });

  it('a refusal (403) shows the error, never the copy', async () => {
    seedOrder(8, 'confirmed');
    await readOnline('/userdashboard', 'Hello, Asha');
    server.use(refused('/api/v1/orders', 403));
    renderAt('/userdashboard');
    expect(await screen.findByText('We could not load your bookings.')).toBeInTheDocument();
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
    expect(screen.queryByText(/BK-000008/)).not.toBeInTheDocument();
  });

  it("a second customer on the same device never sees the first one's copy", async () => {
    seedOrder(8, 'confirmed');
    await readOnline('/userdashboard', 'Hello, Asha');
    server.use(unreachable('/api/v1/orders'));
    renderAt('/userdashboard', 4);
    expect(await screen.findByText('We could not load your bookings.')).toBeInTheDocument();
    expect(screen.queryByText(/BK-000008/)).not.toBeInTheDocument();
  });
});

describe('the booking detail offline', () => {
  it('shows the booking with its timeline and "Last updated", keeps only what the page shows, and holds back its actions', async () => {
    seedOrder(8, 'confirmed');
    await readOnline('/booking-detail/8', /BK-000008/);
    const kept = readOfflineCopy(3, 'order-8', (d): d is Record<string, unknown> => typeof d === 'object' && d !== null);
    expect(kept?.data).toMatchObject({ reference: 'BK-000008', name: 'Ravi Kumar', mobile: '9876543210' });
    for (const unshown of ['place', 'pincode', 'shipping', 'payments']) expect(kept?.data).not.toHaveProperty(unshown);

    server.use(unreachable('/api/v1/orders/:id', 1));
    const { user } = renderAt('/booking-detail/8');
    expect(await screen.findByText(`Last updated ${formatDateTime(kept!.savedAt)}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /RV400\s*BK-000008/ })).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Order timeline' });
    expect(within(timeline).getByText('Payment of ₹499 received')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Booking pass' })).toHaveAttribute('href', '/booking-pass/8');
    expect(screen.queryByRole('link', { name: 'Cancel this booking' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Cancel this booking' })).toBeInTheDocument();
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });

  it.each([403, 404])('a %i answers as it does online, never with the copy', async (status) => {
    seedOrder(8, 'confirmed');
    await readOnline('/booking-detail/8', /BK-000008/);
    server.use(refused('/api/v1/orders/:id', status));
    renderAt('/booking-detail/8');
    const answer = status === 404 ? screen.findByRole('heading', { level: 1, name: 'Sign in or look up your booking' }) : screen.findByText('We could not load this booking.');
    expect(await answer).toBeInTheDocument();
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Order timeline' })).not.toBeInTheDocument();
  });

  it("another customer, or a guest tab without the booking's key, never reads the copy", async () => {
    seedOrder(8, 'confirmed');
    await readOnline('/booking-detail/8', /BK-000008/);
    server.use(unreachable('/api/v1/orders/:id'));
    const other = renderAt('/booking-detail/8', 4);
    expect(await screen.findByText('We could not load this booking.')).toBeInTheDocument();
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
    other.unmount();
    renderAt('/booking-detail/8', null);
    expect(await screen.findByText('We could not load this booking.')).toBeInTheDocument();
    expect(screen.queryByText(/Ravi Kumar/)).not.toBeInTheDocument();
  });

  it("a guest's booking opened by its key keeps its copy under \"guest\" and reads it offline in that tab", async () => {
    seedOrder(11, 'confirmed', {}, { owner: null, key: ORDER_KEY });
    rememberBooking(11, { key: ORDER_KEY });
    const first = renderAt('/booking-detail/11', null);
    expect(await screen.findByRole('heading', { level: 1, name: /BK-000011/ })).toBeInTheDocument();
    first.unmount();
    expect(readOfflineCopy(3, 'order-11', (d): d is unknown => d !== undefined)).toBeNull();
    server.use(unreachable('/api/v1/orders/:id'));
    renderAt('/booking-detail/11', null);
    expect(await screen.findByText(`Last updated ${formatDateTime(savedAtOf(null, 'order-11'))}`)).toBeInTheDocument();
  });

  it('a sign-out removes every copy, so nothing opens offline afterwards', async () => {
    seedOrder(8, 'confirmed');
    await readOnline('/booking-detail/8', /BK-000008/);
    expect(window.localStorage.getItem(keys.offlineCopies)).toContain('BK-000008');
    clearStoredSession();
    expect(window.localStorage.getItem(keys.offlineCopies)).toBeNull();
    server.use(unreachable('/api/v1/orders/:id'));
    renderAt('/booking-detail/8');
    expect(await screen.findByText('We could not load this booking.')).toBeInTheDocument();
  });
});

describe('lib/offline-copy', () => {
  it('keeps each owner apart and, over the size cap, drops the oldest copies first', () => {
    const big = 'x'.repeat(OFFLINE_COPY_LIMIT / 3);
    writeOfflineCopy(3, 'a', big, new Date('2027-01-01T00:00:00Z'));
    writeOfflineCopy(4, 'b', big, new Date('2027-01-02T00:00:00Z'));
    writeOfflineCopy(3, 'c', big, new Date('2027-01-03T00:00:00Z'));
    const isText = (d: unknown): d is string => typeof d === 'string';
    expect(readOfflineCopy(3, 'a', isText), 'the oldest went first').toBeNull();
    expect(readOfflineCopy(4, 'b', isText)?.data).toBe(big);
    expect(readOfflineCopy(3, 'c', isText)?.savedAt).toBe('2027-01-03T00:00:00.000Z');
    expect(readOfflineCopy(3, 'b', isText), "another owner's key").toBeNull();
    writeOfflineCopy(3, 'huge', 'x'.repeat(OFFLINE_COPY_LIMIT + 1));
    expect(readOfflineCopy(3, 'huge', isText), 'larger than the cap: not kept').toBeNull();
    expect(copyOwner(null)).toBe('guest');
  });
});
