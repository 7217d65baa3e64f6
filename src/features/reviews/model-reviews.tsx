// The owners' reviews of a model page (lib/model-reviews.tsx puts it there once the page has hydrated, from its own
// chunk): the average, the count and the distribution, then the published reviews, newest or most helpful first,
// a page at a time. A signed-in visitor may vote a review helpful. The model page's Product JSON-LD gets the rating
// through onReviews.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { REVIEW_SORTS, REVIEWS_PAGE_SIZE, ratingText, type ReviewSort } from '@contract/review-rules';
import type { ModelReviewsResponse } from '@contract/reviews';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { RadioGroupField } from '@/components/field';
import type { ModelReviewsProps } from '@/lib/model-reviews-slot';
import { selectIsSignedIn } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import * as t from './model-reviews.messages';
import { ReviewArticle, Stars } from './review-parts';
import { fetchModelReviews, fetchMyVotes, voteReviewHelpful } from './reviews-thunks';
import './reviews.css';

const SORT_LABELS: Record<ReviewSort, string> = { newest: t.sortNewest, helpful: t.sortHelpful };

function Distribution({ distribution, count }: { distribution: number[]; count: number }) {
  return (
    <ul className="review-distribution" aria-label={t.byStars}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = distribution[stars - 1] ?? 0;
        return (
          <li key={stars}>
            <span className="review-distribution__label">{t.stars({ stars })}</span>
            <span className="review-distribution__bar" aria-hidden="true">
              <span style={{ inlineSize: `${count ? Math.round((n / count) * 100) : 0}%` }} />
            </span>
            <span className="review-distribution__count">
              {n}
              <span className="visually-hidden">{t.reviewsHidden({ count: n })}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function ModelReviewsSection({ model, modelName, onReviews }: ModelReviewsProps) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<ModelReviewsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [voted, setVoted] = useState<Record<number, string>>({});

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    const outcome = await dispatch(fetchModelReviews(model, { sort, page, pageSize: REVIEWS_PAGE_SIZE }));
    setLoading(false);
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    setResult(outcome.data);
    if (page === 1 && sort === 'newest') onReviews?.({ summary: outcome.data.summary, reviews: outcome.data.data });
  }, [dispatch, model, sort, page, onReviews]);
  useEffect(() => {
    void load();
  }, [load]);

  // A signed-in visitor's earlier votes show as such after a reload (a failed look-up leaves the buttons, which say so if pressed).
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void dispatch(fetchMyVotes(model)).then((outcome) => {
      if (live && outcome.ok) setVoted((v) => ({ ...Object.fromEntries(outcome.data.data.map((id) => [id, t.votedBefore])), ...v }));
    });
    return () => {
      live = false;
    };
  }, [dispatch, model, signedIn]);

  async function vote(id: number) {
    const outcome = await dispatch(voteReviewHelpful(id));
    if (!outcome.ok) {
      setVoted((v) => ({ ...v, [id]: outcome.error }));
      return;
    }
    setVoted((v) => ({ ...v, [id]: outcome.data.message }));
    setResult((r) => (r ? { ...r, data: r.data.map((x) => (x.id === id ? { ...x, helpful: outcome.data.data.helpful } : x)) } : r));
  }

  if (error && !result) {
    return (
      <Alert title={t.loadFailed} onRetry={() => void load()}>
        {error}
      </Alert>
    );
  }
  if (!result) return <p className="muted model-reviews__wait">{t.loading}</p>;
  const { summary } = result;
  if (summary.count === 0) {
    return <p className="muted">{t.none({ model: modelName })}</p>;
  }
  return (
    <div className="model-reviews__content" aria-busy={loading}>
      <div className="review-summary">
        <p className="review-summary__average">
          <strong>{ratingText(summary.average)}</strong> <Stars rating={summary.average} />
          <span>{t.fromOwners({ count: summary.count })}</span>
        </p>
        <Distribution distribution={summary.distribution} count={summary.count} />
      </div>
      <RadioGroupField
        legend={t.sortReviews}
        name={`review-sort-${model}`}
        options={REVIEW_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        value={sort}
        onChange={(value) => {
          setSort(value as ReviewSort);
          setPage(1);
        }}
      />
      {error ? <Alert onRetry={() => void load()}>{error}</Alert> : null}
      <ul className="review-list">
        {result.data.map((review) => (
          <li key={review.id}>
            <ReviewArticle
              review={review}
              footer={
                <p className="review__helpful">
                  <span>{t.foundHelpful({ count: review.helpful })}</span>{' '}
                  {signedIn ? (
                    voted[review.id] ? (
                      <span role="status">{voted[review.id]}</span>
                    ) : (
                      <Button variant="ghost" onClick={() => void vote(review.id)}>
                        {t.helpful}
                        <span className="visually-hidden">{t.reviewTitleHidden({ title: review.title })}</span>
                      </Button>
                    )
                  ) : (
                    <Link to={paths.signin.getHref()}>{t.signInToVote}</Link>
                  )}
                </p>
              }
            />
          </li>
        ))}
      </ul>
      {result.pages > 1 ? (
        <nav className="review-pages" aria-label={t.pages}>
          <Button variant="secondary" disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>
            {t.previous}
            <span className="visually-hidden">{t.reviewsWordHidden}</span>
          </Button>
          <span>
            {t.pageOf({ page: result.page, pages: result.pages })}
          </span>
          <Button variant="secondary" disabled={page >= result.pages || loading} onClick={() => setPage(page + 1)}>
            {t.next}
            <span className="visually-hidden">{t.reviewsWordHidden}</span>
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

export default ModelReviewsSection;
