// The feedback JSON endpoints (issue 15: the form of a signed SMS link or of my own test ride or order, and the back
// office's list, summary and CSV), described once (contract/endpoint.ts). The CSV export's 200 is the file.
import type { MessageResponse } from './common.js';
import { endpoint } from './endpoint.js';
import type {
  FeedbackAnswer,
  FeedbackContextResponse,
  FeedbackFilters,
  FeedbackLink,
  FeedbackListQuery,
  FeedbackListResponse,
  FeedbackMine,
  FeedbackSummaryResponse,
} from './feedback.js';

export const feedbackEndpoints = {
  link: endpoint<undefined, FeedbackLink, undefined, FeedbackContextResponse>({
    method: 'GET', path: '/api/v1/feedback/link', access: 'public', status: 200,
    summary: 'What a signed feedback link is about (410 once answered or expired)',
  }),
  answerLink: endpoint<undefined, FeedbackLink, FeedbackAnswer, MessageResponse>({
    method: 'POST', path: '/api/v1/feedback/link', access: 'public', status: 201,
    summary: 'Answer a signed feedback link: NPS 0–10, hub, bike and process ratings 1–5, a comment (once)',
  }),
  mine: endpoint<FeedbackMine, undefined, undefined, FeedbackContextResponse>({
    method: 'GET', path: '/api/v1/me/feedback/:subject/:id', access: 'customer', status: 200,
    summary: 'My completed test ride or delivered order to rate',
  }),
  answerMine: endpoint<FeedbackMine, undefined, FeedbackAnswer, MessageResponse>({
    method: 'POST', path: '/api/v1/me/feedback/:subject/:id', access: 'customer', status: 201,
    summary: 'Rate my completed test ride or delivered order (once)',
  }),
  list: endpoint<undefined, FeedbackListQuery, undefined, FeedbackListResponse>({
    method: 'GET', path: '/api/v1/back-office/feedback', access: 'dealer', status: 200,
    summary: 'Feedback answers, newest first (a dealer sees their hubs only)',
  }),
  summary: endpoint<undefined, FeedbackFilters, undefined, FeedbackSummaryResponse>({
    method: 'GET', path: '/api/v1/back-office/feedback/summary', access: 'dealer', status: 200,
    summary: 'NPS (% promoters 9–10 − % detractors 0–6), its distribution, by month and by hub, average ratings',
  }),
  /** Its 200 is the CSV file (text/csv, an attachment with the file name in Content-Disposition), not JSON. */
  export: endpoint<undefined, FeedbackFilters, undefined, string>({
    method: 'GET', path: '/api/v1/back-office/feedback.csv', access: 'dealer', status: 200,
    summary: 'The filtered feedback as CSV',
  }),
} as const;

export type FeedbackEndpointName = keyof typeof feedbackEndpoints;
