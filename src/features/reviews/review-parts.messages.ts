// What every review screen shows the same way (review-parts.tsx) in English; review-parts.messages.hi.ts is the Hindi
// twin. The review's own words are the customer's.
import { icu } from '@/lib/i18n/icu';

export const stars = icu<{ rating: number; max: number }>('{rating} out of {max} stars');
export const photoAlt = icu<{ author: string; title: string }>('Shared by {author} with the review “{title}”');
/** The badge by the author's name (the contract's ownershipText, worded here). */
export const ownership = icu<{ months: number }>(
  '{months, plural, =0 {Verified owner for less than a month} one {Verified owner for # month} other {Verified owner for # months}}',
);
export const answer = 'Answer from Revolt';
