// Service visits: the owner's bikes with their visits, and the back office's list, one visit and the hubs' slots.
import type { BackOfficeServiceVisit, BackOfficeServiceVisitListResponse, HubSlots, OwnedBike } from '@contract/service-visits';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const myServiceFamily = createFamily<OwnedBike[]>('myService');
export const boServiceVisitsFamily = createFamily<BackOfficeServiceVisitListResponse>('boServiceVisits');
export const boServiceVisitFamily = createFamily<BackOfficeServiceVisit>('boServiceVisit');
export const hubSlotsFamily = createFamily<HubSlots[]>('hubSlots');

export const serviceVisitReducers = {
  myService: myServiceFamily.reducer,
  boServiceVisits: boServiceVisitsFamily.reducer,
  boServiceVisit: boServiceVisitFamily.reducer,
  hubSlots: hubSlotsFamily.reducer,
};
registerReducers(serviceVisitReducers);
export type ServiceVisitsSlice = StateOf<typeof serviceVisitReducers>;

export const selectMyService = (s: ServiceVisitsSlice) => s.myService;
export const selectBoServiceVisits = (s: ServiceVisitsSlice) => s.boServiceVisits;
export const selectBoServiceVisit = (s: ServiceVisitsSlice) => s.boServiceVisit;
export const selectHubSlots = (s: ServiceVisitsSlice) => s.hubSlots;
