// The home banners' JSON endpoints, described once (contract/endpoint.ts): the server registers them
// (server/modules/banners/), the SPA calls them (src/features/banners/banners-api.ts, src/features/home/home-api.ts)
// and the MSW handlers are made from them. Schemas: banners-endpoint-schemas.ts. The create form is multipart
// (BANNER_CREATE_PATH) and the images are files (BANNER_IMAGE_PATH): plain routes, as media's upload.
import type { BannerListResponse, BannerOrder, BannerResponse, BannerUpdate, PublicBannersResponse } from './banners.js';
import { endpoint } from './endpoint.js';

export const bannersEndpoints = {
  live: endpoint<undefined, undefined, undefined, PublicBannersResponse>({
    method: 'GET', path: '/api/v1/banners', access: 'public', status: 200,
    summary: 'The home banners live now, in order',
  }),
  list: endpoint<undefined, undefined, undefined, BannerListResponse>({
    method: 'GET', path: '/api/v1/admin/banners', access: 'admin', status: 200,
    summary: 'Every banner, in order, with whether it is live now',
  }),
  update: endpoint<{ id: number }, undefined, BannerUpdate, BannerResponse>({
    method: 'PATCH', path: '/api/v1/admin/banners/:id', access: 'admin', status: 200,
    summary: 'Edit, schedule or switch a banner on or off',
  }),
  reorder: endpoint<undefined, undefined, BannerOrder, BannerListResponse>({
    method: 'PUT', path: '/api/v1/admin/banners/order', access: 'admin', status: 200,
    summary: 'Put the banners in this order (every id once)',
  }),
} as const;

export type BannersEndpointName = keyof typeof bannersEndpoints;
