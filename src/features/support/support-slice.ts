// Support tickets: the customer's list and open ticket, the back office's inbox and open ticket.
import type { AdminTicket, CustomerTicket, TicketListResponse, TicketSummary } from '@contract/support';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const myTicketsFamily = createFamily<TicketSummary[]>('myTickets');
export const myTicketFamily = createFamily<CustomerTicket>('myTicket');
export const ticketListFamily = createFamily<TicketListResponse>('ticketList');
export const ticketDetailFamily = createFamily<AdminTicket>('ticketDetail');

export const supportReducers = {
  myTickets: myTicketsFamily.reducer,
  myTicket: myTicketFamily.reducer,
  ticketList: ticketListFamily.reducer,
  ticketDetail: ticketDetailFamily.reducer,
};
registerReducers(supportReducers);
export type SupportSlice = StateOf<typeof supportReducers>;

export const selectMyTickets = (s: SupportSlice) => s.myTickets;
export const selectMyTicket = (s: SupportSlice) => s.myTicket;
export const selectTicketList = (s: SupportSlice) => s.ticketList;
export const selectTicketDetail = (s: SupportSlice) => s.ticketDetail;
