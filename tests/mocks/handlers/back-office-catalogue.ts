// The back-office catalogue endpoints, for the screens' tests (added with server.use, not registered globally).
import { http, HttpResponse } from 'msw';
import type { ProductListItem, ProductRecord, ProductUpdateRequest } from '@contract/products';
import { pageOf } from '../paging';
import { productSummaries } from './products';

/** 25 products: the five models (one of them inactive) and twenty fleet variants, so the list has two pages. */
export const catalogueProducts: ProductListItem[] = [
  ...productSummaries.map((p, i) => ({ ...p, active: i !== 0, updated_at: `2026-10-${String(10 + i).padStart(2, '0')}T09:00:00.000Z` })),
  ...Array.from({ length: 20 }, (_, i) => {
    const base = productSummaries[i % productSummaries.length];
    if (!base) throw new Error('no product summaries');
    return { ...base, id: `${base.id}-fleet-${i + 1}`, name: `${base.name} Fleet ${String(i + 1).padStart(2, '0')}`, active: true, updated_at: `2026-09-${String(i + 1).padStart(2, '0')}T09:00:00.000Z` };
  }),
];

const record = (p: ProductListItem): ProductRecord => ({ ...p, specs: {} as ProductRecord['specs'], created_at: '2026-01-01T00:00:00.000Z' });
const sorts = { name: (p: ProductListItem) => p.name.toLowerCase(), price: (p: ProductListItem) => p.price, updated: (p: ProductListItem) => p.updated_at };
const matches = (p: ProductListItem, q: string) => !q || [p.name, p.id, p.category].some((v) => v.toLowerCase().includes(q));

export const catalogueHandlers = [
  http.get('/api/v1/admin/products', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const q = (query.get('q') ?? '').toLowerCase();
    const status = query.get('status');
    const rows = catalogueProducts.filter((p) => matches(p, q) && (!status || p.active === (status === 'active')));
    return HttpResponse.json(pageOf(rows, query, sorts, 'name'));
  }),
  http.get('/api/v1/dealer/products', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const q = (query.get('q') ?? '').toLowerCase();
    return HttpResponse.json(pageOf(catalogueProducts.filter((p) => p.active && matches(p, q)), query, sorts, 'name'));
  }),
  http.get('/api/v1/admin/products/:id', ({ params }) => {
    const p = catalogueProducts.find((x) => x.id === params.id);
    return p ? HttpResponse.json({ data: record(p) }) : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
  }),
  http.put('/api/products/:id', async ({ params, request }) => {
    const p = catalogueProducts.find((x) => x.id === params.id);
    if (!p) return HttpResponse.json({ message: 'Product not found' }, { status: 404 });
    const patch = (await request.json()) as ProductUpdateRequest;
    const next = { ...p, ...patch };
    return HttpResponse.json({ data: record({ ...next, price: next.ex_price + next.charger }) });
  }),
];
