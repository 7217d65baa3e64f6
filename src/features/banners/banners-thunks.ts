import type { BannerRecord, BannerUpdate } from '@contract/banners';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { bannerFamily } from './banner-slice';

const bannersApi = () => import('./banners-api');

export function fetchBanners(): AppThunk<Promise<RequestOutcome<BannerRecord[]>>> {
  return apiRequest(bannersApi, bannerFamily, (api) => api.listBanners());
}

export function createBanner(form: FormData): AppThunk<Promise<RequestOutcome<BannerRecord>>> {
  return apiRequest(bannersApi, null, (api) => api.createBanner(form));
}

export function updateBanner(id: number, patch: BannerUpdate): AppThunk<Promise<RequestOutcome<BannerRecord>>> {
  return apiRequest(bannersApi, null, (api) => api.updateBanner(id, patch));
}

/** A new order answers the whole list, which becomes the dashboard's list. */
export function reorderBanners(ids: number[]): AppThunk<Promise<RequestOutcome<BannerRecord[]>>> {
  return apiRequest(bannersApi, bannerFamily, (api) => api.reorderBanners(ids));
}
