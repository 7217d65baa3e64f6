// The vendor's link: the booking it names and the decision (the query is passed on exactly as signed); and the
// admin's register of issued links. The endpoints are described in contract/partners-endpoints.ts.
import { partnersEndpoints as e } from '@contract/partners-endpoints';
import type {
  VendorActionInput,
  VendorActionResponse,
  VendorBookingResponse,
  VendorLinkListQuery,
  VendorLinkListResponse,
  VendorLinkQuery,
  VendorLinkResponse,
  VendorLinkRevokeResponse,
} from '@contract/vendor-links';
import { callEndpoint } from '@/lib/api/endpoint';

export async function readVendorLink(query: Record<string, string>): Promise<VendorBookingResponse> {
  // Passed on as the strings of the link: the server parses and checks them.
  return callEndpoint(e.vendorBooking, { query: query as unknown as VendorLinkQuery });
}

export async function decideVendorLink(query: Record<string, string>, decision: 'approve' | 'reject', note: string): Promise<VendorActionResponse> {
  const body = { ...query, decision, ...(note ? { note } : {}) } as unknown as VendorActionInput;
  return callEndpoint(e.vendorDecision, { body });
}

export async function listVendorLinks(query: VendorLinkListQuery): Promise<VendorLinkListResponse> {
  return callEndpoint(e.vendorLinks, { query });
}

export async function issueVendorLink(orderId: number, vendor: string): Promise<VendorLinkResponse> {
  return callEndpoint(e.issueVendorLink, { params: { id: orderId }, body: { vendor } });
}

export async function revokeVendorLink(id: number): Promise<VendorLinkRevokeResponse> {
  return callEndpoint(e.revokeVendorLink, { params: { id } });
}
