// The one cancel form: a reason and a note (CancelReasonFields), checked here, a confirm step, then the caller's
// request. Used by the back office cancelling for a customer (its own words) and, as CustomerCancelForm, by the
// customer's booking and upgrade cancellations; each says what it sends and where it goes once cancelled.
import type { FormEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CancelReason } from '@contract/order-lifecycle';
import type { Order, OrderCancelRequest } from '@contract/orders';
import { BOOKING_REFUND_DAYS } from '@contract/booking-rules';
import { formatRupees } from '@/lib/format';
import type { Failure } from '@/lib/store/request';
import { useForm } from '@/lib/use-form';
import { hasErrors } from '@/lib/validation';
import { Alert } from './alert';
import { Button } from './button';
import { CancelReasonFields, cancelReasonErrors, isCancelReason } from './cancel-reason-fields';
import { useConfirm } from './dialog';
import { RefundPromise } from './order-refund';

type Props = {
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

export function CancelOrderForm({ label, reasonLabel, noteLabel, noteHint, confirm: question, submit, doneHref, submitLabel, back, children }: Props) {
  const navigate = useNavigate();
  const [dialog, confirm] = useConfirm();
  const { formRef, values, errors, serverError, setServerError, busy, setBusy, set, showErrors, showServerErrors } = useForm<'reason' | 'note'>({ reason: '', note: '' });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = cancelReasonErrors(values);
    showErrors(found);
    if (hasErrors(found) || !isCancelReason(values.reason)) return;
    if (!(await confirm(question))) return;
    setBusy(true);
    const outcome = await submit({ reason: values.reason, note: values.note });
    setBusy(false);
    if (!outcome.ok) showServerErrors(outcome.error, outcome.fieldErrors);
    else if (doneHref) navigate(doneHref);
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

/** A customer's cancel request: the reason, and the note only when one was written (trimmed). */
function customerCancelBody({ reason, note }: { reason: CancelReason; note: string }): OrderCancelRequest {
  const trimmed = note.trim();
  return { reason, ...(trimmed ? { note: trimmed } : {}) };
}

type CustomerProps = {
  order: Order;
  /** The order as the customer calls it. */
  noun: 'booking' | 'upgrade';
  /** The order in the confirm step's sentence: "Your RV400 booking", "Your upgrade to the RV400". */
  subject: string;
  /** Sends the customer's cancel request (the note only when one was written). */
  submit: (body: OrderCancelRequest) => ReturnType<Props['submit']>;
  doneHref?: string;
  /** The order's own page, where "Keep my …" goes back to. */
  backHref: string;
  /** The refund note's classes and its line on what follows the cancelling. */
  refundClassName: string;
  afterwards: string;
};

/** A customer cancelling their own booking or upgrade: the same words, confirm step and refund promise for both. */
export function CustomerCancelForm({ order, noun, subject, submit, doneHref, backHref, refundClassName, afterwards }: CustomerProps) {
  const paid = order.amount_paid > 0;
  return (
    <CancelOrderForm
      label={`Cancel your ${noun}`}
      reasonLabel="Why are you cancelling?"
      noteLabel={{ other: 'Tell us more', optional: 'Anything else you want to tell us (optional)' }}
      confirm={{
        title: `Cancel ${noun} ${order.reference}?`,
        message: paid
          ? `${subject} will be cancelled and ${formatRupees(order.amount_paid)} refunded within ${BOOKING_REFUND_DAYS} working days. This cannot be undone.`
          : `${subject} will be cancelled. This cannot be undone.`,
        confirmLabel: `Yes, cancel my ${noun}`,
        cancelLabel: `Keep my ${noun}`,
      }}
      submit={(values) => submit(customerCancelBody(values))}
      doneHref={doneHref}
      submitLabel={`Cancel my ${noun}`}
      back={{ href: backHref, label: `Keep my ${noun}` }}
    >
      <RefundPromise order={order} noun={noun} className={refundClassName} afterwards={afterwards} />
    </CancelOrderForm>
  );
}
