// The service dashboard: every hub's load, and one hub's open items.
import type { HubDrillResponse, ServiceDashResponse } from '@contract/support';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const serviceDashFamily = createFamily<ServiceDashResponse>('serviceDash');
export const hubDrillFamily = createFamily<HubDrillResponse['data']>('hubDrill');

export const serviceDashReducers = {
  serviceDash: serviceDashFamily.reducer,
  hubDrill: hubDrillFamily.reducer,
};
registerReducers(serviceDashReducers);
export type ServiceDashSlice = StateOf<typeof serviceDashReducers>;

export const selectServiceDash = (s: ServiceDashSlice) => s.serviceDash;
export const selectHubDrill = (s: ServiceDashSlice) => s.hubDrill;
