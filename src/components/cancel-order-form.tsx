// The one cancel form: a reason and a note (CancelReasonFields), checked here, a confirm step, then the caller's
// request. Used by the back office cancelling for a customer and, through customer-cancel.tsx, by the customer's
// booking and upgrade cancellations; each says its words, what it sends and where it goes once cancelled.
import type { FormEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CancelReason } from '@contract/order-lifecycle';
import type { Failure } from '@/lib/store/request';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors } from '@/lib/validation';
import { Alert } from './alert';
import { Button } from './button';
import { CancelReasonFields, cancelReasonErrors, isCancelReason } from './cancel-reason-fields';
import { useConfirm } from './dialog';

export type CancelOrderFormProps = {
  /** The form's accessible name. */
  label: string;
  reasonLabel: string;
  noteLabel: { other: string; optional: string };
  noteHint?: string;
  /** The confirm step's question (built from the order by the caller). */
  confirm: { title: string; message: string; confirmLabel: string; cancelLabel: string };
  /** Sends the cancellation (a valid reason and the note as typed); resolves to the request's outcome. */
  submit: (values: { reason: CancelReason; note: string }) => Promise<{ ok: true } | Failure>;
  /** Where to go once cancelled; without it the form stays and the screen shows the answer. */
  doneHref?: string;
  submitLabel: string;
  back: { href: string; label: string };
  /** Shown between the fields and the buttons (what will be refunded). */
  children?: ReactNode;
};

export function CancelOrderForm({ label, reasonLabel, noteLabel, noteHint, confirm: question, submit, doneHref, submitLabel, back, children }: CancelOrderFormProps) {
  const navigate = useNavigate();
  const [dialog, confirm] = useConfirm();
  const form = useForm<'reason' | 'note'>({ reason: '', note: '' });
  const { formRef, values, errors, serverError, setServerError, busy, set, showErrors } = form;
  const { submit: send } = useSubmit(form);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = cancelReasonErrors(values);
    showErrors(found);
    if (hasErrors(found) || !isCancelReason(values.reason)) return;
    if (!(await confirm(question))) return;
    const body = { reason: values.reason, note: values.note };
    const outcome = await send(() => submit(body));
    if (outcome.ok && doneHref) navigate(doneHref);
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={label}>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <CancelReasonFields values={values} errors={errors} onChange={set} reasonLabel={reasonLabel} noteLabel={noteLabel} noteHint={noteHint} />
      {children}
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        <Link to={back.href}>{back.label}</Link>
      </div>
      {dialog}
    </form>
  );
}
