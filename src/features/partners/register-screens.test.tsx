import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpecialCodeRequest, SpecialCodeRow } from '@contract/special-booking';
import type { VendorLinkRow } from '@contract/vendor-links';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { SpecialCodesScreen } from './special-codes-screen';
import { VendorLinksScreen } from './vendor-links-screen';

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});

const link = (over: Partial<VendorLinkRow>): VendorLinkRow => ({
  id: 1, order_id: 41, reference: 'BK-000041', vendor: 'Bajaj Finance', status: 'open', decision: null, issued_at: '2026-11-20T10:00:00.000Z', issued_by: 'Asha Admin',
  expires_at: '2026-11-23T10:00:00.000Z', used_at: null, revoked_at: null, ...over,
});
const code = (over: Partial<SpecialCodeRow>): SpecialCodeRow => ({
  id: 1, label: 'Fleet pilot: Chennai riders', status: 'active', uses: 1, max_uses: 5, created_at: '2026-11-20T10:00:00.000Z', created_by: 'Asha Admin',
  expires_at: '2026-12-20T10:00:00.000Z', revoked_at: null, ...over,
});
const page = <T,>(data: T[]) => ({ data, page: 1, pageSize: 20, pages: 1, total: data.length });

let links: VendorLinkRow[];
let codes: SpecialCodeRow[];
let requests: string[];
let issuedFor: { orderId: string; vendor: string }[];
let codeRequests: SpecialCodeRequest[];

beforeEach(() => {
  links = [link({ id: 2, order_id: 42, reference: 'BK-000042' }), link({ id: 1, status: 'used', decision: 'approve', used_at: '2026-11-21T10:00:00.000Z' })];
  codes = [code({ id: 2 }), code({ id: 1, label: 'Early customers', status: 'used_up', uses: 1, max_uses: 1 })];
  requests = [];
  issuedFor = [];
  codeRequests = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  server.use(
    http.get('/api/v1/admin/vendor-links', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json(page(links.filter((l) => !status || l.status === status)));
    }),
    http.post('/api/v1/admin/orders/:id/vendor-links', async ({ params, request }) => {
      if (params.id === '999') return HttpResponse.json({ message: 'Booking not found.' }, { status: 404 });
      issuedFor.push({ orderId: String(params.id), vendor: ((await request.json()) as { vendor: string }).vendor });
      return HttpResponse.json({ data: { id: 3, url: '/vendor-booking-action?order=41&vendor=HDFC+Bank&exp=1&nonce=abcdefghijklmnop&sig=' + 'a'.repeat(64), expires_at: '2026-11-26T10:00:00.000Z' } }, { status: 201 });
    }),
    http.post('/api/v1/admin/vendor-links/:id/revoke', ({ params }) => {
      links = links.map((l) => (String(l.id) === params.id ? { ...l, status: 'revoked', revoked_at: '2026-11-22T10:00:00.000Z' } : l));
      return HttpResponse.json({ message: 'The link for Bajaj Finance on BK-000042 is revoked.', data: links.find((l) => String(l.id) === params.id) });
    }),
    http.get('/api/v1/admin/special-codes', () => HttpResponse.json(page(codes))),
    http.post('/api/v1/admin/special-codes', async ({ request }) => {
      const body = (await request.json()) as SpecialCodeRequest;
      codeRequests.push(body);
      return HttpResponse.json({ message: 'Issued', data: { ...code({ id: 3, label: body.label, uses: 0, max_uses: body.max_uses }), code: 'K7M2-QX9D-R4TW' } }, { status: 201 });
    }),
    http.post('/api/v1/admin/special-codes/:id/revoke', ({ params }) => {
      codes = codes.map((c) => (String(c.id) === params.id ? { ...c, status: 'revoked' } : c));
      return HttpResponse.json({ message: 'The access code for Fleet pilot: Chennai riders is revoked.', data: codes.find((c) => String(c.id) === params.id) });
    }),
  );
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/vendor-links" element={<VendorLinksScreen />} />
      <Route path="/special-access-codes" element={<SpecialCodesScreen />} />
    </Routes>,
    { route, preloadedState: asAdmin() },
  );

