// Feedback list for the back office (SPEC §3/§4): starts with zero pages and zero count; a request
// clears the error; a success fills data, totalPages and totalCount.
import { createFamily, type FamilyState, type StateOf } from '@/lib/store/family';

export type FeedbackEntry = { id: number; name: string; mobile: string; rating: number; comment: string; created_at: string };
export type FeedbackPage = { data: FeedbackEntry[]; totalPages: number; totalCount: number };
type FeedbackListState = FamilyState<FeedbackEntry[]> & { totalPages: number; totalCount: number };

export const feedbackListFamily = createFamily<FeedbackEntry[], FeedbackListState, FeedbackPage>('feedbackList', {
  initialState: { totalPages: 0, totalCount: 0 },
  onSuccess: (state, page) => ({ ...state, data: page.data, totalPages: page.totalPages, totalCount: page.totalCount }),
});

export const feedbackReducers = { feedbackList: feedbackListFamily.reducer };
export type FeedbackSlice = StateOf<typeof feedbackReducers>;
