// The zod schemas of the products endpoints of product-endpoints.ts, tied to the descriptors' types below.
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { ProductEndpointName, productEndpoints } from './product-endpoints.js';
import { topSellersQuery, topSellersResponse } from './products.js';

export const productEndpointSchemas = {
  topSellers: { querystring: topSellersQuery, response: topSellersResponse },
} as const satisfies Record<ProductEndpointName, EndpointSchemas>;

export const productEndpointTypesAgree: TypesAgree<typeof productEndpoints, typeof productEndpointSchemas> = { topSellers: true };
