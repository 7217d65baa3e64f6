import type { Column } from '@/components/table';
import type { FeedbackEntry } from '@contract/feedback';
import { FEEDBACK_SUBJECT_LABELS } from '@contract/feedback-rules';
import { formatDateTime } from '@/lib/format';

export const feedbackColumns: Column<FeedbackEntry>[] = [
  { id: 'reference', header: 'Reference', rowHeader: true, cell: (f) => f.reference },
  { id: 'when', header: 'Answered', cell: (f) => formatDateTime(f.createdAt) },
  { id: 'subject', header: 'About', cell: (f) => FEEDBACK_SUBJECT_LABELS[f.subject] },
  { id: 'hub', header: 'Hub', cell: (f) => f.hubName },
  { id: 'nps', header: 'Score', cell: (f) => `${f.nps} / 10` },
  { id: 'ratings', header: 'Hub · bike · process', cell: (f) => `${f.hubRating} · ${f.bikeRating} · ${f.processRating}` },
  { id: 'comment', header: 'Comment', className: 'feedback-comment', cell: (f) => f.comment || '—' },
];
