// The hubs the signed-in back-office user works for (GET /back-office/my-hubs: a dealer's own hubs, every hub for an
// admin), loaded once a session, and the place filters of the back-office lists built from them: a dealer is offered
// only the states, cities and hubs they run; an admin every state and city of the reference list.
import { useEffect, useMemo } from 'react';
import type { ServiceCentre } from '@contract/reference';
import { loadServiceCentres, loadStateList, selectServiceCentres, selectStateList, type ReferenceSlice } from './reference-data';
import { createFamily, type AppThunk, type StateOf } from './store/family';
import { useAppDispatch, useAppSelector } from './store/hooks';
import type { RequestOutcome } from './store/request';
import { registerReducers } from './store/slices';

export const myHubsFamily = createFamily<ServiceCentre[]>('backOfficeMyHubs');
const myHubsReducers = { backOfficeMyHubs: myHubsFamily.reducer };
registerReducers(myHubsReducers);
export type MyHubsSlice = StateOf<typeof myHubsReducers>;
export const selectMyHubs = (s: MyHubsSlice) => s.backOfficeMyHubs;

const api = () => import('./api/back-office-hubs');

/** The caller's hubs, once: a list already loaded (or loading) is not asked again; a failed one is. */
export function loadMyHubs(): AppThunk<Promise<RequestOutcome<ServiceCentre[]> | null>, MyHubsSlice> {
  return async (dispatch) => {
    const { apiRequest } = await import('./store/request');
    return dispatch(
      apiRequest(api, myHubsFamily, (m) => m.listMyHubs(), {
        condition: (s: MyHubsSlice) => selectMyHubs(s).status === 'idle' || selectMyHubs(s).status === 'failed',
      }),
    );
  };
}

type Option = { value: string; label: string };
export type PlaceFilterOptions = { states: Option[]; cities: Option[]; hubs: Option[] };

/**
 * The state, city and hub options of a back-office list's filters. `scope` 'dealer': only the places of the hubs the
 * dealer runs; 'admin': every state, the cities of the chosen state (every city when none) and their hubs. A city or
 * hub list follows the state (and city) chosen before it.
 */
export function usePlaceFilterOptions(scope: 'dealer' | 'admin', stateId: string, cityId: string): PlaceFilterOptions {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(loadStateList());
    if (scope === 'dealer') void dispatch(loadMyHubs());
    else void dispatch(loadServiceCentres());
  }, [dispatch, scope]);
  const states = useAppSelector((s: ReferenceSlice) => selectStateList(s)).data;
  const allCentres = useAppSelector((s: ReferenceSlice) => selectServiceCentres(s)).data;
  const myHubs = useAppSelector((s: MyHubsSlice) => selectMyHubs(s)).data;
  const centres = scope === 'dealer' ? myHubs : allCentres;
  return useMemo(() => {
    const list = states ?? [];
    const worked = scope === 'dealer' ? new Set((centres ?? []).map((c) => c.city_id)) : null;
    const cityOk = (id: string) => !worked || worked.has(id);
    const shownStates = list.filter((s) => s.cities.some((c) => cityOk(c.city_id)));
    const chosen = shownStates.filter((s) => !stateId || s.state_id === stateId);
    return {
      states: shownStates.map((s) => ({ value: s.state_id, label: s.state_name })),
      cities: chosen.flatMap((s) => s.cities.filter((c) => cityOk(c.city_id)).map((c) => ({ value: c.city_id, label: c.city_name }))),
      hubs: (centres ?? [])
        .filter((h) => (!stateId || h.state_id === stateId) && (!cityId || h.city_id === cityId))
        .map((h) => ({ value: String(h.id), label: h.name })),
    };
  }, [states, centres, scope, stateId, cityId]);
}
