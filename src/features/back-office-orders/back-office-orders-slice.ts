// Back-office orders: the list page, the open order, the last action or export (their busy and error states), and the
// dealer's hubs.
import type { BackOfficeOrder, BackOfficeOrderListResponse } from '@contract/back-office-orders';
import type { ServiceCentre } from '@contract/reference';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const boOrderListFamily = createFamily<BackOfficeOrderListResponse>('backOfficeOrderList');
export const boOrderFamily = createFamily<BackOfficeOrder>('backOfficeOrder');
export const boOrderActionFamily = createFamily<BackOfficeOrder>('backOfficeOrderAction');
export const boOrderExportFamily = createFamily<{ filename: string }>('backOfficeOrderExport');
/** The dealer's own hubs, for the hub filter (fetched once a session). */
export const boMyHubsFamily = createFamily<ServiceCentre[]>('backOfficeMyHubs');

export const backOfficeOrdersReducers = {
  backOfficeOrderList: boOrderListFamily.reducer,
  backOfficeOrder: boOrderFamily.reducer,
  backOfficeOrderAction: boOrderActionFamily.reducer,
  backOfficeOrderExport: boOrderExportFamily.reducer,
  backOfficeMyHubs: boMyHubsFamily.reducer,
};
registerReducers(backOfficeOrdersReducers);
export type BackOfficeOrdersSlice = StateOf<typeof backOfficeOrdersReducers>;

export const selectBoOrderList = (s: BackOfficeOrdersSlice) => s.backOfficeOrderList;
export const selectBoOrder = (s: BackOfficeOrdersSlice) => s.backOfficeOrder;
export const selectBoOrderAction = (s: BackOfficeOrdersSlice) => s.backOfficeOrderAction;
export const selectBoOrderExport = (s: BackOfficeOrdersSlice) => s.backOfficeOrderExport;
export const selectBoMyHubs = (s: BackOfficeOrdersSlice) => s.backOfficeMyHubs;
