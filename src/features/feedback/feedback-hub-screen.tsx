import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { selectIsSignedIn, type SessionSlice } from '@/lib/session';
import { useAppSelector } from '@/lib/store/hooks';
import { FeedbackForm } from './feedback-form';
import { useFeedbackAccess } from './use-feedback-access';
import { useFeedbackForm } from './use-feedback-form';
import './feedback.css';

const home = <Link to={paths.home.getHref()}>Back to the home page</Link>;

/** /feedback-hub: feedback after a test ride or a delivery, from the SMS link or signed in for my own record. */
export function FeedbackHubScreen() {
  const access = useFeedbackAccess();
  const signedIn = useAppSelector((s: SessionSlice) => selectIsSignedIn(s));
  const needsSignIn = access?.kind === 'mine' && !signedIn;
  const { view, load, submit } = useFeedbackForm(access, !needsSignIn);

  let body;
  if (!access) {
    body = <p>Open the link in the SMS we sent after your test ride or delivery, or sign in and rate it from your orders and test rides.</p>;
  } else if (needsSignIn) {
    body = (
      <p>
        <Link to={paths.signin.getHref(paths.feedbackHub.getHref(access.mine))}>Sign in</Link> to rate your {access.mine.subject === 'order' ? 'delivery' : 'test ride'}.
      </p>
    );
  } else if (view.kind === 'thanks') {
    body = (
      <div role="status" className="feedback-done">
        <h2>{view.message}</h2>
        <p>Your answers go straight to the hub team and to Revolt.</p>
        {home}
      </div>
    );
  } else if (view.kind === 'closed') {
    body = (
      <div className="feedback-done">
        <Alert tone="info">{view.message}</Alert>
        {home}
      </div>
    );
  } else if (view.kind === 'failed') {
    body = (
      <Alert title="We could not open the feedback form." onRetry={load}>
        {view.error}
      </Alert>
    );
  } else if (view.kind === 'loading') {
    body = <p role="status">Loading…</p>;
  } else {
    body = (
      <>
        <p className="feedback-about">
          {view.context.subject === 'order' ? 'Delivery' : 'Test ride'} {view.context.reference} at {view.context.hubName}
        </p>
        <FeedbackForm context={view.context} onSubmit={submit} />
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
