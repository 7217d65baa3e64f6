// The admin's banner endpoints, loaded on demand by the thunks.
import type { BannerListResponse, BannerRecord, BannerResponse, BannerUpdate } from '@contract/banners';
import { api } from '@/lib/api/client';

export async function listBanners(): Promise<BannerRecord[]> {
  return (await api.get<BannerListResponse>('/api/v1/admin/banners')).data.data;
}

/** The multipart form: headline, alt, link, startsAt, endsAt?, active and the image file. */
export async function createBanner(form: FormData): Promise<BannerRecord> {
  return (await api.post<BannerResponse>('/api/v1/admin/banners', form)).data.data;
}

export async function updateBanner(id: number, patch: BannerUpdate): Promise<BannerRecord> {
  return (await api.patch<BannerResponse>(`/api/v1/admin/banners/${id}`, patch)).data.data;
}

export async function reorderBanners(ids: number[]): Promise<BannerRecord[]> {
  return (await api.put<BannerListResponse>('/api/v1/admin/banners/order', { ids })).data.data;
}
