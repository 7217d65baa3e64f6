// The zod schemas of the banner endpoints of banners-endpoints.ts; the type check below ties each to its descriptor.
import { bannerListResponse, bannerOrderBody, bannerResponse, bannerUpdateBody, publicBannersResponse } from './banners.js';
import type { BannersEndpointName, bannersEndpoints } from './banners-endpoints.js';
import { idParams } from './common.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';

export const bannersEndpointSchemas = {
  live: { response: publicBannersResponse },
  list: { response: bannerListResponse },
  update: { params: idParams, body: bannerUpdateBody, response: bannerResponse },
  reorder: { body: bannerOrderBody, response: bannerListResponse },
} as const satisfies Record<BannersEndpointName, EndpointSchemas>;

export const bannersEndpointTypesAgree: TypesAgree<typeof bannersEndpoints, typeof bannersEndpointSchemas> = {
  live: true, list: true, update: true, reorder: true,
};
