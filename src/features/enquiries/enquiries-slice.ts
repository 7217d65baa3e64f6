// Enquiry families of SPEC §4 page data: the submissions only for now; the notify, test-ride and
// contact lists arrive with the back office. The thunks live in enquiries-thunks.ts.
import type { EnquiryResponse } from '@contract/enquiries';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const testRideCreateFamily = createFamily<EnquiryResponse>('testRideCreate');
export const notifyCreateFamily = createFamily<EnquiryResponse>('notifyCreate');
export const contactCreateFamily = createFamily<EnquiryResponse>('contactCreate');

export const enquiryReducers = {
  testRideCreate: testRideCreateFamily.reducer,
  notifyCreate: notifyCreateFamily.reducer,
  contactCreate: contactCreateFamily.reducer,
};
registerReducers(enquiryReducers);
export type EnquiriesSlice = StateOf<typeof enquiryReducers>;
