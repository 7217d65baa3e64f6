// The one cancel form's fields (a reason from CANCEL_REASONS and a note, required for "Other"), used by the
// customer's booking and upgrade cancellations and by the back office cancelling for a customer.
import { CANCEL_REASONS, type CancelReason } from '@contract/order-lifecycle';
import type { Errors } from '@/lib/validation';
import * as t from './cancel-reason-fields.messages';
import { SelectField, TextAreaField } from './field';

export const CANCEL_NOTE_MAX = 500;

export type CancelReasonValues = { reason: string; note: string };
type Fields = keyof CancelReasonValues;

export const isCancelReason = (value: string): value is CancelReason => (CANCEL_REASONS as readonly string[]).includes(value);

/** A stored reason (the server keeps the English value) in the site's words; anything else as it is. */
export const cancelReasonText = (reason: string): string => (isCancelReason(reason) ? t.reasonLabels[reason] : reason);

/** The form's own checks, the server's rules (orderCancelBody): a listed reason, a note for "Other", at most 500 characters. */
export function cancelReasonErrors(values: CancelReasonValues): Errors<Fields> {
  const errors: Errors<Fields> = {};
  if (!isCancelReason(values.reason)) errors.reason = t.reasonRequired;
  const note = values.note.trim();
  if (note.length > CANCEL_NOTE_MAX || (values.reason === 'Other' && !note)) errors.note = t.noteTooLong;
  return errors;
}

type Props = {
  values: CancelReasonValues;
  errors: Errors<Fields>;
  onChange: (patch: Partial<CancelReasonValues>) => void;
  reasonLabel: string;
  /** The note's label when the reason is "Other" (then required) and otherwise (optional). */
  noteLabel: { other: string; optional: string };
  /** Said before the character count, e.g. who reads the note. */
  noteHint?: string;
};

export function CancelReasonFields({ values, errors, onChange, reasonLabel, noteLabel, noteHint }: Props) {
  const other = values.reason === 'Other';
  const count = { count: values.note.length, max: CANCEL_NOTE_MAX };
  return (
    <>
      <SelectField
        label={reasonLabel}
        name="reason"
        required
        value={values.reason}
        error={errors.reason}
        placeholder={t.chooseReason}
        options={CANCEL_REASONS.map((r) => ({ value: r, label: t.reasonLabels[r] }))}
        onChange={(e) => onChange({ reason: e.target.value })}
      />
      <TextAreaField
        label={other ? noteLabel.other : noteLabel.optional}
        name="note"
        required={other}
        rows={3}
        maxLength={CANCEL_NOTE_MAX}
        hint={noteHint ? t.hintAndCount({ hint: noteHint, ...count }) : t.noteCount(count)}
        value={values.note}
        error={errors.note}
        onChange={(e) => onChange({ note: e.target.value })}
      />
    </>
  );
}
