// Feedback endpoints, loaded on demand by the thunks.
import type {
  FeedbackAnswer,
  FeedbackContext,
  FeedbackContextResponse,
  FeedbackFilters,
  FeedbackLink,
  FeedbackListQuery,
  FeedbackListResponse,
  FeedbackMine,
  FeedbackSummary,
  FeedbackSummaryResponse,
} from '@contract/feedback';
import type { MessageResponse } from '@contract/common';
import { api } from '@/lib/api/client';
import type { FeedbackPage } from './feedback-slice';

export type FeedbackAccess = { kind: 'link'; link: FeedbackLink } | { kind: 'mine'; mine: FeedbackMine };

const formUrl = (access: FeedbackAccess) =>
  access.kind === 'link' ? { url: '/api/v1/feedback/link', params: access.link } : { url: `/api/v1/me/feedback/${access.mine.subject}/${access.mine.id}`, params: undefined };

export async function getFeedbackForm(access: FeedbackAccess): Promise<FeedbackContext> {
  const { url, params } = formUrl(access);
  return (await api.get<FeedbackContextResponse>(url, { params })).data.data;
}

export async function answerFeedback(access: FeedbackAccess, answer: FeedbackAnswer): Promise<string> {
  const { url, params } = formUrl(access);
  return (await api.post<MessageResponse>(url, answer, { params })).data.message;
}

/** One page, in the SPEC §4 shape of the feedback list (data, totalPages, totalCount). */
export async function listFeedback(query: FeedbackListQuery): Promise<FeedbackPage> {
  const page = (await api.get<FeedbackListResponse>('/api/v1/back-office/feedback', { params: query })).data;
  return { data: page.data, totalPages: page.pages, totalCount: page.total };
}

export async function feedbackSummary(filters: FeedbackFilters): Promise<FeedbackSummary> {
  return (await api.get<FeedbackSummaryResponse>('/api/v1/back-office/feedback/summary', { params: filters })).data.data;
}

export async function exportFeedback(filters: FeedbackFilters): Promise<{ blob: Blob; disposition: string | null }> {
  const res = await api.get<Blob>('/api/v1/back-office/feedback.csv', { params: filters, responseType: 'blob' });
  const disposition = res.headers['content-disposition'];
  return { blob: res.data, disposition: typeof disposition === 'string' ? disposition : null };
}
