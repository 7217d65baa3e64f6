// The owners' reviews on a model page (model-reviews.tsx) in English; model-reviews.messages.hi.ts is the Hindi twin.
// What the API says (a load failure, the answer to a vote) stays as the server sends it.
import { icu } from '@/lib/i18n/icu';

export const sortNewest = 'Newest first';
export const sortHelpful = 'Most helpful first';
export const byStars = 'Reviews by stars';
export const stars = icu<{ stars: number }>('{stars} star');
/** After a star's count, hidden: "3 reviews". */
export const reviewsHidden = icu<{ count: number }>(' {count, plural, one {review} other {reviews}}');
export const loadFailed = 'We could not load the reviews.';
export const loading = 'Loading reviews…';
export const none = icu<{ model: string }>('No owner has reviewed the {model} yet. Reviews come only from owners whose bike has been delivered.');
/** After the average and its stars. */
export const fromOwners = icu<{ count: number }>(' from {count} verified {count, plural, one {owner} other {owners}}');
export const sortReviews = 'Sort reviews';
export const foundHelpful = icu<{ count: number }>('{count} {count, plural, one {person} other {people}} found this helpful.');
export const votedBefore = 'You found this helpful.';
export const helpful = 'Helpful';
export const reviewTitleHidden = icu<{ title: string }>(': {title}');
export const signInToVote = 'Sign in to vote';
export const pages = 'Pages of reviews';
export const previous = 'Previous';
export const next = 'Next';
export const reviewsWordHidden = ' reviews';
export const pageOf = icu<{ page: number; pages: number }>('Page {page} of {pages}');
