// The dialog of one lifecycle action: asks for what the action needs (a chassis to allot, a note where it matters),
// says what the customer will see, and shows the server's refusal in place.
import { useId, type FormEvent } from 'react';
import type { BackOfficeOrder } from '@contract/back-office-orders';
import { CHASSIS_RE, orderMessages } from '@contract/order-lifecycle';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextAreaField, TextField } from '@/components/field';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { hasErrors, validate } from '@/lib/validation';
import { takeOrderAction } from './back-office-orders-thunks';

export type DialogAction = 'allot' | 'ready' | 'deliver' | 'note';

const NOTE_MAX = 500;
const COPY: Record<DialogAction, { title: string; confirm: string; done: string }> = {
  allot: { title: 'Allot a chassis to', confirm: 'Allot chassis', done: 'Chassis allotted.' },
  ready: { title: 'Mark ready for delivery:', confirm: 'Mark ready', done: 'Marked ready for delivery.' },
  deliver: { title: 'Mark delivered:', confirm: 'Mark delivered', done: 'Marked delivered.' },
  note: { title: 'Add a note to', confirm: 'Add note', done: 'Note added.' },
};
export const actionLabel = (action: DialogAction) => COPY[action].confirm;

type Props = { order: BackOfficeOrder; action: DialogAction | null; onClose: () => void; onDone: (message: string) => void };

export function OrderActionDialog({ order, action, onClose, onDone }: Props) {
  const formId = useId();
  const dispatch = useAppDispatch();
  const { formRef, values, errors, serverError, setServerError, busy, setBusy, set, reset, showErrors, showServerErrors } = useForm<'chassis' | 'note'>({ chassis: '', note: '' });

  const close = () => {
    reset({ chassis: '', note: '' });
    setServerError(null);
    onClose();
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!action) return;
    setServerError(null);
    const found = validate(values, {
      chassis: (v: string) => (action === 'allot' && !CHASSIS_RE.test(v.trim().toUpperCase()) ? orderMessages.chassis : null),
      note: (v: string) => (v.trim().length > NOTE_MAX || (action === 'note' && !v.trim()) ? 'Write the note (up to 500 characters).' : null),
    });
    showErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const note = values.note.trim();
    const outcome = await dispatch(takeOrderAction(order.id, action === 'allot' ? { action, chassis: values.chassis.trim().toUpperCase(), note } : { action, note }));
    setBusy(false);
    if (!outcome.ok) {
      showServerErrors(outcome.error, outcome.fieldErrors);
      return;
    }
    reset({ chassis: '', note: '' });
    onDone(COPY[action].done);
  }

  if (!action) return null;
  const copy = COPY[action];
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
        <TextAreaField
          label={action === 'note' ? 'Note' : 'Note (optional)'}
          name="note"
          required={action === 'note'}
          rows={3}
          maxLength={NOTE_MAX}
          hint={`The customer sees this note on their timeline. ${values.note.length} of ${NOTE_MAX} characters.`}
          value={values.note}
          error={errors.note}
          onChange={(e) => set({ note: e.target.value })}
        />
      </form>
    </Dialog>
  );
}
