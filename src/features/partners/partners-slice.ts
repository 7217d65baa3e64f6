// The partner offer shown on /book/{partner}; the other partner calls keep no state beyond their screen.
import type { PartnerOffer } from '@contract/partners';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const partnerOfferFamily = createFamily<PartnerOffer>('partnerOffer');

export const partnerReducers = { partnerOffer: partnerOfferFamily.reducer };
registerReducers(partnerReducers);
export type PartnersSlice = StateOf<typeof partnerReducers>;

export const selectPartnerOffer = (s: PartnersSlice) => s.partnerOffer;
