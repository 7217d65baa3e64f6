// The partners JSON endpoints, described once (contract/endpoint.ts): partner (corporate) offers with the work e-mail
// check, the vendor booking links (the admin's register and the vendor's page) and the hidden special-customer
// booking page with its access codes. Registered by server/modules/partners/routes.ts.
import type { MessageResponse } from './common.js';
import { endpoint } from './endpoint.js';
import type {
  PartnerClaimInput,
  PartnerClaimResponse,
  PartnerOfferResponse,
  WorkEmailInput,
  WorkEmailVerifyInput,
  WorkEmailVerifyResponse,
} from './partners.js';
import type {
  SpecialAccessInput,
  SpecialAccessResponse,
  SpecialClaimInput,
  SpecialClaimResponse,
  SpecialCodeCreateResponse,
  SpecialCodeListQuery,
  SpecialCodeListResponse,
  SpecialCodeInput,
  SpecialCodeRevokeResponse,
  SpecialPageQuery,
  SpecialPageResponse,
} from './special-booking.js';
import type {
  VendorActionInput,
  VendorActionResponse,
  VendorBookingResponse,
  VendorLinkListQuery,
  VendorLinkQuery,
  VendorLinkInput,
  VendorLinkResponse,
  VendorLinkListResponse,
  VendorLinkRevokeResponse,
} from './vendor-links.js';

type Slug = { slug: string };

export const partnersEndpoints = {
  offer: endpoint<Slug, undefined, undefined, PartnerOfferResponse>({
    method: 'GET', path: '/api/v1/partners/:slug', access: 'public', status: 200,
    summary: "A partner company's employee offer",
  }),
  sendWorkEmailCode: endpoint<Slug, undefined, WorkEmailInput, MessageResponse>({
    method: 'POST', path: '/api/v1/partners/:slug/email-otp', access: 'public', status: 202,
    summary: 'Send a code to a work e-mail of the partner',
  }),
  verifyWorkEmail: endpoint<Slug, undefined, WorkEmailVerifyInput, WorkEmailVerifyResponse>({
    method: 'POST', path: '/api/v1/partners/:slug/email-verify', access: 'public', status: 200,
    summary: 'Check the work e-mail code; answers a single-use proof',
  }),
  claimOffer: endpoint<Slug, undefined, PartnerClaimInput, PartnerClaimResponse>({
    method: 'POST', path: '/api/v1/partners/:slug/claim', access: 'public', status: 200,
    summary: "Apply the partner's offer to a booking with a verified work e-mail",
  }),
  issueVendorLink: endpoint<{ id: number }, undefined, VendorLinkInput, VendorLinkResponse>({
    method: 'POST', path: '/api/v1/admin/orders/:id/vendor-links', access: 'admin', status: 201,
    summary: 'Issue a signed, single-use link for a vendor to approve or reject a booking',
  }),
  vendorLinks: endpoint<undefined, VendorLinkListQuery, undefined, VendorLinkListResponse>({
    method: 'GET', path: '/api/v1/admin/vendor-links', access: 'admin', status: 200,
    summary: "The vendor links issued, one page (newest first by default), with each one's state; filtered and sorted",
  }),
  revokeVendorLink: endpoint<{ id: number }, undefined, undefined, VendorLinkRevokeResponse>({
    method: 'POST', path: '/api/v1/admin/vendor-links/:id/revoke', access: 'admin', status: 200,
    summary: 'Withdraw an open vendor link, so it can no longer be used',
  }),
  vendorBooking: endpoint<undefined, VendorLinkQuery, undefined, VendorBookingResponse>({
    method: 'GET', path: '/api/v1/vendor-actions', access: 'public', status: 200,
    summary: "The booking a vendor's link names (the link must be valid, unexpired and unused)",
  }),
  vendorDecision: endpoint<undefined, undefined, VendorActionInput, VendorActionResponse>({
    method: 'POST', path: '/api/v1/vendor-actions', access: 'public', status: 200,
    summary: "A vendor's decision on a booking, once per link",
  }),
  specialPage: endpoint<undefined, SpecialPageQuery, undefined, SpecialPageResponse>({
    method: 'GET', path: '/api/v1/special-booking/page', access: 'public', status: 200,
    summary: 'Whether a path is the special-customer booking page (the SPA asks on paths its route table does not know)',
  }),
  specialAccess: endpoint<undefined, undefined, SpecialAccessInput, SpecialAccessResponse>({
    method: 'POST', path: '/api/v1/special-booking/access', access: 'public', status: 200,
    summary: "Check an invitation's access code; answers a single-use pass for the claim",
  }),
  specialClaim: endpoint<undefined, undefined, SpecialClaimInput, SpecialClaimResponse>({
    method: 'POST', path: '/api/v1/special-booking/claim', access: 'public', status: 200,
    summary: 'Record the invitation on a booking made from the special-customer page (priority allotment)',
  }),
  specialCodes: endpoint<undefined, SpecialCodeListQuery, undefined, SpecialCodeListResponse>({
    method: 'GET', path: '/api/v1/admin/special-codes', access: 'admin', status: 200,
    summary: "The special page's access codes, one page (newest first by default), filtered and sorted",
  }),
  issueSpecialCode: endpoint<undefined, undefined, SpecialCodeInput, SpecialCodeCreateResponse>({
    method: 'POST', path: '/api/v1/admin/special-codes', access: 'admin', status: 201,
    summary: 'Issue an access code for the special-customer page (the code is in this answer only)',
  }),
  revokeSpecialCode: endpoint<{ id: number }, undefined, undefined, SpecialCodeRevokeResponse>({
    method: 'POST', path: '/api/v1/admin/special-codes/:id/revoke', access: 'admin', status: 200,
    summary: 'Withdraw an active access code: it and its passes stop working',
  }),
} as const;

export type PartnersEndpointName = keyof typeof partnersEndpoints;
