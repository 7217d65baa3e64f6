// The back office's news and offers: the latest sends (one short list).
import type { OfferSend } from '@contract/offers';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const offerSendsFamily = createFamily<OfferSend[]>('offerSends');

export const offersReducers = { offerSends: offerSendsFamily.reducer };
registerReducers(offersReducers);
export type OffersSlice = StateOf<typeof offersReducers>;

export const selectOfferSends = (s: OffersSlice) => s.offerSends;
