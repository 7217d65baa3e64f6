// Vendor link thunks: the vendor's page (no family: only that page reads them) and the admin's register.
import type {
  VendorActionResponse,
  VendorBookingResponse,
  VendorLinkListQuery,
  VendorLinkListResponse,
  VendorLinkResponse,
  VendorLinkRevokeResponse,
} from '@contract/vendor-links';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { vendorLinkListFamily } from './partners-slice';

const vendorApi = () => import('./vendor-api');

export function readVendorLink(query: Record<string, string>): AppThunk<Promise<RequestOutcome<VendorBookingResponse>>> {
  return apiRequest(vendorApi, null, (api) => api.readVendorLink(query));
}

export function decideVendorLink(query: Record<string, string>, decision: 'approve' | 'reject', note: string): AppThunk<Promise<RequestOutcome<VendorActionResponse>>> {
  return apiRequest(vendorApi, null, (api) => api.decideVendorLink(query, decision, note));
}

export function fetchVendorLinks(query: VendorLinkListQuery): AppThunk<Promise<RequestOutcome<VendorLinkListResponse>>> {
  return apiRequest(vendorApi, vendorLinkListFamily, (api) => api.listVendorLinks(query));
}

export function issueVendorLink(orderId: number, vendor: string): AppThunk<Promise<RequestOutcome<VendorLinkResponse>>> {
  return apiRequest(vendorApi, null, (api) => api.issueVendorLink(orderId, vendor));
}

export function revokeVendorLink(id: number): AppThunk<Promise<RequestOutcome<VendorLinkRevokeResponse>>> {
  return apiRequest(vendorApi, null, (api) => api.revokeVendorLink(id));
}
