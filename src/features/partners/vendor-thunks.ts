// Vendor link thunks: no family, only the vendor's one page reads them.
import type { VendorActionResponse, VendorBookingResponse } from '@contract/vendor-links';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';

const vendorApi = () => import('./vendor-api');

export function readVendorLink(query: Record<string, string>): AppThunk<Promise<RequestOutcome<VendorBookingResponse>>> {
  return apiRequest(vendorApi, null, (api) => api.readVendorLink(query));
}

export function decideVendorLink(query: Record<string, string>, decision: 'approve' | 'reject', note: string): AppThunk<Promise<RequestOutcome<VendorActionResponse>>> {
  return apiRequest(vendorApi, null, (api) => api.decideVendorLink(query, decision, note));
}
