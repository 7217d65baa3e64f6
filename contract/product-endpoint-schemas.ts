// The zod schemas of the products endpoints of product-endpoints.ts, tied to the descriptors' types below.
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { ProductEndpointName, productEndpoints } from './product-endpoints.js';
import { productListQuery, productListResponse, topSellersQuery, topSellersResponse } from './products.js';

export const productEndpointSchemas = {
  list: { querystring: productListQuery, response: productListResponse },
  topSellers: { querystring: topSellersQuery, response: topSellersResponse },
} as const satisfies Record<ProductEndpointName, EndpointSchemas>;

export const productEndpointTypesAgree: TypesAgree<typeof productEndpoints, typeof productEndpointSchemas> = { list: true, topSellers: true };
