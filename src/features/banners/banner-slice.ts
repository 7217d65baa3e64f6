// Banner dashboard flag (SPEC §4): loading true on request, false on success or failure.
import { createFamily, type StateOf } from '@/lib/store/family';

export type Banner = { id: number; title: string; image: string; link: string; active: boolean };
export const bannerFamily = createFamily<Banner[]>('banner');

export const bannerReducers = { banner: bannerFamily.reducer };
export type BannerSlice = StateOf<typeof bannerReducers>;
