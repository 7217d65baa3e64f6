// Back-office order endpoints (admin: every hub; dealer: their own hubs). Loaded on demand by the thunks, so no
// screen pays for axios.
import { isAxiosError } from 'axios';
import type {
  BackOfficeCancelRequest,
  BackOfficeOrder,
  BackOfficeOrderListQuery,
  BackOfficeOrderListResponse,
  BackOfficeOrderResponse,
  MyHubsResponse,
  OrderAllotRequest,
  OrderHubPaymentRequest,
  OrderMoveRequest,
  OrderNoteRequest,
} from '@contract/back-office-orders';
import type { ServiceCentre } from '@contract/reference';
import type { OrderInspectRequest } from '@contract/upgrade';
import { api } from '@/lib/api/client';
import { csvExportUrl } from '@/lib/download';

const BASE = '/api/v1/back-office/orders';

export async function listOrders(query: BackOfficeOrderListQuery = {}): Promise<BackOfficeOrderListResponse> {
  return (await api.get<BackOfficeOrderListResponse>(BASE, { params: query })).data;
}

/** The CSV export address of exactly these filters and sort (never the page). */
export function exportUrl(query: BackOfficeOrderListQuery): string {
  return csvExportUrl(`${BASE}/export`, query);
}

/** The CSV of every order matching the filters, with the file name the server gives. */
export async function exportOrders(query: BackOfficeOrderListQuery): Promise<{ blob: Blob; disposition: string | null }> {
  try {
    const res = await api.get<Blob>(exportUrl(query), { responseType: 'blob' });
    const disposition = res.headers['content-disposition'];
    return { blob: res.data, disposition: typeof disposition === 'string' ? disposition : null };
  } catch (error) {
    // With responseType 'blob' an error's JSON body arrives as a Blob too: read it so its message shows.
    const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
    if (isAxiosError(error) && error.response && body instanceof Blob && body.type.includes('json')) {
      try {
        error.response.data = JSON.parse(await body.text()) as unknown;
      } catch {
        // Not JSON after all: the caller falls back to its own message.
      }
    }
    throw error;
  }
}

export async function getOrder(id: number): Promise<BackOfficeOrder> {
  return (await api.get<BackOfficeOrderResponse>(`${BASE}/${id}`)).data.data;
}

export async function allotOrder(id: number, body: OrderAllotRequest): Promise<BackOfficeOrder> {
  return (await api.post<BackOfficeOrderResponse>(`${BASE}/${id}/allot`, body)).data.data;
}

export async function markReady(id: number, body: OrderMoveRequest): Promise<BackOfficeOrder> {
  return (await api.post<BackOfficeOrderResponse>(`${BASE}/${id}/ready`, body)).data.data;
}

export async function markDelivered(id: number, body: OrderMoveRequest): Promise<BackOfficeOrder> {
  return (await api.post<BackOfficeOrderResponse>(`${BASE}/${id}/deliver`, body)).data.data;
}

export async function addNote(id: number, body: OrderNoteRequest): Promise<BackOfficeOrder> {
  return (await api.post<BackOfficeOrderResponse>(`${BASE}/${id}/notes`, body)).data.data;
}

export async function cancelOrder(id: number, body: BackOfficeCancelRequest): Promise<BackOfficeOrder> {
  return (await api.post<BackOfficeOrderResponse>(`${BASE}/${id}/cancel`, body)).data.data;
}

/** An upgrade's old bike inspected at the hub: its final valuation replaces the estimate. */
export async function inspectOrder(id: number, body: OrderInspectRequest): Promise<BackOfficeOrder> {
  return (await api.post<BackOfficeOrderResponse>(`${BASE}/${id}/inspect`, body)).data.data;
}

/** The full price taken at the hub for a reserved pay-at-hub order, which confirms it. */
export async function confirmHubPayment(id: number, body: OrderHubPaymentRequest): Promise<BackOfficeOrder> {
  return (await api.post<BackOfficeOrderResponse>(`${BASE}/${id}/hub-payment`, body)).data.data;
}

/** The hubs the signed-in dealer works for (every hub for an admin). */
export async function listMyHubs(): Promise<ServiceCentre[]> {
  return (await api.get<MyHubsResponse>('/api/v1/back-office/my-hubs')).data.data;
}
