// The zod schemas of the review endpoints of reviews-endpoints.ts; the type check below ties each to its descriptor's
// types, so the two cannot drift.
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { ReviewEndpointName, reviewEndpoints } from './reviews-endpoints.js';
import {
  backOfficeReviewListQuery,
  backOfficeReviewListResponse,
  backOfficeReviewResponse,
  helpfulResponse,
  modelReviewsQuery,
  modelReviewsResponse,
  myVotesResponse,
  ownReviewResponse,
  reviewBody,
  reviewDraftResponse,
  reviewHideBody,
  reviewModelParams,
  reviewOrderParams,
  reviewParams,
  reviewReplyBody,
} from './reviews.js';

export const reviewEndpointSchemas = {
  modelReviews: { params: reviewModelParams, querystring: modelReviewsQuery, response: modelReviewsResponse },
  draft: { params: reviewOrderParams, response: reviewDraftResponse },
  save: { params: reviewOrderParams, body: reviewBody, response: ownReviewResponse },
  helpful: { params: reviewParams, response: helpfulResponse },
  myVotes: { params: reviewModelParams, response: myVotesResponse },
  boList: { querystring: backOfficeReviewListQuery, response: backOfficeReviewListResponse },
  boPublish: { params: reviewParams, response: backOfficeReviewResponse },
  boHide: { params: reviewParams, body: reviewHideBody, response: backOfficeReviewResponse },
  boReply: { params: reviewParams, body: reviewReplyBody, response: backOfficeReviewResponse },
} as const satisfies Record<ReviewEndpointName, EndpointSchemas>;

export const reviewEndpointTypesAgree: TypesAgree<typeof reviewEndpoints, typeof reviewEndpointSchemas> = {
  modelReviews: true, draft: true, save: true, helpful: true, myVotes: true, boList: true, boPublish: true, boHide: true, boReply: true,
};
