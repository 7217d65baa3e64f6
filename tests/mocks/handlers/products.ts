import { HttpResponse } from 'msw';
import type { PriceChangedError } from '@contract/bookings';
import { priceChanged } from '@contract/messages';
import { retiredLine } from '@contract/product-rules';
import { productEndpointSchemas } from '@contract/products-endpoint-schemas';
import { productEndpoints } from '@contract/products-endpoints';
import type { ProductListResponse, ProductSummary, RetiredProduct, TopSellersResponse } from '@contract/products';
import { bikePrice, bikeSpecs, bikes } from '@/content/bikes';
import { endpointHandler } from '../endpoint';

/** The products as seeded: the content's prices (what the prerendered pages show). */
export const productSummaries: ProductSummary[] = bikes.map((b) => ({
  id: b.id,
  name: b.name,
  category: 'Electric Motorcycle',
  description: b.tagline,
  ex_price: b.exShowroom,
  charger: b.charger,
  price: bikePrice(b),
  colours: b.colours,
  rating: 0,
  num_reviews: 0,
  tagline: b.tagline,
  specs: bikeSpecs(b),
}));

/** The products as the API has them now: the seeded ones until a test changes a price (reset after each test by tests/setup.ts). */
let current = [...productSummaries];
/** The models retired in the back office (none as seeded). */
let retired: RetiredProduct[] = [];

export function resetProducts(): void {
  current = [...productSummaries];
  retired = [];
  topSellers = {};
}

/** The back office's edit of a price (PUT /api/products/{id}): the API answers the new price from now on. */
export function changeProductPrice(id: string, prices: Partial<Pick<ProductSummary, 'ex_price' | 'charger'>>): ProductSummary {
  const before = current.find((p) => p.id === id);
  if (!before) throw new Error(`no product ${id}`);
  const ex_price = prices.ex_price ?? before.ex_price;
  const charger = prices.charger ?? before.charger;
  const changed: ProductSummary = { ...before, ex_price, charger, price: ex_price + charger };
  current = current.map((p) => (p.id === id ? changed : p));
  return changed;
}

/** A model added in the back office: the API lists it from now on. */
export function addProduct(product: ProductSummary): void {
  current = [...current, product];
}

/** The back office retires a model: the API stops listing it and names it as retired. */
export function retireProduct(id: string): void {
  const product = current.find((p) => p.id === id);
  if (!product) throw new Error(`no product ${id}`);
  current = current.filter((p) => p.id !== id);
  retired = [...retired, { id, name: product.name }];
}

export const currentProduct = (id: string): ProductSummary | undefined => current.find((p) => p.id === id);

/** The server's 409 for a booking or purchase naming a price that is not the current one; null when it is, or names none. */
export function priceChangedAnswer(model: string, expected: number | undefined): PriceChangedError | null {
  const product = currentProduct(model);
  if (!product || expected === undefined || expected === product.price) return null;
  return { message: priceChanged(product.name, product.price), price: product.price, ex_price: product.ex_price, charger: product.charger };
}

const list = (data: ProductSummary[]): ProductListResponse => ({
  data,
  retired,
  productPlan: data.map((p) => ({ product_id: p.id, ex_price: p.ex_price, charger: p.charger })),
  page: 1,
  pages: 1,
});

/** The top sellers by state id ('' for India); none by default, as the server with too few orders (reset after each test). */
let topSellers: Record<string, TopSellersResponse['data']> = {};
export function setTopSellers(byState: Record<string, TopSellersResponse['data']>): void {
  topSellers = byState;
}
const noTopSellers: TopSellersResponse['data'] = { state: null, place: 'India', window_days: 90, models: [] };

export const productHandlers = [
  // The server's filters: name (contains, any case), category (any case) and order; every match in one page.
  endpointHandler(productEndpoints.list, productEndpointSchemas.list, ({ request }) => {
    const url = new URL(request.url).searchParams;
    const name = url.get('name')?.toLowerCase() ?? '';
    const category = url.get('category')?.toLowerCase() ?? '';
    const range = (id: string) => current.find((p) => p.id === id)?.specs.rangeKm.claimed ?? 0;
    const order: Record<string, (a: ProductSummary, b: ProductSummary) => number> = {
      price_desc: (a, b) => b.price - a.price,
      range: (a, b) => range(b.id) - range(a.id),
      newest: () => 0,
      name: (a, b) => a.name.localeCompare(b.name),
    };
    const matches = current
      .filter((p) => p.name.toLowerCase().includes(name) && (!category || p.category.toLowerCase() === category))
      .sort(order[url.get('order') ?? ''] ?? ((a, b) => a.price - b.price));
    return HttpResponse.json(list(matches));
  }),
  // Before /products/:id, as the server's static path wins over its parameter.
  endpointHandler(productEndpoints.topSellers, productEndpointSchemas.topSellers, ({ request }) => {
    const state = new URL(request.url).searchParams.get('state') ?? '';
    return HttpResponse.json({ data: topSellers[state] ?? topSellers[''] ?? noTopSellers });
  }),
  endpointHandler(productEndpoints.detail, productEndpointSchemas.detail, ({ params }) => {
    const p = current.find((x) => x.id === params.id);
    const gone = retired.find((x) => x.id === params.id);
    if (gone) return HttpResponse.json({ message: retiredLine(gone.name), range: '/electric-bike' }, { status: 410 });
    return p ? HttpResponse.json({ data: { ...p, reviews: [] } }) : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
  }),
  // The booking screen's product in a colour (the colour by name or slug, any case).
  endpointHandler(productEndpoints.byColour, productEndpointSchemas.byColour, ({ params }) => {
    const p = current.find((x) => x.id === params.id);
    if (!p) return HttpResponse.json({ message: 'Product not found' }, { status: 404 });
    const wanted = String(params.colour).toLowerCase();
    const colour = p.colours.find((c) => c.name.toLowerCase() === wanted || c.name.toLowerCase().replace(/\s+/g, '-') === wanted);
    if (!colour) return HttpResponse.json({ message: 'Check the highlighted fields.', errors: { colour: `${p.name} comes in ${p.colours.map((c) => c.name).join(', ')}.` } }, { status: 400 });
    return HttpResponse.json({ data: { products: current, product: p, colour: { name: colour.name, hex: colour.hex } } });
  }),
  endpointHandler(productEndpoints.review, productEndpointSchemas.review, () => HttpResponse.json({ message: 'Review added', data: { rating: 5, num_reviews: 1 } }, { status: 201 })),
];
