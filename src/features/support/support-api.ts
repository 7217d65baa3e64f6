// Support ticket calls, each from its contract descriptor (contract/support-endpoints.ts): the customer's (raise,
// list, read, reply, a visitor's OTP) and the desk's (the inbox, one ticket, the service dashboard). Raising a ticket
// (multipart) and the photos (files) go to the contract's plain paths. Loaded on demand by the thunks; helpdesk
// credentials never come near the browser: the server holds them.
import type { MessageResponse, SortValue } from '@contract/common';
import { pathOf } from '@contract/endpoint';
import { orderEndpoints } from '@contract/orders-endpoints';
import type { OrderSummary } from '@contract/orders';
import type {
  AdminTicket,
  CustomerTicket,
  HubDrillResponse,
  ServiceDashResponse,
  ServiceDashSort,
  TicketCreatedResponse,
  TicketListQuery,
  TicketListResponse,
  TicketNoteRequest,
  TicketReplyRequest,
  TicketSummary,
  TicketUpdateRequest,
} from '@contract/support';
import { supportEndpoints as e } from '@contract/support-endpoints';
import { DESK_PHOTO_PATH, SUPPORT_PHOTO_PATH, SUPPORT_TICKET_CREATE_PATH } from '@contract/support-rules';
import { api } from '@/lib/api/client';
import { callEndpoint } from '@/lib/api/endpoint';
import { csvExportSearch, fetchFile } from '@/lib/download';

export async function sendSupportOtp(mobile: string): Promise<MessageResponse> {
  return callEndpoint(e.otp, { body: { mobile } });
}

export async function createTicket(form: FormData): Promise<TicketCreatedResponse['data']> {
  return (await api.post<TicketCreatedResponse>(SUPPORT_TICKET_CREATE_PATH, form)).data.data;
}

/** The signed-in customer's orders, to name one on a ticket. */
export async function listMyOrders(): Promise<OrderSummary[]> {
  return (await callEndpoint(orderEndpoints.list, { query: {} })).data;
}

export async function listMyTickets(): Promise<TicketSummary[]> {
  return (await callEndpoint(e.myTickets, {})).data;
}

export async function getMyTicket(id: number): Promise<CustomerTicket> {
  return (await callEndpoint(e.myTicket, { params: { id } })).data;
}

export async function replyToMyTicket(id: number, body: TicketReplyRequest): Promise<CustomerTicket> {
  return (await callEndpoint(e.reply, { params: { id }, body })).data;
}

export async function listTickets(query: TicketListQuery = {}): Promise<TicketListResponse> {
  return callEndpoint(e.deskList, { query });
}

/** The CSV of the list's filters and sort, with the name the server gives it. */
export async function exportTickets(query: TicketListQuery = {}): Promise<{ blob: Blob; disposition: string | null }> {
  return fetchFile(api, { url: `${pathOf(e.deskExport)}${csvExportSearch(query)}` });
}

export async function getTicket(id: number): Promise<AdminTicket> {
  return (await callEndpoint(e.deskTicket, { params: { id } })).data;
}

export async function updateTicket(id: number, body: TicketUpdateRequest): Promise<AdminTicket> {
  return (await callEndpoint(e.deskUpdate, { params: { id }, body })).data;
}

export async function replyToTicket(id: number, body: TicketReplyRequest): Promise<AdminTicket> {
  return (await callEndpoint(e.deskReply, { params: { id }, body })).data;
}

export async function addTicketNote(id: number, body: TicketNoteRequest): Promise<AdminTicket> {
  return (await callEndpoint(e.deskNote, { params: { id }, body })).data;
}

/** A ticket's photo as a Blob (the request carries the session, which an <img src> could not). */
export async function getTicketPhoto(id: number, photoId: number, admin: boolean): Promise<Blob> {
  const url = pathOf({ path: admin ? DESK_PHOTO_PATH : SUPPORT_PHOTO_PATH }, { id, photoId });
  return (await fetchFile(api, { url })).blob;
}

export async function getServiceDash(sort: SortValue<ServiceDashSort>): Promise<ServiceDashResponse> {
  return callEndpoint(e.dash, { query: { sort } });
}

export async function getHub(id: number): Promise<HubDrillResponse['data']> {
  return (await callEndpoint(e.dashHub, { params: { id } })).data;
}
