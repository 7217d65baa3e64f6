// What a review's moderation tells people (issue 27), queued in the outbox in the transaction that makes the change
// (a rolled-back change tells nobody; a committed one is told even if the process dies right after) and delivered at
// once after the commit by deliverReviewNotices, else by the outbox worker with retries and backoff:
// - the owner gets an SMS when their review is published, hidden (the reason is on their review screen) or answered;
// - every admin with an e-mail address gets an e-mail when a review waits for moderation (new or edited).
import type { FastifyBaseLogger } from 'fastify';
import { paths } from '@contract/paths.js';
import type { ReviewNoticeStatus } from '@contract/review-rules.js';
import { drainOutbox, enqueue, type OutboxHandlers } from '../../platform/outbox.js';
import type { Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { recipientLanguage } from '../../platform/language.js';
import { adminEmails, reviewForNotice } from './store.js';

export const REVIEW_SMS_TOPIC = 'review-sms';
export const REVIEW_WAITING_TOPIC = 'review-waiting-email';

export async function queueReviewSms(tx: Queryable, reviewId: number, status: ReviewNoticeStatus, now: Date): Promise<void> {
  await enqueue(tx, REVIEW_SMS_TOPIC, { reviewId, status }, now);
}

export async function queueReviewWaiting(tx: Queryable, orderId: number, now: Date): Promise<void> {
  await enqueue(tx, REVIEW_WAITING_TOPIC, { orderId }, now);
}

export function reviewNoticeHandlers(deps: Pick<Deps, 'db' | 'sms' | 'email' | 'config'>): OutboxHandlers {
  return {
    [REVIEW_SMS_TOPIC]: async (payload) => {
      const { reviewId, status } = payload as { reviewId: number; status: ReviewNoticeStatus };
      const review = await reviewForNotice(deps.db, { reviewId });
      if (!review?.mobile) return { skipped: 'gone' };
      await deps.sms.send(review.mobile, { kind: 'review-notice', model: review.modelName, status }, await recipientLanguage(deps.db, review.mobile));
      return { sent: status };
    },
    [REVIEW_WAITING_TOPIC]: async (payload) => {
      const { orderId } = payload as { orderId: number };
      const review = await reviewForNotice(deps.db, { orderId });
      if (!review || review.state !== 'pending') return { skipped: 'not waiting' };
      const to = await adminEmails(deps.db);
      const url = `${deps.config.siteOrigin}${paths.reviewModeration.getHref('pending')}`;
      // A staff notice: in English, as the back office is.
      for (const address of to) await deps.email.send(address, { kind: 'review-waiting', model: review.modelName, author: review.authorName, rating: review.rating, url }, 'en');
      return { sent: to.length };
    },
  };
}

/** Delivers the review notices due now (the one the request just committed among them); a failure stays queued and is logged. */
export async function deliverReviewNotices(deps: Deps, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  try {
    const { failed } = await drainOutbox(deps.db, reviewNoticeHandlers(deps), deps.now(), 20, [REVIEW_SMS_TOPIC, REVIEW_WAITING_TOPIC]);
    if (failed > 0) log.error({ failed }, 'review notices not delivered: the outbox retries them');
  } catch (error) {
    log.error({ err: error }, 'review notices not delivered: the outbox retries them');
  }
}
