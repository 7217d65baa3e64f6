import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRupees } from '@/lib/format';
import { changeProductPrice, productSummaries } from '../../../tests/mocks/handlers/products';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { specRows } from './bike-data';
import { ComparisonScreen } from './comparison-screen';
import { ModelScreen } from './model-screen';
import { PricingScreen } from './pricing-screen';
import { ProductScreen } from './product-screen';
import { SavingsScreen } from './savings-screen';

describe('model page', () => {
  it('shows the price and specs, and the colour picker changes the bike shown', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/rv400" element={<ModelScreen />} />
      </Routes>,
      { route: '/rv400' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'RV400' })).toBeInTheDocument();
    expect(screen.getAllByText('₹1,44,990').length).toBeGreaterThan(0);
    expect(screen.getByText(/including the/)).toHaveTextContent('ex-showroom, including the ₹10,000 charger');
    const img = screen.getByRole('img', { name: /RV400 electric motorcycle in Rebel Red/ });
    expect(img).toHaveAttribute('src', '/images/bikes/rv400-rebel-red-800.webp');
    await user.click(screen.getByRole('radio', { name: 'Pacific Blue' }));
    expect(screen.getByRole('img', { name: /electric motorcycle in Pacific Blue/ })).toHaveAttribute('src', '/images/bikes/rv400-pacific-blue-800.webp');
    // The lifestyle scene follows the colour too.
    expect(screen.getByRole('img', { name: /RV400 in Pacific Blue, charging/ })).toHaveAttribute('src', '/images/scenes/home-charging-rv400-pacific-blue-800.webp');
    expect(screen.getByRole('group', { name: 'Colour: Pacific Blue' })).toBeInTheDocument();
    const specs = screen.getByRole('region', { name: 'RV400 specifications' });
    expect(within(specs).getByRole('row', { name: /Range by mode Eco 150 km, Normal 100 km, Sport 80 km/ })).toBeInTheDocument();
  });
});

