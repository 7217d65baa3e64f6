import type { PublicBanner } from '@contract/banners';
import type { AppThunk } from '@/lib/store/family';
import type { RequestOutcome } from '@/lib/store/request';
import { homeBannersFamily } from './home-banners-slice';

/** The live banners; the request helper loads with the call, not with the home page (its first load stays small). */
export function fetchHomeBanners(): AppThunk<Promise<RequestOutcome<PublicBanner[]>>> {
  return async (dispatch) => {
    const { apiRequest } = await import('@/lib/store/request');
    return dispatch(apiRequest(() => import('./home-api'), homeBannersFamily, (api) => api.liveBanners()));
  };
}
