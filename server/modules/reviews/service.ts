// The review workflows: an owner writes or edits the review of a delivered order (checked for profanity and personal
// data, then waiting for moderation), an admin publishes, hides with a reason or answers, and signed-in users vote a
// published review helpful. Abuse limits per account come from config.rateLimits.
import { reviewMessages as m } from '@contract/review-rules.js';
import type { ReviewRequest } from '@contract/reviews.js';
import { consumeLimits } from '../../platform/auth/rate-limit.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError } from '../../platform/errors.js';
import { reviewFlags } from './checks.js';
import { queueReviewSms, queueReviewWaiting } from './notices.js';
import { addVote, deliveredOrderOf, lockReview, saveReview, setReviewReply, setReviewState, type DeliveredOrder } from './store.js';

export const reviewNotFound = () => new HttpError(404, m.notFound);

/** "Priya S.": the first name and the initial of the last, so a review does not carry the owner's full name. */
export function authorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? 'Owner';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${Array.from(last)[0]?.toUpperCase() ?? ''}.` : first;
}

/** The delivered order of the customer, or the 404 that says only its owner may review it. */
export async function ownDeliveredOrder(deps: Deps, customerId: number, orderId: number): Promise<DeliveredOrder> {
  const order = await deliveredOrderOf(deps.db, customerId, orderId);
  if (!order) throw new HttpError(404, m.bikeNotFound);
  return order;
}

export async function writeReview(deps: Deps, customerId: number, orderId: number, body: ReviewRequest): Promise<void> {
  const now = deps.now();
  const order = await ownDeliveredOrder(deps, customerId, orderId);
  await consumeLimits(deps.db, [{ key: `review:user:${customerId}`, rule: deps.config.rateLimits.reviewsPerUser }], now);
  // The review and its "waiting for moderation" e-mail are written together.
  await deps.db.transaction(async (tx) => {
    await saveReview(
    tx,
    {
      orderId: order.orderId,
      customerId,
      model: order.model,
      rating: body.rating,
      title: body.title,
      body: body.body,
      authorName: authorName(order.customerName),
      deliveredOn: order.deliveredOn,
      flags: reviewFlags(body.title, body.body),
    },
    now,
    );
    await queueReviewWaiting(tx, order.orderId, now);
  });
}

export async function publishReview(deps: Deps, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockReview(tx, id))) throw reviewNotFound();
    await setReviewState(tx, id, 'published', null, deps.now());
    await queueReviewSms(tx, id, 'published', deps.now());
  });
}

export async function hideReview(deps: Deps, id: number, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockReview(tx, id))) throw reviewNotFound();
    await setReviewState(tx, id, 'hidden', reason, deps.now());
    await queueReviewSms(tx, id, 'hidden', deps.now());
  });
}

export async function replyToReview(deps: Deps, id: number, reply: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockReview(tx, id))) throw reviewNotFound();
    await setReviewReply(tx, id, reply, deps.now());
    await queueReviewSms(tx, id, 'answered', deps.now());
  });
}

/** One vote per user and review; only published reviews, and never one's own. */
export async function voteHelpful(deps: Deps, userId: number, id: number): Promise<number> {
  const now = deps.now();
  const review = await lockReview(deps.db, id);
  if (!review || review.state !== 'published') throw new HttpError(404, m.notPublished);
  if (review.customerId === userId) throw new HttpError(409, m.ownReview);
  await consumeLimits(deps.db, [{ key: `review-vote:user:${userId}`, rule: deps.config.rateLimits.reviewVotesPerUser }], now);
  return addVote(deps.db, id, userId, now);
}