describe('/vendor-links', () => {
  it('lists the links with their state, filters by status in the URL, and revokes an open one after asking', async () => {
    const { user } = renderAt('/vendor-links');
    const table = await screen.findByRole('table', { name: 'Vendor links issued' });
    await within(table).findByText('BK-000042');
    expect(within(table).getByText('Used: approved')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Status'), 'used');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vendor-links?status=used'));
    await waitFor(() => expect(requests).toContain('GET /api/v1/admin/vendor-links?status=used&sort=-issued&page=1'));
    await user.selectOptions(screen.getByLabelText('Status'), '');

    await user.click(await screen.findByRole('button', { name: 'Revoke the link for Bajaj Finance on BK-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The link for Bajaj Finance on BK-000042 is revoked.')).toBeInTheDocument();
    expect(requests).toContain('POST /api/v1/admin/vendor-links/2/revoke');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Revoke the link/ })).toBeNull());
  });

  it('issues a link for a booking reference and shows it once, whole, to copy; an unknown booking is an error at the field', async () => {
    const { user } = renderAt('/vendor-links');
    await screen.findByText('BK-000042');
    await user.type(screen.getByLabelText(/Booking reference/), 'BK-000999');
    await user.type(screen.getByRole('textbox', { name: /^Vendor/ }), 'HDFC Bank');
    await user.click(screen.getByRole('button', { name: 'Issue the link' }));
    expect(await screen.findByText('Booking not found.', { selector: '.field__error' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Booking reference/));
    await user.type(screen.getByLabelText(/Booking reference/), 'bk-000041');
    await user.click(screen.getByRole('button', { name: 'Issue the link' }));
    const field = await screen.findByLabelText('Vendor link');
    expect((field as HTMLInputElement).value).toMatch(/^http:\/\/localhost(:\d+)?\/vendor-booking-action\?order=41&vendor=HDFC\+Bank&/);
    expect(issuedFor).toEqual([{ orderId: '41', vendor: 'HDFC Bank' }]);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('checks the reference and the vendor before asking the server', async () => {
    const { user } = renderAt('/vendor-links');
    await screen.findByText('BK-000042');
    await user.click(screen.getByRole('button', { name: 'Issue the link' }));
    expect(await screen.findByText('Enter the booking reference, e.g. BK-000041.')).toBeInTheDocument();
    expect(screen.getByText('Name the vendor (letters, digits, spaces, . & -).')).toBeInTheDocument();
    expect(issuedFor).toEqual([]);
  });
});

describe('/special-access-codes', () => {
  it('issues a code, shown once, and revokes an active one after asking', async () => {
    const { user } = renderAt('/special-access-codes');
    const table = await screen.findByRole('table', { name: 'Invitation codes issued' });
    await within(table).findByText('Early customers');
    expect(within(table).getByText('Used up')).toBeInTheDocument();
    expect(within(table).getByText('1 of 5')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Bookings allowed/));
    await user.click(screen.getByRole('button', { name: 'Issue the code' }));
    expect(await screen.findByText(/Say who the code is for/)).toBeInTheDocument();
    expect(screen.getByText(/Allow from 1 to 500 bookings/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^For/), 'Zing Fleet riders');
    await user.type(screen.getByLabelText(/Bookings allowed/), '25');
    await user.click(screen.getByRole('button', { name: 'Issue the code' }));
    expect(await screen.findByLabelText('Access code')).toHaveValue('K7M2-QX9D-R4TW');
    expect(codeRequests).toEqual([{ label: 'Zing Fleet riders', max_uses: 25, valid_days: 30 }]);
    expect(screen.getByText(/Good for 25 bookings until/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke the code for Fleet pilot: Chennai riders' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke this code?' })).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The access code for Fleet pilot: Chennai riders is revoked.')).toBeInTheDocument();
    expect(requests).toContain('POST /api/v1/admin/special-codes/2/revoke');
  });
});
