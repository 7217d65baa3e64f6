import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { bikePrice, findBike } from '@/content/bikes';
import { formatRupees } from '@/lib/format';
import { signinFamily } from '@/lib/session';
import { cartInitialState, type CartState } from '@/lib/store/cart';
import { makeUser } from '../../../tests/mocks/data';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { productSummaries } from '../../../tests/mocks/handlers/products';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { PurchasePaymentScreen } from './purchase-payment-screen';
import { PurchasePlaceOrderScreen } from './purchase-place-order-screen';
import { PurchaseShippingScreen } from './purchase-shipping-screen';

const rv400 = findBike('rv400')!;
const item = { product: 'rv400', name: 'RV400', color: 'Mist Grey', price: bikePrice(rv400) };
const address = { line1: '12 Baner Road', line2: '', landmark: '', pincode: '411045', state: 'MH', city: 'MH-PUN', dealer_id: 4 };

function renderAt(route: string, cart: Partial<CartState>) {
  return renderWithProviders(
    <Routes>
      <Route path="/shipping" element={<PurchaseShippingScreen />} />
      <Route path="/payment" element={<PurchasePaymentScreen />} />
      <Route path="/placeorder" element={<PurchasePlaceOrderScreen />} />
    </Routes>,
    {
      route,
      preloadedState: {
        userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() },
        cart: { ...cartInitialState, ...cart },
      },
    },
  );
}

const cartLine = () => screen.getByRole('region', { name: 'Your bike' });

beforeEach(() => server.use(serviceCentresHandler));

describe('the cart line on the purchase steps', () => {
  it.each(['/shipping', '/payment', '/placeorder'])('%s shows the bike, its colour and price', (route) => {
    renderAt(route, { cartItems: [item], shippingAddress: address });
    expect(cartLine()).toHaveTextContent(`RV400 in Mist Grey${formatRupees(bikePrice(rv400))}`);
    expect(within(cartLine()).getByRole('button', { name: 'Change colour' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(cartLine()).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('Change colour offers the model’s colours as a radio group and puts the chosen one in the cart', async () => {
    const { user, store } = renderAt('/shipping', { cartItems: [item] });
    await user.click(within(cartLine()).getByRole('button', { name: 'Change colour' }));
    expect(within(cartLine()).getByRole('button', { name: 'Change colour' })).toHaveAttribute('aria-expanded', 'true');
    const group = within(cartLine()).getByRole('group', { name: 'Colour: Mist Grey' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(rv400.colours.map((c) => c.name));
    expect(within(group).getByRole('radio', { name: 'Mist Grey' })).toBeChecked();
    const other = rv400.colours.find((c) => c.name !== 'Mist Grey')!.name;
    await user.click(within(group).getByRole('radio', { name: other }));
    await waitFor(() => expect(store.getState().cart.cartItems).toEqual([{ ...item, color: other }]));
    expect(cartLine()).toHaveTextContent(`RV400 in ${other}`);
    expect(within(cartLine()).getByRole('status')).toHaveTextContent(`Your RV400 is now ${other}.`);
  });

  it('a colour change the add-item checks refuse says why and keeps the cart', async () => {
    server.use(http.get('/api/v1/products', () => HttpResponse.json({ data: productSummaries.filter((p) => p.id !== 'rv400'), retired: [], productPlan: [], page: 1, pages: 1 })));
    const { user, store } = renderAt('/shipping', { cartItems: [item] });
    await user.click(within(cartLine()).getByRole('button', { name: 'Change colour' }));
    const other = rv400.colours.find((c) => c.name !== 'Mist Grey')!.name;
    await user.click(within(cartLine()).getByRole('radio', { name: other }));
    const alert = await within(cartLine()).findByRole('alert');
    expect(alert).toHaveTextContent('We could not change the colour.');
    expect(alert).toHaveTextContent('The RV400 is not on sale just now');
    expect(store.getState().cart.cartItems).toEqual([item]);
    expect(store.getState().cart.error).toMatch(/not on sale/);
  });

  it('Remove empties the cart line and shows the empty cart, focused, with a way back to the bikes', async () => {
    const { user, store } = renderAt('/payment', { cartItems: [item], shippingAddress: address });
    await user.click(within(cartLine()).getByRole('button', { name: 'Remove' }));
    const empty = await screen.findByRole('heading', { name: 'Your cart is empty' });
    expect(empty).toHaveFocus();
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Your bike' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the bikes' })).toHaveAttribute('href', '/electric-bike');
  });

  it('the payment step names exactly what is being paid for', () => {
    renderAt('/payment', { cartItems: [item], shippingAddress: address });
    expect(screen.getByText(/You are paying for/)).toHaveTextContent(
      `You are paying for the RV400 in Mist Grey: ${formatRupees(bikePrice(rv400))} (${formatRupees(rv400.exShowroom)} ex-showroom`,
    );
    expect(screen.getByRole('radiogroup', { name: 'How do you want to pay for the RV400?' })).toBeInTheDocument();
  });
});
