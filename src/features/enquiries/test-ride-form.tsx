import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PersonFields, RadioGroupField, TextAreaField, TextField } from '@/components/field';
import { HubField } from '@/components/hub-field';
import { MarketingConsentField } from '@/components/marketing-consent-field';
import { PrivacyNote } from '@/components/privacy-note';
import { PlaceFields } from '@/components/location-fields';
import { ModelField } from '@/components/model-field';
import { TEST_RIDE_COMMENTS_MAX, TEST_RIDE_MAX_DAYS_AHEAD } from '@contract/enquiry-rules';
import { formatDate } from '@/lib/format';
import { slotOptions } from './test-ride-rules';
import type { useTestRide } from './use-test-ride';
import { sending } from './messages';
import * as t from './test-ride.messages';

/** The browser shows a date input in its own format (often mm/dd/yyyy), so the hint says the chosen day in words. */
function dateHint(range: ReturnType<typeof useTestRide>['range'], chosen: string): string {
  const window = range ? t.dateWindow({ from: formatDate(range.min), to: formatDate(range.max) }) : t.dateWindowAhead({ days: TEST_RIDE_MAX_DAYS_AHEAD });
  return /^\d{4}-\d{2}-\d{2}$/.test(chosen) ? `${window} ${t.dateChosen({ date: formatDate(chosen) })}` : window;
}

/** The test-ride form: bike, person, place, then hub, date, slot and comments. */
/** The four slots, each with the places left at the chosen hub that day once they are known; a full one cannot be chosen. */
function slotChoices(places: ReturnType<typeof useTestRide>['slotPlaces']) {
  return slotOptions.map((o) => {
    const left = places?.find((p) => p.slot === o.value)?.left;
    if (left === undefined) return o;
    return left === 0
      ? { ...o, disabled: true, description: t.slotFull }
      : { ...o, description: t.placesLeft({ left }) };
  });
}

export function TestRideForm({ form, hubSource, range, slotPlaces, onSubmit }: ReturnType<typeof useTestRide>) {
  const { formRef, values, errors, serverError, busy, set } = form;
  const commentsLength = values.comments.trim().length;
  return (
    <div>
      {serverError ? <Alert title={t.failed}>{serverError}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t.form} className="enquiry-form">
        <ModelField legend={t.modelLegend} value={values.model} error={errors.model} onChange={(model) => set({ model })} />
        <h2 className="enquiry-form__heading">{t.yourDetails}</h2>
        <PersonFields values={values} errors={errors} onChange={set} />
        <PlaceFields value={values} errors={errors} onChange={(patch, cityChanged) => set({ ...patch, ...(cityChanged ? { dealer_id: '' } : {}) })} />
        <h2 className="enquiry-form__heading">{t.whereAndWhen}</h2>
        <HubField
          label={t.hub}
          city={values.city}
          source={hubSource}
          value={values.dealer_id}
          error={errors.dealer_id}
          onChange={(dealer_id) => set({ dealer_id })}
          noHubHelp={t.noHubHelp}
        />
        <TextField
          label={t.date}
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
          legend={t.slot}
          name="time_slot"
          required
          options={slotChoices(slotPlaces)}
          value={values.time_slot}
          error={errors.time_slot}
          onChange={(time_slot) => set({ time_slot })}
        />
        <TextAreaField
          label={t.comments}
          name="comments"
          rows={3}
          hint={t.commentsHint({ length: commentsLength, max: TEST_RIDE_COMMENTS_MAX })}
          value={values.comments}
          error={errors.comments}
          onChange={(e) => set({ comments: e.target.value })}
        />
        <MarketingConsentField checked={values.marketing === 'yes'} onChange={(on) => set({ marketing: on ? 'yes' : '' })} />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {busy ? sending : t.submit}
          </Button>
        </div>
        <PrivacyNote />
      </form>
    </div>
  );
}
