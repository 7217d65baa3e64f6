import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { specialCodeMessages } from '@contract/special-booking-rules';
import type { SpecialClaimRequest } from '@contract/special-booking';
import { keys } from '@/lib/storage';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { SPECIAL_PATH } from '../../../tests/mocks/handlers/partners';
import { server } from '../../../tests/mocks/server';
import { chooseLocation } from '../../../tests/forms';
import { renderWithProviders } from '../../../tests/render';
import { SpecialBookingScreen } from './special-booking-screen';

const CODE = 'K7M2-QX9D-R4TW';
let claims: SpecialClaimRequest[];
let codesTried: string[];

beforeEach(() => {
  claims = [];
  codesTried = [];
  server.use(
    serviceCentresHandler,
    http.post('/api/v1/special-booking/access', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      codesTried.push(code);
      if (code.replace(/[\s-]/g, '').toUpperCase() !== CODE.replace(/-/g, '')) {
        return HttpResponse.json({ message: `code: ${specialCodeMessages.wrong}`, errors: [{ field: 'code', message: specialCodeMessages.wrong }] }, { status: 400 });
      }
      return HttpResponse.json({ message: 'Welcome.', data: { token: 'pass-token', label: 'Fleet pilot: Chennai riders', expires_at: '2027-01-01T00:00:00.000Z' } });
    }),
    http.post('/api/v1/special-booking/claim', async ({ request }) => {
      claims.push((await request.json()) as SpecialClaimRequest);
      return HttpResponse.json({ message: 'Your invitation (Fleet pilot: Chennai riders) is on your booking: it is allotted with priority.', data: { label: 'Fleet pilot: Chennai riders' } });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function StatusPage() {
  return <p>Status page</p>;
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/thankyoubooking/:id" element={<StatusPage />} />
      <Route path="*" element={<SpecialBookingScreen />} />
    </Routes>,
    { route },
  );

describe('the hidden special-customer page', () => {
  it('is the not-found page on any path the server does not name', async () => {
    renderAt('/special-bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Access code/)).toBeNull();
  });

  it('is the not-found page when the API cannot say', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/v1/special-booking/page', () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    renderAt(SPECIAL_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('asks for the access code, which the server checks, then books and records the invitation on the booking', async () => {
    const { user } = renderAt(SPECIAL_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book by invitation' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);

    await user.type(screen.getByLabelText(/Access code/), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Check my code' }));
    expect(await screen.findByText(specialCodeMessages.format)).toBeInTheDocument();
    expect(codesTried).toEqual([]);

    await user.clear(screen.getByLabelText(/Access code/));
    await user.type(screen.getByLabelText(/Access code/), 'K7M2-QX9D-AAAA');
    await user.click(screen.getByRole('button', { name: 'Check my code' }));
    expect(await screen.findByText(specialCodeMessages.wrong, { selector: '.field__error' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Access code/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(/Access code/));
    await user.type(screen.getByLabelText(/Access code/), 'k7m2 qx9d r4tw');
    await user.click(screen.getByRole('button', { name: 'Check my code' }));
    expect(await screen.findByText('Invitation: Fleet pilot: Chennai riders')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'RV400' }));
    await user.type(screen.getByLabelText(/Full name/), 'Karthik Raman');
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.type(screen.getByLabelText(/E-mail/), 'karthik@example.com');
    await chooseLocation(user);
    await waitFor(() => expect(screen.getByLabelText(/Delivery hub/)).toBeEnabled());
    await user.selectOptions(screen.getByLabelText(/Delivery hub/), '4');
    await user.click(screen.getByLabelText(/I accept the booking terms/));
    await user.click(screen.getByRole('button', { name: 'Reserve with priority' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/thankyoubooking\/\d+$/));
    const id = Number(/\d+$/.exec(screen.getByTestId('location').textContent ?? '')?.[0]);
    expect(claims).toEqual([{ booking_id: id, access_key: expect.any(String) as string, token: 'pass-token' }]);
    expect(JSON.parse(sessionStorage.getItem(keys.bookingAccess) ?? '{}')).toHaveProperty(String(id));
  });
});
