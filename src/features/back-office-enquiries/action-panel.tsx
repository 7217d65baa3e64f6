// The actions a record allows in its state, each behind a dialog that asks for a note (required where the
// server requires one) and, for a reschedule or an assignment, the new slot or the hub person.
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import type { RequestOutcome } from '@/lib/store/request';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { check, hasErrors, type Errors } from '@/lib/validation';
import { normaliseMobile } from '@contract/rules';
import { TEST_RIDE_SLOTS, slotLabel, testRideDateWindow } from '@contract/enquiry-rules';
import type { ActionCopy } from './labels';

const NOTE_MAX = 1000;
type Field = 'note' | 'date' | 'slot' | 'name' | 'mobile';
export type ActionValues = { note?: string; date?: string; slot?: string; name?: string; mobile?: string };
const EMPTY: Record<Field, string> = { note: '', date: '', slot: '', name: '', mobile: '' };
const SLOT_OPTIONS = TEST_RIDE_SLOTS.map((slot) => ({ value: slot, label: slotLabel(slot) }));

type ActionPanelProps<A extends string> = {
  actions: readonly A[];
  copy: Record<A, ActionCopy>;
  run: (action: A, values: ActionValues) => Promise<RequestOutcome<unknown>>;
};

function validate(action: string, copy: ActionCopy, v: Record<Field, string>): Errors<Field> {
  const errors: Errors<Field> = {};
  if (copy.noteMissing && !v.note.trim()) errors.note = copy.noteMissing;
  if (v.note.length > NOTE_MAX) errors.note = `Keep the note to ${NOTE_MAX} characters or fewer.`;
  if (action === 'reschedule') {
    const bookable = testRideDateWindow();
    if (!v.date || v.date < bookable.min || v.date > bookable.max) errors.date = `Choose a date from ${bookable.min} to ${bookable.max}.`;
    if (!v.slot) errors.slot = 'Choose a time slot.';
  }
  if (action === 'assign') {
    const name = check.name(v.name);
    const mobile = check.mobile(v.mobile);
    if (name) errors.name = name;
    if (mobile) errors.mobile = mobile;
  }
  return errors;
}

export function ActionPanel<A extends string>({ actions, copy, run }: ActionPanelProps<A>) {
  const [open, setOpen] = useState<A | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<Field>(EMPTY);
  const { values, errors, set, busy, serverError, setServerError } = form;
  const { submit: send } = useSubmit(form);
  const current = open ? copy[open] : null;
  const bookable = testRideDateWindow();

  function start(action: A) {
    form.reset(EMPTY);
    setServerError(null);
    setNotice(null);
    setOpen(action);
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!open || !current) return;
    const found = validate(open, current, values);
    if (hasErrors(found)) {
      form.showErrors(found);
      return;
    }
    const note = values.note.trim() || undefined;
    const extra: ActionValues =
      open === 'reschedule' ? { date: values.date, slot: values.slot } : open === 'assign' ? { name: values.name.trim(), mobile: normaliseMobile(values.mobile) } : {};
    const outcome = await send(() => run(open, { note, ...extra }));
    if (!outcome.ok) return;
    setOpen(null);
    setNotice(current.done);
  }

  if (!actions.length) return null;
  return (
    <section className="bo-section" aria-labelledby="bo-actions">
      <h2 id="bo-actions">Actions</h2>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className="bo-actions">
        {actions.map((action) => (
          <Button key={action} variant={action === 'note' ? 'secondary' : 'primary'} onClick={() => start(action)}>
            {copy[action].button}
          </Button>
        ))}
      </div>
      <ConfirmDialog open={open !== null} title={current?.title ?? ''} confirmLabel={current?.confirm ?? ''} busy={busy} onConfirm={() => void submit()} onCancel={() => setOpen(null)}>
        <form ref={form.formRef} noValidate onSubmit={(e) => void submit(e)} className="bo-action-form">
          {serverError ? <Alert>{serverError}</Alert> : null}
          {open === 'reschedule' ? (
            <>
              <TextField label="New date" name="date" type="date" required min={bookable.min} max={bookable.max} value={values.date} error={errors.date} onChange={(e) => set({ date: e.target.value })} />
              <SelectField label="New slot" name="slot" required placeholder="Choose a slot" options={SLOT_OPTIONS} value={values.slot} error={errors.slot} onChange={(e) => set({ slot: e.target.value })} />
            </>
          ) : null}
          {open === 'assign' ? (
            <>
              <TextField label="Hub person's name" name="name" required autoComplete="off" value={values.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
              <TextField label="Their mobile" name="mobile" type="tel" inputMode="numeric" required autoComplete="off" value={values.mobile} error={errors.mobile} onChange={(e) => set({ mobile: e.target.value })} />
            </>
          ) : null}
          <TextAreaField label={current?.noteLabel ?? 'Note'} name="note" rows={3} required={Boolean(current?.noteMissing)} maxLength={NOTE_MAX} value={values.note} error={errors.note} onChange={(e) => set({ note: e.target.value })} />
        </form>
      </ConfirmDialog>
    </section>
  );
}
