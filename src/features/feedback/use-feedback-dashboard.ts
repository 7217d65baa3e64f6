// The dashboard's filters (in the URL), the summary and the page of answers they ask for, and the CSV export.
import { useCallback, useEffect, useMemo } from 'react';
import type { FeedbackFilters } from '@contract/feedback';
import { FEEDBACK_SUBJECTS, type FeedbackSubject } from '@contract/feedback-rules';
import { useDownload } from '@/lib/use-download';
import { useListParams } from '@/lib/use-list-params';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectFeedbackList, selectFeedbackSummary, type FeedbackSlice } from './feedback-slice';
import { downloadFeedbackCsv, fetchFeedbackList, fetchFeedbackSummary } from './feedback-thunks';

const FILTERS = { from: '', to: '', hub: 0, subject: '' };
const SORTS = ['created'] as const;
const ALLOWED = { subject: FEEDBACK_SUBJECTS };
const isSubject = (v: string): v is FeedbackSubject => (FEEDBACK_SUBJECTS as readonly string[]).includes(v);

export function useFeedbackDashboard() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: FeedbackSlice) => selectFeedbackList(s));
  const summary = useAppSelector((s: FeedbackSlice) => selectFeedbackSummary(s));
  const params = useListParams({ filters: FILTERS, sorts: SORTS, defaultSort: '-created', allowed: ALLOWED });
  const { from, to, hub, subject } = params.filters;
  const { page } = params;
  const csv = useDownload();

  const filters = useMemo(
    (): FeedbackFilters => ({
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(hub ? { hub } : {}),
      ...(isSubject(subject) ? { subject } : {}),
    }),
    [from, to, hub, subject],
  );

  const load = useCallback(() => {
    void dispatch(fetchFeedbackSummary(filters));
    void dispatch(fetchFeedbackList({ ...filters, page }));
  }, [dispatch, filters, page]);
  useEffect(load, [load]);

  // The thunk saves the file itself (feedback.csv, or the server's name).
  const exportCsv = () => csv.download(true, () => dispatch(downloadFeedbackCsv(filters)), 'feedback.csv');

  return { list, summary, params, page, load, exportCsv, exporting: csv.busy !== null, exportError: csv.error };
}
