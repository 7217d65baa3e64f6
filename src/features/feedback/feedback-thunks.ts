import type { FeedbackAnswer, FeedbackContext, FeedbackFilters, FeedbackListQuery, FeedbackSummary } from '@contract/feedback';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import type { FeedbackAccess } from './feedback-api';
import { feedbackListFamily, feedbackSummaryFamily, type FeedbackPage } from './feedback-slice';

const feedbackApi = () => import('./feedback-api');

/** What the form is about. No family: only the form reads it, and a closed link is a page of its own. */
export function fetchFeedbackForm(access: FeedbackAccess): AppThunk<Promise<RequestOutcome<FeedbackContext>>> {
  return apiRequest(feedbackApi, null, (api) => api.getFeedbackForm(access));
}

export function sendFeedback(access: FeedbackAccess, answer: FeedbackAnswer): AppThunk<Promise<RequestOutcome<string>>> {
  return apiRequest(feedbackApi, null, (api) => api.answerFeedback(access, answer));
}

export function fetchFeedbackList(query: FeedbackListQuery): AppThunk<Promise<RequestOutcome<FeedbackPage>>> {
  return apiRequest(feedbackApi, feedbackListFamily, (api) => api.listFeedback(query));
}

export function fetchFeedbackSummary(filters: FeedbackFilters): AppThunk<Promise<RequestOutcome<FeedbackSummary>>> {
  return apiRequest(feedbackApi, feedbackSummaryFamily, (api) => api.feedbackSummary(filters));
}

/** The filtered answers as a CSV file, saved by the browser. */
export function downloadFeedbackCsv(filters: FeedbackFilters): AppThunk<Promise<RequestOutcome<void>>> {
  return apiRequest(feedbackApi, null, async (api) => {
    const [{ blob, disposition }, { saveDownload }] = await Promise.all([api.exportFeedback(filters), import('@/lib/download')]);
    saveDownload(blob, disposition, 'feedback.csv');
  });
}
