// The back office's list of erasure requests (issue 24): one family, the whole (short) list.
import type { ErasureRequestList } from '@contract/privacy';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const erasureRequestsFamily = createFamily<ErasureRequestList>('erasureRequests');

export const erasureRequestReducers = { erasureRequests: erasureRequestsFamily.reducer };
registerReducers(erasureRequestReducers);
export type ErasureRequestsSlice = StateOf<typeof erasureRequestReducers>;

export const selectErasureRequests = (s: ErasureRequestsSlice) => s.erasureRequests;
