// The review endpoints, described once (contract/endpoint.ts): the server registers them (server/modules/reviews/),
// the SPA calls them (src/features/reviews/reviews-api.ts) and the screen tests' MSW handlers are made from them
// (tests/mocks/handlers/reviews.ts). Schemas: reviews-endpoint-schemas.ts.
import { endpoint } from './endpoint.js';
import type {
  BackOfficeReviewListQuery,
  BackOfficeReviewListResponse,
  BackOfficeReviewResponse,
  HelpfulResponse,
  MyVotesResponse,
  ModelReviewsQuery,
  ModelReviewsResponse,
  OwnReviewResponse,
  ReviewDraftResponse,
  ReviewHideRequest,
  ReviewReplyRequest,
  ReviewRequest,
} from './reviews.js';

type Id = { id: number };

export const reviewEndpoints = {
  modelReviews: endpoint<{ id: string }, ModelReviewsQuery, undefined, ModelReviewsResponse>({
    method: 'GET', path: '/api/v1/products/:id/reviews', access: 'public', status: 200,
    summary: "A model's published reviews (newest or most helpful first, paged) with their average, count and distribution",
  }),
  draft: endpoint<Id, undefined, undefined, ReviewDraftResponse>({
    method: 'GET', path: '/api/v1/reviews/orders/:id', access: 'customer', status: 200,
    summary: 'My delivered order and my review of its bike, if written',
  }),
  save: endpoint<Id, undefined, ReviewRequest, OwnReviewResponse>({
    method: 'PUT', path: '/api/v1/reviews/orders/:id', access: 'customer', status: 200,
    summary: 'Write or edit my review of the bike of a delivered order of mine (it waits for moderation again)',
  }),
  helpful: endpoint<Id, undefined, undefined, HelpfulResponse>({
    method: 'POST', path: '/api/v1/reviews/:id/helpful', access: 'customer', status: 200,
    summary: 'Vote a published review helpful (once per user; voting again changes nothing)',
  }),
  myVotes: endpoint<{ id: string }, undefined, undefined, MyVotesResponse>({
    method: 'GET', path: '/api/v1/products/:id/reviews/my-votes', access: 'customer', status: 200,
    summary: "The ids of this model's reviews I voted helpful",
  }),
  boList: endpoint<undefined, BackOfficeReviewListQuery, undefined, BackOfficeReviewListResponse>({
    method: 'GET', path: '/api/v1/back-office/reviews', access: 'admin', status: 200,
    summary: 'Reviews in one state (waiting for moderation by default), oldest waiting first',
  }),
  boPublish: endpoint<Id, undefined, undefined, BackOfficeReviewResponse>({
    method: 'POST', path: '/api/v1/back-office/reviews/:id/publish', access: 'admin', status: 200,
    summary: 'Publish a review on its model page',
  }),
  boHide: endpoint<Id, undefined, ReviewHideRequest, BackOfficeReviewResponse>({
    method: 'POST', path: '/api/v1/back-office/reviews/:id/hide', access: 'admin', status: 200,
    summary: 'Hide a review, with the reason its author is shown',
  }),
  boReply: endpoint<Id, undefined, ReviewReplyRequest, BackOfficeReviewResponse>({
    method: 'POST', path: '/api/v1/back-office/reviews/:id/reply', access: 'admin', status: 200,
    summary: "Answer a review publicly (shown under it as the maker's answer)",
  }),
} as const;

export type ReviewEndpointName = keyof typeof reviewEndpoints;
