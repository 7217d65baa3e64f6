import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PersonFields, RadioGroupField, TextAreaField, TextField } from '@/components/field';
import { HubField } from '@/components/hub-field';
import { MarketingConsentField } from '@/components/marketing-consent-field';
import { PrivacyNote } from '@/components/privacy-note';
import { PlaceFields } from '@/components/location-fields';
import { ModelField } from '@/components/model-field';
import { TEST_RIDE_COMMENTS_MAX } from '@contract/enquiry-rules';
import { formatDate } from '@/lib/format';
import { slotOptions } from './test-ride-rules';
import type { useTestRide } from './use-test-ride';

/** The browser shows a date input in its own format (often mm/dd/yyyy), so the hint says the chosen day in words. */
function dateHint(range: ReturnType<typeof useTestRide>['range'], chosen: string): string {
  const window = range ? `Any day from ${formatDate(range.min)} to ${formatDate(range.max)}.` : 'Any day from tomorrow up to 30 days ahead.';
  return /^\d{4}-\d{2}-\d{2}$/.test(chosen) ? `${window} You chose ${formatDate(chosen)}.` : window;
}

/** The test-ride form: bike, person, place, then hub, date, slot and comments. */
/** The four slots, each with the places left at the chosen hub that day once they are known; a full one cannot be chosen. */
function slotChoices(places: ReturnType<typeof useTestRide>['slotPlaces']) {
  return slotOptions.map((o) => {
    const left = places?.find((p) => p.slot === o.value)?.left;
    if (left === undefined) return o;
    return left === 0
      ? { ...o, disabled: true, description: 'Full at this hub: choose another slot or day' }
      : { ...o, description: left === 1 ? '1 place left' : `${left} places left` };
  });
}

export function TestRideForm({ form, hubSource, range, slotPlaces, onSubmit }: ReturnType<typeof useTestRide>) {
  const { formRef, values, errors, serverError, busy, set } = form;
  const commentsLength = values.comments.trim().length;
  return (
    <div>
      {serverError ? <Alert title="We could not book your test ride.">{serverError}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Book a test ride" className="enquiry-form">
        <ModelField legend="Which bike would you like to ride?" value={values.model} error={errors.model} onChange={(model) => set({ model })} />
        <h2 className="enquiry-form__heading">Your details</h2>
        <PersonFields values={values} errors={errors} onChange={set} />
        <PlaceFields value={values} errors={errors} onChange={(patch, cityChanged) => set({ ...patch, ...(cityChanged ? { dealer_id: '' } : {}) })} />
        <h2 className="enquiry-form__heading">Where and when</h2>
        <HubField
          label="Hub"
          city={values.city}
          source={hubSource}
          value={values.dealer_id}
          error={errors.dealer_id}
          onChange={(dealer_id) => set({ dealer_id })}
          noHubHelp="and we will help you arrange a ride."
        />
        <TextField
          label="Preferred date"
          name="preferred_date"
          type="date"
          required
          min={range?.min}
          max={range?.max}
          hint={dateHint(range, values.preferred_date)}
          value={values.preferred_date}
          error={errors.preferred_date}
          onChange={(e) => set({ preferred_date: e.target.value })}
        />
        <RadioGroupField
          legend="Time slot"
          name="time_slot"
          required
          options={slotChoices(slotPlaces)}
          value={values.time_slot}
          error={errors.time_slot}
          onChange={(time_slot) => set({ time_slot })}
        />
        <TextAreaField
          label="Anything we should know? (optional)"
          name="comments"
          rows={3}
          hint={`For example, if this is your first motorcycle ride. ${commentsLength} of ${TEST_RIDE_COMMENTS_MAX} characters.`}
          value={values.comments}
          error={errors.comments}
          onChange={(e) => set({ comments: e.target.value })}
        />
        <MarketingConsentField checked={values.marketing === 'yes'} onChange={(on) => set({ marketing: on ? 'yes' : '' })} />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {busy ? 'Sending…' : 'Book my test ride'}
          </Button>
        </div>
        <PrivacyNote />
      </form>
    </div>
  );
}
