import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { BikeChoiceFields, useBikeChoice } from '@/components/bike-choice-fields';
import { ModelFigure } from '@/components/model-figure';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { CheckboxField, PersonFields } from '@/components/field';
import { MarketingConsentField } from '@/components/marketing-consent-field';
import { PrivacyNote } from '@/components/privacy-note';
import { DeliveryHubField, deliveryHubCheck, useCityHubs } from '@/components/hub-field';
import { PlaceFields } from '@/components/location-fields';
import { ModelPrice } from '@/components/model-price';
import { Seo } from '@/components/seo';
import { BOOKING_AMOUNT, BOOKING_REFUND_DAYS, bookingMessages } from '@contract/booking-rules';
import type { BookingRequest } from '@contract/bookings';
import type { PersonAndPlace } from '@contract/common';
import { paths } from '@contract/paths';
import { formatRupees } from '@/lib/format';
import { bookingErrorTitle, useShownPriceCheck } from '@/lib/model-prices';
import { prefillFrom, selectUserInfo, sessionUserFilled, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { referralFor, referralFormatError } from '@/lib/referral';
import { ReferralField } from '@/components/referral-field';
import { CouponField, couponFormatError } from '@/components/coupon-field';
import { couponCustomerMessages as couponMessages } from '@contract/coupon-code-rules';
import { emptyPersonAndPlace, hasErrors, personAndPlaceBody, personChecks, placeChecks, validate } from '@/lib/validation';
import './booking.css';

// The thunks (and the order store and access keys they use) load when the visitor applies a coupon or books, not
// with the page: /book's first load stays within its budget.
const thunks = () => import('./booking-thunks');
const OFFLINE = 'We could not reach the server. Try again.';

type Fields = keyof PersonAndPlace | 'model' | 'colour' | 'dealer_id' | 'accept_terms' | 'referral_code' | 'coupon' | 'marketing';

const empty: Record<Fields, string> = {
  ...emptyPersonAndPlace,
  model: '',
  colour: '',
  dealer_id: '',
  accept_terms: '',
  referral_code: '',
  coupon: '',
  marketing: '',
};

/** A coupon's checked benefit, for the code, bike, hub and mobile it was checked with (any change makes it stale). */
type CouponPreview = { key: string; text: string; amount: number };
const previewKey = (v: Record<Fields, string>) => [v.coupon.trim().toUpperCase(), v.model, v.dealer_id, v.mobile, v.referral_code].join('|');

const crumbs: Crumb[] = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'Book', path: paths.book.getHref() },
];

const amount = formatRupees(BOOKING_AMOUNT);

