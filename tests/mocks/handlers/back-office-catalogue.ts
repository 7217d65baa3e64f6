// The back-office catalogue endpoints, for the screens' tests (added with server.use, not registered globally).
import { HttpResponse } from 'msw';
import type { ProductCreateRequest, ProductListItem, ProductRecord, ProductUpdateRequest } from '@contract/products';
import { productEndpointSchemas as schemas } from '@contract/products-endpoint-schemas';
import { productEndpoints as endpoints } from '@contract/products-endpoints';
import { productMessages } from '@contract/product-rules';
import { endpointHandler } from '../endpoint';
import { pageOf } from '../paging';
import { productSummaries } from './products';

/** 25 products: the five models (one of them inactive) and twenty fleet variants, so the list has two pages. */
export const catalogueProducts: ProductListItem[] = [
  ...productSummaries.map((p, i) => ({ ...p, active: i !== 0, retired_at: null, updated_at: `2026-10-${String(10 + i).padStart(2, '0')}T09:00:00.000Z` })),
  ...Array.from({ length: 20 }, (_, i) => {
    const base = productSummaries[i % productSummaries.length];
    if (!base) throw new Error('no product summaries');
    return { ...base, id: `${base.id}-fleet-${i + 1}`, name: `${base.name} Fleet ${String(i + 1).padStart(2, '0')}`, active: true, retired_at: null, updated_at: `2026-09-${String(i + 1).padStart(2, '0')}T09:00:00.000Z` };
  }),
];

/** Retired in a test (reset after each test by tests/setup.ts), with when. */
const retiredAt = new Map<string, string>();
export const resetCatalogue = () => retiredAt.clear();

const record = (p: ProductListItem): ProductRecord => ({
  ...p,
  active: retiredAt.has(p.id) ? false : p.active,
  retired_at: retiredAt.get(p.id) ?? p.retired_at,
  created_at: '2026-01-01T00:00:00.000Z',
});
const sorts = { name: (p: ProductListItem) => p.name.toLowerCase(), price: (p: ProductListItem) => p.price, updated: (p: ProductListItem) => p.updated_at };
const matches = (p: ProductListItem, q: string) => !q || [p.name, p.id, p.category].some((v) => v.toLowerCase().includes(q));

export const catalogueHandlers = [
  endpointHandler(endpoints.adminList, schemas.adminList, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const q = (query.get('q') ?? '').toLowerCase();
    const status = query.get('status');
    const standing = (p: ProductListItem) => (p.retired_at ? 'retired' : p.active ? 'active' : 'inactive');
    const rows = catalogueProducts.filter((p) => matches(p, q) && (!status || standing(p) === status));
    return HttpResponse.json(pageOf(rows, query, sorts, 'name'));
  }),
  endpointHandler(endpoints.dealerList, schemas.dealerList, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const q = (query.get('q') ?? '').toLowerCase();
    return HttpResponse.json(pageOf(catalogueProducts.filter((p) => p.active && matches(p, q)), query, sorts, 'name'));
  }),
  endpointHandler(endpoints.adminDetail, schemas.adminDetail, ({ params }) => {
    const p = catalogueProducts.find((x) => x.id === params.id);
    return p ? HttpResponse.json({ data: record(p) }) : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
  }),
  endpointHandler(endpoints.create, schemas.create, async ({ request }) => {
    const body = (await request.json()) as ProductCreateRequest;
    if (catalogueProducts.some((p) => p.id === body.id)) return HttpResponse.json({ message: 'A product with this id already exists.' }, { status: 409 });
    const created: ProductRecord = {
      ...body,
      price: body.ex_price + body.charger,
      rating: 0,
      num_reviews: 0,
      retired_at: null,
      created_at: '2026-11-27T09:00:00.000Z',
      updated_at: '2026-11-27T09:00:00.000Z',
    };
    return HttpResponse.json({ data: created }, { status: 201 });
  }),
  endpointHandler(endpoints.retire, schemas.retire, ({ params }) => {
    const p = catalogueProducts.find((x) => x.id === params.id);
    if (!p) return HttpResponse.json({ message: 'Product not found' }, { status: 404 });
    if (retiredAt.has(p.id)) return HttpResponse.json({ message: productMessages.retired }, { status: 409 });
    retiredAt.set(p.id, '2026-11-27T09:00:00.000Z');
    return HttpResponse.json({ message: `The ${p.name} is retired: it has left the site, and its orders keep it.` });
  }),
  endpointHandler(endpoints.update, schemas.update, async ({ params, request }) => {
    const p = catalogueProducts.find((x) => x.id === params.id);
    if (!p) return HttpResponse.json({ message: 'Product not found' }, { status: 404 });
    if (retiredAt.has(p.id)) return HttpResponse.json({ message: productMessages.retired }, { status: 409 });
    const patch = (await request.json()) as ProductUpdateRequest;
    const next = { ...p, ...patch };
    return HttpResponse.json({ data: record({ ...next, price: next.ex_price + next.charger }) });
  }),
];
