import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { ModelPrice } from '@/components/model-price';
import { Button } from '@/components/button';
import { CheckboxField, MobileField, PersonFields, PincodeField, SelectField, TextAreaField } from '@/components/field';
import { DeliveryHubField, deliveryHubCheck, useCityHubs } from '@/components/hub-field';
import { PlaceFields } from '@/components/location-fields';
import { ReferralField } from '@/components/referral-field';
import { Seo } from '@/components/seo';
import type { BookingRequest } from '@contract/bookings';
import { fieldMessages as messages } from '@/lib/validation.messages';
import { BOOKING_AMOUNT, BOOKING_REFUND_DAYS, bookingMessages } from '@contract/booking-rules';
import { normaliseReferralCode } from '@contract/rewards-rules';
import { paths } from '@contract/paths';
import { findBike } from '@/content/bikes';
import { formatRupees } from '@/lib/format';
import { bookingErrorTitle, useShownPriceCheck } from '@/lib/model-prices';
import { loadStateList, selectStateList, type ReferenceSlice } from '@/lib/reference-data';
import { referralFor, referralFormatError } from '@/lib/referral';
import { prefillFrom, selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { check, emptyPersonAndPlace, hasErrors, personAndPlaceBody, personChecks, placeChecks, validate } from '@/lib/validation';
import { CampaignBikeChoice } from './campaign-bike-choice';
import { campaignLead, type CampaignForm } from './campaign-lead';
import { placeCampaignBooking } from './campaign-thunks';
import './campaign.css';

type Fields = Exclude<keyof CampaignForm, 'model'> | 'dealer_id' | 'accept_terms';

const empty: Record<Fields, string> = {
  ...emptyPersonAndPlace,
  dealer_id: '',
  referral_code: '',
  alternate_mobile: '',
  address_pincode: '',
  address_state: '',
  address: '',
  accept_terms: '',
};

const addressMessage = 'Enter your address (house, street and locality), up to 500 characters.';

/**
 * /NewPlaceOrderScreen?model=&colour=(&ref=): the campaign's details step; the booking's status page takes the payment.
 * Without a model we sell, it first asks for the bike and colour (CampaignBikeChoice).
 */
export function NewPlaceOrderScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const states = useAppSelector((s: ReferenceSlice) => selectStateList(s)).data ?? [];
  const form = useForm<Fields>(empty);
  const { formRef, values, errors, serverError, setServerError, busy, set, fillEmpty, showErrors } = form;
  const { submit: send } = useSubmit(form);
  const hubSource = useCityHubs(values.city, values.pincode);
  const { repriced, expected, settle } = useShownPriceCheck();
  useEffect(() => void dispatch(loadStateList()), [dispatch]);

  const bike = findBike(params.get('model') ?? '');
  const colour = bike?.colours.find((c) => c.name.toLowerCase() === params.get('colour')?.toLowerCase()) ?? bike?.colours[0];
  const ref = params.get('ref') ?? '';
  const search = params.toString();
  useEffect(() => {
    fillEmpty({ referral_code: referralFor(search) });
  }, [search, fillEmpty]);
  useEffect(() => {
    if (user) fillEmpty(prefillFrom(user));
  }, [user, fillEmpty]);

  if (!bike || !colour) return <CampaignBikeChoice unknownModel={params.get('model') ?? ''} refCode={ref} />;
  const model = bike.id;
  const colourName = colour.name;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, {
      ...personChecks,
      ...placeChecks,
      dealer_id: deliveryHubCheck(hubSource),
      referral_code: referralFormatError,
      alternate_mobile: (v) => (v.trim() ? check.mobile(v) : null),
      address_pincode: check.pincode,
      address_state: check.required(messages.state),
      address: (v) => (v.trim().length >= 5 && v.trim().length <= 500 ? null : addressMessage),
      accept_terms: (v) => (v === 'yes' ? null : bookingMessages.terms),
    });
    if (hasErrors(found)) {
      showErrors(found);
      return;
    }
    showErrors({});
    const referralCode = normaliseReferralCode(values.referral_code);
    const body: BookingRequest = {
      ...personAndPlaceBody(values),
      model,
      colour: colourName,
      dealer_id: Number(values.dealer_id),
      accept_terms: true,
      referral_code: referralCode || undefined,
      expected_price: expected(model),
    };
    const outcome = await send(() => dispatch(placeCampaignBooking(body, (bookingId) => campaignLead({ ...values, referral_code: referralCode, model }, bookingId, window.location.href))));
    if (!outcome.ok) {
      settle(model, outcome);
      return;
    }
    navigate(paths.thankYouBooking.getHref(outcome.data.data.booking.id), { state: { message: outcome.data.message } });
  }

  return (
    <div className="page container campaign">
      <Seo title={`Your details: ${bike.name}`} description={`Book the ${bike.name} in ${colourName}.`} path={paths.newPlaceOrder.path} noindex />
      <p className="campaign__step">Step 2 of 3</p>
      <h1>Your details</h1>
      <p className="campaign-summary">
        {bike.name} in {colourName}, bike price <ModelPrice model={model} />. <Link to={paths.newProduct.getHref(bike.id, ref || undefined)}>Change</Link>
      </p>
      {serverError ? <Alert title={bookingErrorTitle(repriced)}>{serverError}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Your booking details" className="campaign-form">
        <h2 className="campaign-form__heading">About you</h2>
        <PersonFields values={values} errors={errors} onChange={set} />
        <MobileField label="Alternate mobile number (optional)" required={false} name="alternate_mobile" value={values.alternate_mobile} error={errors.alternate_mobile} onValue={(alternate_mobile) => set({ alternate_mobile })} />
        <ReferralField value={values.referral_code} error={errors.referral_code} onChange={(referral_code) => set({ referral_code })} />
        <h2 className="campaign-form__heading">Where you take delivery</h2>
        <PlaceFields value={values} errors={errors} onChange={(patch, cityChanged) => set({ ...patch, ...(cityChanged ? { dealer_id: '' } : {}) })} />
        <DeliveryHubField values={values} errors={errors} source={hubSource} onChange={set} />
        <h2 className="campaign-form__heading">Your address</h2>
        <TextAreaField label="Address" name="address" required rows={3} maxLength={500} autoComplete="street-address" value={values.address} error={errors.address} onChange={(e) => set({ address: e.target.value })} />
        <SelectField
          label="Address state"
          name="address_state"
          required
          placeholder="Choose the state"
          value={values.address_state}
          error={errors.address_state}
          options={states.map((s) => ({ value: s.state_id, label: s.state_name }))}
          onChange={(e) => set({ address_state: e.target.value })}
        />
        <PincodeField label="Address pincode" name="address_pincode" value={values.address_pincode} error={errors.address_pincode} onValue={(address_pincode) => set({ address_pincode })} />
        <CheckboxField
          label={`I accept the booking terms: ${formatRupees(BOOKING_AMOUNT)} now, refunded in full within ${BOOKING_REFUND_DAYS} working days if I cancel before delivery`}
          name="accept_terms"
          required
          checked={values.accept_terms === 'yes'}
          error={errors.accept_terms}
          onChange={(e) => set({ accept_terms: e.target.checked ? 'yes' : '' })}
        />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {busy ? 'Reserving…' : `${repriced === model ? 'Confirm the new price and continue' : 'Continue'} to pay ${formatRupees(BOOKING_AMOUNT)}`}
          </Button>
        </div>
      </form>
    </div>
  );
}

export default NewPlaceOrderScreen;
