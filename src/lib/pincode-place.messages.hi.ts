// A hub's distance in Hindi (twin of pincode-place.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const underOneKm = '1 km से कम दूर';
export const aboutKm = icu<{ km: number }>('लगभग {km} km दूर');
