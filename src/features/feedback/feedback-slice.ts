// Feedback for the back office (SPEC §3/§4): the list starts with zero pages and zero count; a request
// clears the error; a success fills data, totalPages and totalCount. Beside it the dashboard's summary and
// the form's context (what a link or my record is about).
import type { FeedbackContext, FeedbackEntry, FeedbackSummary } from '@contract/feedback';
import { createFamily, type FamilyState, type StateOf } from '@/lib/store/family';

export type { FeedbackEntry };
export type FeedbackPage = { data: FeedbackEntry[]; totalPages: number; totalCount: number };
type FeedbackListState = FamilyState<FeedbackEntry[]> & { totalPages: number; totalCount: number };

export const feedbackListFamily = createFamily<FeedbackEntry[], FeedbackListState, FeedbackPage>('feedbackList', {
  initialState: { totalPages: 0, totalCount: 0 },
  onSuccess: (state, page) => ({ ...state, data: page.data, totalPages: page.totalPages, totalCount: page.totalCount }),
});
export const feedbackSummaryFamily = createFamily<FeedbackSummary>('feedbackSummary');
export const feedbackFormFamily = createFamily<FeedbackContext>('feedbackForm');

export const feedbackReducers = {
  feedbackList: feedbackListFamily.reducer,
  feedbackSummary: feedbackSummaryFamily.reducer,
  feedbackForm: feedbackFormFamily.reducer,
};
export type FeedbackSlice = StateOf<typeof feedbackReducers>;

export const selectFeedbackList = (s: FeedbackSlice) => s.feedbackList;
export const selectFeedbackSummary = (s: FeedbackSlice) => s.feedbackSummary;
export const selectFeedbackForm = (s: FeedbackSlice) => s.feedbackForm;
