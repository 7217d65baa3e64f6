// Thunks of reviews. Each screen keeps what it shows (one model's page of reviews, one order's review, one page of
// the moderation list), so no family holds them: the thunks only call and turn failures into messages.
import type { BackOfficeReviewListQuery, BackOfficeReviewListResponse, BackOfficeReviewResponse, HelpfulResponse, ModelReviewsQuery, MyVotesResponse, ModelReviewsResponse, OwnReviewResponse, ReviewDraftResponse, ReviewRequest } from '@contract/reviews';
import { reviewMessages } from '@contract/review-rules';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';

const reviewsApi = () => import('./reviews-api');
type Outcome<T> = AppThunk<Promise<RequestOutcome<T>>>;

export function fetchModelReviews(model: string, query: ModelReviewsQuery): Outcome<ModelReviewsResponse> {
  return apiRequest(reviewsApi, null, (api) => api.listModelReviews(model, query));
}

export function fetchReviewDraft(orderId: number): Outcome<ReviewDraftResponse['data']> {
  return apiRequest(reviewsApi, null, async (api) => (await api.getDraft(orderId)).data);
}

export function submitReview(orderId: number, body: ReviewRequest): Outcome<OwnReviewResponse> {
  return apiRequest(reviewsApi, null, (api) => api.saveReview(orderId, body));
}

/** The reviews of the model the signed-in user voted helpful before. */
export function fetchMyVotes(model: string): Outcome<MyVotesResponse> {
  return apiRequest(reviewsApi, null, (api) => api.myVotes(model));
}

export function voteReviewHelpful(id: number): Outcome<HelpfulResponse> {
  return apiRequest(reviewsApi, null, (api) => api.voteHelpful(id));
}

export function fetchReviewQueue(query: BackOfficeReviewListQuery): Outcome<BackOfficeReviewListResponse> {
  return apiRequest(reviewsApi, null, (api) => api.listReviews(query));
}

export type Moderation = { kind: 'publish' } | { kind: 'hide'; reason: string } | { kind: 'reply'; reply: string };

export function moderateReview(id: number, action: Moderation): Outcome<BackOfficeReviewResponse> {
  return apiRequest(reviewsApi, null, (api) =>
    action.kind === 'publish' ? api.publishReview(id) : action.kind === 'hide' ? api.hideReview(id, action.reason) : api.replyToReview(id, action.reply),
  );
}

/** The photo of the order's review added, replaced (file) or removed (null); a photo over the limit is the parser's 413. */
export function changeReviewPhoto(orderId: number, file: File | null): Outcome<OwnReviewResponse> {
  return async (dispatch) => {
    const outcome = await dispatch(
      apiRequest(reviewsApi, null, (api) => (file ? api.uploadPhoto(orderId, file) : api.removePhoto(orderId)), {
        fallback: (status) => (status === 413 ? reviewMessages.photoSize : undefined),
      }),
    );
    return outcome.ok || outcome.status !== 413 ? outcome : { ...outcome, fieldErrors: { photo: reviewMessages.photoSize, ...outcome.fieldErrors } };
  };
}

export function fetchReviewPhoto(id: number): Outcome<Blob> {
  return apiRequest(reviewsApi, null, (api) => api.getPhoto(id));
}
