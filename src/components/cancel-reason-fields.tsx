// The one cancel form's fields (a reason from CANCEL_REASONS and a note, required for "Other"), used by the
// customer's booking and upgrade cancellations and by the back office cancelling for a customer.
import { CANCEL_REASONS, orderMessages, type CancelReason } from '@contract/order-lifecycle';
import type { Errors } from '@/lib/validation';
import { SelectField, TextAreaField } from './field';

export const CANCEL_NOTE_MAX = 500;

export type CancelReasonValues = { reason: string; note: string };
type Fields = keyof CancelReasonValues;

export const isCancelReason = (value: string): value is CancelReason => (CANCEL_REASONS as readonly string[]).includes(value);

/** The form's own checks, the server's rules (orderCancelBody): a listed reason, a note for "Other", at most 500 characters. */
export function cancelReasonErrors(values: CancelReasonValues): Errors<Fields> {
  const errors: Errors<Fields> = {};
  if (!isCancelReason(values.reason)) errors.reason = orderMessages.reason;
  const note = values.note.trim();
  if (note.length > CANCEL_NOTE_MAX || (values.reason === 'Other' && !note)) errors.note = orderMessages.note;
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
  const count = `${values.note.length} of ${CANCEL_NOTE_MAX} characters`;
  return (
    <>
      <SelectField
        label={reasonLabel}
        name="reason"
        required
        value={values.reason}
        error={errors.reason}
        placeholder="Choose a reason"
        options={CANCEL_REASONS.map((r) => ({ value: r, label: r }))}
        onChange={(e) => onChange({ reason: e.target.value })}
      />
      <TextAreaField
        label={other ? noteLabel.other : noteLabel.optional}
        name="note"
        required={other}
        rows={3}
        maxLength={CANCEL_NOTE_MAX}
        hint={noteHint ? `${noteHint} ${count}.` : count}
        value={values.note}
        error={errors.note}
        onChange={(e) => onChange({ note: e.target.value })}
      />
    </>
  );
}
