// The dialog of one lifecycle action: asks for what the action needs (a chassis to allot, the sum taken at the hub,
// the old bike's final valuation, a note where it matters), says what the customer will see, and shows the server's
// refusal in place.
import { useId, type FormEvent } from 'react';
import type { BackOfficeOrder } from '@contract/back-office-orders';
import { CHASSIS_RE, hubPaymentMessages, orderMessages, type OrderKind } from '@contract/order-lifecycle';
import { normaliseRegistrationNumber, registrationMessages } from '@contract/registration-rules';
import { FINAL_VALUATION_MAX, upgradeMessages } from '@contract/upgrade-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextAreaField, TextField } from '@/components/field';
import { formatRupees } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors, validate } from '@/lib/validation';
import { takeOrderAction, type ActionInput } from './back-office-orders-thunks';

export type DialogAction = 'hub_payment' | 'inspect' | 'allot' | 'ready' | 'deliver' | 'register' | 'note';

const NOTE_MAX = 500;
type Copy = { title: string; confirm: string; done: string };
const COPY: Record<DialogAction, Copy> = {
  hub_payment: { title: 'Payment received at the hub for', confirm: 'Payment received at the hub', done: 'Payment recorded: the order is confirmed.' },
  inspect: { title: 'Inspect the bike traded in for', confirm: 'Record the inspection', done: 'Inspection recorded.' },
  allot: { title: 'Allot a chassis to', confirm: 'Allot chassis', done: 'Chassis allotted.' },
  ready: { title: 'Mark ready for delivery:', confirm: 'Mark ready', done: 'Marked ready for delivery.' },
  deliver: { title: 'Mark delivered:', confirm: 'Mark delivered', done: 'Marked delivered.' },
  register: { title: 'Registration number of', confirm: 'Record registration number', done: 'Registration number recorded.' },
  note: { title: 'Add a note to', confirm: 'Add note', done: 'Note added.' },
};
/** An upgrade is delivered by handing the new bike over against the old one. */
const HAND_OVER: Copy = { title: 'Hand over:', confirm: 'Hand over', done: 'Handed over.' };
const copyOf = (action: DialogAction, kind: OrderKind) => (action === 'deliver' && kind === 'upgrade' ? HAND_OVER : COPY[action]);
export const actionLabel = (action: DialogAction, kind: OrderKind = 'booking') => copyOf(action, kind).confirm;