/** /book: reserve a bike in a colour at a hub; the booking amount is paid on the next page. Prerendered: the query and the user apply after mount. */
export function BookScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const form = useForm<Fields>(empty);
  const { formRef, values, errors, serverError, setServerError, set, fillEmpty, showErrors, setError } = form;
  const { submit, busy } = useSubmit(form);
  const [coupon, setCoupon] = useState<CouponPreview | null>(null);
  const applied = coupon && coupon.key === previewKey(values) ? coupon : null;
  const payNow = formatRupees(applied?.amount ?? BOOKING_AMOUNT);

  async function applyCoupon() {
    const bad = couponFormatError(values.coupon);
    if (bad) return setError('coupon', bad);
    if (!values.model || !values.dealer_id || !values.state || !values.mobile) return setError('coupon', couponMessages.checkNeeds);
    const key = previewKey(values);
    const loaded = await thunks().catch(() => null);
    if (!loaded) return setError('coupon', OFFLINE);
    const { checkBookingCoupon } = loaded;
    const checked = await dispatch(checkBookingCoupon({
      code: values.coupon, model: values.model, dealer_id: Number(values.dealer_id), state: values.state, mobile: values.mobile,
      referral_code: values.referral_code || undefined,
    }));
    if (!checked.ok) {
      setCoupon(null);
      setError('coupon', checked.message);
      return;
    }
    setError('coupon', null);
    setCoupon({ key, text: checked.data.text, amount: checked.data.amount });
  }
  const hubSource = useCityHubs(values.city, values.pincode);
  // The model whose price the server has just said changed (repriced): the customer confirms the new one.
  const { repriced, expected, settle } = useShownPriceCheck();

  const modelParam = params.get('model');
  const colourParam = params.get('colour');
  const { bike, colour, models, checks: bikeChecks } = useBikeChoice(values);
  // ?model= names a model of the line-up (one added in the back office appears once the catalogue check answers).
  useEffect(() => {
    const wanted = modelParam ? models.find((m) => m.id === modelParam) : undefined;
    if (!wanted) return;
    const shade = wanted.colours.find((c) => c.name.toLowerCase() === colourParam?.toLowerCase()) ?? wanted.colours[0];
    fillEmpty({ model: wanted.id, colour: shade?.name });
  }, [modelParam, colourParam, models, fillEmpty]);
  useEffect(() => {
    if (user) fillEmpty(prefillFrom(user));
  }, [user, fillEmpty]);
  const search = params.toString();
  useEffect(() => {
    fillEmpty({ referral_code: referralFor(search) });
  }, [search, fillEmpty]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, {
      ...bikeChecks,
      ...personChecks,
      ...placeChecks,
      dealer_id: deliveryHubCheck(hubSource),
      accept_terms: (v) => (v === 'yes' ? null : bookingMessages.terms),
      referral_code: referralFormatError,
      coupon: couponFormatError,
    });
    if (hasErrors(found)) {
      showErrors(found);
      return;
    }
    showErrors({});
    const body: BookingRequest = {
      ...personAndPlaceBody(values),
      model: values.model,
      colour: values.colour,
      dealer_id: Number(values.dealer_id),
      accept_terms: true,
      referral_code: values.referral_code || undefined,
      coupon: values.coupon.trim() || undefined,
      expected_price: expected(values.model),
      ...(values.marketing === 'yes' ? { marketing_consent: true } : {}),
    };
    const outcome = await submit(
      async () => {
        const loaded = await thunks().catch(() => null);
        if (!loaded) return { ok: false as const, error: OFFLINE, fieldErrors: {}, status: undefined };
        return dispatch(loaded.submitBooking(body));
      },
      (failure) => {
        settle(body.model, failure);
      },
    );
    if (!outcome.ok) return;
    // A booking of the account's own mobile fills what its profile lacked (the server did the same).
    if (user && body.mobile === user.mobile) dispatch(sessionUserFilled({ email: body.email, state: body.state, city: body.city, pincode: body.pincode }));
    navigate(paths.thankYouBooking.getHref(outcome.data.data.booking.id), { state: { message: outcome.data.message } });
  }

  return (
    <div className="page container">
      <Seo
        title="Book your Revolt electric motorcycle"
        description={`Book an RV1, RV1+, RV BlazeX, RV400 or RV400 BRZ online: choose the colour and your delivery hub, and reserve it with a refundable ${amount}.`}
        path={paths.book.path}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>Book your Revolt</h1>
      <p className="muted booking-lead">
        Reserve your bike with a booking amount of {amount}, refundable in full until delivery. You pay the rest of the on-road price at your hub when
        you take the bike home.
      </p>
      <div className="booking-layout">
        <div>
          {serverError ? <Alert title={bookingErrorTitle(repriced)}>{serverError}</Alert> : null}
          <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Book a bike" className="booking-form">
            <h2 className="booking-form__heading">1. Your bike</h2>
            <BikeChoiceFields legend="Which bike do you want to book?" value={values} errors={errors} onChange={set} colourClassName="booking-colour" />
            <h2 className="booking-form__heading">2. Your details</h2>
            <PersonFields values={values} errors={errors} onChange={set} />
            <h2 className="booking-form__heading">3. Where you will take delivery</h2>
            <PlaceFields value={values} errors={errors} onChange={(patch, cityChanged) => set({ ...patch, ...(cityChanged ? { dealer_id: '' } : {}) })} />
            <DeliveryHubField values={values} errors={errors} source={hubSource} onChange={set} />
            <ReferralField value={values.referral_code} error={errors.referral_code} onChange={(referral_code) => set({ referral_code })} />
            <CouponField value={values.coupon} error={errors.coupon} applied={applied?.text ?? null} onChange={(code) => set({ coupon: code })} onApply={applyCoupon} />
            <h2 className="booking-form__heading">4. Booking terms</h2>
            <ul className="booking-terms">
              <li>You pay {amount} now. It counts towards the price of your bike.</li>
              <li>
                Cancel any time before delivery and we refund the full {amount} to the account you paid from within {BOOKING_REFUND_DAYS} working days.
              </li>
              <li>The final on-road price (road tax, registration, insurance) is confirmed by your hub before you pay the balance.</li>
            </ul>
            <CheckboxField
              label="I accept these booking terms"
              name="accept_terms"
              required
              checked={values.accept_terms === 'yes'}
              error={errors.accept_terms}
              hint={
                <>
                  See also our <Link to={paths.companyPage.getHref('terms')}>terms of use</Link> and{' '}
                  <Link to={paths.companyPage.getHref('privacy-policy')}>privacy policy</Link>.
                </>
              }
              onChange={(e) => set({ accept_terms: e.target.checked ? 'yes' : '' })}
            />
            <MarketingConsentField checked={values.marketing === 'yes'} onChange={(on) => set({ marketing: on ? 'yes' : '' })} />
            {bike && colour ? (
              // On a phone the summary sits below the form: what is reserved and what is paid now, above the button.
              <div className="booking-recap" role="group" aria-label="What you reserve">
                <span className="booking-recap__swatch" style={{ background: colour.hex }} aria-hidden="true" />
                <p>
                  <strong>
                    {bike.name} in {colour.name}
                  </strong>
                  , bike price <ModelPrice model={bike.id} />. <strong>Pay now: {payNow}</strong>
                </p>
              </div>
            ) : null}
            <div className="form-actions">
              <Button type="submit" busy={busy}>
                {busy ? 'Reserving…' : repriced && repriced === values.model ? 'Confirm the new price and reserve' : 'Reserve my bike'}
              </Button>
            </div>
            <PrivacyNote />
          </form>
        </div>
        <aside className="card booking-summary" aria-labelledby="booking-summary-title">
          <h2 id="booking-summary-title">Your booking</h2>
          {bike && colour ? (
            <>
              <ModelFigure model={bike} colour={colour} className="booking-summary__image" />
              <p className="booking-summary__bike">
                {bike.name} <span className="muted">in {colour.name}</span>
              </p>
              <dl className="booking-summary__lines">
                <dt>Bike price</dt>
                <dd>
                  <ModelPrice model={bike.id} />
                </dd>
                <dt>Pay now</dt>
                <dd>{payNow}</dd>
                {applied ? (
                  <>
                    <dt>Coupon</dt>
                    <dd>{applied.text}</dd>
                  </>
                ) : null}
                <dt>Balance at delivery</dt>
                <dd>
                  <ModelPrice model={bike.id} less={BOOKING_AMOUNT} /> plus road tax, registration and insurance
                </dd>
              </dl>
              <p className="muted booking-summary__note">
                Bike price is ex-showroom with the charger. <Link to={paths.productPricing.getHref(bike.id)}>See the on-road price and EMI</Link>.
              </p>
            </>
          ) : (
            <p className="muted">Choose a bike to see its price and what you pay now.</p>
          )}
          <p className="booking-summary__help">
            Want to ride it first? <Link to={paths.testRide.getHref(bike?.id)}>Book a free test ride</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}

export default BookScreen;
