// Reviews of a model by its owners (issue 27): limits, states, texts and the months of ownership shown beside a
// review. Zod-free: the SPA imports it at run time. The checks before publishing (profanity, personal data) are the
// server's (server/modules/reviews/checks.ts): the word list is not shipped to browsers.
//
// Decision: every review, clean or flagged, waits for an admin before it is published, and an owner's edit sends it
// back to wait. A model page is a sales page: one unmoderated review with an insult or a phone number on it costs more
// than a review that appears a day later. The checks tell the admin what to look at, they do not publish.
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MIN = 3;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_HIDE_REASON_MAX = 300;
export const REVIEWS_PAGE_SIZE = 5;
/** One photo per review, judged by its bytes and re-encoded by the server (as a support ticket's photos). */
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const REVIEW_PHOTO_FIELD = 'photo';

export const REVIEW_STATES = ['pending', 'published', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_STATE_LABELS: Record<ReviewState, string> = { pending: 'Waiting for moderation', published: 'Published', hidden: 'Hidden' };

export const REVIEW_FLAGS = ['profanity', 'mobile_number', 'email'] as const;
export type ReviewFlag = (typeof REVIEW_FLAGS)[number];
export const REVIEW_FLAG_LABELS: Record<ReviewFlag, string> = {
  profanity: 'Contains a word of the profanity list',
  mobile_number: 'Contains what looks like a mobile number',
  email: 'Contains what looks like an e-mail address',
};

/** The public list's orders: newest first, or most helpful first (then newest). */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** What an owner is texted about their review (issue 27): published, hidden (the reason is on the review screen), answered. */
export type ReviewNoticeStatus = 'published' | 'hidden' | 'answered';
export function reviewSmsText(model: string, status: ReviewNoticeStatus): string {
  switch (status) {
    case 'published':
      return `Thank you: your review of the ${model} is now on the ${model} page for other riders to read. Revolt Motors`;
    case 'hidden':
      return `Your review of the ${model} was not published. See why and edit it from My bike on your Revolt dashboard. Revolt Motors`;
    case 'answered':
      return `Revolt Motors answered your review of the ${model}. Read the answer under your review on the ${model} page.`;
  }
}

export const reviewMessages = {
  rating: `Choose a rating from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars.`,
  title: `Write a title of ${REVIEW_TITLE_MIN} to ${REVIEW_TITLE_MAX} characters.`,
  body: `Write your review in ${REVIEW_BODY_MIN} to ${REVIEW_BODY_MAX} characters.`,
  reply: `Write an answer of 1 to ${REVIEW_REPLY_MAX} characters.`,
  hideReason: `Give a reason of 3 to ${REVIEW_HIDE_REASON_MAX} characters.`,
  model: 'Use a model of the catalogue.',
  sort: `Sort by ${REVIEW_SORTS.join(' or ')}.`,
  notFound: 'Review not found.',
  bikeNotFound: 'Only the owner of a delivered bike can review it: no delivered order of yours has this number.',
  saved: 'Thank you: your review is saved and will appear once our team has read it (usually within a day).',
  published: 'The review is published.',
  hidden: 'The review is hidden.',
  replied: 'Your answer is published under the review.',
  notPublished: 'Only a published review can be voted helpful.',
  ownReview: 'You cannot vote for your own review.',
  voted: 'Thank you for your vote.',
  votedBefore: 'You found this helpful.',
  photoType: 'Attach the photo as a JPEG, PNG or WebP image.',
  photoSize: `The photo must be ${REVIEW_PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller.`,
  photoOne: 'Attach one photo.',
  photoForm: 'Send the photo as multipart/form-data in the field "photo".',
  photoNeedsReview: 'Save your review before adding a photo to it.',
  photoSaved: 'Your photo is saved and will appear with your review once our team has seen it.',
  photoRemoved: 'The photo is removed from your review.',
  photoNotFound: 'This review has no photo to show.',
} as const;

/** The photo routes (multipart in, an image out), not JSON descriptors: the server registers these paths, the SPA and
 * the screen tests' handlers call them. */
export const REVIEW_PHOTO_PATH = '/api/v1/reviews/:id/photo';
export const REVIEW_ORDER_PHOTO_PATH = '/api/v1/reviews/orders/:id/photo';

/** Where a review's photo is served (server/modules/reviews/photo-routes.ts): an image, not JSON. */
export function reviewPhotoPath(id: number): string {
  return REVIEW_PHOTO_PATH.replace(':id', String(id));
}

/** Where the owner puts or removes the photo of the review of their order (multipart PUT, DELETE). */
export function reviewOrderPhotoPath(orderId: number): string {
  return REVIEW_ORDER_PHOTO_PATH.replace(':id', String(orderId));
}

/** Whole months from the delivery day to the day of `at` (both YYYY-MM-DD, India's calendar); never below 0. */
export function monthsOwned(deliveredOn: string, at: string): number {
  const [y1, m1, d1] = deliveredOn.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = at.split('-').map(Number) as [number, number, number];
  const months = (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
  return Math.max(0, months);
}

/** "Verified owner for 3 months", "Verified owner for less than a month". */
export function ownershipText(months: number): string {
  if (months < 1) return 'Verified owner for less than a month';
  return `Verified owner for ${months} ${months === 1 ? 'month' : 'months'}`;
}

/** "4.3": the average as shown (one decimal), or "0.0" with no reviews. */
export function ratingText(average: number): string {
  return average.toFixed(1);
}
