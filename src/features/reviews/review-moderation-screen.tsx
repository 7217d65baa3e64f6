// /reviewlist (admins): reviews waiting for moderation (oldest first), published or hidden, each with what the checks
// found; publish, hide with a reason (its author sees it) or answer publicly. The state and page live in the URL.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { REVIEW_FLAG_LABELS, REVIEW_HIDE_REASON_MAX, REVIEW_REPLY_MAX, REVIEW_STATE_LABELS, REVIEW_STATES, reviewMessages as m, type ReviewState } from '@contract/review-rules';
import type { BackOfficeReview, BackOfficeReviewListResponse } from '@contract/reviews';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextAreaField } from '@/components/field';
import { Pager } from '@/components/pager';
import { Seo } from '@/components/seo';
import { useAppDispatch } from '@/lib/store/hooks';
import { ReviewArticle } from './review-parts';
import { fetchReviewQueue, moderateReview, type Moderation } from './reviews-thunks';
import './reviews.css';
import { useAction } from '@/lib/use-action';

const PAGE_SIZE = 20;
const isState = (v: string | null): v is ReviewState => (REVIEW_STATES as readonly (string | null)[]).includes(v);

function TextAction({ label, field, max, message, submitLabel, onSubmit }: { label: string; field: string; max: number; message: string; submitLabel: string; onSubmit: (text: string) => Promise<string | null> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (text.trim().length < (field === 'reason' ? 3 : 1)) {
      setError(message);
      return;
    }
    const failed = await run(() => onSubmit(text.trim()));
    setError(failed);
  }
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <TextAreaField label={label} rows={2} maxLength={max} value={text} onChange={(e) => setText(e.target.value)} error={error} />
      <Button type="submit" variant="secondary" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

function QueueItem({ review, onModerate }: { review: BackOfficeReview; onModerate: (action: Moderation) => Promise<string | null> }) {
  const [open, setOpen] = useState<'hide' | 'reply' | null>(null);
  const { run, busy } = useAction();
  return (
    <li>
      <ReviewArticle
        review={review}
        photo="session"
        footer={
          <div className="review-queue__actions">
            <p>
              {review.model_name}, order {review.order_reference}. {REVIEW_STATE_LABELS[review.state]}
              {review.hidden_reason ? `: ${review.hidden_reason}` : ''}.
            </p>
            {review.flags.length ? (
              <div className="review-queue__flags">
                <p>
                  <strong>Check before publishing:</strong>
                </p>
                <ul>
                  {review.flags.map((f) => (
                    <li key={f}>{REVIEW_FLAG_LABELS[f]}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="review-queue__buttons" role="group" aria-label={`Moderate “${review.title}”`}>
              {review.state !== 'published' ? (
                <Button
                  busy={busy}
                  onClick={async () => {
                    await run(() => onModerate({ kind: 'publish' }));
                  }}
                >
                  Publish<span className="visually-hidden"> “{review.title}”</span>
                </Button>
              ) : null}
              {review.state !== 'hidden' ? (
                <Button variant="secondary" aria-expanded={open === 'hide'} onClick={() => setOpen(open === 'hide' ? null : 'hide')}>
                  Hide<span className="visually-hidden"> “{review.title}”</span>
                </Button>
              ) : null}
              <Button variant="secondary" aria-expanded={open === 'reply'} onClick={() => setOpen(open === 'reply' ? null : 'reply')}>
                {review.reply ? 'Change the answer' : 'Answer'}
                <span className="visually-hidden"> “{review.title}”</span>
              </Button>
            </div>
            {open === 'hide' ? (
              <TextAction label="Reason for hiding (the author sees it)" field="reason" max={REVIEW_HIDE_REASON_MAX} message={m.hideReason} submitLabel="Hide the review" onSubmit={(reason) => onModerate({ kind: 'hide', reason })} />
            ) : null}
            {open === 'reply' ? (
              <TextAction label="Public answer" field="reply" max={REVIEW_REPLY_MAX} message={m.reply} submitLabel="Publish the answer" onSubmit={(reply) => onModerate({ kind: 'reply', reply })} />
            ) : null}
          </div>
        }
      />
    </li>
  );
}

export function ReviewModerationScreen() {
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const rawState = search.get('state');
  const state: ReviewState = isState(rawState) ? rawState : 'pending';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [list, setList] = useState<BackOfficeReviewListResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    const outcome = await dispatch(fetchReviewQueue({ state, page, pageSize: PAGE_SIZE }));
    if (outcome.ok) setList(outcome.data);
    else setError(outcome.error);
  }, [dispatch, state, page]);
  useEffect(() => {
    void load();
  }, [load]);

  async function moderate(id: number, action: Moderation): Promise<string | null> {
    setNotice(null);
    const outcome = await dispatch(moderateReview(id, action));
    if (!outcome.ok) return outcome.fieldErrors.reason ?? outcome.fieldErrors.reply ?? outcome.error;
    setNotice(outcome.data.message);
    await load();
    return null;
  }

  const hrefFor = (s: ReviewState, p = 1) => `${paths.reviewModeration.getHref(s)}${p > 1 ? `&page=${p}` : ''}`;
  return (
    <div className="page container reviews-page">
      <Seo title="Owners’ reviews" description="Moderate the owners' reviews." path={paths.reviewModeration.path} noindex />
      <h1>Owners’ reviews</h1>
      <nav aria-label="Reviews by state">
        <ul className="review-state-nav">
          {REVIEW_STATES.map((s) => (
            <li key={s}>
              <Link to={hrefFor(s)} aria-current={s === state ? 'page' : undefined}>
                {REVIEW_STATE_LABELS[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {error ? (
        <Alert title="We could not load the reviews." onRetry={() => void load()}>
          {error}
        </Alert>
      ) : null}
      {!list && !error ? <p className="muted">Loading reviews…</p> : null}
      {list && list.total === 0 ? <p>No reviews {state === 'pending' ? 'are waiting' : `are ${REVIEW_STATE_LABELS[state].toLowerCase()}`}.</p> : null}
      {list && list.total > 0 ? (
        <>
          <ul className="review-queue">
            {list.data.map((review) => (
              <QueueItem key={review.id} review={review} onModerate={(action) => moderate(review.id, action)} />
            ))}
          </ul>
          <Pager page={list.page} pageSize={list.pageSize} total={list.total} hrefFor={(p) => hrefFor(state, p)} noun={{ one: 'review', other: 'reviews' }} label="Pages of reviews" />
        </>
      ) : null}
    </div>
  );
}

export default ReviewModerationScreen;
