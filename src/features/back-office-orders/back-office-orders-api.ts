// Back-office order endpoints (admin: every hub; dealer: their own hubs), called from their descriptors in
// contract/back-office-order-endpoints.ts. Loaded on demand by the thunks, so no screen pays for axios.
import type {
  BackOfficeCancelRequest,
  BackOfficeOrder,
  BackOfficeOrderListQuery,
  BackOfficeOrderListResponse,
  OrderAllotRequest,
  OrderHubPaymentRequest,
  OrderMoveRequest,
  OrderNoteRequest,
} from '@contract/back-office-orders';
import { backOfficeOrderEndpoints as endpoints } from '@contract/back-office-order-endpoints';
import { pathOf } from '@contract/endpoint';
import type { OrderRegistrationRequest } from '@contract/orders';
import type { OrderInspectRequest } from '@contract/upgrade';
import { api } from '@/lib/api/client';
import { callEndpoint } from '@/lib/api/endpoint';
import { csvExportSearch, fetchFile, type DownloadedFile } from '@/lib/download';

export const listOrders = (query: BackOfficeOrderListQuery = {}): Promise<BackOfficeOrderListResponse> => callEndpoint(endpoints.list, { query });

/** The CSV export address of exactly these filters and sort (never the page). */
export function exportUrl(query: BackOfficeOrderListQuery): string {
  return `${pathOf(endpoints.export)}${csvExportSearch(query)}`;
}

/**
 * The CSV of every order matching the filters, with the file name the server gives. Its own axios call, not
 * callEndpoint: it needs the body as a Blob, the Content-Disposition header, and an error's JSON read out of a Blob.
 */
export async function exportOrders(query: BackOfficeOrderListQuery): Promise<DownloadedFile> {
  return fetchFile(api, { method: endpoints.export.method, url: exportUrl(query) });
}

export async function getOrder(id: number): Promise<BackOfficeOrder> {
  return (await callEndpoint(endpoints.read, { params: { id } })).data;
}

export async function allotOrder(id: number, body: OrderAllotRequest): Promise<BackOfficeOrder> {
  return (await callEndpoint(endpoints.allot, { params: { id }, body })).data;
}

export async function markReady(id: number, body: OrderMoveRequest): Promise<BackOfficeOrder> {
  return (await callEndpoint(endpoints.ready, { params: { id }, body })).data;
}

export async function markDelivered(id: number, body: OrderMoveRequest): Promise<BackOfficeOrder> {
  return (await callEndpoint(endpoints.deliver, { params: { id }, body })).data;
}

export async function addNote(id: number, body: OrderNoteRequest): Promise<BackOfficeOrder> {
  return (await callEndpoint(endpoints.note, { params: { id }, body })).data;
}

export async function cancelOrder(id: number, body: BackOfficeCancelRequest): Promise<BackOfficeOrder> {
  return (await callEndpoint(endpoints.cancel, { params: { id }, body })).data;
}

/** An upgrade's old bike inspected at the hub: its final valuation replaces the estimate. */
export async function inspectOrder(id: number, body: OrderInspectRequest): Promise<BackOfficeOrder> {
  return (await callEndpoint(endpoints.inspect, { params: { id }, body })).data;
}

/** The full price taken at the hub for a reserved pay-at-hub order, which confirms it. */
export async function confirmHubPayment(id: number, body: OrderHubPaymentRequest): Promise<BackOfficeOrder> {
  return (await callEndpoint(endpoints.hubPayment, { params: { id }, body })).data;
}

/** A delivered bike's registration number (recorded or corrected), normalised by the server. */
export async function recordRegistration(id: number, body: OrderRegistrationRequest): Promise<BackOfficeOrder> {
  return (await callEndpoint(endpoints.registration, { params: { id }, body })).data;
}

