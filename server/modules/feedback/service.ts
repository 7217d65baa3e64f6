// Feedback rules and workflows (issue 15): which request a signed link or a signed-in customer may answer (a forged
// link 404, an answered or expired one 410; another's record the same 404 as a missing one), the single answer, and
// the back office's views scoped to the caller's hubs. The SQL is in store.ts, the SMS links in links.ts.
import { feedbackMessages, type FeedbackAnswerValues, type FeedbackContext, type FeedbackFilters } from '@contract/feedback.js';
import { hubScopeOf } from '../../platform/auth/hub-scope.js';
import type { CsvColumn } from '../../platform/csv-export.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { pageOf } from '../../platform/db/sql.js';
import { findUserMobile } from '../orders/service.js';
import { FEEDBACK_LINK_DAYS, validFeedbackSignature } from './links.js';

/** Queues the feedback-link SMS of a completed test ride or delivered order in the caller's transaction (other modules' way in). */
export { sendFeedbackLink } from './links.js';
import {
  feedbackExportQuery,
  feedbackSummary,
  findRequest,
  findRequestBySubject,
  findSubject,
  insertAnswer,
  insertRequest,
  listFeedback,
  type FeedbackRequest,
} from './store.js';

type FeedbackDeps = Pick<Deps, 'db' | 'config' | 'now'>;

export const contextOf = (request: FeedbackRequest): FeedbackContext => ({
  subject: request.subject,
  reference: request.reference,
  hubName: request.hubName,
  model: request.model,
});

/** The request a link names, or the error page's reason: forged (404), answered or expired (410). */
export async function requestOfLink({ db, config, now }: FeedbackDeps, link: number, exp: number, sig: string): Promise<FeedbackRequest> {
  const request = validFeedbackSignature(config, link, exp, sig) ? await findRequest(db, link) : null;
  if (!request || Math.floor(request.expiresAt.getTime() / 1000) !== exp) throw new HttpError(404, feedbackMessages.linkInvalid);
  if (request.answered) throw new HttpError(410, feedbackMessages.answered);
  if (request.expiresAt <= now()) throw new HttpError(410, feedbackMessages.linkExpired);
  return request;
}

/** My own completed test ride or delivered order (another's is the same 404 as a missing one). */
export async function requestOfMine({ db, now }: FeedbackDeps, userId: number, subject: FeedbackRequest['subject'], id: number): Promise<FeedbackRequest> {
  const [record, mobile] = await Promise.all([findSubject(db, subject, id), findUserMobile(db, userId)]);
  if (!record || (record.customerId !== userId && record.mobile !== mobile)) throw new HttpError(404, feedbackMessages.notYours);
  if (!record.ready) throw new HttpError(409, feedbackMessages.notReady);
  const at = now();
  await insertRequest(db, { subject, subjectId: id, ...record }, at, new Date(at.getTime() + FEEDBACK_LINK_DAYS * 86_400_000));
  const request = await findRequestBySubject(db, subject, id);
  if (!request) throw new HttpError(404, feedbackMessages.notYours);
  if (request.answered) throw new HttpError(410, feedbackMessages.answered);
  return request;
}

/** The single answer of a request (a second one, even racing, is 410). */
export async function answerRequest({ db, now }: FeedbackDeps, request: FeedbackRequest, body: FeedbackAnswerValues) {
  if (!(await insertAnswer(db, request, body, now()))) throw new HttpError(410, feedbackMessages.answered);
  return { message: 'Thank you for your feedback.' };
}

/** One page of answers, newest first, in the caller's hubs. */
export async function feedbackPage({ db }: FeedbackDeps, user: SessionUser, filters: FeedbackFilters, page: number, pageSize: number) {
  const { rows, total } = await listFeedback(db, filters, await hubScopeOf(db, user), page, pageSize);
  return pageOf(rows, total, page, pageSize);
}

export async function feedbackSummaryOf({ db }: FeedbackDeps, user: SessionUser, filters: FeedbackFilters) {
  return feedbackSummary(db, filters, await hubScopeOf(db, user));
}

export async function feedbackExport({ db }: FeedbackDeps, user: SessionUser, filters: FeedbackFilters) {
  return feedbackExportQuery(filters, await hubScopeOf(db, user));
}

export const FEEDBACK_CSV_COLUMNS: CsvColumn[] = [
  { key: 'createdAt', header: 'Answered at' },
  { key: 'reference', header: 'Reference' },
  { key: 'subject', header: 'Subject' },
  { key: 'hubName', header: 'Hub' },
  { key: 'nps', header: 'NPS score' },
  { key: 'hubRating', header: 'Hub rating' },
  { key: 'bikeRating', header: 'Bike rating' },
  { key: 'processRating', header: 'Process rating' },
  { key: 'comment', header: 'Comment' },
];
