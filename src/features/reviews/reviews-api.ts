// The review calls, each from its contract descriptor (contract/reviews-endpoints.ts). Loaded on demand by the thunks.
import { reviewEndpoints as e } from '@contract/reviews-endpoints';
import type { BackOfficeReviewListQuery, ModelReviewsQuery, OwnReviewResponse, ReviewRequest } from '@contract/reviews';
import { reviewOrderPhotoPath, reviewPhotoPath } from '@contract/review-rules';
import { callEndpoint } from '@/lib/api/endpoint';
import { api } from '@/lib/api/client';
import { fetchFile } from '@/lib/download';

export const listModelReviews = (model: string, query: ModelReviewsQuery) => callEndpoint(e.modelReviews, { params: { id: model }, query });
export const getDraft = (orderId: number) => callEndpoint(e.draft, { params: { id: orderId } });
export const saveReview = (orderId: number, body: ReviewRequest) => callEndpoint(e.save, { params: { id: orderId }, body });
export const voteHelpful = (id: number) => callEndpoint(e.helpful, { params: { id } });
export const myVotes = (model: string) => callEndpoint(e.myVotes, { params: { id: model } });

export const listReviews = (query: BackOfficeReviewListQuery) => callEndpoint(e.boList, { query });
export const publishReview = (id: number) => callEndpoint(e.boPublish, { params: { id } });
export const hideReview = (id: number, reason: string) => callEndpoint(e.boHide, { params: { id }, body: { reason } });
export const replyToReview = (id: number, reply: string) => callEndpoint(e.boReply, { params: { id }, body: { reply } });

// The photo: a multipart body in and an image out, so not from a JSON descriptor (contract/review-rules.ts paths).
export async function uploadPhoto(orderId: number, file: File): Promise<OwnReviewResponse> {
  const form = new FormData();
  form.append('photo', file);
  return (await api.put<OwnReviewResponse>(reviewOrderPhotoPath(orderId), form)).data;
}
export async function removePhoto(orderId: number): Promise<OwnReviewResponse> {
  return (await api.delete<OwnReviewResponse>(reviewOrderPhotoPath(orderId))).data;
}
/** A photo as a Blob, with the session (a review still waiting shows only to its author and admins). */
export async function getPhoto(id: number): Promise<Blob> {
  return (await fetchFile(api, { url: reviewPhotoPath(id) })).blob;
}
