// A hub's distance as the hub lists say it (pincode-place.ts). Hindi twin: pincode-place.messages.hi.ts.
import { icu } from '@/lib/i18n/icu';

export const underOneKm = 'under 1 km away';
export const aboutKm = icu<{ km: number }>('about {km} km away');
