// The vendor's link: the booking it names and the decision (the query is passed on exactly as signed); and the
// admin's register of issued links.
import type {
  VendorActionResponse,
  VendorBookingResponse,
  VendorLinkListQuery,
  VendorLinkListResponse,
  VendorLinkResponse,
  VendorLinkRevokeResponse,
} from '@contract/vendor-links';
import { api } from '@/lib/api/client';

export async function readVendorLink(query: Record<string, string>): Promise<VendorBookingResponse> {
  return (await api.get<VendorBookingResponse>('/api/v1/vendor-actions', { params: query })).data;
}

export async function decideVendorLink(query: Record<string, string>, decision: 'approve' | 'reject', note: string): Promise<VendorActionResponse> {
  return (await api.post<VendorActionResponse>('/api/v1/vendor-actions', { ...query, decision, ...(note ? { note } : {}) })).data;
}

const ADMIN = '/api/v1/admin/vendor-links';

export async function listVendorLinks(query: VendorLinkListQuery): Promise<VendorLinkListResponse> {
  return (await api.get<VendorLinkListResponse>(ADMIN, { params: query })).data;
}

export async function issueVendorLink(orderId: number, vendor: string): Promise<VendorLinkResponse> {
  return (await api.post<VendorLinkResponse>(`/api/v1/admin/orders/${orderId}/vendor-links`, { vendor })).data;
}

export async function revokeVendorLink(id: number): Promise<VendorLinkRevokeResponse> {
  return (await api.post<VendorLinkRevokeResponse>(`${ADMIN}/${id}/revoke`)).data;
}
