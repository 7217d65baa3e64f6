// The zod schemas of the partners endpoints of partners-endpoints.ts, tied to the descriptors' types below.
import { idParams, messageResponse } from './common.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { PartnersEndpointName, partnersEndpoints } from './partners-endpoints.js';
import {
  partnerClaimBody,
  partnerClaimResponse,
  partnerOfferResponse,
  partnerParams,
  workEmailBody,
  workEmailVerifyBody,
  workEmailVerifyResponse,
} from './partners.js';
import {
  specialAccessBody,
  specialAccessResponse,
  specialClaimBody,
  specialClaimResponse,
  specialCodeBody,
  specialCodeCreateResponse,
  specialCodeListQuery,
  specialCodeListResponse,
  specialCodeRevokeResponse,
  specialPageQuery,
  specialPageResponse,
} from './special-booking.js';
import {
  vendorActionBody,
  vendorActionResponse,
  vendorBookingResponse,
  vendorLinkBody,
  vendorLinkListQuery,
  vendorLinkListResponse,
  vendorLinkQuery,
  vendorLinkResponse,
  vendorLinkRevokeResponse,
} from './vendor-links.js';

export const partnersEndpointSchemas = {
  offer: { params: partnerParams, response: partnerOfferResponse },
  sendWorkEmailCode: { params: partnerParams, body: workEmailBody, response: messageResponse },
  verifyWorkEmail: { params: partnerParams, body: workEmailVerifyBody, response: workEmailVerifyResponse },
  claimOffer: { params: partnerParams, body: partnerClaimBody, response: partnerClaimResponse },
  issueVendorLink: { params: idParams, body: vendorLinkBody, response: vendorLinkResponse },
  vendorLinks: { querystring: vendorLinkListQuery, response: vendorLinkListResponse },
  revokeVendorLink: { params: idParams, response: vendorLinkRevokeResponse },
  vendorBooking: { querystring: vendorLinkQuery, response: vendorBookingResponse },
  vendorDecision: { body: vendorActionBody, response: vendorActionResponse },
  specialPage: { querystring: specialPageQuery, response: specialPageResponse },
  specialAccess: { body: specialAccessBody, response: specialAccessResponse },
  specialClaim: { body: specialClaimBody, response: specialClaimResponse },
  specialCodes: { querystring: specialCodeListQuery, response: specialCodeListResponse },
  issueSpecialCode: { body: specialCodeBody, response: specialCodeCreateResponse },
  revokeSpecialCode: { params: idParams, response: specialCodeRevokeResponse },
} as const satisfies Record<PartnersEndpointName, EndpointSchemas>;

export const partnersEndpointTypesAgree: TypesAgree<typeof partnersEndpoints, typeof partnersEndpointSchemas> = {
  offer: true,
  sendWorkEmailCode: true,
  verifyWorkEmail: true,
  claimOffer: true,
  issueVendorLink: true,
  vendorLinks: true,
  revokeVendorLink: true,
  vendorBooking: true,
  vendorDecision: true,
  specialPage: true,
  specialAccess: true,
  specialClaim: true,
  specialCodes: true,
  issueSpecialCode: true,
  revokeSpecialCode: true,
};
