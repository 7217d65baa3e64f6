// What every review screen shows the same way, in Hindi (twin of review-parts.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const stars = icu<{ rating: number; max: number }>('{max} में से {rating} स्टार');
export const photoAlt = icu<{ author: string; title: string }>('{author} की समीक्षा “{title}” के साथ भेजी गई फ़ोटो');
export const ownership = icu<{ months: number }>('{months, plural, =0 {एक महीने से कम समय से वेरिफ़ाइड मालिक} other {# महीने से वेरिफ़ाइड मालिक}}');
export const answer = 'Revolt का जवाब';
