import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderDocumentMessages } from '@contract/order-document-rules';
import { paths } from '@contract/paths';
import { config } from '@/lib/config';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { resetOrders, seedOrder } from '../../../tests/mocks/handlers/orders';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { UserDashboardScreen } from './user-dashboard-screen';

const signedIn = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } });
const renderDashboard = () =>
  renderWithProviders(
    <Routes>
      <Route path={paths.userDashboard.path} element={<UserDashboardScreen />} />
    </Routes>,
    { route: '/userdashboard', preloadedState: signedIn() },
  );

/** The files the page saved (the hidden <a download> clicked), by name. */
function captureDownloads(): string[] {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:document');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

beforeEach(() => {
  resetOrders();
  // Only Date is fixed: the warranty is reckoned from today, and timers stay real for the user events.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('My bike on /userdashboard', () => {
  it('shows the registration number, chassis, delivery, warranty left, documents, manual and help numbers', async () => {
    seedOrder(2, 'delivered', { chassis: 'MD9RV400X25A01234', registration_number: 'MH 02 FX 4821', delivered_at: '2026-10-20T08:00:00.000Z' });
    const saved = captureDownloads();
    const { user } = renderDashboard();
    const bike = await screen.findByRole('region', { name: 'My bike' });
    const fact = (term: string) => within(bike).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Registration number')).toBe('MH 02 FX 4821');
    expect(fact('Chassis number')).toBe('MD9RV400X25A01234');
    expect(fact('Delivered on')).toBe('20 October 2026');
    expect(fact('Delivered at')).toMatch(/^Revolt Service Hub/);
    expect(within(bike).getByText(/^\(3 years or 40,000 km\): valid until 19 October 2029 or 40,000 km, whichever comes first\.$/)).toBeInTheDocument();
    expect(within(bike).getByText(/^\(5 years or 75,000 km\): valid until 19 October 2031 or 75,000 km, whichever comes first\.$/)).toBeInTheDocument();
    expect(within(bike).getByRole('link', { name: 'Owner’s manual for the RV400' })).toHaveAttribute('href', '/owners-manual#rv400');
    expect(within(bike).getByRole('link', { name: 'Rate and review your RV400' })).toHaveAttribute('href', '/review/2');
    expect(within(bike).getByRole('link', { name: config.roadsidePhone.replace(/ /g, '\u00a0') })).toHaveAttribute('href', `tel:${config.roadsidePhone.replace(/[^\d+]/g, '')}`);
    expect(within(bike).getByRole('link', { name: config.supportPhone.replace(/ /g, '\u00a0') })).toBeInTheDocument();

    for (const name of ['Booking receipt (PDF)', 'Tax invoice (PDF)', 'Delivery note (PDF)']) expect(within(bike).getByRole('button', { name })).toBeEnabled();
    await user.click(within(bike).getByRole('button', { name: 'Tax invoice (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['tax-invoice-BK-000002.pdf']));
    await user.click(within(bike).getByRole('button', { name: 'Delivery note (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['tax-invoice-BK-000002.pdf', 'delivery-note-BK-000002.pdf']));
  });

  it('says when a warranty has expired, that the plate is still to come, and shows the server’s refusal of a document', async () => {
    seedOrder(3, 'delivered', { chassis: 'MD9RV400X25A01235', delivered_at: '2022-03-10T06:00:00.000Z' });
    server.use(http.get('/api/v1/orders/:id/invoice.pdf', () => HttpResponse.json({ message: orderDocumentMessages.invoice }, { status: 409 })));
    const saved = captureDownloads();
    const { user } = renderDashboard();
    const bike = await screen.findByRole('region', { name: 'My bike' });
    expect(within(bike).getByText('Not recorded yet: your hub adds it once the RTO issues it.')).toBeInTheDocument();
    expect(within(bike).getByText('(3 years or 40,000 km): expired on 9 March 2025.')).toBeInTheDocument();
    expect(within(bike).getByText(/valid until 9 March 2027 or 75,000 km, whichever comes first/)).toBeInTheDocument();
    await user.click(within(bike).getByRole('button', { name: 'Tax invoice (PDF)' }));
    expect(await within(bike).findByText(orderDocumentMessages.invoice)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('offers no receipt for a bike paid for at the hub, and lists each bike delivered', async () => {
    seedOrder(4, 'delivered', { amount_paid: 0, payment_method: 'hub', delivered_at: '2026-11-01T08:00:00.000Z' });
    seedOrder(5, 'delivered', { delivered_at: '2026-11-02T08:00:00.000Z' });
    renderDashboard();
    const bikes = await screen.findByRole('region', { name: 'My bikes' });
    const cards = within(bikes).getAllByRole('listitem').filter((li) => li.classList.contains('my-bike'));
    expect(cards).toHaveLength(2);
    const hubPaid = cards.find((card) => within(card).queryByRole('link', { name: /BK-000004/ }))!;
    expect(within(hubPaid).queryByRole('button', { name: 'Booking receipt (PDF)' })).not.toBeInTheDocument();
    expect(within(hubPaid).getByRole('button', { name: 'Tax invoice (PDF)' })).toBeInTheDocument();
  });
});
