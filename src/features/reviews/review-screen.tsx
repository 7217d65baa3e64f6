// /review/:orderId: the owner of a delivered bike writes or edits its review; it waits for moderation, and the
// screen says where it stands (waiting, published, or hidden with the reason).
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BIKE_PATHS, paths } from '@contract/paths';
import { REVIEW_STATE_LABELS, monthsOwned, ownershipText } from '@contract/review-rules';
import type { ReviewDraftResponse } from '@contract/reviews';
import { todayInIndia } from '@contract/rules';
import { Alert } from '@/components/alert';
import { Seo } from '@/components/seo';
import { formatDate } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { orderIdOf } from '@/lib/use-order-details';
import { ReviewForm } from './review-form';
import { fetchReviewDraft } from './reviews-thunks';
import './reviews.css';

type Draft = ReviewDraftResponse['data'];

function ReviewState({ draft }: { draft: Draft }) {
  const review = draft.review;
  if (!review) return null;
  const modelPath = (BIKE_PATHS as Record<string, string>)[draft.model];
  return (
    <div className="review-state">
      <p>
        <strong>Status:</strong> {REVIEW_STATE_LABELS[review.state]}.{' '}
        {review.state === 'published' && modelPath ? <Link to={modelPath}>See it on the {draft.model_name} page</Link> : null}
      </p>
      {review.state === 'hidden' && review.hidden_reason ? <p>Our team hid it: {review.hidden_reason}. You can edit it and send it again.</p> : null}
      {review.state !== 'pending' ? <p className="muted">Saving a change sends it to our team again before it shows.</p> : null}
    </div>
  );
}

export function ReviewScreen() {
  const orderId = orderIdOf(useParams().orderId);
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const load = useCallback(async () => {
    if (orderId === null) return;
    setError(null);
    const outcome = await dispatch(fetchReviewDraft(orderId));
    if (outcome.ok) setDraft(outcome.data);
    else setError(outcome.error);
  }, [dispatch, orderId]);
  useEffect(() => {
    void load();
  }, [load]);

  const title = draft ? `Review your ${draft.model_name}` : 'Review your bike';
  const seo = <Seo title={title} description="Rate and review the bike you own." path={paths.reviewOrder.getHref(orderId ?? 0)} noindex />;
  const back = <Link to={paths.userDashboard.getHref()}>Back to My bike</Link>;
  if (!draft) {
    return (
      <div className="page container reviews-page">
        {seo}
        <h1>{title}</h1>
        {orderId === null || error ? (
          <Alert title="We could not open this review." onRetry={orderId === null ? undefined : () => void load()}>
            {orderId === null ? 'This link does not name an order.' : error}
          </Alert>
        ) : (
          <p className="muted">Loading your bike…</p>
        )}
        <p>{back}</p>
      </div>
    );
  }
  const months = monthsOwned(draft.delivered_on, todayInIndia());
  return (
    <div className="page container reviews-page">
      {seo}
      <h1>{title}</h1>
      <p>
        Order {draft.reference}, delivered on {formatDate(draft.delivered_on)}. Your review shows “{ownershipText(months)}” beside your first name and
        initial.
      </p>
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      <ReviewState draft={draft} />
      <ReviewForm
        key={draft.review?.written_at ?? 'new'}
        orderId={draft.order_id}
        modelName={draft.model_name}
        review={draft.review}
        onSaved={(answer) => {
          setSaved(answer.message);
          setDraft({ ...draft, review: answer.data });
        }}
      />
      <p>{back}</p>
    </div>
  );
}

export default ReviewScreen;
