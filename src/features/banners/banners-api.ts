// The admin's banner endpoints (contract/banners-endpoints.ts), loaded on demand by the thunks. The create form is
// multipart (BANNER_CREATE_PATH: a file in, so not a JSON descriptor).
import { BANNER_CREATE_PATH } from '@contract/banner-rules';
import type { BannerRecord, BannerResponse, BannerUpdate } from '@contract/banners';
import { bannersEndpoints as e } from '@contract/banners-endpoints';
import { api } from '@/lib/api/client';
import { callEndpoint } from '@/lib/api/endpoint';

export async function listBanners(): Promise<BannerRecord[]> {
  return (await callEndpoint(e.list, {})).data;
}

/** The multipart form: headline, alt, link, startsAt, endsAt?, active and the image file. */
export async function createBanner(form: FormData): Promise<BannerRecord> {
  return (await api.post<BannerResponse>(BANNER_CREATE_PATH, form)).data.data;
}

export async function updateBanner(id: number, patch: BannerUpdate): Promise<BannerRecord> {
  return (await callEndpoint(e.update, { params: { id }, body: patch })).data;
}

export async function reorderBanners(ids: number[]): Promise<BannerRecord[]> {
  return (await callEndpoint(e.reorder, { body: { ids } })).data;
}
