// Feedback calls, each from its contract descriptor (contract/feedback-endpoints.ts), loaded on demand by the thunks.
import type { FeedbackAnswer, FeedbackContext, FeedbackFilters, FeedbackLink, FeedbackListQuery, FeedbackMine, FeedbackSummary } from '@contract/feedback';
import { pathOf } from '@contract/endpoint';
import { feedbackEndpoints as e } from '@contract/feedback-endpoints';
import { api } from '@/lib/api/client';
import { callEndpoint } from '@/lib/api/endpoint';
import { fetchFile } from '@/lib/download';
import type { FeedbackPage } from './feedback-slice';

export type FeedbackAccess = { kind: 'link'; link: FeedbackLink } | { kind: 'mine'; mine: FeedbackMine };

export async function getFeedbackForm(access: FeedbackAccess): Promise<FeedbackContext> {
  const res = access.kind === 'link' ? await callEndpoint(e.link, { query: access.link }) : await callEndpoint(e.mine, { params: access.mine });
  return res.data;
}

export async function answerFeedback(access: FeedbackAccess, answer: FeedbackAnswer): Promise<string> {
  const res =
    access.kind === 'link' ? await callEndpoint(e.answerLink, { query: access.link, body: answer }) : await callEndpoint(e.answerMine, { params: access.mine, body: answer });
  return res.message;
}

/** One page, in the SPEC §4 shape of the feedback list (data, totalPages, totalCount). */
export async function listFeedback(query: FeedbackListQuery): Promise<FeedbackPage> {
  const page = await callEndpoint(e.list, { query });
  return { data: page.data, totalPages: page.pages, totalCount: page.total };
}

export async function feedbackSummary(filters: FeedbackFilters): Promise<FeedbackSummary> {
  return (await callEndpoint(e.summary, { query: filters })).data;
}

/** The CSV with the server's file name: its own axios call, not callEndpoint (the body as a Blob, the Content-Disposition header). */
export async function exportFeedback(filters: FeedbackFilters): Promise<{ blob: Blob; disposition: string | null }> {
  return fetchFile(api, { method: e.export.method, url: pathOf(e.export), params: filters });
}
