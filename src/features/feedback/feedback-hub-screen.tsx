import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Seo } from '@/components/seo';
import type { FeedbackAnswer } from '@contract/feedback';
import { paths } from '@contract/paths';
import { selectIsSignedIn, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { FeedbackForm } from './feedback-form';
import { selectFeedbackForm, type FeedbackSlice } from './feedback-slice';
import { fetchFeedbackForm, sendFeedback } from './feedback-thunks';
import { useFeedbackAccess } from './use-feedback-access';
import './feedback.css';

/** /feedback-hub: feedback after a test ride or a delivery, from the SMS link or signed in for my own record. */
export function FeedbackHubScreen() {
  const dispatch = useAppDispatch();
  const access = useFeedbackAccess();
  const signedIn = useAppSelector((s: SessionSlice) => selectIsSignedIn(s));
  const form = useAppSelector((s: FeedbackSlice) => selectFeedbackForm(s));
  const [thanks, setThanks] = useState<string | null>(null);
  // A reused or expired link (410) and a forged one (404) are pages of their own, not a form with an error.
  const [closed, setClosed] = useState<string | null>(null);
  const needsSignIn = access?.kind === 'mine' && !signedIn;

  useEffect(() => {
    if (!access || needsSignIn) return;
    void dispatch(fetchFeedbackForm(access)).then((outcome) => {
      if (!outcome.ok && (outcome.status === 404 || outcome.status === 410 || outcome.status === 409)) setClosed(outcome.error);
    });
  }, [dispatch, access, needsSignIn]);

  async function submit(answer: FeedbackAnswer) {
    if (!access) return { ok: false as const, error: '', fieldErrors: {} };
    const outcome = await dispatch(sendFeedback(access, answer));
    if (outcome.ok) setThanks(outcome.data);
    else if (outcome.status === 410) setClosed(outcome.error);
    return outcome.ok ? { ok: true as const } : outcome;
  }

  let body;
  if (thanks) {
    body = (
      <div role="status" className="feedback-done">
        <h2>{thanks}</h2>
        <p>Your answers go straight to the hub team and to Revolt.</p>
        <Link to={paths.home.getHref()}>Back to the home page</Link>
      </div>
    );
  } else if (closed) {
    body = (
      <div className="feedback-done">
        <Alert tone="info">{closed}</Alert>
        <Link to={paths.home.getHref()}>Back to the home page</Link>
      </div>
    );
  } else if (!access) {
    body = <p>Open the link in the SMS we sent after your test ride or delivery, or sign in and rate it from your orders and test rides.</p>;
  } else if (needsSignIn) {
    body = (
      <p>
        <Link to={paths.signin.getHref(`${paths.feedbackHub.getHref(access.mine)}`)}>Sign in</Link> to rate your {access.mine.subject === 'order' ? 'delivery' : 'test ride'}.
      </p>
    );
  } else if (form.status === 'failed') {
    body = (
      <Alert title="We could not open the feedback form." onRetry={() => void dispatch(fetchFeedbackForm(access))}>
        {form.error}
      </Alert>
    );
  } else if (!form.data || form.loading) {
    body = <p role="status">Loading…</p>;
  } else {
    body = (
      <>
        <p className="feedback-about">
          {form.data.subject === 'order' ? 'Delivery' : 'Test ride'} {form.data.reference} at {form.data.hubName}
        </p>
        <FeedbackForm context={form.data} onSubmit={submit} />
      </>
    );
  }

  return (
    <div className="page container feedback-page">
      <Seo title="Your feedback" description="Tell us how your Revolt test ride or delivery went." path={paths.feedbackHub.path} noindex />
      <h1>How did we do?</h1>
      {body}
    </div>
  );
}

export default FeedbackHubScreen;
