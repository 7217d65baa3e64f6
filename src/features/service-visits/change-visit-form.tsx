// The owner moves their own visit (while can_change): a day and a slot with room at the visit's hub, the places left
// shown. A full slot's 409 names the next free ones and keeps the choice; the places are refreshed to match.
import type { FormEvent } from 'react';
import { SERVICE_NOTE_MAX, serviceDateWindow } from '@contract/service-visit-rules';
import type { ServiceVisit } from '@contract/service-visits';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextAreaField } from '@/components/field';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors } from '@/lib/validation';
import { SlotFields } from './slot-fields';
import { changeMyVisit } from './service-visits-thunks';
import { isServiceSlot, slotChoiceErrors, useSlotPlaces } from './use-slot-places';

type Field = 'date' | 'slot' | 'note';

export function ChangeVisitForm({ visit, onDone, onClose }: { visit: ServiceVisit; onDone: (message: string) => void; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const window = serviceDateWindow();
  // The visit's own day when it can still be chosen, so the places of that day show at once.
  const form = useForm<Field>({ date: visit.date >= window.min ? visit.date : '', slot: '', note: '' });
  const { values, errors, set, busy, serverError, setServerError } = form;
  const { submit: send } = useSubmit(form);
  const { options, refresh } = useSlotPlaces(String(visit.hub.id), values.date);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = slotChoiceErrors(values.date, values.slot, window);
    if (hasErrors(found) || !isServiceSlot(values.slot)) {
      form.showErrors(found);
      return;
    }
    const body = { date: values.date, slot: values.slot, note: values.note.trim() || undefined };
    const outcome = await send(() => dispatch(changeMyVisit(visit.id, { kind: 'reschedule', body })));
    if (!outcome.ok) {
      if (outcome.status === 409) refresh();
      return;
    }
    onDone(outcome.data.message);
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="service-action-form" aria-label={`Change the date or time of ${visit.reference}`}>
      {serverError ? <Alert title="We could not move this visit.">{serverError}</Alert> : null}
      <p className="muted">At {visit.hub.name}. Choose a new day and a slot with a place left.</p>
      <SlotFields
        date={values.date}
        slot={values.slot}
        onChange={set}
        errors={errors}
        options={options}
        labels={{ date: 'New date', slot: 'New time slot' }}
        waiting={values.date ? undefined : 'Choose a date to see the places left.'}
      />
      <TextAreaField label="Note for the hub (optional)" rows={2} maxLength={SERVICE_NOTE_MAX} value={values.note} onChange={(e) => set({ note: e.target.value })} error={errors.note} />
      <div className="service-actions">
        <Button type="submit" busy={busy}>
          Move the visit
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Keep the present time
        </Button>
      </div>
    </form>
  );
}
