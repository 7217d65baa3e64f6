import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { signinFamily } from '@/lib/session';
import { cartInitialState, type CartItem } from '@/lib/store/cart';
import { makeUser } from '../../../tests/mocks/data';
import { productSummaries } from '../../../tests/mocks/handlers/products';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ProductScreen } from './product-screen';

function renderProduct(cartItems: CartItem[] = [], model = 'rv400') {
  return renderWithProviders(
    <Routes>
      <Route path="/product/:id" element={<ProductScreen />} />
      <Route path="/shipping" element={<h1>Delivery address</h1>} />
    </Routes>,
    {
      route: `/product/${model}`,
      preloadedState: {
        userSignin: { ...signinFamily.initialState, status: 'succeeded', data: makeUser() },
        cart: { ...cartInitialState, cartItems },
      },
    },
  );
}

describe('Buy now on /product/:id', () => {
  it('adds the bike in the chosen colour to the cart and goes to /shipping', async () => {
    server.use(http.post('/api/v1/products/:id/:colour', () => HttpResponse.json({ message: 'busy' }, { status: 400 })));
    const { user, store } = renderProduct();
    await user.click(await screen.findByRole('radio', { name: 'Mist Grey' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shipping'));
    expect(store.getState().cart.cartItems).toEqual([expect.objectContaining({ product: 'rv400', name: 'RV400', color: 'Mist Grey' })]);
  });

  it('replaces the same bike already in the cart (SPEC §3: one line per product)', async () => {
    const { user, store } = renderProduct([{ product: 'rv400', name: 'RV400', color: 'Old colour', price: 1 }]);
    await user.click(await screen.findByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shipping'));
    expect(store.getState().cart.cartItems).toHaveLength(1);
    expect(store.getState().cart.cartItems[0]?.color).not.toBe('Old colour');
  });
});

describe('Buy now with another bike in the cart', () => {
  // Picking a colour asks the API to confirm it (not what these tests are about).
  beforeEach(() => server.use(http.post('/api/v1/products/:id/:colour', () => HttpResponse.json({ message: 'busy' }, { status: 400 }))));
  const rv400: CartItem = { product: 'rv400', name: 'RV400', color: 'Mist Grey', price: 1 };

  it('asks before replacing it; Keep leaves the cart and the page as they were', async () => {
    const { user, store } = renderProduct([rv400], 'rv1');
    await user.click(await screen.findByRole('radio', { name: 'Black' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the RV400 in Mist Grey with the RV1 in Black?' });
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().cart.cartItems).toEqual([rv400]);
    expect(screen.getByTestId('location')).toHaveTextContent('/product/rv1');
  });

  it('Replace leaves only the new bike in the cart and goes on to /shipping', async () => {
    const { user, store } = renderProduct([rv400], 'rv1');
    await user.click(await screen.findByRole('radio', { name: 'Black' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the RV400 in Mist Grey with the RV1 in Black?' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shipping'));
    const rv1Price = productSummaries.find((p) => p.id === 'rv1')!.price;
    expect(store.getState().cart.cartItems).toEqual([{ product: 'rv1', name: 'RV1', color: 'Black', price: rv1Price }]);
  });
});

describe('a refused Buy now says why and keeps the cart', () => {
  const kept: CartItem = { product: 'rv400', name: 'RV400', color: 'Mist Grey', price: 1 };

  it('a model that is not on sale (missing from the price list)', async () => {
    const onSale = productSummaries.filter((p) => p.id !== 'rv400');
    server.use(http.get('/api/v1/products', () => HttpResponse.json({ data: onSale, retired: [], productPlan: [], page: 1, pages: 1 })));
    const { user, store } = renderProduct([kept]);
    await user.click(await screen.findByRole('button', { name: 'Buy now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not add the RV400 to your cart.');
    expect(alert).toHaveTextContent('The RV400 is not on sale just now');
    expect(store.getState().cart.cartItems).toEqual([kept]);
    expect(store.getState().cart.error).toMatch(/not on sale/);
    expect(screen.getByTestId('location')).toHaveTextContent('/product/rv400');
  });

  it('a colour the model does not come in', async () => {
    const rv400 = productSummaries.find((p) => p.id === 'rv400')!;
    server.use(
      http.get('/api/v1/products/:id', () => HttpResponse.json({ data: { ...rv400, colours: [{ name: 'Purple Haze', hex: '#6a0dad' }], specs: {}, reviews: [] } })),
    );
    const { user, store } = renderProduct([kept]);
    await user.click(await screen.findByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The RV400 does not come in Purple Haze.');
    expect(store.getState().cart.cartItems).toEqual([kept]);
  });

  it('the price list could not be loaded, and a second try once it answers adds the bike', async () => {
    let fail = true;
    server.use(
      http.get('/api/v1/products', () =>
        fail ? HttpResponse.json({ message: 'busy' }, { status: 400 }) : HttpResponse.json({ data: productSummaries, retired: [], productPlan: [], page: 1, pages: 1 }),
      ),
    );
    const { user, store } = renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load today’s prices, so the bike was not added.');
    expect(store.getState().cart.cartItems).toEqual([]);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shipping'));
    expect(store.getState().cart.cartItems).toEqual([expect.objectContaining({ product: 'rv400' })]);
  });
});
