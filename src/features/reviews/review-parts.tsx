// What every review screen shows the same way: stars, the author with "Verified owner", the text and the maker's
// answer. Every value is text (React escapes it); nothing a customer wrote is markup.
import type { ReactNode } from 'react';
import { REVIEW_RATING_MAX, ownershipText } from '@contract/review-rules';
import type { PublicReview } from '@contract/reviews';
import { formatDate } from '@/lib/format';

export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={`${rating} out of ${REVIEW_RATING_MAX} stars`}>
      <span aria-hidden="true">{'★'.repeat(full)}</span>
      <span className="stars__off" aria-hidden="true">
        {'★'.repeat(Math.max(0, REVIEW_RATING_MAX - full))}
      </span>
    </span>
  );
}

/** One review as an article; `footer` holds what the screen adds (the helpful vote, the moderation actions). */
export function ReviewArticle({ review, headingLevel = 3, footer }: { review: PublicReview; headingLevel?: 3 | 4; footer?: ReactNode }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="review">
      <Heading className="review__title">{review.title}</Heading>
      <p className="review__meta">
        <Stars rating={review.rating} /> <span>{review.author_name}</span> <span className="review__badge">{ownershipText(review.months_owned)}</span>{' '}
        <span className="muted">{formatDate(review.written_at)}</span>
      </p>
      <p className="review__body">{review.body}</p>
      {review.reply ? (
        <div className="review__reply">
          <p>
            <strong>Answer from Revolt</strong> <span className="muted">{formatDate(review.reply.at)}</span>
          </p>
          <p>{review.reply.text}</p>
        </div>
      ) : null}
      {footer}
    </article>
  );
}
