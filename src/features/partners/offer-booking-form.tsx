import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { BikeChoiceFields, useBikeChoice } from '@/components/bike-choice-fields';
import { CheckboxField, PersonFields } from '@/components/field';
import { DeliveryHubField, deliveryHubCheck, useCityHubs } from '@/components/hub-field';
import { PlaceFields } from '@/components/location-fields';
import type { BookingRequest } from '@contract/bookings';
import type { PersonAndPlace } from '@contract/common';
import { BOOKING_AMOUNT, bookingMessages } from '@contract/booking-rules';
import { paths } from '@contract/paths';
import type { BookingBenefitNote } from '@/lib/booking-benefit';
import { formatRupees } from '@/lib/format';
import { bookingErrorTitle, useShownPriceCheck } from '@/lib/model-prices';
import type { AppThunk } from '@/lib/store/family';
import { useAppDispatch } from '@/lib/store/hooks';
import type { RequestOutcome } from '@/lib/store/request';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { emptyPersonAndPlace, hasErrors, personAndPlaceBody, personChecks, placeChecks, validate } from '@/lib/validation';
import type { OfferBookingResult } from './partners-thunks';

type Fields = keyof PersonAndPlace | 'model' | 'colour' | 'dealer_id' | 'accept_terms';

type OfferBookingFormProps = {
  /** The step's heading, e.g. "2. Book your bike". */
  title: string;
  /** What was proven in step 1, shown under the heading. */
  proven: string;
  formLabel: string;
  submitLabel: string;
  /** What the claim applies, for the message when it is refused ("the Persistent Systems offer"). */
  benefitName: string;
  email?: string;
  /** Books, then claims the offer or invitation with the proof of step 1. */
  book: (body: BookingRequest) => AppThunk<Promise<RequestOutcome<OfferBookingResult<{ message: string }>>>>;
};

/** Step 2 of the partner and special-customer pages: the booking itself, as on /book; the server applies the benefit with the proof of step 1. */
export function OfferBookingForm({ title, proven, formLabel, submitLabel, benefitName, email = '', book }: OfferBookingFormProps) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const form = useForm<Fields>({
    ...emptyPersonAndPlace,
    email,
    model: '',
    colour: '',
    dealer_id: '',
    accept_terms: '',
  });
  const { formRef, values, errors, serverError, setServerError, busy, set, showErrors } = form;
  const { submit: send } = useSubmit(form);
  const hubSource = useCityHubs(values.city, values.pincode);
  const { colour, checks: bikeChecks } = useBikeChoice(values);
  const { repriced, expected, settle } = useShownPriceCheck();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, {
      model: bikeChecks.model,
      ...personChecks,
      ...placeChecks,
      dealer_id: deliveryHubCheck(hubSource),
      accept_terms: (v) => (v === 'yes' ? null : bookingMessages.terms),
    });
    if (hasErrors(found) || !colour) return showErrors(found);
    showErrors({});
    const body: BookingRequest = {
      ...personAndPlaceBody(values),
      model: values.model,
      colour: colour.name,
      dealer_id: Number(values.dealer_id),
      accept_terms: true,
      expected_price: expected(values.model),
    };
    const outcome = await send(() => dispatch(book(body)));
    if (!outcome.ok) {
      settle(body.model, outcome);
      return;
    }
    const { booking, claim } = outcome.data;
    const benefit: BookingBenefitNote = claim.ok
      ? { applied: true, text: claim.data.message }
      : { applied: false, text: `${benefitName} could not be applied: ${claim.error}` };
    navigate(paths.thankYouBooking.getHref(booking.data.booking.id), { state: { message: booking.message, benefit } });
  }

  return (
    <section className="card partner-step" aria-labelledby="partner-book-title">
      <h2 id="partner-book-title">{title}</h2>
      <p className="muted">{proven}</p>
      {serverError ? <Alert title={bookingErrorTitle(repriced)}>{serverError}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={formLabel}>
        <BikeChoiceFields legend="Which bike do you want to book?" value={values} errors={errors} onChange={set} />
        <PersonFields values={values} errors={errors} onChange={set} />
        <PlaceFields value={values} errors={errors} onChange={(patch, cityChanged) => set({ ...patch, ...(cityChanged ? { dealer_id: '' } : {}) })} />
        <DeliveryHubField values={values} errors={errors} source={hubSource} onChange={set} />
        <CheckboxField
          label={`I accept the booking terms: ${formatRupees(BOOKING_AMOUNT)} now, refundable until delivery`}
          name="accept_terms"
          required
          checked={values.accept_terms === 'yes'}
          error={errors.accept_terms}
          onChange={(e) => set({ accept_terms: e.target.checked ? 'yes' : '' })}
        />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {busy ? 'Reserving…' : repriced && repriced === values.model ? 'Confirm the new price and reserve' : submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
