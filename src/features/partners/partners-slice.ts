// The partner offer shown on /book/{partner}, and the admin lists of vendor links and special-page access codes;
// the other partner calls keep no state beyond their screen.
import type { PartnerOffer } from '@contract/partners';
import type { SpecialCodeListResponse } from '@contract/special-booking';
import type { VendorLinkListResponse } from '@contract/vendor-links';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const partnerOfferFamily = createFamily<PartnerOffer>('partnerOffer');
export const vendorLinkListFamily = createFamily<VendorLinkListResponse>('vendorLinkList');
export const specialCodeListFamily = createFamily<SpecialCodeListResponse>('specialCodeList');

export const partnerReducers = {
  partnerOffer: partnerOfferFamily.reducer,
  vendorLinkList: vendorLinkListFamily.reducer,
  specialCodeList: specialCodeListFamily.reducer,
};
registerReducers(partnerReducers);
export type PartnersSlice = StateOf<typeof partnerReducers>;

export const selectPartnerOffer = (s: PartnersSlice) => s.partnerOffer;
export const selectVendorLinkList = (s: PartnersSlice) => s.vendorLinkList;
export const selectSpecialCodeList = (s: PartnersSlice) => s.specialCodeList;
