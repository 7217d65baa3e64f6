// Feedback links: after a test ride is completed or an order delivered, the customer gets one SMS with a signed,
// expiring link to /feedback-hub. The link names the request row (link), its expiry (exp, Unix seconds) and
// sig = HMAC-SHA256(FEEDBACK_LINK_SECRET, "feedback.<link>.<exp>"), base64url. It is single-use because the
// answer is unique per request. The SMS leaves through the outbox after the record's transaction commits.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { paths } from '@contract/paths.js';
import type { FeedbackSubject } from '@contract/feedback-rules.js';
import type { Config } from '../../platform/config.js';
import type { Db, Queryable } from '../../platform/db/index.js';
import { recipientLanguage } from '../../platform/language.js';
import { enqueue, type OutboxHandlers } from '../../platform/outbox.js';
import type { SmsSender } from '../../platform/sms.js';
import { findRequest, findSubject, insertRequest, subjectLanguage } from './store.js';

export const FEEDBACK_LINK_DAYS = 14;
export const FEEDBACK_SMS_TOPIC = 'feedback-link-sms';

/** Without FEEDBACK_LINK_SECRET the links are signed with a secret of this process: they stop working at restart. */
const processSecret = randomBytes(32).toString('hex');
const secretOf = (config: Pick<Config, 'feedbackLinkSecret'>) => config.feedbackLinkSecret ?? processSecret;

export function signFeedbackLink(config: Pick<Config, 'feedbackLinkSecret'>, link: number, exp: number): string {
  return createHmac('sha256', secretOf(config)).update(`feedback.${link}.${exp}`).digest('base64url');
}

/** True when sig is this server's signature of link and exp (compared in constant time). */
export function validFeedbackSignature(config: Pick<Config, 'feedbackLinkSecret'>, link: number, exp: number, sig: string): boolean {
  const expected = Buffer.from(signFeedbackLink(config, link, exp));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute address the SMS carries. */
export function feedbackLinkUrl(config: Pick<Config, 'feedbackLinkSecret' | 'siteOrigin'>, link: number, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${config.siteOrigin}${paths.feedbackHub.getHref({ link, exp, sig: signFeedbackLink(config, link, exp) })}`;
}

/**
 * Opens the feedback request of a completed test ride or a delivered order and queues its SMS, in the caller's
 * transaction (so a rolled-back move sends nothing). A record asked once is not asked again.
 */
export async function sendFeedbackLink(tx: Queryable, target: { subject: FeedbackSubject; id: number }, now: Date = new Date()): Promise<void> {
  const record = await findSubject(tx, target.subject, target.id);
  if (!record) return;
  const expiresAt = new Date(now.getTime() + FEEDBACK_LINK_DAYS * 86_400_000);
  const requestId = await insertRequest(tx, { subject: target.subject, subjectId: target.id, ...record }, now, expiresAt);
  if (requestId !== null) await enqueue(tx, FEEDBACK_SMS_TOPIC, { requestId }, now);
}

export type FeedbackSmsServices = { db: Db; sms: SmsSender; config: Pick<Config, 'feedbackLinkSecret' | 'siteOrigin'>; now?: () => Date };

/** The outbox handler that texts the link; a request already answered or expired is not texted. */
export function feedbackOutboxHandlers({ db, sms, config, now = () => new Date() }: FeedbackSmsServices): OutboxHandlers {
  return {
    [FEEDBACK_SMS_TOPIC]: async (payload) => {
      const { requestId } = payload as { requestId: number };
      const request = await findRequest(db, requestId);
      if (!request) return { skipped: 'gone' };
      if (request.answered || request.expiresAt <= now()) return { skipped: request.answered ? 'answered' : 'expired' };
      const message = {
        kind: 'feedback-link' as const,
        what: request.subject === 'order' ? ('delivery' as const) : ('test ride' as const),
        hub: request.hubName,
        url: feedbackLinkUrl(config, request.id, request.expiresAt),
      };
      await sms.send(request.mobile, message, await recipientLanguage(db, request.mobile, await subjectLanguage(db, request.subject, request.subjectId)));
      return { sent: true };
    },
  };
}
