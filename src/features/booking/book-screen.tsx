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
import { BOOKING_AMOUNT, BOOKING_REFUND_DAYS } from '@contract/booking-rules';
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
import { checkNeeds as couponCheckNeeds } from '@/components/coupon-field.messages';
import { emptyPersonAndPlace, hasErrors, personAndPlaceBody, personChecks, placeChecks, validate } from '@/lib/validation';
import * as t from './messages';
import './booking.css';
import { colourName } from '@/content/bikes.messages';

// The thunks (and the order store and access keys they use) load when the visitor applies a coupon or books, not
// with the page: /book's first load stays within its budget.
const thunks = () => import('./booking-thunks');

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
  { name: t.crumbHome, path: paths.home.getHref() },
  { name: t.crumbBook, path: paths.book.getHref() },
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
    if (!values.model || !values.dealer_id || !values.state || !values.mobile) return setError('coupon', couponCheckNeeds);
    const key = previewKey(values);
    const loaded = await thunks().catch(() => null);
    if (!loaded) return setError('coupon', t.offline);
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
      accept_terms: (v) => (v === 'yes' ? null : t.termsRequired),
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
        if (!loaded) return { ok: false as const, error: t.offline, fieldErrors: {}, status: undefined };
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
        title={t.seoTitle}
        description={t.seoDescription({ amount })}
        path={paths.book.path}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>{t.heading}</h1>
      <p className="muted booking-lead">{t.lead({ amount })}</p>
      <div className="booking-layout">
        <div>
          {serverError ? <Alert title={bookingErrorTitle(repriced)}>{serverError}</Alert> : null}
          <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t.formLabel} className="booking-form">
            <h2 className="booking-form__heading">{t.stepBike}</h2>
            <BikeChoiceFields legend={t.bikeLegend} value={values} errors={errors} onChange={set} colourClassName="booking-colour" />
            <h2 className="booking-form__heading">{t.stepDetails}</h2>
            <PersonFields values={values} errors={errors} onChange={set} />
            <h2 className="booking-form__heading">{t.stepDelivery}</h2>
            <PlaceFields value={values} errors={errors} onChange={(patch, cityChanged) => set({ ...patch, ...(cityChanged ? { dealer_id: '' } : {}) })} />
            <DeliveryHubField values={values} errors={errors} source={hubSource} onChange={set} />
            <ReferralField value={values.referral_code} error={errors.referral_code} onChange={(referral_code) => set({ referral_code })} />
            <CouponField value={values.coupon} error={errors.coupon} applied={applied?.text ?? null} onChange={(code) => set({ coupon: code })} onApply={applyCoupon} />
            <h2 className="booking-form__heading">{t.stepTerms}</h2>
            <ul className="booking-terms">
              <li>{t.termPayNow({ amount })}</li>
              <li>{t.termRefund({ amount, days: BOOKING_REFUND_DAYS })}</li>
              <li>{t.termPrice}</li>
            </ul>
            <CheckboxField
              label={t.acceptTerms}
              name="accept_terms"
              required
              checked={values.accept_terms === 'yes'}
              error={errors.accept_terms}
              hint={
                <>
                  {t.termsHintBefore}
                  <Link to={paths.companyPage.getHref('terms')}>{t.termsOfUse}</Link>
                  {t.termsHintAnd}
                  <Link to={paths.companyPage.getHref('privacy-policy')}>{t.privacyPolicy}</Link>
                  {t.termsHintAfter}
                </>
              }
              onChange={(e) => set({ accept_terms: e.target.checked ? 'yes' : '' })}
            />
            <MarketingConsentField checked={values.marketing === 'yes'} onChange={(on) => set({ marketing: on ? 'yes' : '' })} />
            {bike && colour ? (
              // On a phone the summary sits below the form: what is reserved and what is paid now, above the button.
              <div className="booking-recap" role="group" aria-label={t.recapLabel}>
                <span className="booking-recap__swatch" style={{ background: colour.hex }} aria-hidden="true" />
                <p>
                  <strong>{t.recapBike({ model: bike.name, colour: colourName(colour.name) })}</strong>
                  {t.recapPriceBefore}
                  <ModelPrice model={bike.id} />
                  {t.recapPriceAfter}
                  <strong>{t.recapPayNow({ amount: payNow })}</strong>
                </p>
              </div>
            ) : null}
            <div className="form-actions">
              <Button type="submit" busy={busy}>
                {busy ? t.reserving : repriced && repriced === values.model ? t.confirmNewPrice : t.reserve}
              </Button>
            </div>
            <PrivacyNote />
          </form>
        </div>
        <aside className="card booking-summary" aria-labelledby="booking-summary-title">
          <h2 id="booking-summary-title">{t.summaryTitle}</h2>
          {bike && colour ? (
            <>
              <ModelFigure model={bike} colour={colour} className="booking-summary__image" />
              <p className="booking-summary__bike">
                {bike.name} <span className="muted">{t.summaryColour({ colour: colourName(colour.name) })}</span>
              </p>
              <dl className="booking-summary__lines">
                <dt>{t.bikePrice}</dt>
                <dd>
                  <ModelPrice model={bike.id} />
                </dd>
                <dt>{t.payNow}</dt>
                <dd>{payNow}</dd>
                {applied ? (
                  <>
                    <dt>{t.coupon}</dt>
                    <dd>{applied.text}</dd>
                  </>
                ) : null}
                <dt>{t.balanceAtDelivery}</dt>
                <dd>
                  <ModelPrice model={bike.id} less={BOOKING_AMOUNT} />
                  {t.balanceExtras}
                </dd>
              </dl>
              <p className="muted booking-summary__note">
                {t.summaryNote}
                <Link to={paths.productPricing.getHref(bike.id)}>{t.onRoadPriceLink}</Link>
                {t.summaryNoteAfter}
              </p>
            </>
          ) : (
            <p className="muted">{t.chooseBikeFirst}</p>
          )}
          <p className="booking-summary__help">
            {t.rideFirst}
            <Link to={paths.testRide.getHref(bike?.id)}>{t.bookTestRide}</Link>
            {t.rideFirstAfter}
          </p>
        </aside>
      </div>
    </div>
  );
}

export default BookScreen;
