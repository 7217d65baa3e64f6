import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { catalogueHandlers } from '../../../tests/mocks/handlers/back-office-catalogue';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { DealerProductListScreen } from './dealer-product-list-screen';
import { ProductListScreen } from './product-list-screen';

const signedIn = (overrides: Parameters<typeof makeUser>[0]) => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ token: 'token-x', ...overrides }) },
});
const asAdmin = () => signedIn({ id: 1, isAdmin: true, user_type: 'admin' });
const asDealer = () => signedIn({ id: 2, isSeller: true, isDealer: true, user_type: 'dealer' });

let requests: string[] = [];
beforeEach(() => {
  requests = [];
  server.use(...catalogueHandlers);
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
afterEach(() => server.events.removeAllListeners());

const location = () => screen.getByTestId('location');
/** Each row's product name (the header cell also shows the id below the name). */
const names = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('rowheader')
    .map((c) => (c.textContent ?? '').replace(c.querySelector('.catalogue-id')?.textContent ?? '', ''));
const renderAdmin = (route = '/productlist') =>
  renderWithProviders(
    <Routes>
      <Route path="/productlist" element={<ProductListScreen />} />
      <Route path="/productlist/pageNumber/:pageNumber" element={<ProductListScreen />} />
    </Routes>,
    { route, preloadedState: asAdmin() },
  );

describe('admin product list', () => {
  it('pages through the path /productlist/pageNumber/n, keeping the filters in the query', async () => {
    const { user } = renderAdmin('/productlist?status=active');
    expect(await screen.findByText('Showing 1–20 of 24 products')).toBeInTheDocument();
    expect(requests).toContain('GET /api/v1/admin/products?status=active&sort=name&page=1');

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Showing 21–24 of 24 products')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/productlist\/pageNumber\/2\?status=active$/);
    expect(requests).toContain('GET /api/v1/admin/products?status=active&sort=name&page=2');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/productlist?status=active');
  });

  it('reads a shared page link, and a new filter or sort goes back to page 1', async () => {
    const { user } = renderAdmin('/productlist/pageNumber/2');
    expect(await screen.findByText('Showing 21–25 of 25 products')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await waitFor(() => expect(names('Products')).toEqual(['RV1']));
    expect(location()).toHaveTextContent(/^\/productlist\?status=inactive$/);
    expect(within(screen.getByRole('table', { name: 'Products' })).getByText('Off sale')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(names('Products')).toHaveLength(20));
    expect(location()).toHaveTextContent(/^\/productlist$/);

    await user.click(screen.getByRole('button', { name: /^Price/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/productlist\?sort=price$/));
    expect(requests).toContain('GET /api/v1/admin/products?sort=price&page=1');
    expect(screen.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('searches, shows prices with their parts and colours, and links each product to its edit page', async () => {
    const { user } = renderAdmin();
    expect(await screen.findByText('25 products', { selector: '[role="status"]' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by name, id or category'), 'brz{Enter}');
    await waitFor(() => expect(screen.getByText('5 products', { selector: '[role="status"]' })).toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/productlist\?q=brz$/);
    expect(names('Products')).toContain('RV400 BRZ');
    const row = screen.getAllByRole('row').find((r) => within(r).queryByRole('rowheader')?.querySelector('.catalogue-id')?.textContent === 'rv400-brz');
    if (!row) throw new Error('no RV400 BRZ row');
    expect(within(row).getByText(/charger/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit RV400 BRZ' })).toHaveAttribute('href', '/product/rv400-brz/edit');
  });

  it('says so when the list cannot load, and retries', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('/api/v1/admin/products', () => HttpResponse.json({ message: 'Service unavailable, try again' }, { status: 503 }), { once: true }));
    const { user } = renderAdmin();
    expect(await screen.findByText('We could not load the products.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–20 of 25 products')).toBeInTheDocument();
  });
});

describe('dealer catalogue', () => {
  it('lists the active catalogue with prices and no way to edit', async () => {
    renderWithProviders(<DealerProductListScreen />, { route: '/productlist/dealer', preloadedState: asDealer() });
    expect(await screen.findByText('Showing 1–20 of 24 products')).toBeInTheDocument();
    expect(requests).toContain('GET /api/v1/dealer/products?sort=name&page=1');
    expect(requests.some((r) => r.includes('/admin/'))).toBe(false);
    expect(names('Catalogue')).not.toContain('RV1');
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/productlist/dealer?page=2');
  });
});
