// The home page's one API call (contract/banners-endpoints.ts), loaded on demand by its thunk.
import type { PublicBanner } from '@contract/banners';
import { bannersEndpoints as e } from '@contract/banners-endpoints';
import { callEndpoint } from '@/lib/api/endpoint';

export async function liveBanners(): Promise<PublicBanner[]> {
  return (await callEndpoint(e.live, {})).data;
}
