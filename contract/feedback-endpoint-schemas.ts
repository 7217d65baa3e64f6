// The zod schemas of the feedback endpoints of feedback-endpoints.ts, tied to the descriptors' types below.
import { z } from 'zod';
import { messageResponse } from './common.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { FeedbackEndpointName, feedbackEndpoints } from './feedback-endpoints.js';
import {
  feedbackAnswerBody,
  feedbackContextResponse,
  feedbackFilters,
  feedbackLinkQuery,
  feedbackListQuery,
  feedbackListResponse,
  feedbackMineParams,
  feedbackSummaryResponse,
} from './feedback.js';

/** The export's body: the CSV text (the server documents it as text/csv, server/platform/openapi.ts csvFile). */
const csvText = z.string();

export const feedbackEndpointSchemas = {
  link: { querystring: feedbackLinkQuery, response: feedbackContextResponse },
  answerLink: { querystring: feedbackLinkQuery, body: feedbackAnswerBody, response: messageResponse },
  mine: { params: feedbackMineParams, response: feedbackContextResponse },
  answerMine: { params: feedbackMineParams, body: feedbackAnswerBody, response: messageResponse },
  list: { querystring: feedbackListQuery, response: feedbackListResponse },
  summary: { querystring: feedbackFilters, response: feedbackSummaryResponse },
  export: { querystring: feedbackFilters, response: csvText },
} as const satisfies Record<FeedbackEndpointName, EndpointSchemas>;

export const feedbackEndpointTypesAgree: TypesAgree<typeof feedbackEndpoints, typeof feedbackEndpointSchemas> = {
  link: true,
  answerLink: true,
  mine: true,
  answerMine: true,
  list: true,
  summary: true,
  export: true,
};
