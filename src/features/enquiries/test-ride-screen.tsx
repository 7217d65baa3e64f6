import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { PersonFields, RadioGroupField, TextAreaField, TextField } from '@/components/field';
import { HubField, useCityHubs } from '@/components/hub-field';
import { PlaceFields } from '@/components/location-fields';
import { Seo } from '@/components/seo';
import { TEST_RIDE_COMMENTS_MAX, TEST_RIDE_SLOTS, enquiryMessages, messages, testRideDateWindow } from '@contract/rules';
import type { PersonAndPlace } from '@contract/common';
import type { TestRideRequest, TestRideSlot } from '@contract/enquiries';
import { paths } from '@contract/paths';
import { findBike } from '@/content/bikes';
import { formatDate } from '@/lib/format';
import { prefillFrom, selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useIsClient } from '@/lib/use-is-client';
import { check, emptyPersonAndPlace, hasErrors, personAndPlaceBody, personChecks, validate } from '@/lib/validation';
import { ModelField } from '@/components/model-field';
import { useForm } from '@/lib/use-form';
import { formatSlot, type ThankYouState } from './enquiry-helpers';
import { checkModel } from './enquiry-form';
import { submitTestRide } from './enquiries-thunks';
import './enquiries.css';

type Fields = keyof PersonAndPlace | 'model' | 'dealer_id' | 'preferred_date' | 'time_slot' | 'comments';

const empty: Record<Fields, string> = {
  ...emptyPersonAndPlace,
  model: '',
  dealer_id: '',
  preferred_date: '',
  time_slot: '',
  comments: '',
};

const slotOptions = TEST_RIDE_SLOTS.map((s) => ({ value: s, label: formatSlot(s) }));
const isSlot = (v: string): v is TestRideSlot => (TEST_RIDE_SLOTS as readonly string[]).includes(v);

