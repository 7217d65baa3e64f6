// A day and a slot with room at one hub, as the booking, the hub's move and the owner's move ask them: the date
// within the service window and the four slots with the places left (from useSlotPlaces, which the form holds so it
// can refresh the places after a full slot's 409).
import { serviceDateWindow } from '@contract/service-visit-rules';
import { RadioGroupField, TextField, type RadioOption } from '@/components/field';

type Props = {
  date: string;
  slot: string;
  onChange: (patch: { date?: string; slot?: string }) => void;
  errors: { date?: string | null; slot?: string | null };
  /** The slots with their places left, from useSlotPlaces. */
  options: RadioOption[];
  labels?: { date: string; slot: string };
  dateHint?: string;
  /** What to say while the places cannot be shown yet (no hub or no date chosen). */
  waiting?: string;
};

export function SlotFields({ date, slot, onChange, errors, options, labels = { date: 'Date', slot: 'Time slot' }, dateHint, waiting }: Props) {
  const window = serviceDateWindow();
  return (
    <>
      <TextField
        label={labels.date}
        type="date"
        required
        min={window.min}
        max={window.max}
        value={date}
        onChange={(e) => onChange({ date: e.target.value, slot: '' })}
        error={errors.date}
        hint={dateHint}
      />
      <RadioGroupField
        legend={labels.slot}
        name="slot"
        required
        value={slot}
        onChange={(v) => onChange({ slot: v })}
        error={errors.slot}
        hint={waiting}
        options={options}
      />
    </>
  );
}
