// Reviews (contract/review-rules.ts has the rules and texts): the zod schemas of the requests and answers. The server
// validates and answers through them; the SPA imports the derived types only.
import { z } from 'zod';
import { blankToUndefined, listPage, numericId, pageNumber, pageSize } from './common.js';
import {
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_FLAGS,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_SORTS,
  REVIEW_STATES,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
  REVIEWS_PAGE_SIZE,
  reviewMessages as m,
} from './review-rules.js';

export const reviewParams = z.object({ id: numericId('Use a review number.') });
export const reviewOrderParams = z.object({ id: numericId('Use an order number.') });
export const reviewModelParams = z.object({ id: z.string({ error: m.model }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, m.model).max(40, m.model) });

const reply = z.object({ text: z.string(), at: z.string() });

/** A review as the model page shows it. */
export const publicReview = z
  .object({
    id: z.number().int(),
    rating: z.number().int(),
    title: z.string(),
    body: z.string(),
    author_name: z.string(),
    /** Whole months from delivery to when it was written (every review is a verified owner's). */
    months_owned: z.number().int(),
    written_at: z.string(),
    helpful: z.number().int(),
    reply: reply.nullable(),
    /** The size of its photo (GET /api/v1/reviews/:id/photo), or null without one. */
    photo: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
  })
  .meta({ id: 'PublicReview' });
export type PublicReview = z.output<typeof publicReview>;

export const reviewSummary = z
  .object({
    average: z.number(),
    count: z.number().int(),
    /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
    distribution: z.array(z.number().int()).length(5),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.output<typeof reviewSummary>;

export const modelReviewsQuery = z.object({
  sort: z.preprocess(blankToUndefined, z.enum(REVIEW_SORTS, { error: m.sort }).default('newest')),
  page: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(20).default(REVIEWS_PAGE_SIZE),
});
export type ModelReviewsQuery = z.input<typeof modelReviewsQuery>;
export const modelReviewsResponse = listPage(publicReview).extend({ summary: reviewSummary });
export type ModelReviewsResponse = z.output<typeof modelReviewsResponse>;

/** The owner's own review, whatever its state. */
export const ownReview = publicReview.extend({ state: z.enum(REVIEW_STATES), hidden_reason: z.string().nullable() }).meta({ id: 'OwnReview' });
export type OwnReview = z.output<typeof ownReview>;

/** The review screen's data: the delivered bike and its review if written. */
export const reviewDraftResponse = z.object({
  data: z.object({
    order_id: z.number().int(),
    reference: z.string(),
    model: z.string(),
    model_name: z.string(),
    delivered_on: z.string(),
    review: ownReview.nullable(),
  }),
});
export type ReviewDraftResponse = z.output<typeof reviewDraftResponse>;

export const reviewBody = z.object({
  rating: z.number({ error: m.rating }).int(m.rating).min(REVIEW_RATING_MIN, m.rating).max(REVIEW_RATING_MAX, m.rating),
  title: z.string({ error: m.title }).trim().min(REVIEW_TITLE_MIN, m.title).max(REVIEW_TITLE_MAX, m.title),
  body: z.string({ error: m.body }).trim().min(REVIEW_BODY_MIN, m.body).max(REVIEW_BODY_MAX, m.body),
});
export type ReviewRequest = z.input<typeof reviewBody>;
export const ownReviewResponse = z.object({ message: z.string(), data: ownReview });
export type OwnReviewResponse = z.output<typeof ownReviewResponse>;

export const helpfulResponse = z.object({ message: z.string(), data: z.object({ id: z.number().int(), helpful: z.number().int() }) });
export type HelpfulResponse = z.output<typeof helpfulResponse>;
/** The ids of a model's reviews the signed-in user has voted helpful, so the page shows their votes after a reload. */
export const myVotesResponse = z.object({ data: z.array(z.number().int()) });
export type MyVotesResponse = z.output<typeof myVotesResponse>;

/** A review as the back office sees it: the public one, its state, the checks' flags and whose it is. */
export const backOfficeReview = ownReview
  .extend({
    model: z.string(),
    model_name: z.string(),
    order_id: z.number().int(),
    order_reference: z.string(),
    customer_id: z.number().int(),
    flags: z.array(z.enum(REVIEW_FLAGS)),
  })
  .meta({ id: 'BackOfficeReview' });
export type BackOfficeReview = z.output<typeof backOfficeReview>;

export const backOfficeReviewListQuery = z.object({
  state: z.preprocess(blankToUndefined, z.enum(REVIEW_STATES).default('pending')),
  page: pageNumber,
  pageSize,
});
export type BackOfficeReviewListQuery = z.input<typeof backOfficeReviewListQuery>;
export const backOfficeReviewListResponse = listPage(backOfficeReview);
export type BackOfficeReviewListResponse = z.output<typeof backOfficeReviewListResponse>;
export const backOfficeReviewResponse = z.object({ message: z.string(), data: backOfficeReview });
export type BackOfficeReviewResponse = z.output<typeof backOfficeReviewResponse>;

export const reviewHideBody = z.object({
  reason: z.string({ error: m.hideReason }).trim().min(3, m.hideReason).max(REVIEW_HIDE_REASON_MAX, m.hideReason),
});
export type ReviewHideRequest = z.input<typeof reviewHideBody>;
export const reviewReplyBody = z.object({ reply: z.string({ error: m.reply }).trim().min(1, m.reply).max(REVIEW_REPLY_MAX, m.reply) });
export type ReviewReplyRequest = z.input<typeof reviewReplyBody>;
