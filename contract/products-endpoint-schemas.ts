// The zod schemas of the products endpoints of products-endpoints.ts, tied to the descriptors' types below.
import { messageResponse } from './common.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { ProductEndpointName, productEndpoints } from './products-endpoints.js';
import {
  productAdminListQuery,
  productAdminListResponse,
  productColourBody,
  productColourParams,
  productColourResponse,
  productCreateBody,
  productDealerListQuery,
  productDetailResponse,
  productListQuery,
  productListResponse,
  productParams,
  productRecordResponse,
  productUpdateBody,
  reviewBody,
  reviewResponse,
  topSellersQuery,
  topSellersResponse,
} from './products.js';

export const productEndpointSchemas = {
  list: { querystring: productListQuery, response: productListResponse },
  topSellers: { querystring: topSellersQuery, response: topSellersResponse },
  detail: { params: productParams, response: productDetailResponse },
  byColour: { params: productColourParams, body: productColourBody, response: productColourResponse },
  adminList: { querystring: productAdminListQuery, response: productAdminListResponse },
  adminDetail: { params: productParams, response: productRecordResponse },
  dealerList: { querystring: productDealerListQuery, response: productAdminListResponse },
  create: { body: productCreateBody, response: productRecordResponse },
  update: { params: productParams, body: productUpdateBody, response: productRecordResponse },
  retire: { params: productParams, response: messageResponse },
  review: { params: productParams, body: reviewBody, response: reviewResponse },
} as const satisfies Record<ProductEndpointName, EndpointSchemas>;

export const productEndpointTypesAgree: TypesAgree<typeof productEndpoints, typeof productEndpointSchemas> = {
  list: true, topSellers: true, detail: true, byColour: true, adminList: true, adminDetail: true, dealerList: true,
  create: true, update: true, retire: true, review: true,
};
