// The cancel form's fields in English (decision 048): the contract's reasons and checks, word for word, since the
// server sends the same. The Hindi twin is cancel-reason-fields.messages.hi.ts; each reason keeps its English value
// (what the form posts and the server stores), only its label changes.
import { CANCEL_REASONS, orderMessages, type CancelReason } from '@contract/order-lifecycle';
import { icu } from '@/lib/i18n/icu';

export const reasonLabels = Object.fromEntries(CANCEL_REASONS.map((r) => [r, r])) as Readonly<Record<CancelReason, string>>;
export const chooseReason = 'Choose a reason';
export const reasonRequired: string = orderMessages.reason;
export const noteTooLong: string = orderMessages.note;
export const noteCount = icu<{ count: number; max: number }>('{count} of {max} characters');
/** The count after the caller's hint, e.g. who reads the note. */
export const hintAndCount = icu<{ hint: string; count: number; max: number }>('{hint} {count} of {max} characters.');
