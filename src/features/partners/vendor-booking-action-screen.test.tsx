import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { VendorBookingActionScreen } from './vendor-booking-action-screen';

const link = `order=42&vendor=Bajaj+Finance&exp=1900000000&nonce=${'n'.repeat(24)}&sig=${'a'.repeat(64)}`;
let decisions: Record<string, string>[];

beforeEach(() => {
  decisions = [];
  server.use(
    http.get('/api/v1/vendor-actions', () =>
      HttpResponse.json({ data: { reference: 'BK-000042', model_name: 'RV400', colour: 'Rebel Red', state: 'confirmed', vendor: 'Bajaj Finance', expires_at: '2030-03-17T17:46:40.000Z' } }),
    ),
    http.post('/api/v1/vendor-actions', async ({ request }) => {
      decisions.push((await request.json()) as Record<string, string>);
      return HttpResponse.json({ message: 'Thank you. Booking BK-000042 is rejected.', data: { reference: 'BK-000042', decision: 'reject' } });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('/vendor-booking-action', () => {
  it('shows the booking and sends one decision with the signed link as it came', async () => {
    const { user } = renderWithProviders(<VendorBookingActionScreen />, { route: `/vendor-booking-action?${link}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Booking BK-000042' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Note/), 'Documents incomplete');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Thank you. Booking BK-000042 is rejected.')).toBeInTheDocument();
    expect(decisions).toEqual([
      { order: '42', vendor: 'Bajaj Finance', exp: '1900000000', nonce: 'n'.repeat(24), sig: 'a'.repeat(64), decision: 'reject', note: 'Documents incomplete' },
    ]);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('gives a clear page for a used or expired link', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('/api/v1/vendor-actions', () => HttpResponse.json({ message: 'This link has already been used: the decision is recorded.' }, { status: 410 })));
    renderWithProviders(<VendorBookingActionScreen />, { route: `/vendor-booking-action?${link}` });
    expect(await screen.findByText('This link cannot be used.')).toBeInTheDocument();
    expect(screen.getByText('This link has already been used: the decision is recorded.')).toBeInTheDocument();
  });

  it('says so when the link is incomplete, without calling the server', () => {
    renderWithProviders(<VendorBookingActionScreen />, { route: '/vendor-booking-action?order=42' });
    expect(screen.getByText(/This link is not complete/)).toBeInTheDocument();
  });
});
