import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HUB_OPENING_HOURS, passMessages } from '@contract/pass-rules';
import { passEndpoints } from '@contract/passes-endpoints';
import { formatDateTime } from '@/lib/format';
import { clearStoredSession, signinFamily } from '@/lib/session';
import { keys } from '@/lib/storage';
import { makeUser } from '../../../tests/mocks/data';
import { PASS_TOKENS, bookingPass } from '../../../tests/mocks/handlers/passes';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { cachePass, readCachedPass } from './pass-cache';
import { passSvg } from './pass-image';
import { BookingPassScreen } from './booking-pass-screen';
import { ScanPassScreen } from './scan-pass-screen';

const signedIn = (overrides = {}) => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser(overrides) } });

function renderAt(route: string, user = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/booking-pass/:id" element={<BookingPassScreen />} />
      <Route path="/test-ride-pass/:id" element={<BookingPassScreen />} />
      <Route path="/scan-pass" element={<ScanPassScreen />} />
      <Route path="/orderdetail/dealer/:id" element={<h1>Dealer order page</h1>} />
      <Route path="/orderdetail/:id" element={<h1>Admin order page</h1>} />
      <Route path="/testridedetail/dealer/:id" element={<h1>Dealer test ride page</h1>} />
    </Routes>,
    { route, preloadedState: signedIn(user) },
  );
}

const offline = (path: string) => http.get(path, () => HttpResponse.error());

describe('/booking-pass/:id', () => {
  it('shows the QR code with its name and the reference as text under it, the bike, hub, hours and map link', async () => {
    renderAt('/booking-pass/42');
    const qr = await screen.findByRole('img', { name: 'QR code of pass BK-000042' });
    expect(qr.querySelector('path')).toHaveAttribute('d', bookingPass().qr.path);
    const pass = screen.getByRole('article', { name: 'BK-000042' });
    expect(within(pass).getByText('RV400 in Rebel Red')).toBeInTheDocument();
    expect(within(pass).getByText(/Revolt Service Hub Hinjewadi, Plot 21/)).toBeInTheDocument();
    expect(within(pass).getByText(HUB_OPENING_HOURS)).toBeInTheDocument();
    expect(within(pass).getByText('The hub calls you to fix the day of delivery.')).toBeInTheDocument();
    expect(within(pass).getByRole('link', { name: /Find the hub on the map/ })).toHaveAttribute('href', bookingPass().hub.map_url);
    expect(within(pass).getByRole('button', { name: 'Save as image' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'RV400 booking pass' })).toBeInTheDocument();
    // The copy kept for offline use is this user's.
    expect(readCachedPass(3, 'order', 42)?.pass.reference).toBe('BK-000042');
    expect(readCachedPass(4, 'order', 42)).toBeNull();
  });

  it('offline, shows the pass kept on this device with the time it was last updated', async () => {
    cachePass(3, bookingPass(), new Date('2027-03-10T09:15:00Z'));
    server.use(offline(passEndpoints.order.path));
    renderAt('/booking-pass/42');
    expect(await screen.findByText(`Last updated ${formatDateTime('2027-03-10T09:15:00Z')}`)).toBeInTheDocument();
    expect(screen.getByText(passMessages.offline)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of pass BK-000042' })).toBeInTheDocument();
  });

  it('offline with nothing kept, or refused by the server, says so and offers a retry; never shows a copy the server refused', async () => {
    cachePass(3, bookingPass({ id: 43, reference: 'BK-000043' }));
    renderAt('/booking-pass/43');
    expect(await screen.findByText('We could not load your pass.')).toBeInTheDocument();
    expect(screen.getByText('Booking not found.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('a sign-out removes every kept pass', () => {
    cachePass(3, bookingPass());
    clearStoredSession();
    expect(window.localStorage.getItem(keys.offlineCopies)).toBeNull();
    expect(readCachedPass(3, 'order', 42)).toBeNull();
  });
});

describe('/test-ride-pass/:id', () => {
  it('shows the slot and no colour', async () => {
    renderAt('/test-ride-pass/21');
    const pass = await screen.findByRole('article', { name: 'TR-000021' });
    expect(within(pass).getByText('12 March, 10 am – 12 pm')).toBeInTheDocument();
    expect(within(pass).getByText('RV400')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My test rides' })).toHaveAttribute('href', '/usertestride');
  });
});

describe('the saved image', () => {
  it('holds the QR path, the reference and each fact, escaped', () => {
    const { svg, width, height } = passSvg(bookingPass({ reference: 'BK-<42>' }), 'RV400 booking pass', ['Hub: A & B']);
    expect(svg).toContain(`d="${bookingPass().qr.path}"`);
    expect(svg).toContain('BK-&#60;42&#62;');
    expect(svg).toContain('Hub: A &#38; B');
    expect(width).toBe(600);
    expect(height).toBeGreaterThan(500);
  });
});

describe('/scan-pass', () => {
  it('opens the order a dealer types the code of, on the dealer’s order page', async () => {
    const { user } = renderAt('/scan-pass', { isAdmin: false, isDealer: true });
    expect(screen.queryByRole('button', { name: 'Scan with the camera' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Pass code/ }), PASS_TOKENS.order);
    await user.click(screen.getByRole('button', { name: 'Open the booking' }));
    expect(await screen.findByRole('heading', { name: 'Dealer order page' })).toBeInTheDocument();
  });

  it('takes an admin to the admin’s order page', async () => {
    const { user } = renderAt('/scan-pass', { isAdmin: true });
    await user.type(screen.getByRole('textbox', { name: /Pass code/ }), PASS_TOKENS.order);
    await user.click(screen.getByRole('button', { name: 'Open the booking' }));
    expect(await screen.findByRole('heading', { name: 'Admin order page' })).toBeInTheDocument();
  });

  it('says why an expired or forged code opens nothing, and asks for a code when none is typed', async () => {
    const { user } = renderAt('/scan-pass', { isDealer: true });
    await user.click(screen.getByRole('button', { name: 'Open the booking' }));
    expect(await screen.findByText(passMessages.tokenRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Pass code/ }), PASS_TOKENS.expired);
    await user.click(screen.getByRole('button', { name: 'Open the booking' }));
    expect(await screen.findByText(passMessages.expired)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Pass code/ }));
    await user.type(screen.getByRole('textbox', { name: /Pass code/ }), 'made-up');
    await user.click(screen.getByRole('button', { name: 'Open the booking' }));
    expect(await screen.findByText(passMessages.forged)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Pass code/ }));
    await user.type(screen.getByRole('textbox', { name: /Pass code/ }), PASS_TOKENS.testRide);
    await user.click(screen.getByRole('button', { name: 'Open the booking' }));
    expect(await screen.findByRole('heading', { name: 'Dealer test ride page' })).toBeInTheDocument();
  });
});
