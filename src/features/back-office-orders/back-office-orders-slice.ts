// Back-office orders: the list page, the open order, the last action or export (their busy and error states). The
// dealer's hubs are in lib/back-office-hubs.ts.
import type { BackOfficeOrder, BackOfficeOrderListResponse } from '@contract/back-office-orders';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const boOrderListFamily = createFamily<BackOfficeOrderListResponse>('backOfficeOrderList');
export const boOrderFamily = createFamily<BackOfficeOrder>('backOfficeOrder');
export const boOrderActionFamily = createFamily<BackOfficeOrder>('backOfficeOrderAction');
export const boOrderExportFamily = createFamily<{ filename: string }>('backOfficeOrderExport');

export const backOfficeOrdersReducers = {
  backOfficeOrderList: boOrderListFamily.reducer,
  backOfficeOrder: boOrderFamily.reducer,
  backOfficeOrderAction: boOrderActionFamily.reducer,
  backOfficeOrderExport: boOrderExportFamily.reducer,
};
registerReducers(backOfficeOrdersReducers);
export type BackOfficeOrdersSlice = StateOf<typeof backOfficeOrdersReducers>;

export const selectBoOrderList = (s: BackOfficeOrdersSlice) => s.backOfficeOrderList;
export const selectBoOrder = (s: BackOfficeOrdersSlice) => s.backOfficeOrder;
export const selectBoOrderAction = (s: BackOfficeOrdersSlice) => s.backOfficeOrderAction;
export const selectBoOrderExport = (s: BackOfficeOrdersSlice) => s.backOfficeOrderExport;
