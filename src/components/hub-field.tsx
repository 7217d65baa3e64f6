// Choosing a Revolt hub (service centre) in the chosen city: the test-ride and booking forms.
import { useCallback, useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
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
