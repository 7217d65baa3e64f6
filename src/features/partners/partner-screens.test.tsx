import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRequest } from '@contract/bookings';
import type { PartnerClaimRequest } from '@contract/partners';
import { bikePrice, findBike } from '@/content/bikes';
import { formatRupees } from '@/lib/format';
import { changeProductPrice } from '../../../tests/mocks/handlers/products';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { server } from '../../../tests/mocks/server';
import { chooseLocation } from '../../../tests/forms';
import { renderWithProviders } from '../../../tests/render';
import { PartnerBookingScreen } from './partner-booking-screen';

const offer = { slug: 'persistent-systems', name: 'Persistent Systems', email_domain: 'persistent.com', benefit: '₹2,000 off the bike price', discount: 2000 };
let claims: PartnerClaimRequest[];
let codesSentTo: string[];
let bookings: BookingRequest[];

beforeEach(() => {
  claims = [];
  codesSentTo = [];
  bookings = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/bookings') void request.clone().json().then((b) => bookings.push(b as BookingRequest));
  });
  server.use(
    serviceCentresHandler,
    http.get('/api/v1/partners/persistent-systems', () => HttpResponse.json({ data: offer })),
    http.get('/api/v1/partners/:slug', () => HttpResponse.json({ message: 'We could not find that partner offer.' }, { status: 404 })),
    http.post('/api/v1/partners/persistent-systems/email-otp', async ({ request }) => {
      codesSentTo.push(((await request.json()) as { email: string }).email);
      return HttpResponse.json({ message: 'We sent a 6-digit code to meera@persistent.com. It expires in 5 minutes.' }, { status: 202 });
    }),
    http.post('/api/v1/partners/persistent-systems/email-verify', async ({ request }) => {
      const { email, code } = (await request.json()) as { email: string; code: string };
      if (code !== '123456') return HttpResponse.json({ message: 'Bad code', errors: [{ field: 'code', message: 'The code is incorrect or has expired. Ask for a new code and try again.' }] }, { status: 400 });
      return HttpResponse.json({ message: 'Your work e-mail is verified.', data: { token: 'proof-token', email, expires_at: '2027-01-01T00:00:00.000Z' } });
    }),
    http.post('/api/v1/partners/persistent-systems/claim', async ({ request }) => {
      claims.push((await request.json()) as PartnerClaimRequest);
      return HttpResponse.json({ message: 'The Persistent Systems employee offer is applied to your booking.', data: { partner: 'Persistent Systems', benefit: offer.benefit, discount: 2000 } });
    }),
  );
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/book/:partner" element={<PartnerBookingScreen />} />
      <Route path="/thankyoubooking/:id" element={<p>Status page</p>} />
    </Routes>,
    { route },
  );

/** Step 2 once the e-mail is verified (the RV400 chosen): the person, the place, the Pune hub and the terms. */
async function fillBooking(user: ReturnType<typeof renderAt>['user']) {
    await user.type(screen.getByLabelText(/Full name/), 'Meera Iyer');
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await chooseLocation(user);
    await waitFor(() => expect(screen.getByLabelText(/Delivery hub/)).toBeEnabled());
    await user.selectOptions(screen.getByLabelText(/Delivery hub/), '4');
    await user.click(screen.getByLabelText(/I accept the booking terms/));
}

describe('/book/persistent-systems', () => {
  it('verifies a work e-mail of the partner domain, books and asks the server to apply the offer with the proof', async () => {
    const { user } = renderAt('/book/persistent-systems');
    expect(await screen.findByRole('heading', { level: 1, name: 'Revolt for Persistent Systems employees' })).toBeInTheDocument();
    expect(screen.getByText('₹2,000 off the bike price')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Work e-mail/), 'meera@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Use your work e-mail address ending in @persistent.com.')).toBeInTheDocument();
    expect(codesSentTo).toEqual([]);

    await user.clear(screen.getByLabelText(/Work e-mail/));
    await user.type(screen.getByLabelText(/Work e-mail/), 'Meera@Persistent.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(/We sent a 6-digit code/)).toBeInTheDocument();
    expect(codesSentTo).toEqual(['meera@persistent.com']);
    await user.type(screen.getByLabelText(/6-digit code/), '999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/The code is incorrect/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/6-digit code/));
    await user.type(screen.getByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Verified: meera@persistent.com')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'RV400' }));
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Reserve with the offer' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/thankyoubooking\/\d+$/));
    expect(claims).toEqual([{ booking_id: expect.any(Number) as number, access_key: expect.any(String) as string, token: 'proof-token' }]);
    expect(bookings[0]).toMatchObject({ model: 'rv400', expected_price: bikePrice(findBike('rv400')!) });
  });

  it('says so when the price changed before the booking, keeps the form, and books at the new price once confirmed', async () => {
    const { user, store } = renderAt('/book/persistent-systems');
    await user.type(await screen.findByLabelText(/Work e-mail/), 'meera@persistent.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await user.type(await screen.findByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(await screen.findByRole('radio', { name: 'RV400' }));
    await fillBooking(user);
    await waitFor(() => expect(store.getState().modelPrices.status).toBe('succeeded'));
    const changed = changeProductPrice('rv400', { ex_price: findBike('rv400')!.exShowroom + 3000 }).price;
    await user.click(screen.getByRole('button', { name: 'Reserve with the offer' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The price has changed.');
    expect(alert).toHaveTextContent(formatRupees(changed));
    expect(claims).toEqual([]);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Meera Iyer');
    await user.click(screen.getByRole('button', { name: 'Confirm the new price and reserve' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/thankyoubooking\/\d+$/));
    expect(bookings.map((b) => b.expected_price)).toEqual([bikePrice(findBike('rv400')!), changed]);
    expect(claims).toHaveLength(1);
  });

  it('shows the not-found page for a partner without an offer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/book/acme-corp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
