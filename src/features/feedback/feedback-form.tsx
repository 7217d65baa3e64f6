// The feedback form: NPS 0–10 as one radio group, the hub, the bike and the process rated 1–5, a comment.
import type { FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { RadioGroupField, TextAreaField, type RadioOption } from '@/components/field';
import type { FeedbackAnswer, FeedbackContext } from '@contract/feedback';
import { FEEDBACK_COMMENT_MAX, NPS_MAX, RATING_MAX, feedbackMessages } from '@contract/feedback-rules';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors, validate } from '@/lib/validation';

type Fields = 'nps' | 'hubRating' | 'bikeRating' | 'processRating' | 'comment';
const EMPTY: Record<Fields, string> = { nps: '', hubRating: '', bikeRating: '', processRating: '', comment: '' };

const NPS_OPTIONS: RadioOption[] = Array.from({ length: NPS_MAX + 1 }, (_, n) => ({ value: String(n), label: String(n) }));
const RATING_OPTIONS: RadioOption[] = Array.from({ length: RATING_MAX }, (_, i) => ({ value: String(i + 1), label: `${i + 1} ${i === 0 ? 'star' : 'stars'}` }));

const inRange = (max: number, min: number, message: string) => (v: string) => (/^\d{1,2}$/.test(v) && Number(v) >= min && Number(v) <= max ? null : message);

type Props = {
  context: FeedbackContext;
  onSubmit: (answer: FeedbackAnswer) => Promise<{ ok: true } | { ok: false; error: string; fieldErrors: Record<string, string> }>;
};

export function FeedbackForm({ context, onSubmit }: Props) {
  const form = useForm<Fields>(EMPTY);
  const { formRef, values, errors, serverError, setServerError, busy, set, showErrors } = form;
  const { submit: send } = useSubmit(form);
  const what = context.subject === 'order' ? 'delivery' : 'test ride';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, {
      nps: inRange(NPS_MAX, 0, feedbackMessages.nps),
      hubRating: inRange(RATING_MAX, 1, feedbackMessages.rating),
      bikeRating: inRange(RATING_MAX, 1, feedbackMessages.rating),
      processRating: inRange(RATING_MAX, 1, feedbackMessages.rating),
      comment: (v) => (v.trim().length <= FEEDBACK_COMMENT_MAX ? null : feedbackMessages.comment),
    });
    showErrors(found);
    if (hasErrors(found)) return;
    await send(() => onSubmit({
      nps: Number(values.nps),
      hubRating: Number(values.hubRating),
      bikeRating: Number(values.bikeRating),
      processRating: Number(values.processRating),
      comment: values.comment.trim(),
    }));
  }

  const rating = (name: 'hubRating' | 'bikeRating' | 'processRating', legend: string) => (
    <RadioGroupField legend={legend} name={name} options={RATING_OPTIONS} value={values[name]} onChange={(v) => set({ [name]: v })} error={errors[name]} required />
  );

  return (
    <form ref={formRef} className="feedback-form" onSubmit={(e) => void submit(e)} noValidate>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <RadioGroupField
        legend={`How likely are you to recommend Revolt to a friend, after your ${what}?`}
        hint="0 means not at all likely, 10 means extremely likely."
        name="nps"
        options={NPS_OPTIONS}
        value={values.nps}
        onChange={(v) => set({ nps: v })}
        error={errors.nps}
        required
        className="feedback-form__nps"
      />
      {rating('hubRating', `The hub: ${context.hubName}`)}
      {rating('bikeRating', `The bike${context.model ? `: ${context.model}` : ''}`)}
      {rating('processRating', context.subject === 'order' ? 'Booking, payment and delivery' : 'Booking and the ride itself')}
      <TextAreaField
        label="Anything you would like to tell us? (optional)"
        name="comment"
        value={values.comment}
        onChange={(e) => set({ comment: e.target.value })}
        error={errors.comment}
        maxLength={FEEDBACK_COMMENT_MAX}
        rows={4}
      />
      <Button type="submit" busy={busy}>
        Send feedback
      </Button>
    </form>
  );
}
