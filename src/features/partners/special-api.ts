// The hidden special-customer page: whether a path is it, the access code, the claim on a booking; and the admin's
// access codes. The endpoints are described in contract/partners-endpoints.ts.
import { partnersEndpoints as e } from '@contract/partners-endpoints';
import type {
  SpecialAccessResponse,
  SpecialClaimRequest,
  SpecialClaimResponse,
  SpecialCodeCreateResponse,
  SpecialCodeListQuery,
  SpecialCodeListResponse,
  SpecialCodeRequest,
  SpecialCodeRevokeResponse,
} from '@contract/special-booking';
import { callEndpoint } from '@/lib/api/endpoint';

export async function isSpecialPage(path: string): Promise<boolean> {
  return (await callEndpoint(e.specialPage, { query: { path } })).data.special;
}

export async function checkAccessCode(code: string): Promise<SpecialAccessResponse> {
  return callEndpoint(e.specialAccess, { body: { code } });
}

export async function claimInvitation(body: SpecialClaimRequest): Promise<SpecialClaimResponse> {
  return callEndpoint(e.specialClaim, { body });
}

export async function listSpecialCodes(query: SpecialCodeListQuery): Promise<SpecialCodeListResponse> {
  return callEndpoint(e.specialCodes, { query });
}

export async function issueSpecialCode(body: SpecialCodeRequest): Promise<SpecialCodeCreateResponse> {
  return callEndpoint(e.issueSpecialCode, { body });
}

export async function revokeSpecialCode(id: number): Promise<SpecialCodeRevokeResponse> {
  return callEndpoint(e.revokeSpecialCode, { params: { id } });
}
