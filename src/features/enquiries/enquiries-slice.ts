// Enquiry families of SPEC §4 page data: the submissions only for now; the notify, test-ride and
// contact lists arrive with the back office. The thunks live in enquiries-thunks.ts.
import type { EnquiryResponse } from '@contract/enquiries';
import { createFamily, type FamilyState } from '@/lib/store/family';

export const testRideCreateFamily = createFamily<EnquiryResponse>('testRideCreate');
export const notifyCreateFamily = createFamily<EnquiryResponse>('notifyCreate');
export const contactCreateFamily = createFamily<EnquiryResponse>('contactCreate');

export type EnquiriesSlice = {
  testRideCreate: FamilyState<EnquiryResponse>;
  notifyCreate: FamilyState<EnquiryResponse>;
  contactCreate: FamilyState<EnquiryResponse>;
};

export const enquiryReducers = {
  testRideCreate: testRideCreateFamily.reducer,
  notifyCreate: notifyCreateFamily.reducer,
  contactCreate: contactCreateFamily.reducer,
};

export const selectTestRideCreate = (s: EnquiriesSlice) => s.testRideCreate;
export const selectNotifyCreate = (s: EnquiriesSlice) => s.notifyCreate;
export const selectContactCreate = (s: EnquiriesSlice) => s.contactCreate;
