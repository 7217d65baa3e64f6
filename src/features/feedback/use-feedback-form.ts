// The feedback form's subject (from the link or my record) and its outcome: the form, a thank-you, or a closed
// link (forged 404, answered or expired 410, not ready 409) shown as a page of its own.
import { useCallback, useEffect, useState } from 'react';
import type { FeedbackAnswer, FeedbackContext } from '@contract/feedback';
import { useAppDispatch } from '@/lib/store/hooks';
import type { FeedbackAccess } from './feedback-api';
import { fetchFeedbackForm, sendFeedback } from './feedback-thunks';

type View =
  | { kind: 'loading' }
  | { kind: 'form'; context: FeedbackContext }
  | { kind: 'failed'; error: string }
  | { kind: 'closed'; message: string }
  | { kind: 'thanks'; message: string };

const CLOSED = [404, 409, 410];

export function useFeedbackForm(access: FeedbackAccess | null, ready: boolean) {
  const dispatch = useAppDispatch();
  const [view, setView] = useState<View>({ kind: 'loading' });

  const load = useCallback(() => {
    if (!access || !ready) return;
    setView({ kind: 'loading' });
    void dispatch(fetchFeedbackForm(access)).then((outcome) => {
      if (outcome.ok) setView({ kind: 'form', context: outcome.data });
      else setView(CLOSED.includes(outcome.status ?? 0) ? { kind: 'closed', message: outcome.error } : { kind: 'failed', error: outcome.error });
    });
  }, [dispatch, access, ready]);
  useEffect(load, [load]);

  const submit = async (answer: FeedbackAnswer) => {
    if (!access) return { ok: false as const, error: '', fieldErrors: {} };
    const outcome = await dispatch(sendFeedback(access, answer));
    if (outcome.ok) setView({ kind: 'thanks', message: outcome.data });
    else if (outcome.status === 410) setView({ kind: 'closed', message: outcome.error });
    return outcome.ok ? { ok: true as const } : outcome;
  };

  return { view, load, submit };
}
