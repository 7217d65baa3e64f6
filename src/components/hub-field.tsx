// Choosing a Revolt hub (service centre) in the chosen city: the test-ride and booking forms.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import type { ServiceCentre } from '@contract/reference';
import { distanceText, hubsByDistance } from '@/lib/pincode-place';
import { loadServiceCentres, selectServiceCentres, type ReferenceSlice } from '@/lib/reference-data';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { Alert } from './alert';
import { SelectField } from './field';
import * as t from './hub-field.messages';
import './hub-field.css';

/**
 * Loads the hubs once and gives those of `city`, with the list's state and a retry; nearest first when the visitor's
 * `pincode` can be placed (lib/pincode-place.ts), each with its distance.
 */
export function useCityHubs(city: string, pincode = '') {
  const dispatch = useAppDispatch();
  const centres = useAppSelector((s: ReferenceSlice) => selectServiceCentres(s));
  const reload = useCallback(() => void dispatch(loadServiceCentres()), [dispatch]);
  useEffect(reload, [reload]);
  const ranked = useMemo(() => {
    const all = centres.data ?? [];
    return hubsByDistance(
      all.filter((c) => c.city_id === city),
      all,
      pincode,
    );
  }, [centres.data, city, pincode]);
  const hubs = useMemo(() => ranked.map((r) => r.hub), [ranked]);
  const placed = ranked[0]?.km != null;
  return { centres, hubs, ranked, placed, pincode, reload };
}

type HubFieldProps = {
  label: string;
  city: string;
  source: ReturnType<typeof useCityHubs>;
  value: string;
  error?: string;
  onChange: (dealerId: string) => void;
  /** What the customer can do when the city has no hub yet. */
  noHubHelp: string;
};

export function HubField({ label, city, source: { centres, hubs, ranked, placed, pincode, reload }, value, error, onChange, noHubHelp }: HubFieldProps) {
  const loaded = centres.status === 'succeeded';
  // A pincode that places the visitor picks the nearest hub once, while none is chosen; the visitor may change it.
  const filledFor = useRef('');
  const nearest = placed ? ranked[0]?.hub.id : undefined;
  useEffect(() => {
    if (nearest === undefined || value || filledFor.current === `${city} ${pincode}`) return;
    filledFor.current = `${city} ${pincode}`;
    onChange(String(nearest));
  }, [nearest, value, city, pincode, onChange]);
  return (
    <>
      {centres.status === 'failed' ? (
        <Alert title={t.hubsFailed} onRetry={reload}>
          {centres.error}
        </Alert>
      ) : null}
      <SelectField
        label={label}
        name="dealer_id"
        required
        value={value}
        error={error}
        hint={loaded || centres.status === 'failed' ? (placed && hubs.length > 1 ? t.nearestFirst({ pincode }) : undefined) : t.loadingHubs}
        disabled={!city || !loaded}
        placeholder={!city ? t.chooseCityFirst : hubs.length ? t.chooseHub : t.noHubInCity}
        options={ranked.map(({ hub: h, km }: { hub: ServiceCentre; km: number | null }) => ({
          value: String(h.id),
          label: `${h.name} — ${h.address}${km === null ? '' : ` (${distanceText(km)})`}`,
        }))}
        onChange={(e) => onChange(e.target.value)}
      />
      {city && loaded && !hubs.length ? (
        <p className="hub-field__note">
          {t.noHubBefore}
          <Link to={paths.locateDealer.getHref()}>{t.allHubs}</Link>
          {t.noHubOr}
          <Link to={paths.contactUs.getHref()}>{t.contactUs}</Link> {noHubHelp}
        </p>
      ) : null}
    </>
  );
}

type CityHubs = ReturnType<typeof useCityHubs>;

/** The booking forms' check of the delivery hub: one of the chosen city's hubs. */
export const deliveryHubCheck = (source: CityHubs) => (v: string) => (source.hubs.some((h) => String(h.id) === v) ? null : t.dealerRequired);

type DeliveryHubProps = {
  /** The form's values: the city chosen above and the hub. */
  values: { city: string; dealer_id: string };
  errors: { dealer_id?: string };
  source: CityHubs;
  onChange: (patch: { dealer_id: string }) => void;
  noHubHelp?: string;
};

/** The hub where a booked or bought bike is delivered, in the chosen city (the booking, purchase and call-centre forms). */
export function DeliveryHubField({ values, errors, source, onChange, noHubHelp = t.deliveryNoHubHelp }: DeliveryHubProps) {
  return (
    <HubField
      label={t.deliveryHub}
      city={values.city}
      source={source}
      value={values.dealer_id}
      error={errors.dealer_id}
      onChange={(dealer_id) => onChange({ dealer_id })}
      noHubHelp={noHubHelp}
    />
  );
}
