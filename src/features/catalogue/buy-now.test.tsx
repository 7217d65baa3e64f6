import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signinFamily } from '@/lib/session';
import { cartInitialState, type CartItem } from '@/lib/store/cart';
import { makeUser } from '../../../tests/mocks/data';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ProductScreen } from './product-screen';

function renderProduct(cartItems: CartItem[] = []) {
  return renderWithProviders(
    <Routes>
      <Route path="/product/:id" element={<ProductScreen />} />
      <Route path="/shipping" element={<h1>Delivery address</h1>} />
    </Routes>,
    {
      route: '/product/rv400',
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
