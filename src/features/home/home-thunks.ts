import type { PublicBanner } from '@contract/banners';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { homeBannersFamily } from './home-banners-slice';

export function fetchHomeBanners(): AppThunk<Promise<RequestOutcome<PublicBanner[]>>> {
  return apiRequest(() => import('./home-api'), homeBannersFamily, (api) => api.liveBanners());
}
