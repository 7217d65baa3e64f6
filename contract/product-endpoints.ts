// The products endpoints described once (contract/endpoint.ts); the older product routes of server/routes/products.ts
// are registered by hand and join this table as they are touched. Schemas: product-endpoint-schemas.ts.
import { endpoint } from './endpoint.js';
import type { ProductListParams, ProductListResponse, TopSellersQuery, TopSellersResponse } from './products.js';

export const productEndpoints = {
  /** pageNumber (12 a page), name (search), category, order (price_asc, price_desc, range, newest, name), all=true. */
  list: endpoint<undefined, ProductListParams, undefined, ProductListResponse>({
    method: 'GET', path: '/api/v1/products', access: 'public', status: 200,
    summary: 'Active products, a page at a time or all',
  }),
  topSellers: endpoint<undefined, TopSellersQuery, undefined, TopSellersResponse>({
    method: 'GET', path: '/api/v1/products/top-sellers', access: 'public', status: 200,
    summary: 'The models most ordered (paid) in the last 90 days in a state, else in India; none when too few orders',
  }),
} as const;

export type ProductEndpointName = keyof typeof productEndpoints;
