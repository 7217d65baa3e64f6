// The hub's action forms on a visit: confirm or cancel (an optional note), reschedule (a new day and a slot with
// room, the places left shown), complete (the work done, the parts used as name + quantity rows, the odometer).
import { useState, type FormEvent } from 'react';
import {
  ODOMETER_MAX,
  PARTS_MAX,
  SERVICE_NOTE_MAX,
  WORK_NOTES_MAX,
  serviceVisitMessages as m,
  type ServiceSlot,
  type ServiceVisitAction,
} from '@contract/service-visit-rules';
import type { BackOfficeServiceVisit } from '@contract/service-visits';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextAreaField, TextField } from '@/components/field';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors, type Errors } from '@/lib/validation';
import { actOnServiceVisit, type HubAction } from './service-visits-thunks';
import { SlotFields } from './slot-fields';
import { slotChoiceErrors, useSlotPlaces } from './use-slot-places';

type Field = 'note' | 'date' | 'slot' | 'work_notes' | 'odometer_km' | 'parts';
const EMPTY: Record<Field, string> = { note: '', date: '', slot: '', work_notes: '', odometer_km: '', parts: '' };
type Part = { key: number; name: string; quantity: string };

const DONE: Record<ServiceVisitAction, (reference: string) => string> = { confirm: m.confirmed, reschedule: m.rescheduled, complete: m.completed, cancel: m.cancelled };
const SUBMIT: Record<ServiceVisitAction, string> = { confirm: 'Confirm the visit', reschedule: 'Move the visit', complete: 'Complete the visit', cancel: 'Cancel the visit' };

function validate(action: ServiceVisitAction, v: Record<Field, string>, parts: Part[]): Errors<Field> {
  const errors: Errors<Field> = {};
  if (v.note.length > SERVICE_NOTE_MAX) errors.note = m.note;
  if (action === 'reschedule') {
    Object.assign(errors, slotChoiceErrors(v.date, v.slot));
  }
  if (action === 'complete') {
    if (!v.work_notes.trim() || v.work_notes.length > WORK_NOTES_MAX) errors.work_notes = m.workNotes;
    const km = v.odometer_km.trim();
    if (km && (!/^\d+$/.test(km) || Number(km) > ODOMETER_MAX)) errors.odometer_km = m.odometer;
    const bad = parts.find((p) => !p.name.trim() || p.name.trim().length > 80 || !/^\d{1,2}$/.test(p.quantity) || Number(p.quantity) < 1);
    if (bad) errors.parts = !bad.name.trim() || bad.name.trim().length > 80 ? m.partName : m.partQuantity;
    if (parts.length > PARTS_MAX) errors.parts = m.parts;
  }
  return errors;
}

export function ActionForm({ action, visit, onDone }: { action: ServiceVisitAction; visit: BackOfficeServiceVisit; onDone: (message: string) => void }) {
  const dispatch = useAppDispatch();
  const form = useForm<Field>(EMPTY);
  const { values, errors, set, busy, serverError, setServerError } = form;
  const { submit: send } = useSubmit(form);
  const [parts, setParts] = useState<Part[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const { options: slotOptions, refresh } = useSlotPlaces(action === 'reschedule' ? String(visit.hub.id) : '', values.date);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(action, values, parts);
    if (hasErrors(found)) {
      form.showErrors(found);
      return;
    }
    const note = values.note.trim() || undefined;
    const request: HubAction =
      action === 'reschedule'
        ? { kind: 'reschedule', body: { date: values.date, slot: values.slot as ServiceSlot, note } }
        : action === 'complete'
          ? {
              kind: 'complete',
              body: {
                work_notes: values.work_notes.trim(),
                parts: parts.map((p) => ({ name: p.name.trim(), quantity: Number(p.quantity) })),
                odometer_km: values.odometer_km.trim() ? Number(values.odometer_km) : undefined,
              },
            }
          : { kind: action, note };
    const outcome = await send(() => dispatch(actOnServiceVisit(visit.id, request)));
    if (!outcome.ok) {
      if (outcome.status === 409 && action === 'reschedule') refresh();
      return;
    }
    onDone(DONE[action](visit.reference));
  }

  const setPart = (key: number, patch: Partial<Part>) => {
    setParts((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));
    form.setError('parts', null);
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="service-action-form" aria-label={SUBMIT[action]}>
      {serverError ? <Alert title="That did not work.">{serverError}</Alert> : null}
      {action === 'reschedule' ? (
        <SlotFields
          date={values.date}
          slot={values.slot}
          onChange={set}
          errors={errors}
          options={slotOptions}
          labels={{ date: 'New date', slot: 'New time slot' }}
          waiting={values.date ? undefined : 'Choose a date to see the places left.'}
        />
      ) : null}
      {action === 'complete' ? (
        <>
          <TextAreaField label="Work done" required rows={4} maxLength={WORK_NOTES_MAX} value={values.work_notes} onChange={(e) => set({ work_notes: e.target.value })} error={errors.work_notes} />
          <fieldset className="service-parts" aria-describedby={errors.parts ? 'parts-error' : undefined}>
            <legend>Parts used</legend>
            {parts.length === 0 ? <p className="muted">No parts listed.</p> : null}
            {parts.map((p, i) => (
              <div key={p.key} className="service-part">
                <TextField label={`Part ${i + 1} name`} value={p.name} maxLength={80} onChange={(e) => setPart(p.key, { name: e.target.value })} />
                <TextField label={`Part ${i + 1} quantity`} inputMode="numeric" value={p.quantity} onChange={(e) => setPart(p.key, { quantity: e.target.value })} />
                <Button variant="ghost" onClick={() => setParts((list) => list.filter((x) => x.key !== p.key))}>
                  Remove part {i + 1}
                </Button>
              </div>
            ))}
            {errors.parts ? (
              <p id="parts-error" className="field__error" role="alert">
                {errors.parts}
              </p>
            ) : null}
            <Button
              variant="secondary"
              disabled={parts.length >= PARTS_MAX}
              onClick={() => {
                setParts((list) => [...list, { key: nextKey, name: '', quantity: '1' }]);
                setNextKey((k) => k + 1);
              }}
            >
              Add a part
            </Button>
          </fieldset>
          <TextField label="Odometer reading in km (optional)" inputMode="numeric" value={values.odometer_km} onChange={(e) => set({ odometer_km: e.target.value })} error={errors.odometer_km} />
        </>
      ) : (
        <TextAreaField label="Note for the timeline (optional)" rows={2} maxLength={SERVICE_NOTE_MAX} value={values.note} onChange={(e) => set({ note: e.target.value })} error={errors.note} />
      )}
      <Button type="submit" busy={busy}>
        {SUBMIT[action]}
      </Button>
    </form>
  );
}
