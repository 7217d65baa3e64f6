// Cached lists every form needs (SPEC §3 "cached lists", §7 start-up loads): the state-city-hub
// list, the upgrade list and the service centres. Loaded once; a failed load can be retried.
import type { ServiceCentre, StateEntry, UpgradeStateListResponse } from '@contract/reference';
import { createFamily, type AppThunk, type FamilyActions, type FamilyState, type StateOf } from './store/family';
import type * as common from './api/common';
import type { RequestOutcome } from './store/request';

export const stateListFamily = createFamily<StateEntry[]>('stateList');
export const upgradeListFamily = createFamily<UpgradeStateListResponse>('upgradeStateList');
export const serviceCentresFamily = createFamily<ServiceCentre[]>('serviceCentres');

export const referenceReducers = {
  stateList: stateListFamily.reducer,
  upgradeStateList: upgradeListFamily.reducer,
  serviceCentres: serviceCentresFamily.reducer,
};
export type ReferenceSlice = StateOf<typeof referenceReducers>;

export const selectStateList = (s: ReferenceSlice) => s.stateList;
export const selectServiceCentres = (s: ReferenceSlice) => s.serviceCentres;
export const selectUpgradeStateList = (s: ReferenceSlice) => s.upgradeStateList;

const commonApi = () => import('./api/common');
type Loader<P> = AppThunk<Promise<RequestOutcome<P> | null>, ReferenceSlice>;

/**
 * Loads one list unless it is loaded or loading. This module is in every page's first load, so the
 * request helper is fetched on demand too, beside the API module.
 */
function loadOnce<P>(family: FamilyActions<P>, list: (s: ReferenceSlice) => FamilyState<unknown>, call: (api: typeof common) => Promise<P>): Loader<P> {
  return async (dispatch) => {
    const [{ apiRequest }] = await Promise.all([import('./store/request'), commonApi()]);
    return dispatch(
      apiRequest(commonApi, family, call, {
        condition: (s: ReferenceSlice) => list(s).status === 'idle' || list(s).status === 'failed',
      }),
    );
  };
}

export function loadStateList(): Loader<StateEntry[]> {
  return loadOnce(stateListFamily, (s) => s.stateList, async (api) => (await api.getStateList()).data);
}

/** The service hubs, once (start-up loads them too; this is for screens reached without them). */
export function loadServiceCentres(): Loader<ServiceCentre[]> {
  return loadOnce(serviceCentresFamily, (s) => s.serviceCentres, async (api) => (await api.getServiceCentres()).data);
}

/** The states, cities and hubs that take upgrades, once (start-up loads it too; this is for the upgrade screens). */
export function loadUpgradeStateList(): Loader<UpgradeStateListResponse> {
  return loadOnce(upgradeListFamily, (s) => s.upgradeStateList, (api) => api.getUpgradeStateList());
}

/** SPEC §7: on start-up, except on / and /book, the three lists are loaded (once). */
export function loadStartupData(pathname: string): AppThunk<Promise<void>, ReferenceSlice> {
  return async (dispatch) => {
    if (pathname === '/' || pathname === '/book') return;
    await Promise.all([
      dispatch(loadStateList()),
      dispatch(loadUpgradeStateList()),
      dispatch(loadServiceCentres()),
    ]);
  };
}
