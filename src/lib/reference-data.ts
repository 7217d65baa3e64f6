// Cached lists every form needs (SPEC §3 "cached lists", §7 start-up loads): the state-city-hub
// list, the upgrade list and the service centres. Loaded once; a failed load can be retried.
import type { ServiceCentre, StateEntry, UpgradeStateListResponse } from '@contract/reference';
import { createFamily, runFamily, type AppThunk, type FamilyState } from './store/family';

export const stateListFamily = createFamily<StateEntry[]>('stateList');
export const upgradeListFamily = createFamily<UpgradeStateListResponse>('upgradeStateList');
export const serviceCentresFamily = createFamily<ServiceCentre[]>('serviceCentres');

export type ReferenceSlice = {
  stateList: FamilyState<StateEntry[]>;
  upgradeStateList: FamilyState<UpgradeStateListResponse>;
  serviceCentres: FamilyState<ServiceCentre[]>;
};

export const selectStateList = (s: ReferenceSlice) => s.stateList;
export const selectUpgradeStateList = (s: ReferenceSlice) => s.upgradeStateList;
export const selectServiceCentres = (s: ReferenceSlice) => s.serviceCentres;

const needsLoad = (f: FamilyState<unknown>) => f.status === 'idle' || f.status === 'failed';

async function client() {
  const [common, { errorMessage }] = await Promise.all([import('./api/common'), import('./api/client')]);
  return { common, errorMessage };
}

export function loadStateList(): AppThunk<Promise<void>, ReferenceSlice> {
  return async (dispatch, getState) => {
    if (!needsLoad(getState().stateList)) return;
    const { common, errorMessage } = await client();
    await dispatch(runFamily(stateListFamily, async () => (await common.getStateList()).data, errorMessage));
  };
}

/** The service hubs, once (start-up loads them too; this is for screens reached without them). */
export function loadServiceCentres(): AppThunk<Promise<void>, ReferenceSlice> {
  return async (dispatch, getState) => {
    const { common, errorMessage } = await client();
    // Checked after the import, so a start-up load already under way is not repeated.
    if (!needsLoad(getState().serviceCentres)) return;
    await dispatch(runFamily(serviceCentresFamily, async () => (await common.getServiceCentres()).data, errorMessage));
  };
}

/** SPEC §7: on start-up, except on / and /book, the three lists are loaded (once). */
export function loadStartupData(pathname: string): AppThunk<Promise<void>, ReferenceSlice> {
  return async (dispatch, getState) => {
    if (pathname === '/' || pathname === '/book') return;
    const { common, errorMessage } = await client();
    const state = getState();
    await Promise.all([
      needsLoad(state.stateList)
        ? dispatch(runFamily(stateListFamily, async () => (await common.getStateList()).data, errorMessage))
        : null,
      needsLoad(state.upgradeStateList)
        ? dispatch(runFamily(upgradeListFamily, () => common.getUpgradeStateList(), errorMessage))
        : null,
      needsLoad(state.serviceCentres)
        ? dispatch(runFamily(serviceCentresFamily, async () => (await common.getServiceCentres()).data, errorMessage))
        : null,
    ]);
  };
}
