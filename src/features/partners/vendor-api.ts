// The vendor's link: the booking it names and the decision (the query is passed on exactly as signed).
import type { VendorActionResponse, VendorBookingResponse } from '@contract/vendor-links';
import { api } from '@/lib/api/client';

export async function readVendorLink(query: Record<string, string>): Promise<VendorBookingResponse> {
  return (await api.get<VendorBookingResponse>('/api/v1/vendor-actions', { params: query })).data;
}

export async function decideVendorLink(query: Record<string, string>, decision: 'approve' | 'reject', note: string): Promise<VendorActionResponse> {
  return (await api.post<VendorActionResponse>('/api/v1/vendor-actions', { ...query, decision, ...(note ? { note } : {}) })).data;
}
