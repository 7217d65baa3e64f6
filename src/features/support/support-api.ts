// Support ticket endpoints: the customer's (raise, list, read, reply, a visitor's OTP) and the back office's.
// Loaded on demand by the thunks; helpdesk credentials never come near the browser: the server holds them.
import type { MessageResponse } from '@contract/common';
import type { OrderListResponse, OrderSummary } from '@contract/orders';
import type {
  AdminTicket,
  AdminTicketResponse,
  CustomerTicket,
  CustomerTicketResponse,
  MyTicketsResponse,
  TicketCreatedResponse,
  TicketListQuery,
  TicketListResponse,
  TicketNoteRequest,
  TicketReplyRequest,
  TicketSummary,
  TicketUpdateRequest,
} from '@contract/support';
import { api } from '@/lib/api/client';
import { csvExportUrl, fetchFile } from '@/lib/download';

const ADMIN = '/api/v1/admin/support/tickets';

export async function sendSupportOtp(mobile: string): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/api/v1/support/otp', { mobile })).data;
}

export async function createTicket(form: FormData): Promise<TicketCreatedResponse['data']> {
  return (await api.post<TicketCreatedResponse>('/api/v1/support/tickets', form)).data.data;
}

/** The signed-in customer's orders, to name one on a ticket. */
export async function listMyOrders(): Promise<OrderSummary[]> {
  return (await api.get<OrderListResponse>('/api/v1/orders')).data.data;
}

export async function listMyTickets(): Promise<TicketSummary[]> {
  return (await api.get<MyTicketsResponse>('/api/v1/support/tickets')).data.data;
}

export async function getMyTicket(id: number): Promise<CustomerTicket> {
  return (await api.get<CustomerTicketResponse>(`/api/v1/support/tickets/${id}`)).data.data;
}

export async function replyToMyTicket(id: number, body: TicketReplyRequest): Promise<CustomerTicket> {
  return (await api.post<CustomerTicketResponse>(`/api/v1/support/tickets/${id}/replies`, body)).data.data;
}

export async function listTickets(query: TicketListQuery = {}): Promise<TicketListResponse> {
  return (await api.get<TicketListResponse>(ADMIN, { params: query })).data;
}

/** The CSV of the list's filters and sort, with the name the server gives it. */
export async function exportTickets(query: TicketListQuery = {}): Promise<{ blob: Blob; disposition: string | null }> {
  return fetchFile(api, { url: csvExportUrl(ADMIN, query) });
}

export async function getTicket(id: number): Promise<AdminTicket> {
  return (await api.get<AdminTicketResponse>(`${ADMIN}/${id}`)).data.data;
}

export async function updateTicket(id: number, body: TicketUpdateRequest): Promise<AdminTicket> {
  return (await api.patch<AdminTicketResponse>(`${ADMIN}/${id}`, body)).data.data;
}

export async function replyToTicket(id: number, body: TicketReplyRequest): Promise<AdminTicket> {
  return (await api.post<AdminTicketResponse>(`${ADMIN}/${id}/replies`, body)).data.data;
}

export async function addTicketNote(id: number, body: TicketNoteRequest): Promise<AdminTicket> {
  return (await api.post<AdminTicketResponse>(`${ADMIN}/${id}/notes`, body)).data.data;
}

/** A ticket's photo as a Blob (the request carries the session, which an <img src> could not). */
export async function getTicketPhoto(id: number, photoId: number, admin: boolean): Promise<Blob> {
  const base = admin ? ADMIN : '/api/v1/support/tickets';
  return (await fetchFile(api, { url: `${base}/${id}/photos/${photoId}` })).blob;
}
