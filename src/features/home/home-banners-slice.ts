// The home page's live banners (issue 15). The first one is in the prerendered HTML; this family holds the list
// the API answers after load.
import type { PublicBanner } from '@contract/banners';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const homeBannersFamily = createFamily<PublicBanner[]>('homeBanners');

export const homeReducers = { homeBanners: homeBannersFamily.reducer };
registerReducers(homeReducers);
export type HomeSlice = StateOf<typeof homeReducers>;

export const selectHomeBanners = (s: HomeSlice) => s.homeBanners;
