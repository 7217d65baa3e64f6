// What /feedback-hub is opened for: the SMS link (link, exp, sig) or, signed in, one of my own records (subject, id).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FEEDBACK_SUBJECTS, type FeedbackSubject } from '@contract/feedback-rules';
import type { FeedbackAccess } from './feedback-api';

const positive = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);
const isSubject = (raw: string | null): raw is FeedbackSubject => (FEEDBACK_SUBJECTS as readonly (string | null)[]).includes(raw);

export function useFeedbackAccess(): FeedbackAccess | null {
  const [params] = useSearchParams();
  const link = positive(params.get('link'));
  const exp = positive(params.get('exp'));
  const sig = params.get('sig');
  const subject = params.get('subject');
  const id = positive(params.get('id'));
  return useMemo((): FeedbackAccess | null => {
    if (link && exp && sig) return { kind: 'link', link: { link, exp, sig } };
    if (isSubject(subject) && id) return { kind: 'mine', mine: { subject, id } };
    return null;
  }, [link, exp, sig, subject, id]);
}
