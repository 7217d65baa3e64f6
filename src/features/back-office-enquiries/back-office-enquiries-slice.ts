// Back-office enquiries: one family per list and per detail. Actions answer the updated detail, which replaces
// the detail family's data, so a screen shows the new state and timeline at once.
import type {
  BackOfficeContactDetail,
  BackOfficeNotifyDetail,
  BackOfficeTestRideDetail,
  ContactListResponse,
  NotifyListResponse,
  TestRideListResponse,
} from '@contract/back-office-enquiries';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const boTestRideListFamily = createFamily<TestRideListResponse>('boTestRideList');
export const boTestRideFamily = createFamily<BackOfficeTestRideDetail>('boTestRide');
export const boNotifyListFamily = createFamily<NotifyListResponse>('boNotifyList');
export const boNotifyFamily = createFamily<BackOfficeNotifyDetail>('boNotify');
export const boContactListFamily = createFamily<ContactListResponse>('boContactList');
export const boContactFamily = createFamily<BackOfficeContactDetail>('boContact');

export const backOfficeEnquiryReducers = {
  boTestRideList: boTestRideListFamily.reducer,
  boTestRide: boTestRideFamily.reducer,
  boNotifyList: boNotifyListFamily.reducer,
  boNotify: boNotifyFamily.reducer,
  boContactList: boContactListFamily.reducer,
  boContact: boContactFamily.reducer,
};
registerReducers(backOfficeEnquiryReducers);
export type BackOfficeEnquiriesSlice = StateOf<typeof backOfficeEnquiryReducers>;

export const selectBoTestRideList = (s: BackOfficeEnquiriesSlice) => s.boTestRideList;
export const selectBoTestRide = (s: BackOfficeEnquiriesSlice) => s.boTestRide;
export const selectBoNotifyList = (s: BackOfficeEnquiriesSlice) => s.boNotifyList;
export const selectBoNotify = (s: BackOfficeEnquiriesSlice) => s.boNotify;
export const selectBoContactList = (s: BackOfficeEnquiriesSlice) => s.boContactList;
export const selectBoContact = (s: BackOfficeEnquiriesSlice) => s.boContact;
