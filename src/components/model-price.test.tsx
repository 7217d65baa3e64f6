import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { modelPriceChanged, priceChangeOf } from '@/lib/model-prices';
import { changeProductPrice } from '../../tests/mocks/handlers/products';
import { server } from '../../tests/mocks/server';
import { renderWithProviders } from '../../tests/render';
import { LowestModelPrice, ModelPrice } from './model-price';

const text = (testId: string, value: string) => within(screen.getByTestId(testId)).getByText(value, { selector: '.model-price__text' });

function Prices() {
  return (
    <>
      <p data-testid="rv400">
        <ModelPrice model="rv400" />
      </p>
      <p data-testid="rv1">
        <ModelPrice model="rv1" />
      </p>
      <p data-testid="balance">
        <ModelPrice model="rv1" less={499} />
      </p>
      <p data-testid="charger">
        <ModelPrice model="rv400" part="charger" />
      </p>
      <p data-testid="from">
        from <LowestModelPrice />
      </p>
    </>
  );
}

describe('ModelPrice', () => {
  // First in the file, so no request of an earlier test can be counted.
  it('shows the static prices first, then every current price in place, from one request for the page', async () => {
    changeProductPrice('rv1', { ex_price: 89990 });
    changeProductPrice('rv400', { charger: 12000 });
    let requests = 0;
    server.use(
      http.get('/api/v1/products', () => {
        requests += 1;
        return undefined;
      }),
    );
    renderWithProviders(<Prices />);
    const rv1 = text('rv1', '₹94,990');
    const from = screen.getByTestId('from');
    expect(from).toHaveTextContent('from ₹94,990');
    expect(screen.getByTestId('charger')).toHaveTextContent('₹10,000');

    await waitFor(() => expect(rv1).toHaveTextContent('₹89,990'));
    expect(rv1.parentElement).toHaveAttribute('data-reserve', '₹94,990');
    expect(screen.getByTestId('balance')).toHaveTextContent('₹89,491');
    expect(screen.getByTestId('rv400')).toHaveTextContent('₹1,46,990');
    expect(screen.getByTestId('charger')).toHaveTextContent('₹12,000');
    expect(from).toHaveTextContent('from ₹89,990');
    expect(requests).toBe(1);
  });

  it('renders the static price into prerendered HTML, with the width to keep', () => {
    const html = renderToString(
      <Provider store={makeStore()}>
        <ModelPrice model="rv400" />
      </Provider>,
    );
    expect(html).toBe('<span class="model-price" data-reserve="₹1,44,990"><span class="model-price__text">₹1,44,990</span></span>');
  });

  it('renders nothing for a model that does not exist', () => {
    renderWithProviders(
      <p data-testid="none">
        <ModelPrice model="rv9000" />
      </p>,
    );
    expect(screen.getByTestId('none')).toBeEmptyDOMElement();
  });

  it('follows a price a refused booking reported (409 PriceChanged), everywhere on the page', async () => {
    const { store } = renderWithProviders(<Prices />);
    await waitFor(() => expect(store.getState().modelPrices.status).toBe('succeeded'));
    const change = priceChangeOf({ status: 409, details: { price: 149990, ex_price: 139990, charger: 10000 } });
    expect(change).toEqual({ price: 149990, exShowroom: 139990, charger: 10000 });
    act(() => store.dispatch(modelPriceChanged('rv400', change!)));
    expect(screen.getByTestId('rv400')).toHaveTextContent('₹1,49,990');
    expect(screen.getByTestId('rv1')).toHaveTextContent('₹94,990');
  });

  it('reads a price change only from a 409 that names the price and its parts', () => {
    expect(priceChangeOf({ status: 400, details: { price: 1, ex_price: 1, charger: 0 } })).toBeNull();
    expect(priceChangeOf({ status: 409, details: { price: 1 } })).toBeNull();
    expect(priceChangeOf({ status: 409 })).toBeNull();
  });
});