/** /test-ride and /rv400/test-ride (RV400 preselected). Prerendered: the query string and the user apply after mount. */
export function TestRideScreen() {
  const { pathname } = useLocation();
  const isRv400 = (pathname.replace(/\/+$/, '') || '/') === paths.rv400TestRide.path;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const isClient = useIsClient();
  // Today depends on the clock and the time zone: computed only in the browser, after hydration.
  const range = useMemo(() => (isClient ? testRideDateWindow() : null), [isClient]);
  const { formRef, values, setValues, errors, serverError, setServerError, busy, setBusy, set, fillEmpty, showErrors, showServerErrors } =
    useForm<Fields>({ ...empty, model: isRv400 ? 'rv400' : '' });


  const hubSource = useCityHubs(values.city);
  const { centres, hubs } = hubSource;

  const modelParam = params.get('model');
  const dealerParam = params.get('dealer');
  useEffect(() => {
    if (modelParam && findBike(modelParam)) fillEmpty({ model: modelParam });
  }, [modelParam, fillEmpty]);
  useEffect(() => {
    if (user) fillEmpty(prefillFrom(user));
  }, [user, fillEmpty]);

  // ?dealer= (from the dealer locator) picks that hub, with its state and city, once the hubs are known.
  const dealerApplied = useRef(false);
  useEffect(() => {
    if (dealerApplied.current || !dealerParam || !centres.data) return;
    dealerApplied.current = true;
    const hub = centres.data.find((c) => String(c.id) === dealerParam);
    if (!hub) return;
    setValues((v) => {
      const sameCity = v.city === hub.city_id;
      return { ...v, state: hub.state_id, city: hub.city_id, area: sameCity ? v.area : '', pincode: sameCity ? v.pincode : '', dealer_id: String(hub.id) };
    });
  }, [dealerParam, centres.data, setValues]);

  const bike = findBike(values.model);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, {
      model: checkModel,
      ...personChecks,
      state: check.required(messages.state),
      city: check.required(messages.city),
      area: check.required(messages.area),
      pincode: check.pincode,
      dealer_id: (v) => (hubs.some((h) => String(h.id) === v) ? null : enquiryMessages.dealer),
      preferred_date: (v) => (range && v >= range.min && v <= range.max ? null : enquiryMessages.date),
      time_slot: (v) => (isSlot(v) ? null : enquiryMessages.slot),
      comments: (v) => (v.trim().length <= TEST_RIDE_COMMENTS_MAX ? null : enquiryMessages.comments),
    });
    if (hasErrors(found) || !isSlot(values.time_slot)) {
      showErrors(found);
      return;
    }
    showErrors({});
    const comments = values.comments.trim();
    const body: TestRideRequest = {
      ...personAndPlaceBody(values),
      model: values.model,
      preferred_date: values.preferred_date,
      time_slot: values.time_slot,
      dealer_id: Number(values.dealer_id),
      ...(comments ? { comments } : {}),
    };
    setBusy(true);
    const outcome = await dispatch(submitTestRide(body));
    setBusy(false);
    if (!outcome.ok) {
      showServerErrors(outcome.error, outcome.fieldErrors);
      return;
    }
    const state: ThankYouState = {
      reference: outcome.data.data.reference,
      message: outcome.data.message,
      model: bike?.name,
      date: body.preferred_date,
      slot: body.time_slot,
      hubName: hubs.find((h) => h.id === body.dealer_id)?.name,
    };
    navigate(paths.thankYouRide.getHref(outcome.data.data.id), { state });
  }

  const crumbs: Crumb[] = isRv400
    ? [
        { name: 'Home', path: paths.home.getHref() },
        { name: 'RV400', path: findBike('rv400')?.path ?? paths.electricBike.getHref() },
        { name: 'Test ride', path: paths.rv400TestRide.getHref() },
      ]
    : [
        { name: 'Home', path: paths.home.getHref() },
        { name: 'Test ride', path: paths.testRide.getHref() },
      ];

  const commentsLength = values.comments.trim().length;

  return (
    <div className="page container">
      <Seo
        title={isRv400 ? 'Book a free RV400 test ride' : 'Book a free test ride'}
        description="Ride a Revolt electric motorcycle before you buy: choose a model, a hub near you, a date and a time slot. Free, with a helmet provided."
        path={isRv400 ? paths.rv400TestRide.path : paths.testRide.path}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>Book a free test ride</h1>
      <p className="muted enquiry-lead">
        Choose a bike, a hub and a time that suits you. The hub calls you to confirm; the ride itself is free and there is no obligation to buy.
      </p>
      <div className="enquiry-layout">
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
              hint={range ? `Any day from ${formatDate(range.min)} to ${formatDate(range.max)}.` : 'Any day from tomorrow up to 30 days ahead.'}
              value={values.preferred_date}
              error={errors.preferred_date}
              onChange={(e) => set({ preferred_date: e.target.value })}
            />
            <RadioGroupField legend="Time slot" name="time_slot" required options={slotOptions} value={values.time_slot} error={errors.time_slot} onChange={(time_slot) => set({ time_slot })} />
            <TextAreaField
              label="Anything we should know? (optional)"
              name="comments"
              rows={3}
              hint={`For example, if this is your first motorcycle ride. ${commentsLength} of ${TEST_RIDE_COMMENTS_MAX} characters.`}
              value={values.comments}
              error={errors.comments}
              onChange={(e) => set({ comments: e.target.value })}
            />
            <div className="form-actions">
              <Button type="submit" busy={busy}>
                {busy ? 'Sending…' : 'Book my test ride'}
              </Button>
            </div>
          </form>
        </div>
        <aside className="card enquiry-aside" aria-labelledby="bring-title">
          <h2 id="bring-title">What to bring</h2>
          <ul>
            <li>
              <strong>A valid two-wheeler driving licence.</strong> Our motorcycles have no gears, so a licence for two-wheelers without gear (MCWOG) or
              with gear (MCWG) will do. For safety the hub asks for a permanent licence, not a learner’s licence.
            </li>
            <li>
              <strong>A helmet.</strong> The hub has a clean helmet in common sizes for you; bring your own if you prefer.
            </li>
            <li>Closed shoes are best. Someone from the hub walks you through the controls and ride modes before you set off.</li>
          </ul>
          <p className="muted">
            Need to change the time? Reply to the hub’s call or message, or <Link to={paths.contactUs.getHref()}>contact us</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}

export default TestRideScreen;
