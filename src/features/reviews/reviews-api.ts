// The review calls, each from its contract descriptor (contract/review-endpoints.ts). Loaded on demand by the thunks.
import { reviewEndpoints as e } from '@contract/review-endpoints';
import type { BackOfficeReviewListQuery, ModelReviewsQuery, ReviewRequest } from '@contract/reviews';
import { callEndpoint } from '@/lib/api/endpoint';

export const listModelReviews = (model: string, query: ModelReviewsQuery) => callEndpoint(e.modelReviews, { params: { id: model }, query });
export const getDraft = (orderId: number) => callEndpoint(e.draft, { params: { id: orderId } });
export const saveReview = (orderId: number, body: ReviewRequest) => callEndpoint(e.save, { params: { id: orderId }, body });
export const voteHelpful = (id: number) => callEndpoint(e.helpful, { params: { id } });

export const listReviews = (query: BackOfficeReviewListQuery) => callEndpoint(e.boList, { query });
export const publishReview = (id: number) => callEndpoint(e.boPublish, { params: { id } });
export const hideReview = (id: number, reason: string) => callEndpoint(e.boHide, { params: { id }, body: { reason } });
export const replyToReview = (id: number, reply: string) => callEndpoint(e.boReply, { params: { id }, body: { reply } });
