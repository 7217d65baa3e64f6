// Options of the model, state, city and hub filters, from the bikes and the cached state-city-hub lists.
import { useEffect, useMemo } from 'react';
import { bikes } from '@/content/bikes';
import type { Option } from '@/components/field';
import { loadServiceCentres, loadStateList, selectServiceCentres, selectStateList, type ReferenceSlice } from '@/lib/reference-data';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

export const MODEL_OPTIONS: Option[] = bikes.map((b) => ({ value: b.id, label: b.name }));

/** States; the cities of the chosen state (every city when none); the hubs of the chosen city or state. */
export function usePlaceOptions(state: string, city: string) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(loadStateList());
    void dispatch(loadServiceCentres());
  }, [dispatch]);
  const states = useAppSelector((s: ReferenceSlice) => selectStateList(s)).data;
  const centres = useAppSelector((s: ReferenceSlice) => selectServiceCentres(s)).data;
  return useMemo(() => {
    const list = states ?? [];
    const chosen = list.filter((s) => !state || s.state_id === state);
    return {
      states: list.map((s) => ({ value: s.state_id, label: s.state_name })),
      cities: chosen.flatMap((s) => s.cities.map((c) => ({ value: c.city_id, label: c.city_name }))),
      hubs: (centres ?? [])
        .filter((h) => (!city || h.city_id === city) && (!state || h.state_id === state))
        .map((h) => ({ value: String(h.id), label: h.name })),
    };
  }, [states, centres, state, city]);
}
