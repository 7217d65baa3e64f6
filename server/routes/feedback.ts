// Feedback and NPS (issue 15): the form reached by the signed SMS link or, signed in, for my own test ride or
// order; the back office's list, summary and CSV, scoped to the caller's hubs (admins: every hub).
import { apiError, messageResponse } from '@contract/common.js';
import {
  feedbackAnswerBody,
  feedbackContextResponse,
  feedbackFilters,
  feedbackLinkQuery,
  feedbackListQuery,
  feedbackListResponse,
  feedbackMessages,
  feedbackMineParams,
  feedbackSummaryResponse,
  type FeedbackAnswerValues,
  type FeedbackContext,
} from '@contract/feedback.js';
import { currentUser } from '../auth/hook.js';
import { hubScopeOf } from '../back-office/hub-scope.js';
import { exportFileName, sendCsv } from '../back-office/csv-export.js';
import type { App, Deps } from '../deps.js';
import { HttpError } from '../errors.js';
import { FEEDBACK_LINK_DAYS, validFeedbackSignature } from '../feedback/links.js';
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
} from '../store/feedback.js';
import { pageOf } from '../store/sql.js';
import { findUserMobile } from '../modules/orders/placement-store.js';

const errors = { '4xx': apiError };
const tags = ['Feedback'];

const contextOf = (request: FeedbackRequest): FeedbackContext => ({
  subject: request.subject,
  reference: request.reference,
  hubName: request.hubName,
  model: request.model,
});

export function feedbackRoutes(app: App, deps: Deps): void {
  const { db, config, now } = deps;

  /** The request a link names, or the error page's reason: forged (404), answered or expired (410). */
  async function requestOfLink(link: number, exp: number, sig: string): Promise<FeedbackRequest> {
    const request = validFeedbackSignature(config, link, exp, sig) ? await findRequest(db, link) : null;
    if (!request || Math.floor(request.expiresAt.getTime() / 1000) !== exp) throw new HttpError(404, feedbackMessages.linkInvalid);
    if (request.answered) throw new HttpError(410, feedbackMessages.answered);
    if (request.expiresAt <= now()) throw new HttpError(410, feedbackMessages.linkExpired);
    return request;
  }

  /** My own completed test ride or delivered order (another's is the same 404 as a missing one). */
  async function requestOfMine(userId: number, subject: FeedbackRequest['subject'], id: number): Promise<FeedbackRequest> {
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

  async function answer(request: FeedbackRequest, body: FeedbackAnswerValues) {
    if (!(await insertAnswer(db, request, body, now()))) throw new HttpError(410, feedbackMessages.answered);
    return { message: 'Thank you for your feedback.' };
  }

  app.get(
    '/feedback/link',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'What a signed feedback link is about (410 once answered or expired)', querystring: feedbackLinkQuery, response: { 200: feedbackContextResponse, ...errors } },
    },
    async (request) => {
      const { link, exp, sig } = request.query;
      return { data: contextOf(await requestOfLink(link, exp, sig)) };
    },
  );

  app.post(
    '/feedback/link',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Answer a signed feedback link: NPS 0–10, hub, bike and process ratings 1–5, a comment (once)',
        querystring: feedbackLinkQuery,
        body: feedbackAnswerBody,
        response: { 201: messageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { link, exp, sig } = request.query;
      const target = await requestOfLink(link, exp, sig);
      return reply.code(201).send(await answer(target, request.body));
    },
  );

  app.get(
    '/me/feedback/:subject/:id',
    {
      config: { auth: 'customer' },
      schema: { tags, summary: 'My completed test ride or delivered order to rate', params: feedbackMineParams, response: { 200: feedbackContextResponse, ...errors } },
    },
    async (request) => {
      const { subject, id } = request.params;
      return { data: contextOf(await requestOfMine(currentUser(request).id, subject, id)) };
    },
  );

  app.post(
    '/me/feedback/:subject/:id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Rate my completed test ride or delivered order (once)',
        params: feedbackMineParams,
        body: feedbackAnswerBody,
        response: { 201: messageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { subject, id } = request.params;
      const target = await requestOfMine(currentUser(request).id, subject, id);
      return reply.code(201).send(await answer(target, request.body));
    },
  );

  const backOfficeTags = ['Feedback', 'Back office'];

  app.get(
    '/back-office/feedback',
    {
      config: { auth: 'dealer' },
      schema: { tags: backOfficeTags, summary: 'Feedback answers, newest first (a dealer sees their hubs only)', querystring: feedbackListQuery, response: { 200: feedbackListResponse, ...errors } },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      const scope = await hubScopeOf(db, currentUser(request));
      const { rows, total } = await listFeedback(db, filters, scope, page, pageSize);
      return pageOf(rows, total, page, pageSize);
    },
  );

  app.get(
    '/back-office/feedback/summary',
    {
      config: { auth: 'dealer' },
      schema: {
        tags: backOfficeTags,
        summary: 'NPS (% promoters 9–10 − % detractors 0–6), its distribution, by month and by hub, average ratings',
        querystring: feedbackFilters,
        response: { 200: feedbackSummaryResponse, ...errors },
      },
    },
    async (request) => ({ data: await feedbackSummary(db, request.query, await hubScopeOf(db, currentUser(request))) }),
  );

  app.get(
    '/back-office/feedback.csv',
    {
      config: { auth: 'dealer' },
      schema: { tags: backOfficeTags, summary: 'The filtered feedback as CSV', querystring: feedbackFilters },
    },
    async (request, reply) => {
      const filters = request.query;
      const { sql, params } = feedbackExportQuery(filters, await hubScopeOf(db, currentUser(request)));
      return sendCsv(reply, db, {
        filename: exportFileName('feedback', now(), filters),
        columns: [
          { key: 'createdAt', header: 'Answered at' },
          { key: 'reference', header: 'Reference' },
          { key: 'subject', header: 'Subject' },
          { key: 'hubName', header: 'Hub' },
          { key: 'nps', header: 'NPS score' },
          { key: 'hubRating', header: 'Hub rating' },
          { key: 'bikeRating', header: 'Bike rating' },
          { key: 'processRating', header: 'Process rating' },
          { key: 'comment', header: 'Comment' },
        ],
        sql,
        params,
      });
    },
  );
}
