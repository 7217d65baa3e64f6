// Choosing a Revolt hub (service centre) in the chosen city: the test-ride and booking forms.
import { useCallback, useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { bookingMessages } from '@contract/booking-rules';
import { paths } from '@contract/paths';
import type { ServiceCentre } from '@contract/reference';
import { loadServiceCentres, selectServiceCentres, type ReferenceSlice } from '@/lib/reference-data';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { Alert } from './alert';
import { SelectField } from './field';
import './hub-field.css';

/** Loads the hubs once and gives those of `city`, with the list's state and a retry. */
export function useCityHubs(city: string) {
  const dispatch = useAppDispatch();
  const centres = useAppSelector((s: ReferenceSlice) => selectServiceCentres(s));
  const reload = useCallback(() => void dispatch(loadServiceCentres()), [dispatch]);
  useEffect(reload, [reload]);
  const hubs = useMemo(() => (centres.data ?? []).filter((c) => c.city_id === city), [centres.data, city]);
  return { centres, hubs, reload };
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

export function HubField({ label, city, source: { centres, hubs, reload }, value, error, onChange, noHubHelp }: HubFieldProps) {
  const loaded = centres.status === 'succeeded';
  return (
    <>
      {centres.status === 'failed' ? (
        <Alert title="We could not load the list of hubs." onRetry={reload}>
          {centres.error}
        </Alert>
      ) : null}
      <SelectField
        label={label}
        name="dealer_id"
        required
        value={value}
        error={error}
        hint={loaded || centres.status === 'failed' ? undefined : 'Loading hubs…'}
        disabled={!city || !loaded}
        placeholder={!city ? 'Choose your city first' : hubs.length ? 'Choose a hub' : 'No hub in this city yet'}
        options={hubs.map((h: ServiceCentre) => ({ value: String(h.id), label: `${h.name} — ${h.address}` }))}
        onChange={(e) => onChange(e.target.value)}
      />
      {city && loaded && !hubs.length ? (
        <p className="hub-field__note">
          There is no Revolt hub in this city yet. Choose a nearby city above, see <Link to={paths.locateDealer.getHref()}>all our hubs</Link>, or{' '}
          <Link to={paths.contactUs.getHref()}>contact us</Link> {noHubHelp}
        </p>
      ) : null}
    </>
  );
}

type CityHubs = ReturnType<typeof useCityHubs>;

/** The booking forms' check of the delivery hub: one of the chosen city's hubs. */
export const deliveryHubCheck = (source: CityHubs) => (v: string) => (source.hubs.some((h) => String(h.id) === v) ? null : bookingMessages.dealer);

type DeliveryHubProps = {
  /** The form's values: the city chosen above and the hub. */
  values: { city: string; dealer_id: string };
  errors: { dealer_id?: string };
  source: CityHubs;
  onChange: (patch: { dealer_id: string }) => void;
  noHubHelp?: string;
};

/** The hub where a booked or bought bike is delivered, in the chosen city (the booking, purchase and call-centre forms). */
export function DeliveryHubField({ values, errors, source, onChange, noHubHelp = 'and we will tell you where you can take delivery.' }: DeliveryHubProps) {
  return (
    <HubField
      label="Delivery hub"
      city={values.city}
      source={source}
      value={values.dealer_id}
      error={errors.dealer_id}
      onChange={(dealer_id) => onChange({ dealer_id })}
      noHubHelp={noHubHelp}
    />
  );
}
