// Campaign booking families: the booking made from /NewPlaceOrderScreen and its lead (SPEC §4: success sets
// proceedNext, failure keeps the error; the lead never blocks the customer).
import type { OrderBookingCreateResponse } from '@contract/orders';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export type BookingLeadResult = { proceedNext: true; ids: number[] };

export const campaignBookingFamily = createFamily<OrderBookingCreateResponse>('campaignBooking');
export const bookingLeadFamily = createFamily<BookingLeadResult>('bookingLead');

export const campaignReducers = {
  campaignBooking: campaignBookingFamily.reducer,
  bookingLead: bookingLeadFamily.reducer,
};
registerReducers(campaignReducers);
export type CampaignSlice = StateOf<typeof campaignReducers>;

export const selectProceedNext = (s: CampaignSlice) => s.bookingLead.data?.proceedNext === true;
