// My test rides, notify-me requests and contact messages (the lists), and the changes made to them.
import type { MyContactMessage, MyNotifyRequest, MyTestRide } from '@contract/enquiries';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const myTestRidesFamily = createFamily<MyTestRide[]>('myTestRides');
export const myTestRideChangeFamily = createFamily<MyTestRide>('myTestRideChange');
export const myNotifyFamily = createFamily<MyNotifyRequest[]>('myNotify');
export const myNotifyRemoveFamily = createFamily<number>('myNotifyRemove');
export const myContactFamily = createFamily<MyContactMessage[]>('myContact');

export const myEnquiryReducers = {
  myTestRides: myTestRidesFamily.reducer,
  myTestRideChange: myTestRideChangeFamily.reducer,
  myNotify: myNotifyFamily.reducer,
  myNotifyRemove: myNotifyRemoveFamily.reducer,
  myContact: myContactFamily.reducer,
};
registerReducers(myEnquiryReducers);
export type MyEnquiriesSlice = StateOf<typeof myEnquiryReducers>;

export const selectMyTestRides = (s: MyEnquiriesSlice) => s.myTestRides;
export const selectMyNotify = (s: MyEnquiriesSlice) => s.myNotify;
export const selectMyContact = (s: MyEnquiriesSlice) => s.myContact;
