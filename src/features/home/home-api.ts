// The home page's one API call, loaded on demand by its thunk.
import type { PublicBanner, PublicBannersResponse } from '@contract/banners';
import { api } from '@/lib/api/client';

export async function liveBanners(): Promise<PublicBanner[]> {
  return (await api.get<PublicBannersResponse>('/api/v1/banners')).data.data;
}
