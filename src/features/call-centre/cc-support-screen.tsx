import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { BikeChoiceFields, useBikeChoice } from '@/components/bike-choice-fields';
import { PersonFields } from '@/components/field';
import { DeliveryHubField, deliveryHubCheck, useCityHubs } from '@/components/hub-field';
import { PlaceFields } from '@/components/location-fields';
import { Seo } from '@/components/seo';
import type { AssistedBookingRequest, AssistedOrderResponse } from '@contract/call-centre';
import type { PersonAndPlace } from '@contract/common';
import { paths } from '@contract/paths';
import { BOOKING_AMOUNT } from '@contract/booking-rules';
import { formatRupees } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { emptyPersonAndPlace, hasErrors, personAndPlaceBody, personChecks, placeChecks, validate } from '@/lib/validation';
import { AssistedConfirmation } from './assisted-confirmation';
import { bookForCaller } from './call-centre-thunks';
import './call-centre.css';

type Fields = keyof PersonAndPlace | 'model' | 'colour' | 'dealer_id';
const empty: Record<Fields, string> = { ...emptyPersonAndPlace, model: '', colour: '', dealer_id: '' };

/** /ccsupport (call centre, admin): the agent books a bike for a caller, who pays through the link sent to their mobile. */
export function CcSupportScreen() {
  const dispatch = useAppDispatch();
  const form = useForm<Fields>(empty);
  const { formRef, values, errors, serverError, setServerError, busy, set, reset, showErrors } = form;
  const { submit: send } = useSubmit(form);
  const hubSource = useCityHubs(values.city, values.pincode);
  const [done, setDone] = useState<AssistedOrderResponse | null>(null);
  const { checks: bikeChecks } = useBikeChoice(values);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, {
      ...personChecks,
      ...placeChecks,
      ...bikeChecks,
      dealer_id: deliveryHubCheck(hubSource),
    });
    if (hasErrors(found)) {
      showErrors(found);
      return;
    }
    showErrors({});
    const body: AssistedBookingRequest = { ...personAndPlaceBody(values), model: values.model, colour: values.colour, dealer_id: Number(values.dealer_id) };
    const outcome = await send(() => dispatch(bookForCaller(body)));
    // The typed values stay on every error, so the agent corrects one field and sends again.
    if (!outcome.ok) return;
    setDone(outcome.data);
  }

  function bookAnother() {
    reset(empty);
    setDone(null);
  }

  return (
    <div className="page container call-centre">
      <Seo title="Book for a caller" description="Call centre: book a bike for a caller and send the payment link." path={paths.ccSupport.path} noindex />
      <h1>Book for a caller</h1>
      <p className="muted call-centre__lead">
        Book the bike the caller chose. They get an SMS with a secure link to pay the {formatRupees(BOOKING_AMOUNT)} booking amount; the booking is
        theirs once they pay.
      </p>
      {done ? (
        <AssistedConfirmation result={done} again="Book another" onAgain={bookAnother} />
      ) : (
        <>
          {serverError ? <Alert title="The booking was not made.">{serverError}</Alert> : null}
          <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Book for a caller">
            <h2 className="call-centre__heading">1. The caller</h2>
            <PersonFields values={values} errors={errors} onChange={set} />
            <PlaceFields value={values} errors={errors} onChange={(patch, cityChanged) => set({ ...patch, ...(cityChanged ? { dealer_id: '' } : {}) })} />
            <h2 className="call-centre__heading">2. The bike</h2>
            <BikeChoiceFields legend="Which bike does the caller want?" value={values} errors={errors} onChange={set} colourClassName="call-centre__colour" />
            <DeliveryHubField values={values} errors={errors} source={hubSource} onChange={set} noHubHelp="to offer the caller a hub nearby." />
            <div className="form-actions">
              <Button type="submit" busy={busy}>
                {busy ? 'Booking…' : 'Book and send payment link'}
              </Button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}

export default CcSupportScreen;
