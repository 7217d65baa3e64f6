// The products endpoints described once (contract/endpoint.ts): the public catalogue, the back-office and dealer
// lists, and the legacy back-office calls of SPEC §7 at /api/products (outside the API prefix: the server registers
// them at their full path). Registered by server/modules/products/routes.ts. Schemas: products-endpoint-schemas.ts.
import type { MessageResponse } from './common.js';
import { endpoint } from './endpoint.js';
import type {
  ProductAdminListQuery,
  ProductAdminListResponse,
  ProductColourInput,
  ProductColourResponse,
  ProductCreateInput,
  ProductDetailResponse,
  ProductListParams,
  ProductListResponse,
  ProductRecordResponse,
  ProductUpdateInput,
  ReviewInput,
  ReviewResponse,
  TopSellersQuery,
  TopSellersResponse,
} from './products.js';

type Id = { id: string };

/** The legacy back-office calls' prefix (SPEC §7): unversioned, outside API_PREFIX. */
export const LEGACY_PRODUCTS_PREFIX = '/api';

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
  detail: endpoint<Id, undefined, undefined, ProductDetailResponse>({
    method: 'GET', path: '/api/v1/products/:id', access: 'public', status: 200,
    summary: 'One active product with its specs and reviews; 410 for a retired one',
  }),
  /** SPEC §7: the authorization value travels inside booking_info, not as a header. */
  byColour: endpoint<{ id: string; colour: string }, undefined, ProductColourInput, ProductColourResponse>({
    method: 'POST', path: '/api/v1/products/:id/:colour', access: 'public', status: 200,
    summary: 'A product in a chosen colour, for the booking screen',
  }),
  adminList: endpoint<undefined, ProductAdminListQuery, undefined, ProductAdminListResponse>({
    method: 'GET', path: '/api/v1/admin/products', access: 'admin', status: 200,
    summary: 'Every product, active or not: searched, filtered, sorted and paged (back office)',
  }),
  adminDetail: endpoint<Id, undefined, undefined, ProductRecordResponse>({
    method: 'GET', path: '/api/v1/admin/products/:id', access: 'admin', status: 200,
    summary: 'One product, active or not, for the edit form (back office)',
  }),
  dealerList: endpoint<undefined, Omit<ProductAdminListQuery, 'status'>, undefined, ProductAdminListResponse>({
    method: 'GET', path: '/api/v1/dealer/products', access: 'dealer', status: 200,
    summary: 'The active catalogue with prices, read-only (dealers)',
  }),
  create: endpoint<undefined, undefined, ProductCreateInput, ProductRecordResponse>({
    method: 'POST', path: '/api/products', access: 'admin', status: 201,
    summary: 'Add a product (legacy back-office call)',
  }),
  update: endpoint<Id, undefined, ProductUpdateInput, ProductRecordResponse>({
    method: 'PUT', path: '/api/products/:id', access: 'admin', status: 200,
    summary: 'Edit a product (legacy back-office call)',
  }),
  retire: endpoint<Id, undefined, undefined, MessageResponse>({
    method: 'DELETE', path: '/api/products/:id', access: 'admin', status: 200,
    summary: 'Retire a product for good: off sale, out of every public list, its pages 410; its orders keep it (legacy back-office call)',
  }),
  review: endpoint<Id, undefined, ReviewInput, ReviewResponse>({
    method: 'POST', path: '/api/products/:id/reviews', access: 'customer', status: 201,
    summary: 'Review a product once (signed-in customer)',
  }),
} as const;

export type ProductEndpointName = keyof typeof productEndpoints;
