// Feedback for the back office (SPEC §3/§4): the list starts with zero pages and zero count; a request
// clears the error; a success fills data, totalPages and totalCount. Beside it the dashboard's summary.
import type { FeedbackEntry, FeedbackSummary } from '@contract/feedback';
import { createFamily, type FamilyState, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export type { FeedbackEntry };
export type FeedbackPage = { data: FeedbackEntry[]; totalPages: number; totalCount: number };
type FeedbackListState = FamilyState<FeedbackEntry[]> & { totalPages: number; totalCount: number };

export const feedbackListFamily = createFamily<FeedbackEntry[], FeedbackListState, FeedbackPage>('feedbackList', {
  initialState: { totalPages: 0, totalCount: 0 },
  onSuccess: (state, page) => ({ ...state, data: page.data, totalPages: page.totalPages, totalCount: page.totalCount }),
});
export const feedbackSummaryFamily = createFamily<FeedbackSummary>('feedbackSummary');

export const feedbackReducers = {
  feedbackList: feedbackListFamily.reducer,
  feedbackSummary: feedbackSummaryFamily.reducer,
};
registerReducers(feedbackReducers);
export type FeedbackSlice = StateOf<typeof feedbackReducers>;

export const selectFeedbackList = (s: FeedbackSlice) => s.feedbackList;
export const selectFeedbackSummary = (s: FeedbackSlice) => s.feedbackSummary;
