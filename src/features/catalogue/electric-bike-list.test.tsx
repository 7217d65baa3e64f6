// /electric-bike fed by the public product list (issue 27): search, category and sort go into the URL and ask
// GET /api/v1/products; the prerendered list stays until an answer, the last list stays while loading and on failure
// (with a Retry), and an empty answer offers to clear the filters.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bikes } from '@/content/bikes';
import { productSummaries } from '../../../tests/mocks/handlers/products';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ElectricBikeScreen } from './electric-bike-screen';

const cardNames = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const location = () => screen.getByTestId('location').textContent;
const allNames = bikes.map((b) => b.name);

/** Records the query of each list request (not the model-prices check, which asks all=true). */
function listQueries(): string[] {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/products' && !url.searchParams.has('all')) asked.push(url.search);
  });
  return asked;
}

describe('/electric-bike list', () => {
  it('shows the content list without asking, then searches by name with the query in the URL', async () => {
    const asked = listQueries();
    const { user } = renderWithProviders(<ElectricBikeScreen />, { route: '/electric-bike' });
    expect(cardNames()).toEqual(allNames);
    const box = await screen.findByRole('searchbox', { name: 'Search bikes' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(asked).toEqual([]);
    await user.type(box, 'rv4{Enter}');
    await waitFor(() => expect(cardNames()).toEqual(['RV400', 'RV400 BRZ']));
    expect(location()).toBe('/electric-bike?q=rv4');
    expect(asked).toEqual(['?pageNumber=1&name=rv4']);
  });

  it('filters by category and sorts by price from the URL, and changes both with the selects', async () => {
    const { user } = renderWithProviders(<ElectricBikeScreen />, { route: '/electric-bike?sort=price_desc' });
    const byPriceDesc = [...productSummaries].sort((a, b) => b.price - a.price).map((p) => p.name);
    await waitFor(() => expect(cardNames()).toEqual(byPriceDesc));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    await waitFor(() => expect(cardNames()).toEqual([...byPriceDesc].reverse()));
    expect(location()).toBe('/electric-bike?sort=price_asc');

    const category = screen.getByRole('combobox', { name: 'Category' });
    await screen.findByRole('option', { name: 'Electric Motorcycle' });
    await user.selectOptions(category, 'Electric Motorcycle');
    expect(location()).toBe('/electric-bike?sort=price_asc&category=Electric+Motorcycle');
    await waitFor(() => expect(cardNames()).toEqual([...byPriceDesc].reverse()));
  });

  it('shows loading while a query runs, keeping the list; a failure keeps the last list and Retry asks again', async () => {
    let release: () => void = () => {};
    let failing = true;
    server.use(
      http.get('/api/v1/products', async ({ request }) => {
        if (new URL(request.url).searchParams.has('all') || !failing) return undefined;
        failing = false;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    renderWithProviders(<ElectricBikeScreen />, { route: '/electric-bike?q=blaze' });
    expect(await screen.findByText('Loading bikes…')).toBeInTheDocument();
    expect(cardNames()).toEqual(allNames);
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
    release();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText(/Something went wrong/)).toBeInTheDocument();
    expect(cardNames()).toEqual(allNames);
    retry.click();
    await waitFor(() => expect(cardNames()).toEqual(['RV BlazeX']));
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });

  it('says no bikes match and clears the filters', async () => {
    const { user } = renderWithProviders(<ElectricBikeScreen />, { route: '/electric-bike?q=scooter&sort=range' });
    const clear = await screen.findByRole('button', { name: 'Clear filters' });
    expect(screen.getByText(/No bikes match/)).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    await user.click(clear);
    expect(location()).toBe('/electric-bike');
    expect(cardNames()).toEqual(allNames);
    expect(screen.getByRole('searchbox', { name: 'Search bikes' })).toHaveValue('');
  });

  it('pages a long list (12 a page) with Previous and Next, the page in the URL; a new search starts at page 1', async () => {
    server.use(
      http.get('/api/v1/products', ({ request }) => {
        const url = new URL(request.url).searchParams;
        if (url.has('all')) return undefined;
        const page = Number(url.get('pageNumber'));
        const data = productSummaries.filter((_, i) => (page === 1 ? i < 3 : i >= 3));
        return HttpResponse.json({ data, retired: [], productPlan: [], page, pages: 2 });
      }),
    );
    const asked = listQueries();
    const { user } = renderWithProviders(<ElectricBikeScreen />, { route: '/electric-bike?sort=range' });
    const pager = await screen.findByRole('navigation', { name: 'Pages of bikes' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await user.click(within(pager).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(cardNames()).toEqual(productSummaries.slice(3).map((p) => p.name)));
    expect(location()).toBe('/electric-bike?sort=range&page=2');
    expect(asked.at(-1)).toBe('?pageNumber=2&order=range');
    expect(screen.getByRole('navigation', { name: 'Pages of bikes' })).toHaveTextContent('Page 2 of 2');
    await user.type(screen.getByRole('searchbox', { name: 'Search bikes' }), 'rv{Enter}');
    await waitFor(() => expect(location()).toBe('/electric-bike?sort=range&q=rv'));
  });
});
