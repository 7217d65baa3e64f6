// The support JSON endpoints (issue 15: a visitor's OTP, my tickets and their conversation; the back office's desk:
// the inbox with its CSV, one ticket, its status, replies and notes; and the service dashboard), described once
// (contract/endpoint.ts): the server registers them (server/modules/support/), the SPA calls them
// (src/features/support/support-api.ts) and the screen tests' MSW handlers are made from them
// (tests/mocks/handlers/support.ts). Raising a ticket is multipart and the photos are files: plain routes at
// SUPPORT_TICKET_CREATE_PATH, SUPPORT_PHOTO_PATH and DESK_PHOTO_PATH (support-rules.ts). Schemas: support-endpoint-schemas.ts.
import type { MessageResponse } from './common.js';
import { endpoint } from './endpoint.js';
import type {
  AdminTicketResponse,
  CustomerTicketResponse,
  HubDrillResponse,
  MyTicketsResponse,
  ServiceDashQuery,
  ServiceDashResponse,
  SupportOtpRequest,
  TicketListQuery,
  TicketListResponse,
  TicketNoteRequest,
  TicketReplyRequest,
  TicketUpdateRequest,
} from './support.js';

type Id = { id: number };

export const supportEndpoints = {
  otp: endpoint<undefined, undefined, SupportOtpRequest, MessageResponse>({
    method: 'POST', path: '/api/v1/support/otp', access: 'public', status: 202,
    summary: 'A visitor proves the mobile of a support ticket: an OTP to that mobile',
  }),
  myTickets: endpoint<undefined, undefined, undefined, MyTicketsResponse>({
    method: 'GET', path: '/api/v1/support/tickets', access: 'customer', status: 200,
    summary: 'My support tickets, the latest activity first',
  }),
  myTicket: endpoint<Id, undefined, undefined, CustomerTicketResponse>({
    method: 'GET', path: '/api/v1/support/tickets/:id', access: 'customer', status: 200,
    summary: 'One of my support tickets with its conversation',
  }),
  reply: endpoint<Id, undefined, TicketReplyRequest, CustomerTicketResponse>({
    method: 'POST', path: '/api/v1/support/tickets/:id/replies', access: 'customer', status: 201,
    summary: 'Answer on one of my support tickets (it opens again)',
  }),
  deskList: endpoint<undefined, TicketListQuery, undefined, TicketListResponse>({
    method: 'GET', path: '/api/v1/admin/support/tickets', access: 'admin', status: 200,
    summary: 'Support ticket inbox: filter by status, topic, hub, SLA breach or text; sorted and paged',
  }),
  /** Its 200 is the CSV file (text/csv, an attachment with the file name in Content-Disposition), not JSON. */
  deskExport: endpoint<undefined, TicketListQuery, undefined, string>({
    method: 'GET', path: '/api/v1/admin/support/tickets.csv', access: 'admin', status: 200,
    summary: 'The support tickets of the same filters and sort as a CSV file (every matching row)',
  }),
  deskTicket: endpoint<Id, undefined, undefined, AdminTicketResponse>({
    method: 'GET', path: '/api/v1/admin/support/tickets/:id', access: 'admin', status: 200,
    summary: 'One support ticket: conversation, internal notes and every change, helpdesk delivery, who it may be assigned to',
  }),
  deskUpdate: endpoint<Id, undefined, TicketUpdateRequest, AdminTicketResponse>({
    method: 'PATCH', path: '/api/v1/admin/support/tickets/:id', access: 'admin', status: 200,
    summary: 'Change the status of a support ticket or who it is assigned to',
  }),
  deskReply: endpoint<Id, undefined, TicketReplyRequest, AdminTicketResponse>({
    method: 'POST', path: '/api/v1/admin/support/tickets/:id/replies', access: 'admin', status: 201,
    summary: 'Reply to the customer (shown in their portal, with an SMS); the ticket then waits for them',
  }),
  deskNote: endpoint<Id, undefined, TicketNoteRequest, AdminTicketResponse>({
    method: 'POST', path: '/api/v1/admin/support/tickets/:id/notes', access: 'admin', status: 201,
    summary: 'An internal note on a support ticket (never shown to the customer)',
  }),
  dash: endpoint<undefined, ServiceDashQuery, undefined, ServiceDashResponse>({
    method: 'GET', path: '/api/v1/admin/service-dash', access: 'admin', status: 200,
    summary: 'Every service centre with its load (open test rides, deliveries due, open tickets) and speed (lead response, NPS)',
  }),
  dashHub: endpoint<Id, undefined, undefined, HubDrillResponse>({
    method: 'GET', path: '/api/v1/admin/service-dash/:id', access: 'admin', status: 200,
    summary: "One service centre's load and its open items, oldest first",
  }),
} as const;

export type SupportEndpointName = keyof typeof supportEndpoints;
