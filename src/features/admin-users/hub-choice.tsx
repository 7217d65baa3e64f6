// The hubs a dealer runs: a checkbox per service centre, grouped by city, loaded once from the reference lists.
import { useEffect, useId, useMemo } from 'react';
import type { ServiceCentre } from '@contract/reference';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/loading-overlay';
import { loadServiceCentres, loadStateList, selectServiceCentres, selectStateList, type ReferenceSlice } from '@/lib/reference-data';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

type HubChoiceProps = { value: number[]; onChange: (hubIds: number[]) => void; error?: string };

function useHubsByCity() {
  const dispatch = useAppDispatch();
  const centres = useAppSelector((s: ReferenceSlice) => selectServiceCentres(s));
  const states = useAppSelector((s: ReferenceSlice) => selectStateList(s));
  const reload = () => {
    void dispatch(loadServiceCentres());
    void dispatch(loadStateList());
  };
  useEffect(() => {
    void dispatch(loadServiceCentres());
    void dispatch(loadStateList());
  }, [dispatch]);
  const groups = useMemo(() => {
    const cityName = new Map((states.data ?? []).flatMap((s) => s.cities.map((c) => [c.city_id, c.city_name] as const)));
    const byCity = new Map<string, ServiceCentre[]>();
    for (const c of centres.data ?? []) byCity.set(c.city_id, [...(byCity.get(c.city_id) ?? []), c]);
    return [...byCity.entries()]
      .map(([cityId, hubs]) => ({ cityId, city: cityName.get(cityId) ?? cityId, hubs }))
      .sort((a, b) => a.city.localeCompare(b.city));
  }, [centres.data, states.data]);
  return { centres, groups, reload };
}

export function HubChoice({ value, onChange, error }: HubChoiceProps) {
  const { centres, groups, reload } = useHubsByCity();
  const errorId = useId();
  const chosen = new Set(value);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));

  return (
    <fieldset className="hub-choice">
      <legend>
        Hubs this dealer runs<span aria-hidden="true"> *</span>
      </legend>
      <p className="field__hint">They see the bookings, test rides and figures of these hubs only.</p>
      {centres.status === 'failed' ? (
        <Alert title="We could not load the list of hubs." onRetry={reload}>
          {centres.error}
        </Alert>
      ) : centres.status !== 'succeeded' ? (
        <Spinner label="Loading hubs" />
      ) : (
        groups.map((g) => (
          <div key={g.cityId} className="hub-choice__city">
            <p className="hub-choice__city-name">{g.city}</p>
            <ul>
              {g.hubs.map((h) => (
                <li key={h.id}>
                  <input
                    type="checkbox"
                    id={`hub-${h.id}`}
                    checked={chosen.has(h.id)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(e) => toggle(h.id, e.target.checked)}
                  />
                  <label htmlFor={`hub-${h.id}`}>{h.name}</label>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
