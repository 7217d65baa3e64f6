import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { TestRideAvailabilityResponse } from '@contract/enquiries';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { testRideDateWindow } from '@contract/enquiry-rules';
import { useCityHubs } from '@/components/hub-field';
import { findBike } from '@/content/bikes';
import { paths } from '@contract/paths';
import { prefillFrom, selectUserInfo, sessionUserFilled, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { useIsClient } from '@/lib/use-is-client';
import { hasErrors } from '@/lib/validation';
import type { ThankYouState } from './enquiry-helpers';
import { submitTestRide } from './enquiries-thunks';
import { emptyTestRide, isSlot, testRideBody, validateTestRide, type TestRideField } from './test-ride-rules';

/** The test-ride form: prefilled from the link and the signed-in user, checked, sent, then the thank-you page. */
export function useTestRide(isRv400: boolean) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const isClient = useIsClient();
  // Today depends on the clock and the time zone: computed only in the browser, after hydration.
  const range = useMemo(() => (isClient ? testRideDateWindow() : null), [isClient]);
  const form = useForm<TestRideField>({ ...emptyTestRide, model: isRv400 ? 'rv400' : '' });
  const { values, setValues, fillEmpty, setServerError, showErrors } = form;
  const { submit: send } = useSubmit(form);

  const hubSource = useCityHubs(values.city, values.pincode);
  const { centres, hubs } = hubSource;

  // The places left in the chosen hub's slots of the chosen day (asked once both are known; the request code loads
  // only then). A failed answer leaves the slots as they are: the server still refuses a full one.
  const [places, setPlaces] = useState<{ key: string; slots: TestRideAvailabilityResponse['data'] } | null>(null);
  const placesKey = /^\d+$/.test(values.dealer_id) && /^\d{4}-\d{2}-\d{2}$/.test(values.preferred_date) ? `${values.dealer_id} ${values.preferred_date}` : null;
  useEffect(() => {
    if (!placesKey) return;
    let live = true;
    const [hub = '', day = ''] = placesKey.split(' ');
    import('./enquiries-api')
      .then((api) => api.getTestRideAvailability(Number(hub), day))
      .then(
        (slots) => live && setPlaces({ key: placesKey, slots: slots.filter((p) => p.date === day) }),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [placesKey]);
  const slotPlaces = places && places.key === placesKey ? places.slots : null;

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

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validateTestRide(values, hubs, range);
    if (hasErrors(found) || !isSlot(values.time_slot)) {
      showErrors(found);
      return;
    }
    showErrors({});
    const body = testRideBody({ ...values, time_slot: values.time_slot });
    const outcome = await send(() => dispatch(submitTestRide(body)));
    if (!outcome.ok) return;
    // A ride of the account's own mobile fills what its profile lacked (the server did the same).
    if (user && body.mobile === user.mobile) dispatch(sessionUserFilled({ email: body.email, state: body.state, city: body.city, pincode: body.pincode }));
    const hub = hubs.find((h) => h.id === body.dealer_id);
    const state: ThankYouState = {
      reference: outcome.data.data.reference,
      message: outcome.data.message,
      model: findBike(values.model)?.name,
      date: body.preferred_date,
      slot: body.time_slot,
      ...(hub ? { hubName: hub.name, hubAddress: hub.address, hubPhone: hub.phone, hubLat: hub.lat, hubLng: hub.lng } : {}),
    };
    navigate(paths.thankYouRide.getHref(outcome.data.data.id), { state });
  }

  return { form, hubSource, range, slotPlaces, onSubmit };
}
