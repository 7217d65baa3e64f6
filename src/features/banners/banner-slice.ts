// Banner dashboard flag (SPEC §4): loading true on request, false on success or failure. The family holds the
// admin's banners (every one, in order, with whether it is live now).
import type { BannerRecord } from '@contract/banners';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export type Banner = BannerRecord;
export const bannerFamily = createFamily<BannerRecord[]>('banner');

export const bannerReducers = { banner: bannerFamily.reducer };
registerReducers(bannerReducers);
export type BannerSlice = StateOf<typeof bannerReducers>;

export const selectBanners = (s: BannerSlice) => s.banner;
