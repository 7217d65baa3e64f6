// Dealership families: the application sent from /become-dealer and the admin list and detail.
import type { DealerApplicationResponse, DealerDetail, DealerListResponse } from '@contract/dealership';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const dealerApplyFamily = createFamily<DealerApplicationResponse>('dealerApply');
export const dealerListFamily = createFamily<DealerListResponse>('dealerList');
export const dealerDetailFamily = createFamily<DealerDetail>('dealerDetail');

export const dealershipReducers = {
  dealerApply: dealerApplyFamily.reducer,
  dealerList: dealerListFamily.reducer,
  dealerDetail: dealerDetailFamily.reducer,
};
registerReducers(dealershipReducers);
export type DealershipSlice = StateOf<typeof dealershipReducers>;

export const selectDealerList = (s: DealershipSlice) => s.dealerList;
export const selectDealerDetail = (s: DealershipSlice) => s.dealerDetail;