type Field = 'chassis' | 'amount' | 'finalValuation' | 'registration' | 'note';
const EMPTY: Record<Field, string> = { chassis: '', amount: '', finalValuation: '', registration: '', note: '' };
/** Whole rupees as typed (digits only; commas and spaces people type are dropped), else null. */
function rupeesOf(value: string): number | null {
  const digits = value.replace(/[,\s₹]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

type Props = { order: BackOfficeOrder; action: DialogAction | null; onClose: () => void; onDone: (message: string) => void };

export function OrderActionDialog({ order, action, onClose, onDone }: Props) {
  const formId = useId();
  const dispatch = useAppDispatch();
  const form = useForm<Field>(EMPTY);
  const { formRef, values, errors, serverError, setServerError, busy, set, reset, showErrors } = form;
  const { submit: send } = useSubmit(form);

  const close = () => {
    reset(EMPTY);
    setServerError(null);
    onClose();
  };

  function inputOf(act: DialogAction, note: string): ActionInput | null {
    switch (act) {
      case 'hub_payment': {
        const amount = rupeesOf(values.amount);
        return amount === null ? null : { action: act, amount, note };
      }
      case 'inspect': {
        const value = rupeesOf(values.finalValuation);
        return value === null ? null : { action: act, final_valuation: value, note };
      }
      case 'allot':
        return { action: act, chassis: values.chassis.trim().toUpperCase(), note };
      case 'register': {
        const number = normaliseRegistrationNumber(values.registration);
        return number === null ? null : { action: act, registration_number: number, note };
      }
      case 'note':
      case 'ready':
      case 'deliver':
        return { action: act, note };
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!action) return;
    setServerError(null);
    const found = validate(values, {
      chassis: (v: string) => (action === 'allot' && !CHASSIS_RE.test(v.trim().toUpperCase()) ? orderMessages.chassis : null),
      registration: (v: string) => (action === 'register' && normaliseRegistrationNumber(v) === null ? registrationMessages.format : null),
      amount: (v: string) => {
        if (action !== 'hub_payment') return null;
        const amount = rupeesOf(v);
        if (amount === null || amount < 1) return hubPaymentMessages.amount;
        return amount === order.price ? null : hubPaymentMessages.notFull;
      },
      finalValuation: (v: string) => {
        if (action !== 'inspect') return null;
        const value = rupeesOf(v);
        return value === null || value > FINAL_VALUATION_MAX ? upgradeMessages.finalValuation : null;
      },
      note: (v: string) => (v.trim().length > NOTE_MAX || (action === 'note' && !v.trim()) ? 'Write the note (up to 500 characters).' : null),
    });
    showErrors(found);
    const input = inputOf(action, values.note.trim());
    if (hasErrors(found) || !input) return;
    const outcome = await send(
      () => dispatch(takeOrderAction(order.id, input)),
      (failed) => {
        // The server names the body's fields final_valuation and registration_number; the form calls them finalValuation and registration.
        const { final_valuation: finalValuation, registration_number: registration, ...fieldErrors } = failed.fieldErrors;
        form.showServerErrors(failed.error, { ...fieldErrors, ...(finalValuation ? { finalValuation } : {}), ...(registration ? { registration } : {}) });
        return true;
      },
    );
    if (!outcome.ok) return;
    reset(EMPTY);
    onDone(copyOf(action, order.kind).done);
  }

  if (!action) return null;
  const copy = copyOf(action, order.kind);
  return (
    <Dialog
      open
      title={`${copy.title} ${order.reference}`}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {copy.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={onSubmit}>
        {serverError ? <Alert>{serverError}</Alert> : null}
        {action === 'allot' ? (
          <TextField
            label="Chassis number"
            name="chassis"
            required
            autoComplete="off"
            maxLength={17}
            hint="17 letters and digits (no I, O or Q)."
            value={values.chassis}
            error={errors.chassis}
            onChange={(e) => set({ chassis: e.target.value })}
          />
        ) : null}
        {action === 'register' ? (
          <TextField
            label="Registration number"
            name="registration"
            required
            autoComplete="off"
            maxLength={16}
            hint={`As on the RC, e.g. KA 01 AB 1234 or 22 BH 1234 AA.${order.registration_number ? ` Now recorded: ${order.registration_number}.` : ''} The customer sees it on their dashboard.`}
            value={values.registration}
            error={errors.registration}
            onChange={(e) => set({ registration: e.target.value })}
          />
        ) : null}
        {action === 'hub_payment' ? (
          <TextField
            label="Amount received (₹)"
            name="amount"
            required
            inputMode="numeric"
            autoComplete="off"
            hint={`The full price of this order is ${formatRupees(order.price)}. The order is confirmed and the customer gets an SMS.`}
            value={values.amount}
            error={errors.amount}
            onChange={(e) => set({ amount: e.target.value })}
          />
        ) : null}
        {action === 'inspect' ? (
          <TextField
            label="Final valuation (₹)"
            name="finalValuation"
            required
            inputMode="numeric"
            autoComplete="off"
            hint={`The estimate was ${order.upgrade ? formatRupees(order.upgrade.valuation) : 'not recorded'}; whole rupees from 0 to ${formatRupees(FINAL_VALUATION_MAX)}. It replaces the estimate and sets the balance.`}
            value={values.finalValuation}
            error={errors.finalValuation}
            onChange={(e) => set({ finalValuation: e.target.value })}
          />
        ) : null}
        <TextAreaField
          label={action === 'note' ? 'Note' : action === 'inspect' ? 'What the inspection found (optional)' : 'Note (optional)'}
          name="note"
          required={action === 'note'}
          rows={3}
          maxLength={NOTE_MAX}
          hint={`${action === 'inspect' ? 'Kept with the inspection.' : 'The customer sees this note on their timeline.'} ${values.note.length} of ${NOTE_MAX} characters.`}
          value={values.note}
          error={errors.note}
          onChange={(e) => set({ note: e.target.value })}
        />
      </form>
    </Dialog>
  );
}
