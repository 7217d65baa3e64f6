// The owner's review form: stars, a title and the text, checked against the contract's limits before it is sent;
// every value stays as typed when something is wrong (here or on the server).
import { useState, type FormEvent } from 'react';
import {
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_TYPES,
  REVIEW_RATING_MAX,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
  reviewMessages as m,
} from '@contract/review-rules';
import type { OwnReview, OwnReviewResponse } from '@contract/reviews';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FileField, RadioGroupField, TextAreaField, TextField } from '@/components/field';
import { useAppDispatch } from '@/lib/store/hooks';
import { useAction } from '@/lib/use-action';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors, type Errors } from '@/lib/validation';
import { ReviewPhoto } from './review-parts';
import { changeReviewPhoto, submitReview } from './reviews-thunks';

type Field = 'rating' | 'title' | 'body';
type Values = Record<Field, string>;

const STAR_OPTIONS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => ({ value: String(i + 1), label: i === 0 ? '1 star' : `${i + 1} stars` }));

const PHOTO_HINT = `Optional: one photo of your bike, JPEG, PNG or WebP, up to ${REVIEW_PHOTO_MAX_BYTES / 1024 / 1024} MB. We remove location and camera details.`;

export function photoError(file: File | null): string | null {
  if (!file) return null;
  if (!(REVIEW_PHOTO_TYPES as readonly string[]).includes(file.type)) return m.photoType;
  return file.size > REVIEW_PHOTO_MAX_BYTES ? m.photoSize : null;
}

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
  const form = useForm<Field, Values, 'photo'>({ rating: review ? String(review.rating) : '', title: review?.title ?? '', body: review?.body ?? '' }, ['photo']);
  const { values, errors, set, busy, serverError, setServerError } = form;
  const { submit: send } = useSubmit(form);
  const removal = useAction();
  const [photo, setPhoto] = useState<File | null>(null);

  async function removePhoto() {
    setServerError(null);
    const outcome = await removal.run(() => dispatch(changeReviewPhoto(orderId, null)));
    if (!outcome.ok) setServerError(outcome.error);
    else onSaved(outcome.data);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found: Errors<Field | 'photo'> = reviewErrors(values);
    const badPhoto = photoError(photo);
    if (badPhoto) found.photo = badPhoto;
    if (hasErrors(found)) {
      form.showErrors(found);
      return;
    }
    const outcome = await send(async () => {
      const words = await dispatch(submitReview(orderId, { rating: Number(values.rating), title: values.title.trim(), body: values.body.trim() }));
      if (!words.ok || !photo) return words;
      const withPhoto = await dispatch(changeReviewPhoto(orderId, photo));
      // The words are saved; only the photo was refused: say so, and keep everything for another try.
      return withPhoto.ok ? withPhoto : { ...withPhoto, error: `Your review is saved, but not the photo: ${withPhoto.error}` };
    });
    if (outcome.ok) onSaved(outcome.data);
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="review-form" aria-label={`Your review of the ${modelName}`}>
      {serverError ? <Alert title="Please check your review.">{serverError}</Alert> : null}
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
      {review?.photo ? (
        <div className="review-form__photo">
          <p>Your photo:</p>
          <ReviewPhoto review={review} mode="session" />
          <Button variant="secondary" busy={removal.busy} onClick={() => void removePhoto()}>
            Remove the photo
          </Button>
        </div>
      ) : null}
      <FileField
        label={review?.photo ? 'Replace the photo' : 'Photo'}
        name="photo"
        accept={REVIEW_PHOTO_TYPES.join(',')}
        hint={photo ? `${PHOTO_HINT} Chosen: ${photo.name}.` : PHOTO_HINT}
        error={errors.photo}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          setPhoto(file);
          form.setError('photo', photoError(file));
        }}
      />
      <Button type="submit" busy={busy}>
        {review ? 'Save changes' : 'Send review'}
      </Button>
    </form>
  );
}
