// The line-up follows the catalogue (issue 27): a model an admin added appears on /electric-bike, the comparison's
// picker, /book's model choice (booking/book-lineup.test.tsx) and its own configurator with no rebuild; a retired model leaves them, and its old
// pages say it is no longer sold with a link to the range.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import type { ProductSummary } from '@contract/products';
import { addProduct, productSummaries, retireProduct } from '../../../tests/mocks/handlers/products';
import { renderWithProviders } from '../../../tests/render';
import { ComparisonScreen } from './comparison-screen';
import { ElectricBikeScreen } from './electric-bike-screen';
import { ModelScreen } from './model-screen';
import { PricingScreen } from './pricing-screen';
import { ProductScreen } from './product-screen';

const rv400 = productSummaries.find((p) => p.id === 'rv400')!;
const added: ProductSummary = {
  ...rv400,
  id: 'rv500',
  name: 'RV500',
  tagline: 'The long-distance tourer',
  description: 'A touring electric motorcycle.',
  ex_price: 180000,
  charger: 0,
  price: 180000,
  colours: [{ name: 'Desert Sand', hex: '#c2a878' }],
  specs: { ...rv400.specs, rangeKm: { claimed: 200 }, topSpeedKmph: 110 },
};
const cardNames = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('the line-up from the catalogue', () => {
  it('/electric-bike shows a model added in the back office, with its range, price and drawn picture, and drops a retired one', async () => {
    addProduct(added);
    retireProduct('rv1');
    renderWithProviders(<ElectricBikeScreen />, { route: '/electric-bike' });
    await waitFor(() => expect(cardNames()).toContain('RV500'));
    expect(cardNames()).not.toContain('RV1');
    const card = screen.getByRole('link', { name: 'RV500' }).closest('li')!;
    expect(screen.getByRole('link', { name: 'RV500' })).toHaveAttribute('href', '/product/rv500');
    expect(card).toHaveTextContent('The long-distance tourer');
    expect(card).toHaveTextContent('200 km');
    expect(card).toHaveTextContent('₹1,80,000');
    expect(await within(card).findByRole('img', { name: 'The RV500 electric motorcycle in Desert Sand, drawn from the side' })).toBeInTheDocument();
  });

  it('the comparison lists the new model to pick', async () => {
    addProduct(added);
    renderWithProviders(<ComparisonScreen />, { route: '/comparison' });
    expect(await screen.findByRole('checkbox', { name: /RV500/ })).toBeInTheDocument();
  });

  it("the new model's configurator shows it from the API: name, price, specifications", async () => {
    addProduct(added);
    renderWithProviders(
      <Routes>
        <Route path="/product/:id" element={<ProductScreen />} />
      </Routes>,
      { route: '/product/rv500' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Configure your RV500' })).toBeInTheDocument();
    expect((await screen.findAllByText('₹1,80,000')).length).toBeGreaterThan(0);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('110 kmph');
  });

  it('an id that is no model answers not found once the catalogue has answered', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/product-pricing/:id" element={<PricingScreen />} />
      </Routes>,
      { route: '/product-pricing/rv9000' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: /not found|could not find/i })).toBeInTheDocument();
  });

  it("a retired model's page, configurator and pricing say it is no longer sold and lead to the range", async () => {
    retireProduct('rv1');
    const page = renderWithProviders(<ModelScreen />, { route: '/rv1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The RV1 is no longer sold.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the range' })).toHaveAttribute('href', paths.electricBike.getHref());
    page.unmount();
    for (const [route, element] of [
      ['/product/rv1', <ProductScreen key="p" />],
      ['/product-pricing/rv1', <PricingScreen key="q" />],
    ] as const) {
      const view = renderWithProviders(
        <Routes>
          <Route path="/product/:id" element={element} />
          <Route path="/product-pricing/:id" element={element} />
        </Routes>,
        { route },
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'The RV1 is no longer sold.' })).toBeInTheDocument();
      view.unmount();
    }
  });
});
