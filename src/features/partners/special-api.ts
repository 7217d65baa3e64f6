// The hidden special-customer page: whether a path is it, the access code, the claim on a booking; and the admin's
// access codes.
import type {
  SpecialAccessResponse,
  SpecialClaimRequest,
  SpecialClaimResponse,
  SpecialCodeCreateResponse,
  SpecialCodeListQuery,
  SpecialCodeListResponse,
  SpecialCodeRequest,
  SpecialCodeRevokeResponse,
  SpecialPageResponse,
} from '@contract/special-booking';
import { api } from '@/lib/api/client';

const ADMIN = '/api/v1/admin/special-codes';

export async function isSpecialPage(path: string): Promise<boolean> {
  return (await api.get<SpecialPageResponse>('/api/v1/special-booking/page', { params: { path } })).data.data.special;
}

export async function checkAccessCode(code: string): Promise<SpecialAccessResponse> {
  return (await api.post<SpecialAccessResponse>('/api/v1/special-booking/access', { code })).data;
}

export async function claimInvitation(body: SpecialClaimRequest): Promise<SpecialClaimResponse> {
  return (await api.post<SpecialClaimResponse>('/api/v1/special-booking/claim', body)).data;
}

export async function listSpecialCodes(query: SpecialCodeListQuery): Promise<SpecialCodeListResponse> {
  return (await api.get<SpecialCodeListResponse>(ADMIN, { params: query })).data;
}

export async function issueSpecialCode(body: SpecialCodeRequest): Promise<SpecialCodeCreateResponse> {
  return (await api.post<SpecialCodeCreateResponse>(ADMIN, body)).data;
}

export async function revokeSpecialCode(id: number): Promise<SpecialCodeRevokeResponse> {
  return (await api.post<SpecialCodeRevokeResponse>(`${ADMIN}/${id}/revoke`)).data;
}
