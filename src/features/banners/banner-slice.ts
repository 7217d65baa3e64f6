// Banner dashboard flag (SPEC §4): loading true on request, false on success or failure.
import { createFamily, type FamilyState } from '@/lib/store/family';

export type Banner = { id: number; title: string; image: string; link: string; active: boolean };
export const bannerFamily = createFamily<Banner[]>('banner');
export const selectBannerLoading = (s: { banner: FamilyState<Banner[]> }) => s.banner.loading;
