// The booking pass on screen and the hub's "open by token".
import type { BookingPass, PassOpenResponse } from '@contract/passes';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const passFamily = createFamily<BookingPass>('bookingPass');
export const passOpenFamily = createFamily<PassOpenResponse['data']>('passOpen');

export const passReducers = {
  bookingPass: passFamily.reducer,
  passOpen: passOpenFamily.reducer,
};
registerReducers(passReducers);
export type PassesSlice = StateOf<typeof passReducers>;

export const selectPass = (s: PassesSlice) => s.bookingPass;
