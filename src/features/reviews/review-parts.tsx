// What every review screen shows the same way: stars, the author with "Verified owner", the text and the maker's
// answer. Every value is text (React escapes it); nothing a customer wrote is markup.
import { useEffect, useState, type ReactNode } from 'react';
import { REVIEW_RATING_MAX, reviewPhotoPath } from '@contract/review-rules';
import type { PublicReview } from '@contract/reviews';
import { config } from '@/lib/config';
import { formatDate } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import * as t from './review-parts.messages';
import { fetchReviewPhoto } from './reviews-thunks';

export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={t.stars({ rating, max: REVIEW_RATING_MAX })}>
      <span aria-hidden="true">{'★'.repeat(full)}</span>
      <span className="stars__off" aria-hidden="true">
        {'★'.repeat(Math.max(0, REVIEW_RATING_MAX - full))}
      </span>
    </span>
  );
}

/**
 * A review's photo at its own size (so nothing moves when it arrives). 'public': a published review's, a plain image
 * anyone may load; 'session': fetched with the session (a review still waiting shows only to its author and admins).
 */
export function ReviewPhoto({ review, mode }: { review: PublicReview; mode: 'public' | 'session' }) {
  const dispatch = useAppDispatch();
  const [url, setUrl] = useState<string | null>(mode === 'public' ? `${config.apiBaseUrl}${reviewPhotoPath(review.id)}` : null);
  const key = review.photo ? `${review.id}:${review.photo.width}x${review.photo.height}:${review.written_at}` : '';
  useEffect(() => {
    if (mode === 'public' || !key) return;
    let live = true;
    let made: string | null = null;
    void dispatch(fetchReviewPhoto(review.id)).then((outcome) => {
      if (!live || !outcome.ok) return;
      made = URL.createObjectURL(outcome.data);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [dispatch, mode, key, review.id]);
  if (!review.photo) return null;
  return (
    <figure className="review__photo">
      {url ? (
        <img src={url} alt={t.photoAlt({ author: review.author_name, title: review.title })} width={review.photo.width} height={review.photo.height} loading="lazy" />
      ) : (
        <span className="review__photo-wait" style={{ aspectRatio: `${review.photo.width} / ${review.photo.height}` }} aria-hidden="true" />
      )}
    </figure>
  );
}

/** One review as an article; `footer` holds what the screen adds (the helpful vote, the moderation actions). */
export function ReviewArticle({ review, headingLevel = 3, footer, photo = 'public' }: { review: PublicReview; headingLevel?: 3 | 4; footer?: ReactNode; photo?: 'public' | 'session' }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="review">
      <Heading className="review__title">{review.title}</Heading>
      <p className="review__meta">
        <Stars rating={review.rating} /> <span>{review.author_name}</span> <span className="review__badge">{t.ownership({ months: review.months_owned })}</span>{' '}
        <span className="muted">{formatDate(review.written_at)}</span>
      </p>
      <p className="review__body">{review.body}</p>
      <ReviewPhoto review={review} mode={photo} />
      {review.reply ? (
        <div className="review__reply">
          <p>
            <strong>{t.answer}</strong> <span className="muted">{formatDate(review.reply.at)}</span>
          </p>
          <p>{review.reply.text}</p>
        </div>
      ) : null}
      {footer}
    </article>
  );
}
