// The owner's review form: stars, a title and the text, checked against the contract's limits before it is sent;
// every value stays as typed when something is wrong (here or on the server).
import type { FormEvent } from 'react';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_RATING_MAX, REVIEW_TITLE_MAX, REVIEW_TITLE_MIN, reviewMessages as m } from '@contract/review-rules';
import type { OwnReview, OwnReviewResponse } from '@contract/reviews';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { RadioGroupField, TextAreaField, TextField } from '@/components/field';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { hasErrors, type Errors } from '@/lib/validation';
import { submitReview } from './reviews-thunks';

type Field = 'rating' | 'title' | 'body';
type Values = Record<Field, string>;

const STAR_OPTIONS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => ({ value: String(i + 1), label: i === 0 ? '1 star' : `${i + 1} stars` }));

export function reviewErrors(values: Values): Errors<Field> {
  const found: Errors<Field> = {};
  const rating = Number(values.rating);
  if (!Number.isInteger(rating) || rating < 1 || rating > REVIEW_RATING_MAX) found.rating = m.rating;
  const title = values.title.trim();
  if (title.length < REVIEW_TITLE_MIN || title.length > REVIEW_TITLE_MAX) found.title = m.title;
  const body = values.body.trim();
  if (body.length < REVIEW_BODY_MIN || body.length > REVIEW_BODY_MAX) found.body = m.body;
  return found;
}

export function ReviewForm({ orderId, modelName, review, onSaved }: { orderId: number; modelName: string; review: OwnReview | null; onSaved: (answer: OwnReviewResponse) => void }) {
  const dispatch = useAppDispatch();
  const form = useForm<Field>({ rating: review ? String(review.rating) : '', title: review?.title ?? '', body: review?.body ?? '' });
  const { values, errors, set, busy, setBusy, serverError, setServerError } = form;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = reviewErrors(values);
    if (hasErrors(found)) {
      form.showErrors(found);
      return;
    }
    setBusy(true);
    const outcome = await dispatch(submitReview(orderId, { rating: Number(values.rating), title: values.title.trim(), body: values.body.trim() }));
    setBusy(false);
    if (!outcome.ok) {
      form.showServerErrors(outcome.error, outcome.fieldErrors);
      return;
    }
    onSaved(outcome.data);
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="review-form" aria-label={`Your review of the ${modelName}`}>
      {serverError ? <Alert title="We could not save your review.">{serverError}</Alert> : null}
      <RadioGroupField legend="Your rating" name="rating" options={STAR_OPTIONS} value={values.rating} onChange={(rating) => set({ rating })} error={errors.rating} required />
      <TextField label="Title" value={values.title} maxLength={REVIEW_TITLE_MAX} onChange={(e) => set({ title: e.target.value })} error={errors.title} hint={`${REVIEW_TITLE_MIN} to ${REVIEW_TITLE_MAX} characters.`} required />
      <TextAreaField
        label="Your review"
        rows={6}
        maxLength={REVIEW_BODY_MAX}
        value={values.body}
        onChange={(e) => set({ body: e.target.value })}
        error={errors.body}
        hint={`${REVIEW_BODY_MIN} to ${REVIEW_BODY_MAX} characters (${values.body.trim().length} written). Please leave out phone numbers, e-mail addresses and other people's names.`}
        required
      />
      <Button type="submit" busy={busy}>
        {review ? 'Save changes' : 'Send review'}
      </Button>
    </form>
  );
}
