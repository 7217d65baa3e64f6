// Feedback and NPS after a test ride or a delivery (issue 15): the form opened from a signed SMS link or by the
// signed-in customer, and the back office's dashboard (list, summary, CSV). Server only at run time.
import { z } from 'zod';
import { isCalendarDate } from './enquiries.js';
import { blankToUndefined, listPage, numericId, pageNumber, pageSize } from './common.js';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_SUBJECTS, NPS_MAX, RATING_MAX, feedbackMessages } from './feedback-rules.js';

export { feedbackMessages };

const subject = z.enum(FEEDBACK_SUBJECTS, { error: 'Choose a test ride or a delivery.' });

/** The SMS link's query: the request, its expiry (Unix seconds) and the server's signature. */
export const feedbackLinkQuery = z.object({
  link: numericId(feedbackMessages.linkInvalid),
  exp: z.coerce.number({ error: feedbackMessages.linkInvalid }).int(feedbackMessages.linkInvalid).positive(feedbackMessages.linkInvalid),
  sig: z.string({ error: feedbackMessages.linkInvalid }).min(1, feedbackMessages.linkInvalid).max(128, feedbackMessages.linkInvalid),
});
export type FeedbackLink = z.output<typeof feedbackLinkQuery>;
/** Signed in: one of my own test rides or orders. */
export const feedbackMineParams = z.object({ subject, id: numericId(feedbackMessages.notYours) });
export type FeedbackMine = z.output<typeof feedbackMineParams>;

export const feedbackContext = z.object({
  subject,
  reference: z.string(),
  hubName: z.string(),
  model: z.string(),
});
export type FeedbackContext = z.output<typeof feedbackContext>;
export const feedbackContextResponse = z.object({ data: feedbackContext });
export type FeedbackContextResponse = z.output<typeof feedbackContextResponse>;

const rating = z.coerce.number({ error: feedbackMessages.rating }).int(feedbackMessages.rating).min(1, feedbackMessages.rating).max(RATING_MAX, feedbackMessages.rating);

export const feedbackAnswerBody = z.object({
  nps: z.coerce.number({ error: feedbackMessages.nps }).int(feedbackMessages.nps).min(0, feedbackMessages.nps).max(NPS_MAX, feedbackMessages.nps),
  hubRating: rating,
  bikeRating: rating,
  processRating: rating,
  comment: z.string({ error: feedbackMessages.comment }).trim().max(FEEDBACK_COMMENT_MAX, feedbackMessages.comment).default(''),
});
export type FeedbackAnswer = z.input<typeof feedbackAnswerBody>;
export type FeedbackAnswerValues = z.output<typeof feedbackAnswerBody>;

const isoDate = z.preprocess(blankToUndefined, z.string().refine(isCalendarDate, feedbackMessages.date).optional());

/** The dashboard's filters: answers from..to (India dates, inclusive), one hub, one subject. */
export const feedbackFilters = z.object({
  from: isoDate,
  to: isoDate,
  hub: z.preprocess(blankToUndefined, numericId('Choose a hub.').optional()),
  subject: z.preprocess(blankToUndefined, subject.optional()),
});
export type FeedbackFilters = z.output<typeof feedbackFilters>;
export const feedbackListQuery = feedbackFilters.extend({ page: pageNumber, pageSize });
export type FeedbackListQuery = z.input<typeof feedbackListQuery>;

export const feedbackEntry = z.object({
  id: z.number().int(),
  subject,
  reference: z.string(),
  hubId: z.number().int(),
  hubName: z.string(),
  nps: z.number().int(),
  hubRating: z.number().int(),
  bikeRating: z.number().int(),
  processRating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
});
export type FeedbackEntry = z.output<typeof feedbackEntry>;
export const feedbackListResponse = listPage(feedbackEntry);
export type FeedbackListResponse = z.output<typeof feedbackListResponse>;

const npsGroup = z.object({ responses: z.number().int(), nps: z.number().nullable() });
export const feedbackSummary = z.object({
  responses: z.number().int(),
  /** null when nobody answered: NPS of no answers is not 0. */
  nps: z.number().nullable(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  /** Answers per score, index 0 to 10. */
  distribution: z.array(z.number().int()),
  averages: z.object({ hub: z.number().nullable(), bike: z.number().nullable(), process: z.number().nullable() }),
  byMonth: z.array(npsGroup.extend({ month: z.string() })),
  byHub: z.array(npsGroup.extend({ hubId: z.number().int(), hubName: z.string() })),
  /** The hubs the caller may filter by. */
  hubs: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type FeedbackSummary = z.output<typeof feedbackSummary>;
export const feedbackSummaryResponse = z.object({ data: feedbackSummary });
export type FeedbackSummaryResponse = z.output<typeof feedbackSummaryResponse>;
