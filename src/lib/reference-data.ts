// Cached lists every form needs (SPEC §3 "cached lists", §7 start-up loads): the state-city-hub
// list, the upgrade list and the service centres. Loaded once; a failed load can be retried.
import type { ServiceCentre, StateEntry, UpgradeStateListResponse } from '@contract/types';
import { createFamily, type AppThunk, type FamilyState, type StateOf } from './store/family';
import { apiRequest, type RequestOutcome } from './store/request';

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

const commonApi = () => import('./api/common');
const needsLoad = (f: FamilyState<unknown>) => f.status === 'idle' || f.status === 'failed';

export function loadStateList(): AppThunk<Promise<RequestOutcome<StateEntry[]> | null>, ReferenceSlice> {
  return apiRequest(commonApi, stateListFamily, async (api) => (await api.getStateList()).data, {
    condition: (s: ReferenceSlice) => needsLoad(s.stateList),
  });
}

/** The service hubs, once (start-up loads them too; this is for screens reached without them). */
export function loadServiceCentres(): AppThunk<Promise<RequestOutcome<ServiceCentre[]> | null>, ReferenceSlice> {
  return apiRequest(commonApi, serviceCentresFamily, async (api) => (await api.getServiceCentres()).data, {
    condition: (s: ReferenceSlice) => needsLoad(s.serviceCentres),
  });
}

/** SPEC §7: on start-up, except on / and /book, the three lists are loaded (once). */
export function loadStartupData(pathname: string): AppThunk<Promise<void>, ReferenceSlice> {
  return async (dispatch) => {
    if (pathname === '/' || pathname === '/book') return;
    await Promise.all([
      dispatch(loadStateList()),
      dispatch(
        apiRequest(commonApi, upgradeListFamily, (api) => api.getUpgradeStateList(), {
          condition: (s: ReferenceSlice) => needsLoad(s.upgradeStateList),
        }),
      ),
      dispatch(loadServiceCentres()),
    ]);
  };
}
