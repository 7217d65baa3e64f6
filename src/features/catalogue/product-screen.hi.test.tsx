// The configurator on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): product.messages.hi.ts, and the cart's
// refusals (lib/cart-add.messages.hi.ts) in Hindi.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { cartInitialState, type CartItem } from '@/lib/store/cart';
import { productSummaries } from '../../../tests/mocks/handlers/products';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ProductScreen } from './product-screen';

const renderProduct = (model = 'rv400', cartItems: CartItem[] = []) =>
  renderWithProviders(
    <Routes>
      <Route path="/product/:id" element={<ProductScreen />} />
    </Routes>,
    { route: `/product/${model}`, preloadedState: { cart: { ...cartInitialState, cartItems } } },
  );

describe('configurator in Hindi', () => {
  it('shows the Hindi heading, summary and the two ways to buy', async () => {
    server.use(
      http.post('/api/v1/products/:id/:colour', () => {
        const p = productSummaries.find((x) => x.id === 'rv400')!;
        return HttpResponse.json({ data: { products: productSummaries, product: p, colour: { name: 'Mist Grey', hex: '#8a8f98' } } });
      }),
    );
    const { user } = renderProduct();
    expect(screen.getByRole('heading', { level: 1, name: 'अपनी RV400 कॉन्फ़िगर करें' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Configure your RV400' })).toBeNull();
    await user.click(await screen.findByRole('radio', { name: 'मिस्ट ग्रे' }));
    expect(await screen.findByText('RV400 मिस्ट ग्रे रंग में उपलब्ध है।')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'आपकी RV400, मिस्ट ग्रे रंग में' });
    expect(within(summary).getByText('₹1,34,990 एक्स-शोरूम + ₹10,000 चार्जर')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'यह RV400 बुक करें' })).toHaveAttribute('href', '/book?model=rv400&colour=Mist%20Grey');
    expect(within(summary).getByRole('button', { name: 'अभी ख़रीदें' })).toBeInTheDocument();
    expect(within(summary).getByText(/अभी ₹499 देकर बाइक रिज़र्व करें/)).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'ऑन-रोड क़ीमत और EMI' })).toHaveAttribute('href', '/product-pricing/rv400');
    expect(screen.getByRole('heading', { level: 2, name: 'स्पेसिफ़िकेशन' })).toBeInTheDocument();
  });

  it('asks in Hindi before replacing another bike in the cart', async () => {
    server.use(http.post('/api/v1/products/:id/:colour', () => HttpResponse.json({ message: 'busy' }, { status: 400 })));
    const { user } = renderProduct('rv1', [{ product: 'rv400', name: 'RV400', color: 'Mist Grey', price: 1 }]);
    await user.click(await screen.findByRole('radio', { name: 'ब्लैक' }));
    await user.click(screen.getByRole('button', { name: 'अभी ख़रीदें' }));
    const dialog = await screen.findByRole('dialog', { name: 'RV400 (मिस्ट ग्रे) की जगह RV1 (ब्लैक) लें?' });
    expect(within(dialog).getByText('आपके कार्ट में RV400 (मिस्ट ग्रे) है। एक बार में एक ही बाइक ख़रीदी जा सकती है।')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'बदलें' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'रहने दें' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for the catalogue check in Hindi for a model it does not know yet', async () => {
    renderProduct('rv9');
    expect(screen.getByRole('status', { name: 'बाइक लोड हो रही है' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('says in Hindi why a bike was not added', async () => {
    const onSale = productSummaries.filter((p) => p.id !== 'rv400');
    server.use(http.get('/api/v1/products', () => HttpResponse.json({ data: onSale, retired: [], productPlan: [], page: 1, pages: 1 })));
    const { user } = renderProduct();
    await user.click(await screen.findByRole('button', { name: 'अभी ख़रीदें' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('RV400 आपके कार्ट में नहीं जोड़ी जा सकी।');
    expect(alert).toHaveTextContent('RV400 अभी बिक्री पर नहीं है, इसलिए कार्ट में नहीं जोड़ी गई।');
  });
});