describe('model page price', () => {
  const renderModel = () =>
    renderWithProviders(
      <Routes>
        <Route path="/rv400" element={<ModelScreen />} />
      </Routes>,
      { route: '/rv400' },
    );

  it('shows the prerendered price first, then the price the back office set, in the same element', async () => {
    const changed = changeProductPrice('rv400', { ex_price: 139990 });
    renderModel();
    const amount = screen.getByText('₹1,44,990', { selector: '.price-line__amount .model-price__text' });
    await waitFor(() => expect(amount).toHaveTextContent(formatRupees(changed.price)));
    expect(amount.isConnected).toBe(true);
    // The box keeps the prerendered text's width: nothing beside the price moves.
    expect(amount.parentElement).toHaveAttribute('data-reserve', '₹1,44,990');
    const specs = screen.getByRole('region', { name: 'RV400 specifications' });
    expect(within(specs).getByRole('row', { name: /^Price/, hidden: true })).toHaveTextContent(formatRupees(changed.price));
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps the prerendered price without a word when the check fails', async () => {
    server.use(http.get('/api/v1/products', () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    const { store } = renderModel();
    await waitFor(() => expect(store.getState().modelPrices.status).toBe('failed'));
    expect(screen.getByText('₹1,44,990', { selector: '.price-line__amount .model-price__text' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('model page layout', () => {
  const renderModel = () =>
    renderWithProviders(
      <Routes>
        <Route path="/rv400" element={<ModelScreen />} />
      </Routes>,
      { route: '/rv400' },
    );

  it('has one primary and one secondary action; the other links are quiet text links', () => {
    renderModel();
    const hero = screen.getByRole('heading', { level: 1, name: 'RV400' }).parentElement as HTMLElement;
    const buttons = within(hero).getAllByRole('link').filter((a) => a.classList.contains('btn'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Book now', 'Book a test ride']);
    expect(buttons[0]).toHaveClass('btn--primary');
    const quiet = within(hero).getByRole('list', { name: /More about buying the RV400/ });
    expect(within(quiet).getByRole('link', { name: 'Configure yours' })).toHaveAttribute('href', '/product/rv400');
    expect(within(quiet).getByRole('link', { name: 'On-road price and EMI' })).not.toHaveClass('btn');
  });

  it('keeps Book and Test ride in a bottom action bar that follows the colour, shown once the page\'s own buttons scroll away', async () => {
    // A stand-in for the browser's IntersectionObserver that the test drives (jsdom has none), for the hero's buttons
    // (the page's other observers, the 360-degree view's and the hero loop's, are left alone).
    let report: (visible: boolean) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: (entries: { isIntersecting: boolean }[]) => void) {}
        observe(el: Element) {
          if (el.classList.contains('model-hero__actions')) report = (visible) => this.callback([{ isIntersecting: visible }]);
        }
        disconnect() {}
      },
    );
    const { user } = renderModel();
    // On the first screen the page's own Book now and Book a test ride show: the bar would cover them.
    expect(screen.queryByRole('group', { name: 'Book the RV400' })).toBeNull();
    act(() => report(false));
    const bar = screen.getByRole('group', { name: 'Book the RV400' });
    await user.click(screen.getByRole('radio', { name: 'Mist Grey' }));
    expect(within(bar).getByRole('link', { name: 'Book the RV400' })).toHaveAttribute('href', '/book?model=rv400&colour=Mist%20Grey');
    expect(within(bar).getByRole('link', { name: 'Test ride the RV400' })).toHaveAttribute('href', '/test-ride?model=rv400');
    act(() => report(true));
    expect(screen.queryByRole('group', { name: 'Book the RV400' })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('shows the specifications in tabs that work with the mouse and the arrow keys', async () => {
    const { user } = renderModel();
    const specs = screen.getByRole('region', { name: 'RV400 specifications' });
    const tabs = within(specs).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Performance', 'Battery and charging', 'Build', 'Price and warranty']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(specs).queryByRole('row', { name: /Seat height/ })).toBeNull();
    await user.click(tabs[2]);
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(within(specs).getByRole('tabpanel', { name: 'Build' })).toBeVisible();
    expect(within(specs).getByRole('row', { name: 'Seat height 814 mm' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(tabs[3]).toHaveFocus();
    expect(within(specs).getByRole('row', { name: /Vehicle warranty 3 years/ })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // Every row of every tab is in the page (for the prerendered HTML), hidden but the current tab's.
    expect(specs.querySelectorAll('tr')).toHaveLength(specRows.length);
  });
});

describe('comparison', () => {
  it('puts the chosen models side by side and marks rows that differ', async () => {
    const { user } = renderWithProviders(<ComparisonScreen />, { route: '/comparison?models=rv400,rv400-brz' });
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Specification', 'RV400', 'RV400 BRZ']);
    const seat = screen.getByRole('row', { name: /Seat height/ });
    expect(seat).toHaveClass('is-different');
    expect(within(seat).getByText('differs')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Top speed/ })).not.toHaveClass('is-different');
    // The same warranty terms, one with a remark in brackets: not a difference; the remark is the cell's note.
    const battery = screen.getByRole('row', { name: /^Battery warranty/ });
    expect(battery).not.toHaveClass('is-different');
    expect(within(battery).getByText('about 1,200 charge cycles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book the RV400 BRZ' })).toHaveAttribute('href', '/book?model=rv400-brz');
    expect(screen.getByRole('link', { name: 'Test ride the RV400' })).toHaveAttribute('href', '/test-ride?model=rv400');
    await user.click(screen.getByRole('checkbox', { name: /^RV1 ₹/ }));
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.getByTestId('location')).toHaveTextContent('/comparison?models=rv400%2Crv400-brz%2Crv1');
    await user.click(screen.getByRole('checkbox', { name: /RV BlazeX/ }));
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.getByText(/Untick a model/)).toBeInTheDocument();
  });

  it('starts with the RV400 against the RV1', () => {
    renderWithProviders(<ComparisonScreen />, { route: '/comparison' });
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Specification', 'RV1', 'RV400']);
    expect(screen.getByRole('checkbox', { name: /RV400 ₹/ })).toBeChecked();
  });

  it('compares figures as numbers and shows no placeholder values', () => {
    renderWithProviders(<ComparisonScreen />, { route: '/comparison?models=rv1-plus,rv-blazex' });
    // Both carry 3.24 kWh: the same figure is not a difference, whatever the battery chemistry.
    expect(screen.getByRole('row', { name: /^Battery capacity/ })).not.toHaveClass('is-different');
    expect(screen.getByRole('row', { name: /^Top speed/ })).toHaveClass('is-different');
    expect(screen.queryByText('Varies by mode')).not.toBeInTheDocument();
    expect(screen.queryByText('Fast charging supported')).not.toBeInTheDocument();
    expect(screen.getAllByText(/Only the claimed range \(1[56]0 km\) is published/)).toHaveLength(2);
    expect(screen.getAllByText('No fast-charging time is published for this model yet.')).toHaveLength(2);
  });
});

describe('savings calculator page', () => {
  it('writes the chart values as text and offers booking and a test ride after the result', () => {
    renderWithProviders(<SavingsScreen />, { route: '/savings' });
    const result = screen.getByRole('region', { name: /Your savings/ });
    const chart = within(result).getByRole('figure', { name: 'Running cost for a year' });
    expect(within(chart).getByText('Petrol').nextElementSibling).toHaveTextContent(/₹\d/);
    expect(within(chart).getByText('Electric').nextElementSibling).toHaveTextContent(/₹\d/);
    expect(within(result).getByText('CO₂ avoided a year')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Book the RV400' })).toHaveAttribute('href', '/book?model=rv400');
    expect(within(result).getByRole('link', { name: 'Book a free test ride' })).toHaveAttribute('href', '/test-ride?model=rv400');
  });

  it('starts at the marketing figure and recalculates on input, with clear errors', async () => {
    const { user } = renderWithProviders(<SavingsScreen />, { route: '/savings' });
    const yearly = () => within(screen.getByRole('region', { name: /Your savings/ })).getByText('A year').nextElementSibling?.textContent;
    expect(yearly()).toBe('₹26,544');
    const km = screen.getByLabelText(/Distance you ride a day/);
    await user.clear(km);
    await user.type(km, '100');
    expect(yearly()).toBe('₹53,088');
    await user.clear(km);
    expect(screen.getByText('Enter a number from 1 to 300.')).toBeInTheDocument();
    expect(screen.getByText(/Correct the highlighted values/)).toBeInTheDocument();
  });
});

describe('configurator', () => {
  it('loads price and colours from the API and confirms a picked colour with the colour call', async () => {
    let body: unknown = null;
    server.use(
      http.post('/api/v1/products/:id/:colour', async ({ request, params }) => {
        body = await request.json();
        const p = productSummaries.find((x) => x.id === params.id)!;
        return HttpResponse.json({ data: { products: productSummaries, product: p, colour: { name: 'Mist Grey', hex: '#8a8f98' } } });
      }),
    );
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/product/:id" element={<ProductScreen />} />
      </Routes>,
      { route: '/product/rv400' },
    );
    await user.click(await screen.findByRole('radio', { name: 'Mist Grey' }));
    expect(screen.getByRole('img', { name: /in Mist Grey/ })).toHaveAttribute('src', '/images/bikes/rv400-mist-grey-800.webp');
    expect(await screen.findByText('Mist Grey is available for the RV400.')).toBeInTheDocument();
    expect(body).toEqual({ productId: 'rv400', modelColor: 'Mist Grey', booking_info: {} });
    const summary = screen.getByRole('region', { name: 'Your RV400 in Mist Grey' });
    expect(within(summary).getByRole('link', { name: 'Book this RV400' })).toHaveAttribute('href', '/book?model=rv400&colour=Mist%20Grey');
    expect(within(summary).getByText('₹1,44,990')).toBeInTheDocument();
    // Beside the two ways to buy, what each one means.
    expect(within(summary).getByText(/reserve it with ₹499 now, refundable until delivery/)).toBeInTheDocument();
    expect(within(summary).getByText(/pay the full price online or at your hub/)).toBeInTheDocument();
  });

  it('offers a retry when the product cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('/api/v1/products/:id', () => HttpResponse.json({ message: 'Service busy, try again' }, { status: 503 }), { once: true }));
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/product/:id" element={<ProductScreen />} />
      </Routes>,
      { route: '/product/rv1' },
    );
    expect(await screen.findByText("We could not load this bike's price and colours.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Titan Red' })).toBeChecked();
  });
});

describe('pricing page', () => {
  afterEach(() => vi.useRealTimers());
  const renderPricing = (id = 'rv400') =>
    renderWithProviders(
      <Routes>
        <Route path="/product-pricing/:id" element={<PricingScreen />} />
      </Routes>,
      { route: `/product-pricing/${id}` },
    );
  const total = () => within(screen.getByRole('region', { name: /On-road estimate in/ })).getByText('Estimated on-road price').nextElementSibling?.textContent;
  const figure = (label: string) => within(screen.getByRole('form', { name: 'Your loan' }).parentElement!).getByText(label).nextElementSibling?.textContent;

  it('after the scheme ended: no subsidy, on-road by state with the assumptions, and an EMI that follows the estimate', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
    const { user } = renderPricing();
    expect(await screen.findByText('Bike price (ex-showroom + charger)')).toBeInTheDocument();
    expect(screen.getByText(/no PM E-DRIVE subsidy applies to a purchase made today/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /FY 2024-25 .* ₹10,000$/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /FY 2025-26 .* ₹5,000$/ })).toBeInTheDocument();
    // Delhi waives road tax: 1,34,990 + 10,000 + 1,000 plates/RC + insurance 3,273 + 2,308 + 1,005 GST.
    expect(screen.getByRole('row', { name: 'Road tax (0%) ₹0' })).toBeInTheDocument();
    expect(total()).toBe('₹1,52,576');
    expect(figure('Your EMI')).toBe('₹3,968 a month');
    expect(figure('Loan amount')).toBe('₹1,22,076');
    expect(screen.getByLabelText(/Price to finance/)).toHaveValue('1,52,576');
    // The ended scheme comes after what the buyer pays today.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('PM E-DRIVE subsidy')).toBeGreaterThan(headings.indexOf('EMI calculator'));

    await user.selectOptions(screen.getByLabelText(/State of registration/), 'GJ');
    expect(screen.getByRole('row', { name: 'Road tax (5%) ₹6,750' })).toBeInTheDocument();
    expect(total()).toBe('₹1,59,326');
    expect(screen.getByText(/could not confirm an electric-vehicle road tax exemption in force in Gujarat/, { selector: '.field__hint' })).toBeInTheDocument();

    const down = screen.getByLabelText(/Down payment/);
    await user.clear(down);
    await user.type(down, '200000');
    expect(screen.getByText('The down payment must be less than the price.')).toBeInTheDocument();
    expect(screen.getByText(/Correct the highlighted values to see your EMI/)).toBeInTheDocument();
    await user.clear(down);
    await user.type(down, '59326');
    await user.selectOptions(screen.getByLabelText('Tenure'), '12');
    expect(figure('Loan amount')).toBe('₹1,00,000');
    expect(figure('Your EMI')).toBe('₹8,815 a month');
  });

  it('while the scheme ran, takes the subsidy off the on-road price', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-15T06:00:00Z'));
    renderPricing('rv1');
    expect(await screen.findByText(/PM E-DRIVE pays ₹5,000 per kWh, capped at ₹10,000/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'PM E-DRIVE subsidy − ₹10,000' })).toBeInTheDocument();
  });
});
